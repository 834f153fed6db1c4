/**
 * The built-in test payment provider's card rules (R5.7): Stripe's documented test card
 * numbers, with Stripe's own wording for the outcomes.
 */

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  missingName: 'Please enter the name on the card.',
} as const;

export type CardOutcome =
  | { kind: 'approved' }
  | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds'; message: string }
  | { kind: 'invalid'; field: 'number' | 'expiry' | 'cvc' | 'name'; message: string };

/** Digits only (spaces and dashes as people type them are dropped). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The expiry as typed: MM/YY, MM / YY, MM/YYYY or MMYY. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * What the test provider does with a card: 4242... pays, 4000...0002 is declined, 4000...9995 has
 * insufficient funds; any other number is invalid. The expiry must be this month or later (by
 * `now`), the CVC 3 or 4 digits, and the name filled in.
 */
export function testCardOutcome(card: { number: string; expiry: string; cvc: string; name: string }, now: Date): CardOutcome {
  const number = cardDigits(card.number);
  const known = Object.values(TEST_CARDS) as string[];
  if (!known.includes(number)) return { kind: 'invalid', field: 'number', message: CARD_MESSAGES.invalidNumber };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { kind: 'invalid', field: 'expiry', message: CARD_MESSAGES.invalidExpiry };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return { kind: 'invalid', field: 'expiry', message: CARD_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'invalid', field: 'cvc', message: CARD_MESSAGES.invalidCvc };
  if (!card.name.trim()) return { kind: 'invalid', field: 'name', message: CARD_MESSAGES.missingName };
  if (number === TEST_CARDS.declined) return { kind: 'declined', code: 'card_declined', message: CARD_MESSAGES.declined };
  if (number === TEST_CARDS.insufficientFunds)
    return { kind: 'declined', code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds };
  return { kind: 'approved' };
}

/** How far a shopper's payment got: the success page shows "payment being confirmed" while pending. */
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatusOf(orderStatus: string): PaymentStatus {
  if (orderStatus === 'PendingPayment') return 'pending';
  if (orderStatus === 'PaymentFailed' || orderStatus === 'Expired') return 'failed';
  return 'paid';
}
