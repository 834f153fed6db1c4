import type { RefundDestination } from '@atelier/contract/balances';
import { formatPence } from '@atelier/contract/shared';
import { adminPaging } from '@atelier/contract/catalogue';
import {
  actionsFor,
  addBusinessDays,
  canMoveOrder,
  type AdminOrder,
  type AdminOrderActionBody,
  type AdminOrderList,
  type AdminOrderListQuery,
  type MoneyAction,
  type OrderAction,
  type OrderDetail,
  type OwnerCancelBody,
  statusLabel,
  statusLabelFor,
  transitionError,
  ukDate,
  type OrderStatus,
} from '@atelier/contract/orders';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { trackingOf, type Carrier } from '@atelier/contract/fulfilment';
import { DELIVERY_LABELS, ukTime } from '@atelier/contract/checkout';
import { holdToConfirmed, refundsService } from './refunds-service.ts';
import type { CommerceDeps } from './deps.ts';
import { orderAdminRepository } from './admin-repository.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { sendNotices, type Notice } from './notify.ts';
import { orderRepository, type OrderRow } from './repository.ts';
import { returnsRepository } from './returns-repository.ts';
import { loadDetail } from './detail.ts';
import { cancelWithRefund, ownerMovesOf, paymentOf } from './owner-moves.ts';
import { refundPayment } from './refund.ts';

/** Why a move does not fit the order's delivery method (R20.18). */
const wrongMethod = (method: string) =>
  method === 'collect'
    ? 'A Click & collect order is made ready to collect at the studio, not processed or shipped.'
    : 'Only a Click & collect order can be made ready to collect.';

type Step = (tx: Db, order: OrderRow) => Promise<{ order: OrderRow; notices: Notice[] }>;

/**
 * The admin area's orders (R6.2, R13.3): every customer's order, its timeline, and the moves an admin makes.
 * A move takes the order's guid and the admin's user id (recorded on the event), moves the order in
 * one transaction (409 for a move the state machine refuses, 404 for an unknown order), then mails
 * the customer and answers the detail. Refunds go through the payment provider inside that
 * transaction, with an idempotency key, so a failed refund changes nothing (502) and a retried one
 * is not paid twice.
 */
export function orderAdminService(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock } = deps;
  const refund = (tx: Db, o: OrderRow, amountPence: number, purpose: 'cancel' | 'return', to: RefundDestination, adminUserId: number) =>
    refundPayment(deps, tx, o, amountPence, `refund-${purpose}`, { to, actor: { kind: 'admin', userId: adminUserId } });

  async function act(guid: string, expected: OrderStatus, to: OrderStatus, step: Step): Promise<OrderDetail> {
    const { order, notices } = await inTransaction(db, async (tx) => {
      const o = await orderRepository(tx).byGuid(guid, 'update');
      if (!o) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
      if (o.status !== expected) throw conflict(transitionError(o.status, to), 'INVALID_TRANSITION');
      if (!canMoveOrder(o, to, 'admin')) throw conflict(wrongMethod(o.deliveryMethod), 'WRONG_DELIVERY_METHOD');
      return step(tx, o);
    });
    await sendNotices(deps, notices);
    return loadDetail(deps, db, order);
  }

  /** What approving each waiting request would refund now, by the one rule: the page shows it and the approval confirms it. */
  async function approvalRefunds(order: OrderRow): Promise<AdminOrder['approvalRefunds']> {
    const refunds = refundsService(db);
    const everything = ['CancelRequested', 'RefundRequested', 'Waiting', 'Processing'].includes(order.status);
    const returns = [];
    const rows = await returnsRepository(db).ofOrder(order.id);
    for (const r of rows.filter((x) => x.status === 'Requested'))
      returns.push({ returnId: r.id, amountPence: (await refunds.ofReturn(order, r)).amountPence });
    return { everythingLeft: everything ? (await refunds.ofEverythingLeft(order)).amountPence : null, returns };
  }

  async function detail(guid: string): Promise<AdminOrder> {
    const repo = orderRepository(db);
    const order = await repo.byGuid(guid);
    if (!order) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
    const [detailView, who, timeline, payment] = await Promise.all([
      loadDetail(deps, db, order),
      repo.customer(order.userId),
      orderAdminRepository(db).timeline(order.id),
      paymentOf(db, order),
    ]);
    return {
      order: detailView,
      customer: { email: who?.email ?? '', name: who ? `${who.firstName} ${who.lastName}`.trim() : '' },
      events: timeline.map((e) => ({
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        statusLabel: statusLabel(e.toStatus),
        at: e.at.toISOString(),
        note: e.note,
        actor: e.actor,
      })),
      actions: actionsFor(order.status, order.deliveredAt !== null, order.deliveryMethod),
      payment,
      owner: ownerMovesOf(order, detailView),
      approvalRefunds: await approvalRefunds(order),
    };
  }

  const moves = {
    /** Waiting -> Processing. */
    process(guid: string, adminUserId: number) {
      return act(guid, 'Waiting', 'Processing', async (tx, o) => ({
        order: await lifecycle.move(tx, o, 'Processing', 'admin', { actorUserId: adminUserId, note: 'Being prepared for dispatch.' }),
        notices: [],
      }));
    },

    /** Processing -> Shipped, with the carrier and tracking number when given (R21.8); mails the shipping notice. */
    ship(guid: string, adminUserId: number, note = '', tracking: { carrier?: Carrier; trackingNumber?: string } = {}) {
      return act(guid, 'Processing', 'Shipped', async (tx, o) => {
        const t = trackingOf(tracking.carrier ?? null, tracking.trackingNumber ?? null);
        const sent = t ? `Dispatched with ${t.carrierLabel}${t.number ? `, tracking number ${t.number}` : ''}.` : '';
        const order = await lifecycle.move(tx, o, 'Shipped', 'admin', {
          actorUserId: adminUserId,
          note: [sent, note].filter(Boolean).join(' ') || 'Dispatched.',
          patch: { shippedAt: clock.now(), carrier: tracking.carrier ?? null, trackingNumber: tracking.trackingNumber ?? null },
        });
        return { order, notices: [{ kind: 'shipped', orderId: o.id }] };
      });
    },

    /** Waiting or Processing -> Ready to collect, for a Click & collect order; mails where and when to collect it (R20.18). */
    async readyToCollect(guid: string, adminUserId: number) {
      const current = await orderRepository(db).byGuid(guid);
      const from: OrderStatus = current?.status === 'Processing' ? 'Processing' : 'Waiting';
      return act(guid, from, 'ReadyToCollect', async (tx, o) => ({
        order: await lifecycle.move(tx, o, 'ReadyToCollect', 'admin', {
          actorUserId: adminUserId,
          note: 'Ready to collect at the studio.',
          patch: { readyAt: clock.now() },
        }),
        notices: [{ kind: 'ready-to-collect', orderId: o.id }],
      }));
    },

    /** Ready to collect -> Delivered, read "Collected": the time it was handed over starts the return window (R20.18). */
    collected(guid: string, adminUserId: number) {
      return act(guid, 'ReadyToCollect', 'Delivered', async (tx, o) => {
        const at = clock.now();
        return {
          order: await lifecycle.move(tx, o, 'Delivered', 'admin', {
            actorUserId: adminUserId,
            note: `Collected at ${ukTime(at)}.`,
            patch: { deliveredAt: at },
          }),
          notices: [],
        };
      });
    },

    /**
     * Shipped -> Delivered; the return window starts now. An order partly refunded on its way
     * (R22.18) is marked delivered too, staying Partly Refunded, so its other items can be returned.
     */
    async deliver(guid: string, adminUserId: number) {
      const partly = await orderRepository(db).byGuid(guid);
      const onItsWay = partly?.status === 'PartlyRefunded' && partly.deliveredAt === null;
      return act(guid, onItsWay ? 'PartlyRefunded' : 'Shipped', onItsWay ? 'PartlyRefunded' : 'Delivered', async (tx, o) => {
        if (o.deliveredAt) throw conflict('This order has been marked delivered already.', 'INVALID_TRANSITION');
        return {
          order: await lifecycle.move(tx, o, onItsWay ? 'PartlyRefunded' : 'Delivered', 'admin', {
            actorUserId: adminUserId,
            note: 'Delivered.',
            patch: { deliveredAt: clock.now() },
          }),
          notices: [],
        };
      });
    },

    /** CancelRequested -> Cancelled: the whole payment refunded, the stock back on sale; mails the cancellation. */
    approveCancel(guid: string, adminUserId: number, expectedPence: number, refundTo: RefundDestination = 'card') {
      return act(guid, 'CancelRequested', 'Cancelled', (tx, o) =>
        cancelWithRefund(deps, lifecycle, tx, o, { adminUserId, expectedPence, refundTo }),
      );
    },

    /**
     * The owner cancels a paid order that has not left (Waiting or Processing) without a request
     * (R22.17): refunded, restocked and mailed exactly as an approved cancellation, with the reason.
     * The order row is locked and its status checked in the transaction, so a second post finds it
     * Cancelled (409) and nothing is refunded twice.
     */
    async cancel(guid: string, adminUserId: number, { reason, expectedPence, refundTo }: OwnerCancelBody): Promise<OrderDetail> {
      const { order, notices } = await inTransaction(db, async (tx) => {
        const o = await orderRepository(tx).byGuid(guid, 'update');
        if (!o) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
        if (o.status === 'CancelRequested')
          throw conflict('The customer has asked to cancel this order: approve their request instead.', 'INVALID_TRANSITION');
        if (o.status !== 'Waiting' && o.status !== 'Processing' && o.status !== 'ReadyToCollect')
          throw conflict(transitionError(o.status, 'Cancelled'), 'INVALID_TRANSITION');
        return cancelWithRefund(deps, lifecycle, tx, o, { adminUserId, reason, expectedPence, refundTo });
      });
      await sendNotices(deps, notices);
      return loadDetail(deps, db, order);
    },

    /** CancelRequested -> the status it had before the request; mails why it goes ahead. */
    declineCancel(guid: string, adminUserId: number, note = '') {
      return act(guid, 'CancelRequested', 'Waiting', async (tx, o) => {
        const back: OrderStatus = o.statusBeforeRequest === 'Processing' ? 'Processing' : 'Waiting';
        const order = await lifecycle.move(tx, o, back, 'admin', {
          actorUserId: adminUserId,
          note: note || 'Cancellation declined.',
          patch: { statusBeforeRequest: null },
        });
        return { order, notices: [{ kind: 'cancel-declined', orderId: o.id, note }] };
      });
    },

    /**
     * RefundRequested -> Refunded once the return has arrived: what was paid for the items after
     * any discount, and shipping, since the whole order came back (R21.4); stock back; mails the refund.
     */
    approveRefund(guid: string, adminUserId: number, expectedPence: number, chosen?: RefundDestination) {
      return act(guid, 'RefundRequested', 'Refunded', async (tx, o) => {
        // The owner's choice, else where the customer asked the refund to go (R23.16).
        const refundTo = chosen ?? o.refundToRequested ?? 'card';
        const { amountPence: amount } = await refundsService(tx).ofEverythingLeft(o);
        holdToConfirmed(amount, expectedPence);
        const refundId = await refund(tx, o, amount, 'return', refundTo, adminUserId);
        if (o.stockHeld)
          await orderRepository(tx).returnStock(o, {
            reason: 'return-restocked',
            actor: { kind: 'staff', userId: adminUserId },
            at: clock.now(),
          });
        const order = await lifecycle.move(tx, o, 'Refunded', 'admin', {
          actorUserId: adminUserId,
          note: `Return received; refund ${refundId} of ${formatPence(amount)} issued.`,
          patch: { stockHeld: false, statusBeforeRequest: null, refundToRequested: null, refundedPence: o.refundedPence + amount },
        });
        return { order, notices: [{ kind: 'refunded', orderId: o.id, refundPence: amount, refundTo }] };
      });
    },

    /** RefundRequested -> Rejected, with the reason the customer is mailed. */
    rejectRefund(guid: string, adminUserId: number, reason = '') {
      return act(guid, 'RefundRequested', 'Rejected', async (tx, o) => {
        const order = await lifecycle.move(tx, o, 'Rejected', 'admin', {
          actorUserId: adminUserId,
          note: reason ? `Refund rejected: ${reason}` : 'Refund rejected.',
          patch: { statusBeforeRequest: null, refundToRequested: null },
        });
        return { order, notices: [{ kind: 'refund-rejected', orderId: o.id, reason }] };
      });
    },
  };

  return {
    ...moves,
    detail,

    async list(q: AdminOrderListQuery): Promise<AdminOrderList> {
      // Due out today: promised for the next working day or earlier (R20.12).
      const arrivingBy = addBusinessDays(ukDate(clock.now()), 1);
      const { rows, total } = await orderAdminRepository(db).page(q, arrivingBy);
      return {
        orders: rows.map((r) => ({
          orderGuid: r.guid,
          orderNumber: r.orderNumber,
          createdAt: r.createdAt.toISOString(),
          status: r.status,
          statusLabel: statusLabelFor(r.status, r.deliveryMethod),
          customerEmail: r.email,
          customerName: `${r.firstName} ${r.lastName}`.trim(),
          totalPence: r.totalPence,
          items: r.items,
          deliveryMethod: r.deliveryMethod,
          deliveryLabel: DELIVERY_LABELS[r.deliveryMethod],
          dueOutToday: r.dueOutToday,
        })),
        ...adminPaging(q.page, total),
      };
    },

    /** One move named as the admin's routes name it; answers the order before and after. */
    async act(
      guid: string,
      action: Exclude<OrderAction, MoneyAction>,
      adminId: number,
      body: AdminOrderActionBody,
    ): Promise<{ before: AdminOrder; after: AdminOrder }> {
      const before = await detail(guid);
      const note = body.note;
      const run: Record<Exclude<OrderAction, MoneyAction>, () => Promise<unknown>> = {
        process: () => moves.process(guid, adminId),
        ship: () => moves.ship(guid, adminId, note, body),
        deliver: () => moves.deliver(guid, adminId),
        'ready-to-collect': () => moves.readyToCollect(guid, adminId),
        collected: () => moves.collected(guid, adminId),
        'decline-cancel': () => moves.declineCancel(guid, adminId, note),
        'reject-refund': () => moves.rejectRefund(guid, adminId, note),
      };
      await run[action]();
      return { before, after: await detail(guid) };
    },

    /** An approval that sends money back, of the amount confirmed (R22.19); answers the order before and after. */
    async approve(
      guid: string,
      action: MoneyAction,
      adminId: number,
      expectedPence: number,
      refundTo?: RefundDestination,
    ): Promise<{ before: AdminOrder; after: AdminOrder }> {
      const before = await detail(guid);
      if (action === 'approve-cancel') await moves.approveCancel(guid, adminId, expectedPence, refundTo);
      else await moves.approveRefund(guid, adminId, expectedPence, refundTo);
      return { before, after: await detail(guid) };
    },
  };
}
export type OrderAdminService = ReturnType<typeof orderAdminService>;
