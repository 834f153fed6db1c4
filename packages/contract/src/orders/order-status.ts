/**
 * The order state machine (R6.1-R6.6, R6.8): which status may follow which, who may move it, when
 * a customer may ask to cancel or return, and how each status reads on screen. Pure: the API
 * enforces it, the web shows what it allows.
 */

export const ORDER_STATUSES = [
  'PendingPayment',
  'Waiting',
  'Processing',
  // A Click & collect order waiting at the studio; collecting it makes it Delivered (R20.18).
  'ReadyToCollect',
  'Shipped',
  'Delivered',
  'CancelRequested',
  'Cancelled',
  'RefundRequested',
  'Refunded',
  // Some items came back and were refunded; the rest stay with the customer (R21.6).
  'PartlyRefunded',
  'Rejected',
  'PaymentFailed',
  'Expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that were never paid: kept for the record, never shown in order history (R6.1). */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['PendingPayment', 'PaymentFailed', 'Expired'];

export function isVisibleInHistory(status: OrderStatus): boolean {
  return !UNPAID_STATUSES.includes(status);
}

/** Who moves an order: the shopper, an admin, the payment provider, or the store itself (expiry). */
export type OrderActor = 'customer' | 'admin' | 'payment' | 'system';

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  PendingPayment: { Waiting: ['payment'], PaymentFailed: ['payment'], Expired: ['payment', 'system'] },
  // The owner may cancel a paid order before it leaves, refunding it in full (R22.17).
  Waiting: { Processing: ['admin'], ReadyToCollect: ['admin'], CancelRequested: ['customer'], Cancelled: ['admin'] },
  Processing: { Shipped: ['admin'], ReadyToCollect: ['admin'], CancelRequested: ['customer'], Cancelled: ['admin'] },
  // Collected is Delivered with the time of collection; an order never collected the owner cancels.
  ReadyToCollect: { Delivered: ['admin'], Cancelled: ['admin'] },
  // Once it has left, the owner refunds it whole or in part instead (R22.18): a parcel lost on the way, an item missing.
  Shipped: { Delivered: ['admin'], PartlyRefunded: ['admin'], Refunded: ['admin'] },
  // Item returns approved by an admin refund part of the order, or all of it (R21.6).
  Delivered: { RefundRequested: ['customer'], PartlyRefunded: ['admin'], Refunded: ['admin'] },
  // A partly refunded order that had not arrived yet is still marked delivered, staying PartlyRefunded (R22.18).
  PartlyRefunded: { PartlyRefunded: ['admin'], Refunded: ['admin'] },
  // Declining a cancel request goes back to the status the order had (statusBeforeRequest).
  CancelRequested: { Cancelled: ['admin'], Waiting: ['admin'], Processing: ['admin'] },
  RefundRequested: { Refunded: ['admin'], Rejected: ['admin'] },
  Cancelled: {},
  Refunded: {},
  Rejected: {},
  // A payment that arrives after the reservation ended (should not happen with card-only sessions,
  // which are expired at the provider first) still makes a paid order; without stock it is put to
  // an admin as a cancellation to refund.
  PaymentFailed: { Waiting: ['payment'], CancelRequested: ['payment'] },
  Expired: { Waiting: ['payment'], CancelRequested: ['payment'] },
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** Statuses only one kind of order passes through: a parcel is shipped, a Click & collect order is readied (R20.18). */
const PARCEL_ONLY: readonly OrderStatus[] = ['Processing', 'Shipped'];
const COLLECT_ONLY: readonly OrderStatus[] = ['ReadyToCollect'];

/** canTransition for an order of a delivery method: a collect order never ships, a parcel is never ready to collect. */
export function canMoveOrder(order: { status: OrderStatus; deliveryMethod: string }, to: OrderStatus, actor: OrderActor): boolean {
  const collect = order.deliveryMethod === 'collect';
  if ((collect ? PARCEL_ONLY : COLLECT_ONLY).includes(to)) return false;
  return canTransition(order.status, to, actor);
}

/** Statuses an actor may move an order to from `from`. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.keys(TRANSITIONS[from]) as OrderStatus[]).filter((to) => canTransition(from, to, actor));
}

const LABELS: Partial<Record<OrderStatus, string>> = {
  PendingPayment: 'Pending Payment',
  CancelRequested: 'Cancel Requested',
  RefundRequested: 'Refund Requested',
  PaymentFailed: 'Payment Failed',
  PartlyRefunded: 'Partly Refunded',
  ReadyToCollect: 'Ready to collect',
};

/** How a status reads on screen (R6.8: 'Cancel Requested', 'Refund Requested'). */
export function statusLabel(status: string): string {
  return LABELS[status as OrderStatus] ?? status;
}

/** The label of a status for an order of a method: a collected Click & collect order reads "Collected". */
export function statusLabelFor(status: string, deliveryMethod: string): string {
  return status === 'Delivered' && deliveryMethod === 'collect' ? 'Collected' : statusLabel(status);
}

export type StatusTone = 'danger' | 'warning' | 'success' | 'info' | 'neutral';

/** Colour family of a status badge: Cancelled and Rejected danger, the two requests warning. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'Cancelled':
    case 'Rejected':
    case 'PaymentFailed':
      return 'danger';
    case 'CancelRequested':
    case 'RefundRequested':
      return 'warning';
    case 'Delivered':
    case 'Refunded':
    case 'PartlyRefunded':
      return 'success';
    case 'Shipped':
    case 'Processing':
    case 'ReadyToCollect':
      return 'info';
    default:
      return 'neutral';
  }
}

export const REFUND_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export interface OrderFacts {
  status: OrderStatus;
  /** When the order was marked Delivered; null before. */
  deliveredAt: Date | null;
  /** True when any line is a Final Sale item (R6.6). */
  hasFinalSale: boolean;
}

/** Last instant a refund or return may be requested: the return window (14 days unless the shop sets it) after delivery. */
export function refundDeadline(deliveredAt: Date, windowDays = REFUND_WINDOW_DAYS): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** Why the customer may not ask for a cancellation now, or null when they may. */
export function cancelBlockReason(order: Pick<OrderFacts, 'status' | 'hasFinalSale'>): string | null {
  if (order.status === 'CancelRequested') return 'A cancellation has already been requested for this order.';
  if (!canTransition(order.status, 'CancelRequested', 'customer')) {
    return `This order can no longer be cancelled: it is ${statusLabel(order.status)}.`;
  }
  if (order.hasFinalSale) return 'This order contains Final Sale items, which cannot be cancelled.';
  return null;
}

/** Why the customer may not ask for a refund now, or null when they may (R6.4). */
export function refundBlockReason(order: OrderFacts, now: Date, windowDays = REFUND_WINDOW_DAYS): string | null {
  if (order.status === 'RefundRequested') return 'A refund has already been requested for this order.';
  if (order.status !== 'Delivered' || !order.deliveredAt) {
    return `A refund can be requested once the order has been delivered; it is ${statusLabel(order.status)}.`;
  }
  if (order.hasFinalSale) return 'This order contains Final Sale items, which cannot be returned or refunded.';
  return windowClosedReason(order.deliveredAt, now, windowDays);
}

/** Why the return window is closed, or null while it is open. */
export function windowClosedReason(deliveredAt: Date, now: Date, windowDays = REFUND_WINDOW_DAYS): string | null {
  const deadline = refundDeadline(deliveredAt, windowDays);
  if (now.getTime() > deadline.getTime()) {
    return `The ${windowDays}-day return window for this order closed on ${dateFormat.format(deadline)}.`;
  }
  return null;
}

export function isCancelAvailable(order: Pick<OrderFacts, 'status' | 'hasFinalSale'>): boolean {
  return cancelBlockReason(order) === null;
}

/** Delivered, within 14 days of delivery, and no Final Sale item. */
export function isRefundAvailable(order: OrderFacts, now: Date, windowDays = REFUND_WINDOW_DAYS): boolean {
  return refundBlockReason(order, now, windowDays) === null;
}

/** The 409 message for a move an admin (or anyone) may not make. */
export function transitionError(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${statusLabel(from)} cannot become ${statusLabel(to)}.`;
}
