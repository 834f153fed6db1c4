/** @jsxRuntime automatic */
import { type RefundDestination, refundWhereText } from '@atelier/contract/balances';
import { formatPence, type Totals as OrderTotals } from '@atelier/contract/shared';
import { type DeliveryTimeline, postalLines } from '@atelier/contract/orders';
import { variantPhrase } from '@atelier/contract/catalogue';
import type { Tracking } from '@atelier/contract/fulfilment';
import type { CSSProperties, ReactNode } from 'react';
import { returnsPromise, returnWindowText } from '@atelier/contract/settings';
import {
  Br,
  ButtonLink,
  Greeting,
  MailLayout,
  P,
  Said,
  SignOff,
  STORE,
  TextOnly,
  useShopTerms,
  type Words,
} from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Order mails to the customer: confirmation, shipping, cancellation, refund. */

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
  /** The order's amounts as stored at checkout (placedOrderTotals): the one VAT figure (R1.5). */
  totals: OrderTotals;
  /** The code used (R20.7); what it took off is totals.discountPence. */
  discountCode?: string | null;
  /** How the total was paid (orderPayments, R23.5), when gift cards or store credit paid some of it. */
  payments?: { byBalancePence: number; byCardPence: number };
  /** The delivery chosen, and when it arrives or is ready, in words (R20.10), when not standard. */
  /** `collect`: a Click & collect order, whose mail says where and when to collect (R22.21). */
  delivery?: { label: string; estimate: string | null; collect?: boolean };
  address: { fullName: string; addressLine1: string; addressLine2: string; city: string; postcode: string; country: string };
  /** The customer's order history page. */
  ordersUrl: string;
  /** Where the refund this mail tells of went (R23.18); the card unless the notice says store credit. */
  refundTo?: RefundDestination;
  /** Carrier and tracking number given on dispatch (R21.8). */
  tracking?: Tracking | null;
  /** The printable VAT receipt (R21.12). */
  receiptUrl?: string;
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const dayOf = (isoDay: string) => longDate.format(new Date(`${isoDay}T12:00:00Z`));
/** An instant's day in London, as the mails write it: '1 December 2026'. */
export const longUkDate = (at: Date) => longDate.format(at);

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '0 0 20px', fontSize: '15px' };
const cell: CSSProperties = { padding: '10px 0', borderBottom: '1px solid #ece8e1', verticalAlign: 'top' };
const amount: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: '16px' };
const muted: CSSProperties = { color: '#777', fontSize: '13px' };
const totalRow: CSSProperties = { padding: '3px 0', color: '#555' };
const grandTotalRow: CSSProperties = { padding: '10px 0 0', borderTop: '1px solid #222', fontWeight: 'bold', fontSize: '16px' };

/** A table of label and amount rows; each row reads "label: amount" in the text part. */
function Rows(props: { children: ReactNode }) {
  return (
    <table width="100%" cellPadding={0} cellSpacing={0} role="presentation" style={table}>
      <tbody>{props.children}</tbody>
    </table>
  );
}

function Lines({ d }: { d: OrderMailData }) {
  return (
    <Rows>
      {d.lines.map((l, i) => (
        <tr key={i} data-text-row>
          <td style={cell}>
            {`${l.quantity} x ${l.name}`}
            <Br text=" (" />
            <span style={muted}>{variantPhrase(l)}</span>
            <TextOnly text=")" />
          </td>
          <td style={{ ...cell, ...amount }}>{formatPence(l.lineTotalPence)}</td>
        </tr>
      ))}
    </Rows>
  );
}

function Totals({ d }: { d: OrderMailData }) {
  const t = d.totals;
  const rows: Array<[string, string]> = [
    ...(d.discountCode
      ? [[`Discount (${d.discountCode})`, t.discountPence ? `-${formatPence(t.discountPence)}` : 'Free delivery'] as [string, string]]
      : []),
    ['Subtotal (excl. VAT)', formatPence(t.subtotalExVatPence)],
    ['VAT (20%)', formatPence(t.vatPence)],
    // Delivery is standard-rated: its VAT is in the VAT line, so it shows here without it and the rows add up.
    t.shippingPence === 0
      ? [d.delivery?.label ?? 'Shipping', 'Free']
      : [`${d.delivery?.label ?? 'Shipping'} (excl. VAT)`, formatPence(t.shippingExVatPence)],
    ['Total', formatPence(t.totalPence)],
    // A gift card is a way to pay, not a discount: it shows under the total, which it does not change (0048).
    ...(d.payments && d.payments.byBalancePence > 0
      ? ([
          ['Paid by gift card or store credit', `-${formatPence(d.payments.byBalancePence)}`],
          ['Paid by card', formatPence(d.payments.byCardPence)],
        ] as Array<[string, string]>)
      : []),
  ];
  const grand = rows.findIndex(([label]) => label === 'Total');
  return (
    <Rows>
      {rows.map(([label, value], i) => {
        const style = i === grand ? grandTotalRow : totalRow;
        return (
          <tr key={label} data-text-row>
            <td style={style}>{label}</td>
            <td style={{ ...style, ...amount }}>{value}</td>
          </tr>
        );
      })}
    </Rows>
  );
}

function addressLines({ address: a }: OrderMailData): string[] {
  return [a.fullName, ...postalLines(a)].filter((l) => l.trim());
}

/** The address on separate lines in the HTML part, on one line in the text part; a collect order's studio instead. */
function DeliveryAddress({ d }: { d: OrderMailData }) {
  if (d.delivery?.collect) return <CollectionPoint />;
  return <AddressLines heading="Delivery address" lines={addressLines(d)} />;
}

function AddressLines({ heading, lines }: { heading: string; lines: string[] }) {
  return (
    <P>
      <strong>{heading}</strong>
      {lines.map((line, i) => (
        <span key={i}>
          <Br text={i === 0 ? ': ' : ', '} />
          {line}
        </span>
      ))}
      <TextOnly text="." />
    </P>
  );
}

/** Greeting, what happened, the link to the order history and the sign-off around every order mail. */
export function OrderMail(props: { subject: string; d: OrderMailData; children: ReactNode }) {
  return (
    <MailLayout title={props.subject}>
      <Greeting firstName={props.d.firstName} />
      {props.children}
      <ButtonLink href={props.d.ordersUrl}>See your orders</ButtonLink>
      <SignOff />
    </MailLayout>
  );
}

export function orderConfirmationMail(d: OrderMailData, timeline: DeliveryTimeline): MailContent {
  const subject = `Your ${STORE} order ${d.orderNumber} is confirmed`;
  const body = (
    <OrderMail subject={subject} d={d}>
      <P>
        Thank you for your order <strong>{d.orderNumber}</strong>
        {`, placed on ${longDate.format(d.orderDate)}. We have received your payment.`}
      </P>
      {d.delivery?.estimate ? (
        <P>{`${d.delivery.label}: ${d.delivery.estimate}.`}</P>
      ) : (
        <P>{`We expect to dispatch it between ${dayOf(timeline.shipped.from)} and ${dayOf(timeline.shipped.to)}, and it should reach you between ${dayOf(timeline.delivered.from)} and ${dayOf(timeline.delivered.to)}.`}</P>
      )}
      <Lines d={d} />
      <Totals d={d} />
      <DeliveryAddress d={d} />
      {d.receiptUrl ? <ButtonLink href={d.receiptUrl}>VAT receipt</ButtonLink> : null}
      <P>
        <Said words={(t) => `${returnsPromise(t)} Questions? Reply to this email, 9:00-17:00, Monday to Friday.`} />
      </P>
    </OrderMail>
  );
  return { kind: 'order-confirmation', subject, body };
}

/** Where and when a Click & collect order is picked up, from the settings in force (R22.21). */
function CollectionPoint() {
  const t = useShopTerms();
  return (
    <>
      <AddressLines heading="Collect from our studio" lines={t.delivery.collectionAddressLines} />
      {t.delivery.collectionHours ? <P>{`Opening hours: ${t.delivery.collectionHours}.`}</P> : null}
    </>
  );
}

/** What the studio asks for at the counter. */
export const COLLECT_BRING = 'Please bring your order number and a photo ID, or the card you paid with.';

export function orderShippedMail(d: OrderMailData, deliveredBy: DeliveryTimeline['delivered']): MailContent {
  const subject = `Your ${STORE} order ${d.orderNumber} is on its way`;
  // A next-day parcel keeps the day it was promised (R20.12); a standard one its window from dispatch (R2.4).
  const when =
    deliveredBy.from === deliveredBy.to
      ? `on ${dayOf(deliveredBy.from)}`
      : `between ${dayOf(deliveredBy.from)} and ${dayOf(deliveredBy.to)}`;
  const body = (
    <OrderMail subject={subject} d={d}>
      <P>{`Good news: your order ${d.orderNumber} has been dispatched to ${addressLines(d).join(', ')}.`}</P>
      <P>{`It should reach you ${when}.`}</P>
      {d.tracking ? <TrackingLine t={d.tracking} /> : null}
      <Lines d={d} />
    </OrderMail>
  );
  return { kind: 'order-shipped', subject, body };
}

/** The order is waiting at the studio: where, when it is open, and what to bring (R20.18). */
export function readyToCollectMail(d: OrderMailData): MailContent {
  const subject = `Your ${STORE} order ${d.orderNumber} is ready to collect`;
  const body = (
    <OrderMail subject={subject} d={d}>
      <P>{`Your order ${d.orderNumber} is ready to collect from our studio.`}</P>
      <CollectionPoint />
      <P>{COLLECT_BRING}</P>
      <Lines d={d} />
    </OrderMail>
  );
  return { kind: 'order-ready-to-collect', subject, body };
}

/** Still waiting at the studio after the days the owner set (R20.19). */
export function collectReminderMail(d: OrderMailData, readySince: Date): MailContent {
  const subject = `Your ${STORE} order ${d.orderNumber} is waiting for you`;
  const body = (
    <OrderMail subject={subject} d={d}>
      <P>{`Your order ${d.orderNumber} has been ready to collect since ${longDate.format(readySince)}, and is still waiting for you at our studio.`}</P>
      <CollectionPoint />
      <P>{COLLECT_BRING}</P>
    </OrderMail>
  );
  return { kind: 'order-collect-reminder', subject, body };
}

function TrackingLine({ t }: { t: Tracking }) {
  const said = t.number
    ? `It is travelling with ${t.carrierLabel}, tracking number ${t.number}.`
    : `It is travelling with ${t.carrierLabel}.`;
  return (
    <>
      <P>{said}</P>
      {t.url ? <ButtonLink href={t.url}>{`Track your parcel with ${t.carrierLabel}`}</ButtonLink> : null}
    </>
  );
}

/** An order mail that is only a few sentences. */
export function plainOrderMail(kind: string, subject: string, d: OrderMailData, paragraphs: Words[]): MailContent {
  const body = (
    <OrderMail subject={subject} d={d}>
      {paragraphs.map((p, i) => (
        <P key={i}>
          <Said words={p} />
        </P>
      ))}
    </OrderMail>
  );
  return { kind, subject, body };
}

/** What a refund mail says of the money (R23.18): store credit is there to spend at once; a card refund takes the bank's time. */
export const refundedSentence = (pence: number, to: RefundDestination = 'card') =>
  to === 'store_credit'
    ? `Your refund: ${refundWhereText(pence, 0)}. You can spend it at checkout straight away, and see it under Store Credit in your account.`
    : `We have refunded ${refundWhereText(0, pence)}. Depending on your bank, it may take up to 5 business days to appear.`;

/**
 * The cancellation mail, the same whether the customer asked for it or the shop cancelled the order
 * itself (R22.17); only then does it open with the shop's reason instead of "as you asked".
 */
export function orderCancelledMail(d: OrderMailData, refundPence: number, shopReason?: string): MailContent {
  return plainOrderMail('order-cancelled', `Your ${STORE} order ${d.orderNumber} has been cancelled`, d, [
    shopReason === undefined
      ? `As you asked, your order ${d.orderNumber} has been cancelled.`
      : `We are sorry: we have had to cancel your order ${d.orderNumber}. Reason: ${shopReason}`,
    refundedSentence(refundPence, d.refundTo),
  ]);
}

export function cancelDeclinedMail(d: OrderMailData, note = ''): MailContent {
  return plainOrderMail('cancel-declined', `About your cancellation request for ${d.orderNumber}`, d, [
    `We could not cancel your order ${d.orderNumber}: it was already being prepared for dispatch, so it will be delivered as planned.`,
    ...(note ? [`A note from us: ${note}`] : []),
    (t) => `If you no longer want the items, you can return them free of charge within ${returnWindowText(t)} of delivery.`,
  ]);
}

export function refundIssuedMail(d: OrderMailData, refundPence: number): MailContent {
  return plainOrderMail('order-refunded', `Your refund for ${STORE} order ${d.orderNumber}`, d, [
    `We have received and inspected the items you returned from order ${d.orderNumber}.`,
    refundedSentence(refundPence, d.refundTo),
  ]);
}

export function refundRejectedMail(d: OrderMailData, reason: string): MailContent {
  return plainOrderMail('refund-rejected', `About your refund request for ${d.orderNumber}`, d, [
    `We are sorry, but we cannot refund your order ${d.orderNumber}.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    'If you have any questions, reply to this email or contact us between 9:00 and 17:00, Monday to Friday.',
  ]);
}
