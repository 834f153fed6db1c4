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
  | { kind: 'cancelled'; orderId: number; refundPence: number; reason?: string }
  | { kind: 'cancel-declined'; orderId: number; note: string }
  | { kind: 'refunded'; orderId: number; refundPence: number }
  | { kind: 'refund-rejected'; orderId: number; reason: string }
  | { kind: 'refund-requested'; orderId: number }
  | { kind: 'return-received'; orderId: number; returnIds: number[] }
  | { kind: 'return-approved'; orderId: number; returnId: number; refundPence: number; note: string }
  | { kind: 'return-rejected'; orderId: number; returnId: number; note: string }
  | { kind: 'shop-refund'; orderId: number; returnIds: number[]; refundPence: number; whole: boolean; reason: string }
  | { kind: 'goodwill-refund'; orderId: number; refundPence: number; reason: string }
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
        ordersUrl: `${deps.config.publicUrl}/account-orders`,
        tracking: trackingOf(order.carrier, order.trackingNumber),
        receiptUrl: `${deps.config.publicUrl}/account-orders/${order.guid}/receipt`,
      };
      const returns = n.kind.startsWith('return-') || n.kind === 'shop-refund' ? await returnsRepository(deps.db).ofOrder(order.id) : [];
      const promised =
        order.deliveryMethod === 'next_day' && order.deliveryFrom && order.deliveryTo
          ? { from: order.deliveryFrom, to: order.deliveryTo }
          : null;
      const dates = { orderedAt: order.createdAt, shippedAt: order.shippedAt, readyAt: order.readyAt, promised };
      deps.mailer.sendLater({ to: customer.email, ...content(n, data, dates, returnedItems(returns, lines)) });
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
    out.set(r.id, { name: l.productName, size: l.size, colour: l.colour, quantity: r.quantity, reasonLabel });
  }
  return out;
}

interface OrderDates {
  orderedAt: Date;
  shippedAt: Date | null;
  readyAt: Date | null;
  /** The day a next-day order was promised at checkout (deliveryEstimate); null for standard delivery. */
  promised: DateWindow | null;
}

function content(n: Exclude<Notice, OwnerNotice>, data: OrderMailData, dates: OrderDates, items: Map<number, ReturnedItem>): MailContent {
  const { orderedAt, shippedAt } = dates;
  const item = (id: number) => items.get(id) ?? { name: 'item', size: '', colour: '', quantity: 0, reasonLabel: '' };
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
    case 'shop-refund':
      return shopRefundMail(data, n.returnIds.map(item), n.refundPence, n.whole, n.reason);
    case 'goodwill-refund':
      return goodwillRefundMail(data, n.refundPence, n.reason);
  }
}
