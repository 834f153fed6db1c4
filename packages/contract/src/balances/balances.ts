/**
 * Gift cards and store credit (rules R23): the pure rules of the one balance ledger. The API keeps
 * the balances (apps/api/src/modules/balances/); these say what a code looks like, how a checkout's
 * amount is shared between balances and the card, and how a refund goes back (decision 0048).
 */
import { formatPence } from '../shared/money.ts';

/** Letters and digits nobody misreads (no 0/O, 1/I/L): 31 symbols, 16 of them make about 79 bits. */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 16;

/** A typed code as it is looked up: capitals, without spaces or dashes (R23.2). */
export function normaliseGiftCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function isGiftCode(normalised: string): boolean {
  return normalised.length === GIFT_CODE_LENGTH && [...normalised].every((c) => GIFT_CODE_ALPHABET.includes(c));
}

/** ABCD-EFGH-JKMN-PQRS, as the code is shown once and mailed. */
export function formatGiftCode(code: string): string {
  return (
    normaliseGiftCode(code)
      .match(/.{1,4}/g)
      ?.join('-') ?? ''
  );
}

/** The owner's and the shop's limits of one card, in pence (R23.8). */
export const GIFT_CARD_LIMITS = { minPence: 500, maxPence: 100_000, validMonths: 24 } as const;

export const BALANCE_KINDS = ['gift_card', 'store_credit'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export const BALANCE_ENTRY_KINDS = ['issue', 'top_up', 'hold', 'capture', 'release', 'refund', 'void', 'expiry', 'resend'] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

export const BALANCE_ENTRY_LABELS: Record<BalanceEntryKind, string> = {
  issue: 'Issued',
  top_up: 'Topped up',
  hold: 'Held for a checkout',
  capture: 'Spent on an order',
  release: 'Given back (checkout not paid)',
  refund: 'Refunded to this balance',
  void: 'Voided',
  expiry: 'Expiry date changed',
  resend: 'Code sent again (the old code no longer works)',
};

/** The same entries as the customer reads them in My Account's store credit history (R23.19). */
export const STORE_CREDIT_ENTRY_LABELS: Record<BalanceEntryKind, string> = {
  issue: 'Added by the shop',
  top_up: 'Added by the shop',
  hold: 'Spent at checkout',
  capture: 'Order paid',
  release: 'Given back (checkout not completed)',
  refund: 'Refund added',
  void: 'Cancelled by the shop',
  expiry: 'Expiry date changed',
  resend: 'Code sent again',
};

export type BalanceState = 'active' | 'expired' | 'void';

/** Whether a balance can be spent now (R23.3): not voided, not past its expiry. */
export function balanceState(a: { voidedAt: Date | null; expiresAt: Date | null }, now: Date): BalanceState {
  if (a.voidedAt) return 'void';
  if (a.expiresAt && a.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A card bought or issued today runs to the same day GIFT_CARD_LIMITS.validMonths later. */
export function giftCardExpiry(from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + GIFT_CARD_LIMITS.validMonths);
  return d;
}

export interface Spendable {
  accountId: number;
  availablePence: number;
}

/**
 * How much of the order each balance pays (R23.4): in the order given (the gift card typed, then
 * store credit), each as much as it has, never more than is due. What is left is the card's.
 */
export function shareBalances(
  duePence: number,
  balances: Spendable[],
): { holds: Array<{ accountId: number; amountPence: number }>; byCardPence: number } {
  let left = Math.max(0, duePence);
  const holds: Array<{ accountId: number; amountPence: number }> = [];
  for (const b of balances) {
    const take = Math.min(left, Math.max(0, b.availablePence));
    if (take > 0) holds.push({ accountId: b.accountId, amountPence: take });
    left -= take;
  }
  return { holds, byCardPence: left };
}

/** What an order was paid with (R23.5): its total, less what balances paid, is the card's. */
export function orderPayments(o: { totalPence: number; balancePaidPence: number }): { byBalancePence: number; byCardPence: number } {
  return { byBalancePence: o.balancePaidPence, byCardPence: o.totalPence - o.balancePaidPence };
}

/** Where a refund is sent (R23.16): back the way it was paid, or all of it to the customer's store credit. */
export const REFUND_DESTINATIONS = ['card', 'store_credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = {
  card: 'Refund to my card',
  store_credit: 'Store credit',
};

/** A guest's order has no store credit account to send a refund to (R23.17). */
export const STORE_CREDIT_NEEDS_ACCOUNT =
  'Store credit is kept in a customer account, and this order was placed as a guest: refund it to the card instead.';

/**
 * Where a refund goes (R23.6, decision 0048): back to the card first, up to what the card paid
 * less what went back to it already; the rest to the gift cards and store credit that paid. When the
 * owner or the customer chose store credit, all of it goes to store credit (R23.16).
 */
export function refundRoute(r: {
  amountPence: number;
  totalPence: number;
  balancePaidPence: number;
  /** Refunded so far by every route. */
  refundedPence: number;
  /** Of that, what went to balances. */
  refundedToBalancePence: number;
  toStoreCredit?: boolean;
}): { toCardPence: number; toBalancePence: number; toStoreCreditPence: number } {
  if (r.toStoreCredit) return { toCardPence: 0, toBalancePence: 0, toStoreCreditPence: r.amountPence };
  const cardRoom = Math.max(0, r.totalPence - r.balancePaidPence - (r.refundedPence - r.refundedToBalancePence));
  const toCardPence = Math.min(r.amountPence, cardRoom);
  return { toCardPence, toBalancePence: r.amountPence - toCardPence, toStoreCreditPence: 0 };
}

/**
 * Where the money of one refund went, as the mails, the credit note and the order pages say it
 * (R23.18): "£12.00 added to your store credit", "£12.00 to your original payment method", or both.
 */
export function refundWhereText(toStoreCreditPence: number, otherPence: number): string {
  const credit = `${formatPence(toStoreCreditPence)} added to your store credit`;
  const card = `${formatPence(otherPence)} to your original payment method`;
  if (toStoreCreditPence > 0 && otherPence > 0) return `${card} and ${credit}`;
  return toStoreCreditPence > 0 ? credit : card;
}

/** Why a gift card typed at checkout cannot pay (R23.4): the checkout stops with the reason, nothing held. */
export const GIFT_CARD_REFUSALS = {
  UNKNOWN: 'We do not recognise that gift card code. Please check it and try again.',
  VOID: 'That gift card has been cancelled, so it cannot be used.',
  EXPIRED: 'That gift card has expired.',
  EMPTY: 'That gift card has no balance left.',
} as const;
export type GiftCardRefusal = keyof typeof GIFT_CARD_REFUSALS;

/** The provider's one line for an order partly paid by balances (its lines would not add up to the card's part). */
export function cardLineName(orderNumber: string, byBalancePence: number, formatted: string): string {
  return byBalancePence > 0 ? `Order ${orderNumber}, less ${formatted} paid by gift card or store credit` : `Order ${orderNumber}`;
}
