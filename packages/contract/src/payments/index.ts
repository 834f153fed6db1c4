// The payments domain's public surface: what the API and the web may import from @atelier/contract/payments.
export {
  CARD_MESSAGES,
  cardDigits,
  type CardOutcome,
  parseExpiry,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentStatusOf,
  TEST_CARDS,
  testCardOutcome,
} from './payment.ts';
export { offeredPaymentMethods, PaymentBadge, type PaymentProviderName, STRIPE_CHECKOUT_METHOD_TYPES } from './payment-methods.ts';
