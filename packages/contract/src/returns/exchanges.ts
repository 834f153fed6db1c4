/**
 * Exchanges (R21.20-R21.26, decision 0049): a returned unit swapped for another size or colour of
 * the same style instead of money back. Pure: the API holds the stock and makes the replacement
 * order with these terms, My Orders and the admin show them.
 */
import { z } from 'zod';

/** held: units out of stock for the customer; made: the replacement order exists; released: rejected; lapsed: the hold ran out. */
export const EXCHANGE_STATES = ['held', 'made', 'released', 'lapsed'] as const;
export type ExchangeState = (typeof EXCHANGE_STATES)[number];

/** How long the replacement's units are held after the request, for the parcel to arrive (R21.21). */
export const EXCHANGE_HOLD_DAYS = 28;

/** How long the payment link for a dearer replacement stays open (R21.23); a provider session lasts at most a day. */
export const EXCHANGE_PAYMENT_HOURS = 23;

export interface ExchangeTerms {
  /** What the returned units carry over to the replacement order, as its exchange credit. */
  allowancePence: number;
  /** What the customer pays for a dearer replacement. */
  chargePence: number;
  /** What goes back to the card for a cheaper one. */
  refundPence: number;
}

/**
 * The money of an approved exchange (R21.23). Prices are compared at the shelf: a replacement at the
 * returned item's own price costs nothing more, even when a code made the item cheaper; a dearer one
 * charges the shelf difference; a cheaper one refunds what was paid for the returned units (their
 * share by the refunds rule, without delivery) beyond the replacement's price, never more than is
 * left to refund on the order. What is not charged is the replacement order's exchange credit.
 */
export function exchangeTerms(input: {
  /** The returned units' paid share. */
  sharePence: number;
  /** The returned units at their shelf price on the order. */
  shelfPence: number;
  replacementPence: number;
  refundableLeftPence: number;
}): ExchangeTerms {
  const chargePence = Math.max(0, input.replacementPence - input.shelfPence);
  return {
    allowancePence: input.replacementPence - chargePence,
    chargePence,
    refundPence: Math.max(0, Math.min(input.sharePence - input.replacementPence, input.refundableLeftPence)),
  };
}

/** Words of an exchange's state, for My Orders and the admin. */
export const EXCHANGE_STATE_LABELS: Record<ExchangeState, string> = {
  held: 'held for you',
  made: 'replacement order made',
  released: 'not exchanged',
  lapsed: 'hold ended: refund instead',
};

/** A size or colour of the same style a returned line may be exchanged for, in stock now (R21.20). */
export const ExchangeOption = z
  .object({
    variantGuid: z.string(),
    name: z.string(),
    colour: z.string(),
    size: z.string(),
    /** Shelf price, VAT included, in pounds. */
    price: z.number(),
    /** Units in stock. */
    stock: z.number().int(),
  })
  .meta({ id: 'ExchangeOption' });
export type ExchangeOption = z.infer<typeof ExchangeOption>;

/** A return's exchange as the customer and the owner see it; amounts in pounds. */
export const ReturnExchange = z
  .object({
    name: z.string(),
    colour: z.string(),
    size: z.string(),
    unitPrice: z.number(),
    state: z.enum(EXCHANGE_STATES),
    stateLabel: z.string(),
    /** While held: the instant the hold ends (ISO). */
    holdUntil: z.string().nullable(),
    /** Once made: the replacement order. */
    orderNumber: z.string().nullable(),
    orderGuid: z.string().nullable(),
    /** Once made: what the customer paid or is asked to pay for a dearer replacement, and what came back for a cheaper one. */
    charge: z.number().nullable(),
    /** The provider's payment page for the difference, while it is unpaid. */
    payUrl: z.string().nullable(),
  })
  .meta({ id: 'ReturnExchange' });
export type ReturnExchange = z.infer<typeof ReturnExchange>;
