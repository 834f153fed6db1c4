import type { RefundDestination } from '@atelier/contract/balances';
import { orderLinkUrl } from './order-link.ts';
import { normaliseEmail } from '@atelier/contract/customers';
import { DELIVERY_LABELS, estimateText } from '@atelier/contract/checkout';
import {
  type DateWindow,
  type OrderAddress,
  addBusinessDays,
  DELIVERY_BUSINESS_DAYS,
  deliveryTimeline,
  ukDate,
} from '@atelier/contract/orders';
import { RETURN_REASON_LABELS, type RecordedReturnReason } from '@atelier/contract/returns';
import { trackingOf } from '@atelier/contract/fulfilment';
import { placedOrderTotals } from '@atelier/contract/shared';
import { orderPayments } from '@atelier/contract/balances';
import {
  cancelDeclinedMail,
  collectReminderMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderShippedMail,
  readyToCollectMail,
  refundIssuedMail,
  refundRejectedMail,
  type OrderMailData,
} from './order-templates.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';
import {
  refundRequestedMail,
  returnApprovedMail,
  returnReceivedMail,
  returnRejectedMail,
  shopRefundMail,
  goodwillRefundMail,
  type ReturnedItem,
} from './return-templates.tsx';
import { exchangeApprovedMail, exchangeLapsedMail, type Replacement } from './exchange-templates.tsx';
import { paymentRepository } from '../payments/repository.ts';
import { sendOwnerNotice, type OwnerNotice } from './owner-notify.ts';
import { returnsRepository, type OrderReturnRow } from './returns-repository.ts';
import { type OrderLineRow, orderRepository } from './repository.ts';
import type { CommerceDeps } from './deps.ts';

/** A mail to send once the transaction that made the change has committed. */
export type Notice =
  | { kind: 'confirmation'; orderId: number }
  | { kind: 'shipped'; orderId: number }
  | { kind: 'ready-to-collect'; orderId: number }
  | { kind: 'collect-reminder'; orderId: number }
  /** `reason` when the shop cancelled the order itself (R22.17). */
  | { kind: 'cancelled'; orderId: number; refundPence: number; refundTo?: RefundDestination; reason?: string }
  | { kind: 'cancel-declined'; orderId: number; note: string }
  | { kind: 'refunded'; orderId: number; refundPence: number; refundTo?: RefundDestination }
  | { kind: 'refund-rejected'; orderId: number; reason: string }
  | { kind: 'refund-requested'; orderId: number; refundTo?: RefundDestination }
  | { kind: 'return-received'; orderId: number; returnIds: number[] }
  | { kind: 'return-approved'; orderId: number; returnId: number; refundPence: number; refundTo?: RefundDestination; note: string }
  | { kind: 'return-rejected'; orderId: number; returnId: number; note: string }
  | {
      kind: 'exchange-approved';
      orderId: number;
      returnId: number;
      replacementId: number;
      refundPence: number;
      refundTo?: RefundDestination;
      note: string;
    }
  | { kind: 'exchange-lapsed'; orderId: number; returnId: number }
  | {
      kind: 'shop-refund';
      orderId: number;
      returnIds: number[];
      refundPence: number;
      refundTo?: RefundDestination;
      whole: boolean;
      reason: string;
    }
  | { kind: 'goodwill-refund'; orderId: number; refundPence: number; refundTo?: RefundDestination; reason: string }
  | OwnerNotice;

const isOwnerNotice = (n: Notice): n is OwnerNotice => n.kind.startsWith('owner-');

/**
 * Sends the mails of committed changes; a failure is logged and never undoes the change. A
 * confirmation (the order is paid) also tells the owner of the new order (R21.10).
 */
export async function sendNotices(deps: CommerceDeps, notices: Notice[]): Promise<void> {
  const repo = orderRepository(deps.db);
  for (const n of notices) {
    if (isOwnerNotice(n)) {
      await sendOwnerNotice(deps, n);
      continue;
    }
    if (n.kind === 'confirmation') await sendOwnerNotice(deps, { kind: 'owner-new-order', orderId: n.orderId });
    try {
      const order = await repo.byId(n.orderId);
      const customer = order && (await repo.customer(order.userId));
      if (!order || !customer) continue;
      const lines = await repo.lines(order.id);
      // A guest has no account to sign in to: the mail's links open this order only (R5.15).
      const link = customer.guest
        ? await deps.orderLinks.sign({ orderGuid: order.guid, email: normaliseEmail(customer.email), purpose: 'mail' })
        : null;
      const data: OrderMailData = {
        firstName: customer.firstName,
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        lines: lines.map((l) => ({
          name: l.productName,
          size: l.size,
          colour: l.colour,
          quantity: l.quantity,
          lineTotalPence: l.lineTotalPence,
        })),
        totals: placedOrderTotals(order),
        discountCode: order.discountCode,
        payments: orderPayments(order),
        delivery: {
          label: DELIVERY_LABELS[order.deliveryMethod],
          // Standard delivery keeps its dispatch-and-arrival sentence (R2.4).
          estimate:
            order.deliveryMethod !== 'standard' && order.deliveryFrom && order.deliveryTo
              ? estimateText(order.deliveryMethod, { from: order.deliveryFrom, to: order.deliveryTo })
              : null,
          collect: order.deliveryMethod === 'collect',
        },
        address: order.shippingAddress as OrderAddress,
        ordersUrl: link ? orderLinkUrl(deps.config.publicUrl, link) : `${deps.config.publicUrl}/account-orders`,
        tracking: trackingOf(order.carrier, order.trackingNumber),
        receiptUrl: link
          ? orderLinkUrl(deps.config.publicUrl, link, 'receipt')
          : `${deps.config.publicUrl}/account-orders/${order.guid}/receipt`,
      };
      const returns =
        n.kind.startsWith('return-') || n.kind.startsWith('exchange-') || n.kind === 'shop-refund'
          ? await returnsRepository(deps.db).ofOrder(order.id)
          : [];
      const replacement = n.kind === 'exchange-approved' ? await replacementOf(deps, n.replacementId) : undefined;
      const promised =
        order.deliveryMethod === 'next_day' && order.deliveryFrom && order.deliveryTo
          ? { from: order.deliveryFrom, to: order.deliveryTo }
          : null;
      const dates = { orderedAt: order.createdAt, shippedAt: order.shippedAt, readyAt: order.readyAt, promised };
      deps.mailer.sendLater({
        to: customer.email,
        ...content(
          n,
          'refundTo' in n && n.refundTo ? { ...data, refundTo: n.refundTo } : data,
          dates,
          returnedItems(returns, lines),
          replacement,
        ),
      });
    } catch (err) {
      deps.log.error({ err, notice: n }, 'order mail could not be prepared');
    }
  }
}

/** The returned items of an order by return id, as the mails name them. */
function returnedItems(returns: OrderReturnRow[], lines: OrderLineRow[]): Map<number, ReturnedItem> {
  const out = new Map<number, ReturnedItem>();
  for (const r of returns) {
    const l = lines.find((x) => x.id === r.orderLineId);
    if (!l) continue;
    const reasonLabel = RETURN_REASON_LABELS[r.reason as RecordedReturnReason] ?? r.reason;
    const exchange =
      r.exchangeProductName === null ? null : { name: r.exchangeProductName, size: r.exchangeSize ?? '', colour: r.exchangeColour ?? '' };
    out.set(r.id, {
      name: l.productName,
      size: l.size,
      colour: l.colour,
      quantity: r.quantity,
      reasonLabel,
      exchange,
      holdUntil: r.exchangeHoldUntil,
      refundTo: r.refundTo,
    });
  }
  return out;
}

/** An exchange's replacement order as its mail names it: number, what is left to pay and where (R21.22, R21.23). */
async function replacementOf(deps: CommerceDeps, orderId: number): Promise<Replacement | undefined> {
  const order = await orderRepository(deps.db).byId(orderId);
  if (!order) return undefined;
  const session = order.status === 'PendingPayment' ? await paymentRepository(deps.db).ofOrder(order.id) : undefined;
  return { orderNumber: order.orderNumber, chargePence: order.totalPence, payUrl: session?.url ?? null };
}

interface OrderDates {
  orderedAt: Date;
  shippedAt: Date | null;
  readyAt: Date | null;
  /** The day a next-day order was promised at checkout (deliveryEstimate); null for standard delivery. */
  promised: DateWindow | null;
}

function content(
  n: Exclude<Notice, OwnerNotice>,
  data: OrderMailData,
  dates: OrderDates,
  items: Map<number, ReturnedItem>,
  replacement?: Replacement,
): MailContent {
  const { orderedAt, shippedAt } = dates;
  const item = (id: number) =>
    items.get(id) ?? {
      name: 'item',
      size: '',
      colour: '',
      quantity: 0,
      reasonLabel: '',
      exchange: null,
      holdUntil: null,
      refundTo: 'card',
    };
  switch (n.kind) {
    case 'confirmation':
      return orderConfirmationMail(data, deliveryTimeline(orderedAt));
    case 'shipped': {
      // Next-day keeps its promised day (R20.12); standard is delivered 3-5 business days after the actual dispatch (R2.4).
      if (dates.promised) return orderShippedMail(data, dates.promised);
      const dispatched = ukDate(shippedAt ?? orderedAt);
      return orderShippedMail(data, {
        from: addBusinessDays(dispatched, DELIVERY_BUSINESS_DAYS.min),
        to: addBusinessDays(dispatched, DELIVERY_BUSINESS_DAYS.max),
      });
    }
    case 'ready-to-collect':
      return readyToCollectMail(data);
    case 'collect-reminder':
      return collectReminderMail(data, dates.readyAt ?? orderedAt);
    case 'cancelled':
      return orderCancelledMail(data, n.refundPence, n.reason);
    case 'cancel-declined':
      return cancelDeclinedMail(data, n.note);
    case 'refunded':
      return refundIssuedMail(data, n.refundPence);
    case 'refund-rejected':
      return refundRejectedMail(data, n.reason);
    case 'refund-requested':
      return refundRequestedMail(data);
    case 'return-received':
      return returnReceivedMail(data, n.returnIds.map(item));
    case 'return-approved':
      return returnApprovedMail(data, item(n.returnId), n.refundPence, n.note);
    case 'return-rejected':
      return returnRejectedMail(data, item(n.returnId), n.note);
    case 'exchange-approved':
      return exchangeApprovedMail(
        data,
        item(n.returnId),
        replacement ?? { orderNumber: '', chargePence: 0, payUrl: null },
        n.refundPence,
        n.note,
      );
    case 'exchange-lapsed':
      return exchangeLapsedMail(data, item(n.returnId));
    case 'shop-refund':
      return shopRefundMail(data, n.returnIds.map(item), n.refundPence, n.whole, n.reason);
    case 'goodwill-refund':
      return goodwillRefundMail(data, n.refundPence, n.reason);
  }
}
