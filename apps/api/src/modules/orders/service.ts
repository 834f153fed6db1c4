import {
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderListQuery,
  type OrderListResponse,
  type OrderSuccess,
  type GuestOrderInfo,
  cancelBlockReason,
  refundBlockReason,
} from '@atelier/contract/orders';
import { conflict, notFound } from '../../lib/errors.ts';
import type { CommerceDeps } from './deps.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { orderRepository, type OrderRow } from './repository.ts';
import { facts, toListItem, toSummary } from './views.ts';
import { inTransaction } from '../../db/client.ts';
import { sendNotices } from './notify.ts';
import { loadDetail } from './detail.ts';
import { returnsRepository } from './returns-repository.ts';
import { heldUnits } from '@atelier/contract/returns';
import { type RefundDestination, STORE_CREDIT_NEEDS_ACCOUNT } from '@atelier/contract/balances';
import { authRepository } from '../../plumbing/session/repository.ts';
import type { OrderLinkClaims } from '../../plumbing/session/order-link-token.ts';
import { guestOrderOf } from './order-link.ts';

const missing = () => notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');

/** The customer's side of orders. Every lookup is scoped to the owner: anyone else gets 404 (R7.10). */
export function orderService(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock } = deps;
  const repo = orderRepository(db);

  /** A pending order read by its owner is confirmed with the provider, or expired if its time is up. */
  async function fresh(order: OrderRow): Promise<OrderRow> {
    if (order.status !== 'PendingPayment') return order;
    await lifecycle.confirm(order);
    return (await repo.byId(order.id)) ?? order;
  }

  const detailOf = (order: OrderRow): Promise<OrderDetail> => loadDetail(deps, db, order);

  async function owned(userId: number, guid: string): Promise<OrderRow> {
    const order = await repo.byGuid(guid);
    if (!order || order.userId !== userId) throw missing();
    return order;
  }

  return {
    /** Order history: paid orders only (PendingPayment, PaymentFailed and Expired never show), newest first. */
    async list(userId: number, q: OrderListQuery): Promise<OrderListResponse> {
      const { rows, total } = await repo.historyPage(userId, q.page, q.limit);
      const lines = await repo.linesOf(rows.map((r) => r.id));
      const now = clock.now();
      const windowDays = (await deps.settings.current()).returns.returnWindowDays;
      return {
        orders: rows.map((o) =>
          toListItem(
            o,
            lines.filter((l) => l.orderId === o.id),
            now,
            windowDays,
          ),
        ),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    async detail(userId: number, guid: string): Promise<OrderDetail> {
      return detailOf(await fresh(await owned(userId, guid)));
    },

    /** The success page (R5.9): confirms with the provider when the webhook has not come yet. */
    async bySession(userId: number, sessionId: string): Promise<OrderSuccess> {
      const order = await repo.bySessionId(sessionId);
      if (!order || order.userId !== userId) throw notFound('No order was found for this checkout session.', 'ORDER_NOT_FOUND');
      const current = await fresh(order);
      return toSummary(current, await repo.lines(current.id));
    },

    /** The success page of a guest's checkout (R5.15, R5.17): the order the link names, and what its create-account field needs. */
    async guestBySession(link: OrderLinkClaims | undefined, sessionId: string): Promise<{ order: OrderSuccess; guest: GuestOrderInfo }> {
      const owner = link && (await guestOrderOf(db, link));
      const order = await repo.bySessionId(sessionId);
      if (!owner || !order || order.id !== owner.orderId)
        throw notFound('No order was found for this checkout session.', 'ORDER_NOT_FOUND');
      const current = await fresh(order);
      const hasAccount = (await authRepository(db).userByEmail(link.email)) !== undefined;
      return { order: toSummary(current, await repo.lines(current.id)), guest: { email: link.email, hasAccount } };
    },

    /** Waiting or Processing, no Final Sale item -> CancelRequested, remembering the status to go back to. */
    async requestCancel(userId: number, guid: string): Promise<{ message: string; order: OrderDetail }> {
      const order = await inTransaction(db, async (tx) => {
        const o = await orderRepository(tx).byGuid(guid, 'update');
        if (!o || o.userId !== userId) throw missing();
        const reason = cancelBlockReason(facts(o, await orderRepository(tx).lines(o.id)));
        if (reason) throw conflict(reason, 'CANCEL_NOT_AVAILABLE');
        return lifecycle.move(tx, o, 'CancelRequested', 'customer', {
          actorUserId: userId,
          note: 'Cancellation requested by the customer.',
          patch: { statusBeforeRequest: o.status },
        });
      });
      await sendNotices(deps, [{ kind: 'owner-cancel-request', orderId: order.id }]);
      return { message: ORDER_MESSAGES.cancelRequested, order: await detailOf(order) };
    },

    /** Delivered within the return window, no Final Sale item -> RefundRequested (R6.4), to the card or store credit (R23.16). */
    async requestRefund(userId: number, guid: string, refundTo: RefundDestination): Promise<{ message: string; order: OrderDetail }> {
      const order = await inTransaction(db, async (tx) => {
        const o = await orderRepository(tx).byGuid(guid, 'update');
        if (!o || o.userId !== userId) throw missing();
        const reason = refundBlockReason(
          facts(o, await orderRepository(tx).lines(o.id)),
          clock.now(),
          (await deps.settings.current(tx)).returns.returnWindowDays,
        );
        if (reason) throw conflict(reason, 'REFUND_NOT_AVAILABLE');
        if (heldUnits(await returnsRepository(tx).ofOrder(o.id)) > 0)
          throw conflict(
            'Items of this order are already being returned one by one; return the others the same way.',
            'REFUND_NOT_AVAILABLE',
          );
        if (refundTo === 'store_credit' && (await orderRepository(tx).customer(o.userId))?.guest !== false)
          throw conflict(STORE_CREDIT_NEEDS_ACCOUNT, 'STORE_CREDIT_NEEDS_ACCOUNT');
        return lifecycle.move(tx, o, 'RefundRequested', 'customer', {
          actorUserId: userId,
          note: refundTo === 'store_credit' ? 'Refund requested by the customer, as store credit.' : 'Refund requested by the customer.',
          patch: { statusBeforeRequest: o.status, refundToRequested: refundTo },
        });
      });
      await sendNotices(deps, [
        { kind: 'refund-requested', orderId: order.id, refundTo },
        { kind: 'owner-return-request', orderId: order.id, returnIds: null },
      ]);
      return { message: ORDER_MESSAGES.refundRequested, order: await detailOf(order) };
    },
  };
}
export type OrderService = ReturnType<typeof orderService>;
