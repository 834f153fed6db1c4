import { z } from 'zod';
import { UkDay } from '../shared/edge.ts';
import { formatPence, poundsToPence } from '../shared/money.ts';
import { GIFT_CARD_LIMITS } from './balances.ts';

/**
 * A gift card sold in the shop (R23.11-R23.15, decision 0056): what the shopper may choose and when
 * the card may be sent. The sale is a multi-purpose voucher (0048): no VAT, no delivery, no stock.
 */

/** The amounts offered as buttons; any whole-pence amount within GIFT_CARD_LIMITS may be typed. */
export const GIFT_CARD_SET_AMOUNTS_PENCE = [2500, 5000, 10_000, 15_000] as const;

/** How far ahead the send date may be (R23.12). */
export const GIFT_CARD_SEND_AHEAD_MONTHS = 12;

export const GIFT_CARD_MESSAGE_MAX = 300;

/** What a sale's VAT line says (0048): a gift card is VAT-free when sold and taxed on what it buys. */
export const GIFT_CARD_MPV_VAT_LABEL = 'No VAT: VAT is charged on what the card buys';

const ukLongDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A UK calendar day 'YYYY-MM-DD' as '1 December 2026'. */
export const sendDayWords = (day: string) => ukLongDay.format(new Date(`${day}T12:00:00Z`));

/** The UK day `months` calendar months after `day` ('YYYY-MM-DD'), the last day of a shorter month. */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The days a card bought on `today` (a UK day) may be sent: today up to 12 months ahead. */
export function giftCardSendWindow(today: string): { first: string; last: string } {
  return { first: today, last: addMonths(today, GIFT_CARD_SEND_AHEAD_MONTHS) };
}

/** Why a send date cannot be taken, or null (R23.12). */
export function sendDateProblem(sendOn: string, today: string): string | null {
  const { first, last } = giftCardSendWindow(today);
  if (sendOn < first) return 'The send date cannot be in the past.';
  if (sendOn > last) return `The send date can be at most ${GIFT_CARD_SEND_AHEAD_MONTHS} months ahead.`;
  return null;
}

const Name = (missing: string) => z.string().trim().min(1, missing).max(80);
const Email = z.email('Please enter a valid email address.').max(254);

/** POST /api/gift-cards/purchases: the shopper's order of one card, amount in pounds (R1.3). */
export const GiftCardPurchaseBody = z.strictObject({
  amount: z
    .number()
    .refine((a) => Math.abs(a * 100 - poundsToPence(a)) < 1e-6, 'Please give an amount in pounds and pence.')
    .refine(
      (a) => poundsToPence(a) >= GIFT_CARD_LIMITS.minPence && poundsToPence(a) <= GIFT_CARD_LIMITS.maxPence,
      `A gift card is between ${formatPence(GIFT_CARD_LIMITS.minPence)} and ${formatPence(GIFT_CARD_LIMITS.maxPence)}.`,
    ),
  recipientName: Name('Please give the name of whoever receives the card.'),
  recipientEmail: Email,
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX, `The message can be at most ${GIFT_CARD_MESSAGE_MAX} characters.`).default(''),
  sendOn: UkDay,
  buyerName: Name('Please give your name.'),
  buyerEmail: Email,
});
export type GiftCardPurchaseBody = z.output<typeof GiftCardPurchaseBody>;

export const GiftCardPurchaseStarted = z.object({ url: z.string(), sessionId: z.string() }).meta({ id: 'GiftCardPurchaseStarted' });

export const GIFT_CARD_SALE_STATUSES = ['pending', 'paid', 'expired'] as const;
export type GiftCardSaleStatus = (typeof GIFT_CARD_SALE_STATUSES)[number];

/** GET /api/gift-cards/purchases/:sessionId: the buyer's confirmation (R23.13). */
export const GiftCardPurchaseView = z
  .object({
    status: z.enum(GIFT_CARD_SALE_STATUSES),
    /** Pounds. */
    amount: z.number(),
    recipientName: z.string(),
    sendOn: z.string(),
    sent: z.boolean(),
  })
  .meta({ id: 'GiftCardPurchaseView' });
export type GiftCardPurchaseView = z.infer<typeof GiftCardPurchaseView>;

export const GiftCardPurchaseParams = z.object({ sessionId: z.string().min(1).max(255) });
