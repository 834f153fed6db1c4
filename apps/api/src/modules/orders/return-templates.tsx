/** @jsxRuntime automatic */
import { formatPence } from '@atelier/contract/shared';
import type { RefundDestination } from '@atelier/contract/balances';
import { productVariantPhrase } from '@atelier/contract/catalogue';
import { returnWindowText, type ShopTerms } from '@atelier/contract/settings';
import { STORE } from '../../plumbing/mail/layout.tsx';
import { longUkDate, plainOrderMail, refundedSentence, type OrderMailData } from './order-templates.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Customer mails of item returns and refund requests (R21.9): each says what happens next. */

export interface ReturnedItem {
  name: string;
  size: string;
  colour: string;
  quantity: number;
  reasonLabel: string;
  /** The size or colour asked for instead of a refund (R21.20), and until when it is held. */
  exchange: { name: string; size: string; colour: string } | null;
  holdUntil: Date | null;
  /** Where the customer asked the refund to go (R23.16). */
  refundTo: RefundDestination;
}

export const itemPhrase = (i: ReturnedItem) => `${i.quantity} x ${productVariantPhrase(i)}`;
const NEXT = (t: ShopTerms, to: RefundDestination = 'card') =>
  `Please send the items back unworn, with their labels, within ${returnWindowText(t)}. The refund is issued within 5 business days after we receive and inspect them, ${to === 'store_credit' ? 'as store credit in your account, as you asked' : 'to your original payment method'}.`;

export function returnReceivedMail(d: OrderMailData, items: ReturnedItem[]): MailContent {
  return plainOrderMail('return-received', `We have your return request for ${d.orderNumber}`, d, [
    `We have received your request to return from order ${d.orderNumber}:`,
    ...items.map(
      (i) =>
        `${itemPhrase(i)}: ${i.reasonLabel}.${i.exchange ? ` In exchange for ${productVariantPhrase(i.exchange)}${i.holdUntil ? `, which we are holding for you until ${longUkDate(i.holdUntil)}` : ''}.` : ''}`,
    ),
    items.some((i) => i.exchange)
      ? EXCHANGE_NEXT
      : (t: ShopTerms) => NEXT(t, items.some((i) => i.refundTo === 'store_credit') ? 'store_credit' : 'card'),
  ]);
}

const EXCHANGE_NEXT = (t: ShopTerms) =>
  `Please send the items back unworn, with their labels, within ${returnWindowText(t)}. Once they arrive we send the replacement at no charge when the price is the same; we tell you of any difference first. Items returned for a refund are refunded within 5 business days, to your original payment method.`;

export function refundRequestedMail(d: OrderMailData): MailContent {
  return plainOrderMail('refund-requested', `We have your refund request for ${d.orderNumber}`, d, [
    `We have received your request to return order ${d.orderNumber} and be refunded${d.refundTo === 'store_credit' ? ' as store credit' : ''}.`,
    (t: ShopTerms) => NEXT(t),
  ]);
}

export function returnApprovedMail(d: OrderMailData, item: ReturnedItem, refundPence: number, note: string): MailContent {
  return plainOrderMail('return-approved', `Your refund of ${formatPence(refundPence)} for ${STORE} order ${d.orderNumber}`, d, [
    `We have received and inspected the ${itemPhrase(item)} you returned from order ${d.orderNumber}.`,
    refundedSentence(refundPence, d.refundTo),
    ...(note ? [`A note from us: ${note}`] : []),
  ]);
}

export function returnRejectedMail(d: OrderMailData, item: ReturnedItem, note: string): MailContent {
  return plainOrderMail('return-rejected', `About your return from ${d.orderNumber}`, d, [
    item.exchange
      ? `We are sorry, but we cannot exchange the ${itemPhrase(item)} you returned from order ${d.orderNumber}; the ${productVariantPhrase(item.exchange)} we held is back on sale.`
      : `We are sorry, but we cannot refund the ${itemPhrase(item)} you returned from order ${d.orderNumber}.`,
    `Reason: ${note}`,
    'If you have any questions, reply to this email or contact us between 9:00 and 17:00, Monday to Friday.',
  ]);
}

/** The shop refunded items, or the whole order, without a return request (R22.18). */
export function shopRefundMail(d: OrderMailData, items: ReturnedItem[], refundPence: number, whole: boolean, reason: string): MailContent {
  return plainOrderMail('shop-refund', `Your refund of ${formatPence(refundPence)} for ${STORE} order ${d.orderNumber}`, d, [
    whole
      ? `We have refunded your order ${d.orderNumber} in full.`
      : `We have refunded ${items.map(itemPhrase).join(', ')} from your order ${d.orderNumber}.`,
    `Reason: ${reason}`,
    refundedSentence(refundPence, d.refundTo),
  ]);
}

/** The shop refunded an amount of its choosing, no item coming back (R22.22). */
export function goodwillRefundMail(d: OrderMailData, refundPence: number, reason: string): MailContent {
  return plainOrderMail('goodwill-refund', `Your refund of ${formatPence(refundPence)} for ${STORE} order ${d.orderNumber}`, d, [
    `We have refunded ${formatPence(refundPence)} on your order ${d.orderNumber}; there is nothing to send back.`,
    `Reason: ${reason}`,
    refundedSentence(refundPence, d.refundTo),
  ]);
}
