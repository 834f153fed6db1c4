/** @jsxRuntime automatic */
import { formatPence } from '@atelier/contract/shared';
import { productVariantPhrase } from '@atelier/contract/catalogue';
import { ButtonLink, MailLayout, P } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Mails to the shop's owner (R21.10): what needs doing, with the link to the admin page that does it. */

export interface OwnerOrderFacts {
  orderNumber: string;
  customer: string;
  totalPence: number;
  /** "2 x Linen Shirt (Size M, Ecru)" per line or returned item. */
  items: string[];
  adminUrl: string;
}

function ownerMail(kind: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailContent {
  const body = (
    <MailLayout title={subject}>
      {paragraphs.map((p, i) => (
        <P key={i}>{p}</P>
      ))}
      <ButtonLink href={link.href}>{link.label}</ButtonLink>
    </MailLayout>
  );
  return { kind, subject, body };
}

export const linePhrase = (l: { quantity: number; name: string; size: string; colour: string }) =>
  `${l.quantity} x ${productVariantPhrase(l)}`;

export function ownerNewOrderMail(o: OwnerOrderFacts): MailContent {
  return ownerMail(
    'owner-new-order',
    `New order ${o.orderNumber}: ${formatPence(o.totalPence)}`,
    [`${o.customer} paid ${formatPence(o.totalPence)} for order ${o.orderNumber}:`, ...o.items, 'It is waiting to be processed.'],
    { href: o.adminUrl, label: 'Open the order' },
  );
}

export function ownerCancelRequestMail(o: OwnerOrderFacts): MailContent {
  return ownerMail(
    'owner-cancel-request',
    `Cancellation requested: ${o.orderNumber}`,
    [
      `${o.customer} asks to cancel order ${o.orderNumber} (${formatPence(o.totalPence)}). Approve it (the payment is refunded) or decline it.`,
    ],
    { href: o.adminUrl, label: 'Review the request' },
  );
}

export function ownerReturnRequestMail(o: OwnerOrderFacts): MailContent {
  return ownerMail(
    'owner-return-request',
    `Return requested: ${o.orderNumber}`,
    [`${o.customer} asks to return from order ${o.orderNumber}:`, ...o.items, 'Approve or reject each item once the parcel has arrived.'],
    { href: o.adminUrl, label: 'Review the return' },
  );
}

export function ownerLowStockMail(
  items: Array<{ name: string; size: string; colour: string; quantity: number }>,
  adminUrl: string,
): MailContent {
  return ownerMail(
    'owner-low-stock',
    `Low stock: ${items.length === 1 ? productVariantPhrase(items[0]!) : `${items.length} sizes`}`,
    ['After the latest sale these sizes are running low:', ...items.map((i) => `${productVariantPhrase(i)}: ${i.quantity} left`)],
    { href: adminUrl, label: 'Open the products' },
  );
}
