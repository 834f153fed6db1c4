import { z } from 'zod';

/**
 * Which ways to pay the shop shows, from the provider that takes the payments (R12.10): a badge
 * promises a way to pay, so the product page and the footer show only what the payment page offers.
 */

/** The providers a checkout session can go to: Stripe Checkout, or the built-in test provider. */
export type PaymentProviderName = 'stripe' | 'test';

/**
 * The payment method types Stripe Checkout sessions are created with (`allowed_payment_method_types`):
 * cards only, so a session is paid or not by the time it ends. The provider and the badges read this one list.
 */
export const STRIPE_CHECKOUT_METHOD_TYPES = ['card'] as const;

/** A badge the storefront can draw. */
export const PaymentBadge = z.enum(['visa', 'mastercard', 'amex', 'apple-pay', 'google-pay', 'paypal']);
export type PaymentBadge = z.infer<typeof PaymentBadge>;

/** The badges one Stripe payment method type stands for. */
const BADGES_OF_METHOD_TYPE: Record<string, readonly PaymentBadge[]> = {
  card: ['visa', 'mastercard', 'amex'],
  paypal: ['paypal'],
};

/** The methods each provider's payment page offers: the test page takes card details only. */
const METHOD_TYPES: Record<PaymentProviderName, readonly string[]> = {
  stripe: STRIPE_CHECKOUT_METHOD_TYPES,
  test: ['card'],
};

/** The badges to show for the provider in use, in a stable order, each once (R12.10). */
export function offeredPaymentMethods(
  provider: PaymentProviderName,
  methodTypes: readonly string[] = METHOD_TYPES[provider],
): PaymentBadge[] {
  const offered = new Set(methodTypes.flatMap((t) => BADGES_OF_METHOD_TYPE[t] ?? []));
  return PaymentBadge.options.filter((b) => offered.has(b));
}
