/** @jsxRuntime automatic */
import { formatPence } from '@atelier/contract/shared';
import { sizePhrase } from '@atelier/contract/catalogue';
import { returnWindowText, type ShopTerms } from '@atelier/contract/settings';
import { STORE } from '../../plumbing/mail/layout.tsx';
import { plainOrderMail, refundedSentence, type OrderMailData } from './order-templates.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Customer mails of item returns and refund requests (R21.9): each says what happens next. */

export interface ReturnedItem {
  name: string;
  size: string;
  colour: string;
  quantity: number;
  reasonLabel: string;
}

const itemPhrase = (i: ReturnedItem) => `${i.quantity} x ${i.name} (${sizePhrase(i.size)}, ${i.colour})`;
const NEXT = (t: ShopTerms) =>
  `Please send the items back unworn, with their labels, within ${returnWindowText(t)}. The refund is issued within 5 business days after we receive and inspect them, to your original payment method.`;

export function returnReceivedMail(d: OrderMailData, items: ReturnedItem[]): MailContent {
  return plainOrderMail('return-received', `We have your return request for ${d.orderNumber}`, d, [
    `We have received your request to return from order ${d.orderNumber}:`,
    ...items.map((i) => `${itemPhrase(i)}: ${i.reasonLabel}.`),
    NEXT,
  ]);
}

export function refundRequestedMail(d: OrderMailData): MailContent {
  return plainOrderMail('refund-requested', `We have your refund request for ${d.orderNumber}`, d, [
    `We have received your request to return order ${d.orderNumber} and be refunded.`,
    NEXT,
  ]);
}

export function returnApprovedMail(d: OrderMailData, item: ReturnedItem, refundPence: number, note: string): MailContent {
  return plainOrderMail('return-approved', `Your refund of ${formatPence(refundPence)} for ${STORE} order ${d.orderNumber}`, d, [
    `We have received and inspected the ${itemPhrase(item)} you returned from order ${d.orderNumber}.`,
    refundedSentence(refundPence),
    ...(note ? [`A note from us: ${note}`] : []),
  ]);
}

export function returnRejectedMail(d: OrderMailData, item: ReturnedItem, note: string): MailContent {
  return plainOrderMail('return-rejected', `About your return from ${d.orderNumber}`, d, [
    `We are sorry, but we cannot refund the ${itemPhrase(item)} you returned from order ${d.orderNumber}.`,
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
    refundedSentence(refundPence),
  ]);
}
