import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods, STRIPE_CHECKOUT_METHOD_TYPES } from './payment-methods.ts';

describe('offeredPaymentMethods (R12.10)', () => {
  it('shows card badges only for the test provider, whose page takes card details', () => {
    expect(offeredPaymentMethods('test')).toEqual(['visa', 'mastercard', 'amex']);
  });

  it('follows the method types Stripe Checkout sessions are created with', () => {
    expect(STRIPE_CHECKOUT_METHOD_TYPES).toEqual(['card']);
    expect(offeredPaymentMethods('stripe')).toEqual(['visa', 'mastercard', 'amex']);
  });

  it('never shows Apple Pay, Google Pay or PayPal unless a configured method type offers them', () => {
    for (const provider of ['stripe', 'test'] as const) {
      expect(offeredPaymentMethods(provider)).not.toContain('apple-pay');
      expect(offeredPaymentMethods(provider)).not.toContain('google-pay');
      expect(offeredPaymentMethods(provider)).not.toContain('paypal');
    }
    expect(offeredPaymentMethods('stripe', ['card', 'paypal'])).toEqual(['visa', 'mastercard', 'amex', 'paypal']);
  });

  it('shows nothing for method types it cannot draw, and each badge once', () => {
    expect(offeredPaymentMethods('stripe', ['klarna'])).toEqual([]);
    expect(offeredPaymentMethods('stripe', ['card', 'card'])).toEqual(['visa', 'mastercard', 'amex']);
  });
});
