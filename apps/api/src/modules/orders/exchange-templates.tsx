/** @jsxRuntime automatic */
import { formatPence } from '@atelier/contract/shared';
import { productVariantPhrase } from '@atelier/contract/catalogue';
import { EXCHANGE_PAYMENT_HOURS } from '@atelier/contract/returns';
import { plainOrderMail, refundedSentence, type OrderMailData } from './order-templates.tsx';
import { itemPhrase, type ReturnedItem } from './return-templates.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Customer mails of exchanges (R21.24): approved with the replacement order, or the hold ended. */

export interface Replacement {
  orderNumber: string;
  /** What is left to pay for a dearer replacement; 0 when nothing is. */
  chargePence: number;
  /** The provider's page to pay it on, while unpaid. */
  payUrl: string | null;
}

export function exchangeApprovedMail(
  d: OrderMailData,
  item: ReturnedItem,
  replacement: Replacement,
  refundPence: number,
  note: string,
): MailContent {
  const wanted = item.exchange ? productVariantPhrase(item.exchange) : 'your replacement';
  const money =
    replacement.chargePence > 0
      ? [
          `The ${wanted} costs ${formatPence(replacement.chargePence)} more than you paid. Please pay the difference within ${EXCHANGE_PAYMENT_HOURS} hours and we send it straight away${replacement.payUrl ? `: ${replacement.payUrl}` : '.'}`,
        ]
      : refundPence > 0
        ? [`The ${wanted} costs less than you paid.`, refundedSentence(refundPence, d.refundTo)]
        : ['There is nothing to pay: the exchange is at the same price.'];
  return plainOrderMail('exchange-approved', `Your exchange for ${d.orderNumber}: replacement order ${replacement.orderNumber}`, d, [
    `We have received the ${itemPhrase(item)} you returned from order ${d.orderNumber}, and made replacement order ${replacement.orderNumber} for the ${wanted}.`,
    ...money,
    'We email you again when it is on its way.',
    ...(note ? [`A note from us: ${note}`] : []),
  ]);
}

export function exchangeLapsedMail(d: OrderMailData, item: ReturnedItem): MailContent {
  const wanted = item.exchange ? productVariantPhrase(item.exchange) : 'the replacement';
  return plainOrderMail('exchange-lapsed', `About your exchange from ${d.orderNumber}`, d, [
    `We held the ${wanted} for your exchange of ${itemPhrase(item)} from order ${d.orderNumber}, but the returned item has not reached us, so it is back on sale.`,
    'Please still send the item back: we refund it to your original payment method once it arrives. If you would still like the other size or colour, you can order it in the shop.',
  ]);
}
