/**
 * Item returns (R21.1-R21.5): which units of which lines a customer may still send back, and the
 * reasons they choose from. Pure: the API enforces it, My Orders shows what it allows.
 */
import { statusLabel, windowClosedReason, type OrderStatus } from '../orders/order-status.ts';

export const RETURN_REASONS = ['too-small', 'too-large', 'not-as-described', 'faulty', 'changed-mind', 'arrived-late', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * Units the owner refunds without a request (R22.18) are kept as returns approved at once, with
 * this reason and the owner's words as the note: the refund shares, credit note and My Orders read
 * them as they read any approved return.
 */
export const SHOP_REFUND_REASON = 'shop-refund';
/** Every reason a return row may carry: the customer's choices and the owner's own refund. */
export const RECORDED_RETURN_REASONS = [...RETURN_REASONS, SHOP_REFUND_REASON] as const;
export type RecordedReturnReason = (typeof RECORDED_RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<RecordedReturnReason, string> = {
  'too-small': 'Too small',
  'too-large': 'Too large',
  'not-as-described': 'Not as described or pictured',
  faulty: 'Faulty or damaged',
  'changed-mind': 'Changed my mind',
  'arrived-late': 'Arrived too late',
  other: 'Another reason',
  'shop-refund': 'Refunded by the shop',
};

export const RETURN_STATUSES = ['Requested', 'Approved', 'Rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Statuses whose units are spoken for: a rejected return frees its units to be asked for again. */
const HOLDING: readonly ReturnStatus[] = ['Requested', 'Approved'];

/** Orders whose items may be returned one by one, within the window. */
const RETURNABLE_ORDER: readonly OrderStatus[] = ['Delivered', 'PartlyRefunded'];

export interface ReturnOrderFacts {
  status: OrderStatus;
  deliveredAt: Date | null;
}

/** Why no item of this order may be returned now, or null while returns are open. */
export function orderReturnBlockReason(order: ReturnOrderFacts, now: Date, windowDays: number): string | null {
  if (!RETURNABLE_ORDER.includes(order.status) || !order.deliveredAt) {
    return `Items can be returned once the order has been delivered; it is ${statusLabel(order.status)}.`;
  }
  return windowClosedReason(order.deliveredAt, now, windowDays);
}

export interface ReturnLineFacts {
  quantity: number;
  isFinalSale: boolean;
}

/** Units of a line already asked for or returned. */
export function heldUnits(returns: Array<{ quantity: number; status: ReturnStatus }>): number {
  return returns.filter((r) => HOLDING.includes(r.status)).reduce((n, r) => n + r.quantity, 0);
}

/** How many units of the line can still be returned, and why none can when that is so. */
export function lineReturnability(
  line: ReturnLineFacts,
  returns: Array<{ quantity: number; status: ReturnStatus }>,
): { returnable: number; reason: string | null } {
  if (line.isFinalSale) return { returnable: 0, reason: 'Final Sale: this item cannot be returned.' };
  const left = line.quantity - heldUnits(returns);
  if (left <= 0) return { returnable: 0, reason: 'Already returned or asked to be returned.' };
  return { returnable: left, reason: null };
}
