import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, parseExpiry, paymentStatusOf, testCardOutcome } from './payment.ts';

const now = new Date('2026-11-22T10:00:00Z');
const card = (over: Partial<{ number: string; expiry: string; cvc: string; name: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada Lovelace',
  ...over,
});

describe('test cards (R5.7)', () => {
  it('approves 4242 4242 4242 4242 however it is spaced', () => {
    expect(testCardOutcome(card(), now)).toEqual({ kind: 'approved' });
    expect(testCardOutcome(card({ number: '4242-4242-4242-4242' }), now)).toEqual({ kind: 'approved' });
  });

  it("declines 4000 0000 0000 0002 and 4000 0000 0000 9995 with Stripe's wording", () => {
    expect(testCardOutcome(card({ number: '4000 0000 0000 0002' }), now)).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(testCardOutcome(card({ number: '4000000000009995' }), now)).toEqual({
      kind: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('calls any other number invalid', () => {
    expect(testCardOutcome(card({ number: '4111 1111 1111 1111' }), now)).toMatchObject({
      kind: 'invalid',
      field: 'number',
      message: CARD_MESSAGES.invalidNumber,
    });
    expect(testCardOutcome(card({ number: '' }), now)).toMatchObject({ kind: 'invalid', field: 'number' });
  });

  it('checks expiry (this month still works), CVC and name', () => {
    expect(testCardOutcome(card({ expiry: '11/26' }), now)).toEqual({ kind: 'approved' });
    expect(testCardOutcome(card({ expiry: '10/26' }), now)).toMatchObject({ field: 'expiry', message: CARD_MESSAGES.expired });
    expect(testCardOutcome(card({ expiry: '13/30' }), now)).toMatchObject({ field: 'expiry', message: CARD_MESSAGES.invalidExpiry });
    expect(testCardOutcome(card({ cvc: '12' }), now)).toMatchObject({ field: 'cvc' });
    expect(testCardOutcome(card({ name: ' ' }), now)).toMatchObject({ field: 'name' });
  });

  it('reads the usual ways of typing an expiry', () => {
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('4 / 2028')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('0428')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('April')).toBeUndefined();
  });
});

describe('paymentStatusOf', () => {
  it('is pending before payment, failed when it never came, paid afterwards', () => {
    expect(paymentStatusOf('PendingPayment')).toBe('pending');
    expect(paymentStatusOf('PaymentFailed')).toBe('failed');
    expect(paymentStatusOf('Expired')).toBe('failed');
    expect(paymentStatusOf('Waiting')).toBe('paid');
    expect(paymentStatusOf('Refunded')).toBe('paid');
  });
});
