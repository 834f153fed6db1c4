import { describe, expect, it } from 'vitest';
import { actionsFor } from './admin-order.ts';
import {
  canMoveOrder,
  canTransition,
  cancelBlockReason,
  isCancelAvailable,
  isRefundAvailable,
  isVisibleInHistory,
  nextStatuses,
  ORDER_STATUSES,
  refundBlockReason,
  refundDeadline,
  statusLabel,
  statusLabelFor,
  statusTone,
  transitionError,
  type OrderStatus,
} from './order-status.ts';

const delivered = new Date('2026-11-02T15:00:00Z');
const day = 86_400_000;

describe('order transitions (R6.2)', () => {
  it('moves a paid order forward only by an admin, one step at a time', () => {
    expect(canTransition('Waiting', 'Processing', 'admin')).toBe(true);
    expect(canTransition('Processing', 'Shipped', 'admin')).toBe(true);
    expect(canTransition('Shipped', 'Delivered', 'admin')).toBe(true);
    expect(canTransition('Waiting', 'Shipped', 'admin')).toBe(false);
    expect(canTransition('Waiting', 'Processing', 'customer')).toBe(false);
    expect(canTransition('Delivered', 'Shipped', 'admin')).toBe(false);
  });

  it('lets an admin cancel a paid order before it ships, and refund it once it has (R22.17, R22.18)', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'Cancelled', 'admin'))).toEqual([
      'Waiting',
      'Processing',
      'ReadyToCollect',
      'CancelRequested',
    ]);
    expect(canTransition('Shipped', 'Cancelled', 'admin')).toBe(false);
    expect(canTransition('Waiting', 'Cancelled', 'customer')).toBe(false);
    expect(nextStatuses('Shipped', 'admin').sort()).toEqual(['Delivered', 'PartlyRefunded', 'Refunded']);
  });

  it('takes a Click & collect order Paid -> Ready to collect -> Collected, and a parcel never there (R20.18)', () => {
    const collect = (status: OrderStatus) => ({ status, deliveryMethod: 'collect' });
    const parcel = (status: OrderStatus) => ({ status, deliveryMethod: 'next_day' });
    expect(canMoveOrder(collect('Waiting'), 'ReadyToCollect', 'admin')).toBe(true);
    expect(canMoveOrder(collect('ReadyToCollect'), 'Delivered', 'admin')).toBe(true);
    expect(canMoveOrder(collect('Waiting'), 'Processing', 'admin')).toBe(false);
    expect(canMoveOrder(collect('Processing'), 'Shipped', 'admin')).toBe(false);
    expect(canMoveOrder(collect('ReadyToCollect'), 'Delivered', 'customer')).toBe(false);
    expect(canMoveOrder(parcel('Waiting'), 'ReadyToCollect', 'admin')).toBe(false);
    expect(canMoveOrder(parcel('Processing'), 'Shipped', 'admin')).toBe(true);
    expect(actionsFor('Waiting', false, 'collect')).toEqual(['ready-to-collect']);
    expect(actionsFor('ReadyToCollect', false, 'collect')).toEqual(['collected']);
    expect(actionsFor('Waiting', false, 'next_day')).toEqual(['process']);
    expect(statusLabelFor('Delivered', 'collect')).toBe('Collected');
    expect(statusLabelFor('Delivered', 'standard')).toBe('Delivered');
    expect(statusLabelFor('ReadyToCollect', 'collect')).toBe('Ready to collect');
  });

  it('lets the customer ask to cancel from Waiting or Processing only', () => {
    const from = ORDER_STATUSES.filter((s) => canTransition(s, 'CancelRequested', 'customer'));
    expect(from).toEqual(['Waiting', 'Processing']);
  });

  it('lets an admin approve a cancel request or return it to either earlier status', () => {
    expect(nextStatuses('CancelRequested', 'admin').sort()).toEqual(['Cancelled', 'Processing', 'Waiting']);
    expect(nextStatuses('CancelRequested', 'customer')).toEqual([]);
  });

  it('lets the customer ask for a refund only once delivered, and an admin settle it', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'RefundRequested', 'customer'))).toEqual(['Delivered']);
    expect(nextStatuses('RefundRequested', 'admin').sort()).toEqual(['Refunded', 'Rejected']);
  });

  it('has payment settle a pending order, and the store expire it', () => {
    expect(nextStatuses('PendingPayment', 'payment').sort()).toEqual(['Expired', 'PaymentFailed', 'Waiting']);
    expect(nextStatuses('PendingPayment', 'system')).toEqual(['Expired']);
    expect(canTransition('PendingPayment', 'Waiting', 'customer')).toBe(false);
  });

  it('ends at Cancelled, Refunded and Rejected', () => {
    for (const s of ['Cancelled', 'Refunded', 'Rejected'] as OrderStatus[]) {
      for (const actor of ['customer', 'admin', 'payment', 'system'] as const) expect(nextStatuses(s, actor)).toEqual([]);
    }
  });

  it('hides the unpaid statuses from order history', () => {
    expect(ORDER_STATUSES.filter((s) => !isVisibleInHistory(s))).toEqual(['PendingPayment', 'PaymentFailed', 'Expired']);
  });

  it('explains a refused move in words', () => {
    expect(transitionError('Delivered', 'Shipped')).toBe('An order that is Delivered cannot become Shipped.');
    expect(transitionError('CancelRequested', 'Cancelled')).toBe('An order that is Cancel Requested cannot become Cancelled.');
  });
});

describe('labels and tones (R6.8)', () => {
  it('spells the two requested states with a space and leaves the others as they are', () => {
    expect(statusLabel('CancelRequested')).toBe('Cancel Requested');
    expect(statusLabel('RefundRequested')).toBe('Refund Requested');
    expect(statusLabel('Waiting')).toBe('Waiting');
    expect(statusLabel('SomethingNew')).toBe('SomethingNew');
  });

  it('uses danger for Cancelled and Rejected and warning for the requests', () => {
    expect(statusTone('Cancelled')).toBe('danger');
    expect(statusTone('Rejected')).toBe('danger');
    expect(statusTone('CancelRequested')).toBe('warning');
    expect(statusTone('RefundRequested')).toBe('warning');
    expect(statusTone('Waiting')).toBe('neutral');
  });
});

describe('cancel availability (R6.3, R6.6)', () => {
  it('is available while Waiting or Processing without Final Sale items', () => {
    expect(isCancelAvailable({ status: 'Waiting', hasFinalSale: false })).toBe(true);
    expect(isCancelAvailable({ status: 'Processing', hasFinalSale: false })).toBe(true);
  });

  it('says why not otherwise', () => {
    expect(cancelBlockReason({ status: 'Waiting', hasFinalSale: true })).toBe(
      'This order contains Final Sale items, which cannot be cancelled.',
    );
    expect(cancelBlockReason({ status: 'Shipped', hasFinalSale: false })).toBe('This order can no longer be cancelled: it is Shipped.');
    expect(cancelBlockReason({ status: 'CancelRequested', hasFinalSale: false })).toBe(
      'A cancellation has already been requested for this order.',
    );
  });
});

describe('isRefundAvailable (R6.4)', () => {
  const facts = { status: 'Delivered' as const, deliveredAt: delivered, hasFinalSale: false };

  it('is true on delivery and up to exactly 14 days after it', () => {
    expect(isRefundAvailable(facts, delivered)).toBe(true);
    expect(isRefundAvailable(facts, new Date(delivered.getTime() + 14 * day))).toBe(true);
    expect(refundDeadline(delivered).toISOString()).toBe('2026-11-16T15:00:00.000Z');
  });

  it('is false one millisecond after the window, with the closing date in the reason', () => {
    const late = new Date(delivered.getTime() + 14 * day + 1);
    expect(isRefundAvailable(facts, late)).toBe(false);
    expect(refundBlockReason(facts, late)).toBe('The 14-day return window for this order closed on 16 November 2026.');
  });

  it('is false with a Final Sale item, before delivery, and once requested', () => {
    expect(refundBlockReason({ ...facts, hasFinalSale: true }, delivered)).toBe(
      'This order contains Final Sale items, which cannot be returned or refunded.',
    );
    expect(refundBlockReason({ status: 'Shipped', deliveredAt: null, hasFinalSale: false }, delivered)).toBe(
      'A refund can be requested once the order has been delivered; it is Shipped.',
    );
    expect(refundBlockReason({ ...facts, status: 'RefundRequested' }, delivered)).toBe(
      'A refund has already been requested for this order.',
    );
    expect(isRefundAvailable({ ...facts, status: 'Refunded' }, delivered)).toBe(false);
  });
});
