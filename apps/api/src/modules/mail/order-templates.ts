import { formatPence } from '@atelier/contract/money';
import type { DeliveryTimeline } from '@atelier/contract/order-timeline';
import { escapeHtml, greeting, layout, type MailContent } from './templates.ts';

/** Order mails to the customer (decisions 23): confirmation, shipping, cancellation, refund. */

export interface OrderMailLine {
  name: string;
  size: string;
  colour: string;
  quantity: number;
  lineTotalPence: number;
}

export interface OrderMailData {
  firstName?: string;
  orderNumber: string;
  orderDate: Date;
  lines: OrderMailLine[];
  itemsPence: number;
  vatPence: number;
  shippingPence: number;
  totalPence: number;
  address: { fullName: string; addressLine1: string; addressLine2: string; city: string; postcode: string; country: string };
  /** The customer's order history page. */
  ordersUrl: string;
}

const STORE = 'Atelier';
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const dayOf = (isoDay: string) => longDate.format(new Date(`${isoDay}T12:00:00Z`));
const sizeText = (size: string) => (size === 'ONE' ? 'One size' : `Size ${size}`);

function lineTexts(d: OrderMailData): string[] {
  return d.lines.map((l) => `${l.quantity} x ${l.name} (${sizeText(l.size)}, ${l.colour}): ${formatPence(l.lineTotalPence)}`);
}

function totalTexts(d: OrderMailData): string[] {
  return [
    `Subtotal (excl. VAT): ${formatPence(d.itemsPence - d.vatPence)}`,
    `VAT (20%): ${formatPence(d.vatPence)}`,
    `Shipping: ${d.shippingPence === 0 ? 'Free' : formatPence(d.shippingPence)}`,
    `Total: ${formatPence(d.totalPence)}`,
  ];
}

function addressText(d: OrderMailData): string {
  const a = d.address;
  return [a.fullName, a.addressLine1, a.addressLine2, `${a.city} ${a.postcode}`, a.country].filter(Boolean).join(', ');
}

function mail(kind: string, subject: string, d: OrderMailData, paragraphs: string[], extra: string[] = []): MailContent {
  const text = [greeting(d.firstName), '', ...paragraphs.flatMap((p) => [p, '']), ...extra, '', `Your orders: ${d.ordersUrl}`, '', `The ${STORE} team`].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(d.firstName)),
    ...paragraphs.map(escapeHtml),
    ...(extra.length ? [extra.map(escapeHtml).join('<br>')] : []),
    `<a href="${escapeHtml(d.ordersUrl)}">See your orders</a>`,
  ]);
  return { kind, subject, text, html };
}

const CELL = 'padding:10px 0;border-bottom:1px solid #ece8e1;vertical-align:top';
const AMOUNT = 'text-align:right;white-space:nowrap;padding-left:16px';

/** The items and amounts as two aligned tables (mail clients need inline styles and tables). */
function orderTablesHtml(d: OrderMailData): string {
  const rows = d.lines
    .map(
      (l) =>
        `<tr><td style="${CELL}">${escapeHtml(l.name)}<br><span style="color:#777;font-size:13px">${escapeHtml(sizeText(l.size))}, ${escapeHtml(l.colour)} &middot; Qty ${l.quantity}</span></td>` +
        `<td style="${CELL};${AMOUNT}">${escapeHtml(formatPence(l.lineTotalPence))}</td></tr>`,
    )
    .join('');
  const totals = totalTexts(d)
    .map((t, i, all) => {
      const [label, amount] = t.split(/: (?=[^:]+$)/);
      const last = i === all.length - 1;
      const style = last ? 'padding:10px 0 0;border-top:1px solid #222;font-weight:bold;font-size:16px' : 'padding:3px 0;color:#555';
      return `<tr><td style="${style}">${escapeHtml(label!)}</td><td style="${style};${AMOUNT}">${escapeHtml(amount!)}</td></tr>`;
    })
    .join('');
  const table = 'width="100%" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:collapse;margin:0 0 20px;font-size:15px"';
  return `<table ${table}>${rows}</table>\n<table ${table}>${totals}</table>`;
}

export function orderConfirmationMail(d: OrderMailData, timeline: DeliveryTimeline): MailContent {
  const subject = `Your ${STORE} order ${d.orderNumber} is confirmed`;
  const paragraphs = [
    `Thank you for your order ${d.orderNumber}, placed on ${longDate.format(d.orderDate)}. We have received your payment.`,
    `We expect to dispatch it between ${dayOf(timeline.shipped.from)} and ${dayOf(timeline.shipped.to)}, and it should reach you between ${dayOf(timeline.delivered.from)} and ${dayOf(timeline.delivered.to)}.`,
    `Delivery address: ${addressText(d)}.`,
  ];
  const { text } = mail('order-confirmation', subject, d, paragraphs, [...lineTexts(d), '', ...totalTexts(d)]);
  const a = d.address;
  const address = [a.fullName, a.addressLine1, a.addressLine2, `${a.city} ${a.postcode}`, a.country].filter((l) => l.trim()).map(escapeHtml).join('<br>');
  const html = layout(subject, [
    escapeHtml(greeting(d.firstName)),
    `Thank you for your order <strong>${escapeHtml(d.orderNumber)}</strong>, placed on ${escapeHtml(longDate.format(d.orderDate))}. We have received your payment.`,
    escapeHtml(paragraphs[1]!),
    orderTablesHtml(d),
    `<strong>Delivery address</strong><br>${address}`,
    `<a href="${escapeHtml(d.ordersUrl)}" style="display:inline-block;background:#222;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">See your orders</a>`,
    'Free returns within 14 days of receipt. Questions? Reply to this email, 9:00-17:00, Monday to Friday.',
  ]);
  return { kind: 'order-confirmation', subject, text, html };
}

export function orderShippedMail(d: OrderMailData, deliveredBy: DeliveryTimeline['delivered']): MailContent {
  return mail('order-shipped', `Your ${STORE} order ${d.orderNumber} is on its way`, d, [
    `Good news: your order ${d.orderNumber} has been dispatched to ${addressText(d)}.`,
    `It should reach you between ${dayOf(deliveredBy.from)} and ${dayOf(deliveredBy.to)}.`,
  ], lineTexts(d));
}

export function orderCancelledMail(d: OrderMailData, refundPence: number): MailContent {
  return mail('order-cancelled', `Your ${STORE} order ${d.orderNumber} has been cancelled`, d, [
    `As you asked, your order ${d.orderNumber} has been cancelled.`,
    `We have refunded ${formatPence(refundPence)} to your original payment method. Depending on your bank, it may take up to 5 business days to appear.`,
  ]);
}

export function cancelDeclinedMail(d: OrderMailData): MailContent {
  return mail('cancel-declined', `About your cancellation request for ${d.orderNumber}`, d, [
    `We could not cancel your order ${d.orderNumber}: it was already being prepared for dispatch, so it will be delivered as planned.`,
    'If you no longer want the items, you can return them free of charge within 14 days of delivery.',
  ]);
}

export function refundIssuedMail(d: OrderMailData, refundPence: number): MailContent {
  return mail('order-refunded', `Your refund for ${STORE} order ${d.orderNumber}`, d, [
    `We have received and inspected the items you returned from order ${d.orderNumber}.`,
    `We have refunded ${formatPence(refundPence)} to your original payment method. Depending on your bank, it may take up to 5 business days to appear.`,
  ]);
}

export function refundRejectedMail(d: OrderMailData, reason: string): MailContent {
  return mail('refund-rejected', `About your refund request for ${d.orderNumber}`, d, [
    `We are sorry, but we cannot refund your order ${d.orderNumber}.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    'If you have any questions, reply to this email or contact us between 9:00 and 17:00, Monday to Friday.',
  ]);
}
