import { type RefundDestination, STORE_CREDIT_NEEDS_ACCOUNT } from '@atelier/contract/balances';
import { formatPence } from '@atelier/contract/shared';
import { type OrderDetail, ORDER_MESSAGES } from '@atelier/contract/orders';
import { type ReturnRequestInput, lineReturnability, orderReturnBlockReason } from '@atelier/contract/returns';
import { sizePhrase } from '@atelier/contract/catalogue';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { holdToConfirmed, refundsService } from '../orders/refunds-service.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import { loadDetail } from '../orders/detail.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { sendNotices, type Notice } from '../orders/notify.ts';
import { refundPayment } from '../orders/refund.ts';
import { orderRepository, type OrderRow } from '../orders/repository.ts';
import { returnsRepository } from '../orders/returns-repository.ts';
import { giveStock } from '../inventory/inventory-moves.ts';
import { holdExchanges, makeReplacement, releaseExchange } from '../orders/exchanges.ts';

/**
 * Item returns (R21.1-R21.7). Every step locks the order row first, so the returns of one order
 * are asked for and decided one at a time: two approvals at once queue, and the second finds the
 * return decided (409) or computes its refund from what the first already refunded.
 */
export function returnsService(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock } = deps;

  async function locked(tx: Db, guid: string, userId?: number): Promise<OrderRow> {
    const o = await orderRepository(tx).byGuid(guid, 'update');
    if (!o || (userId !== undefined && o.userId !== userId)) throw notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
    return o;
  }

  async function finish(order: OrderRow, notices: Notice[]): Promise<OrderDetail> {
    await sendNotices(deps, notices);
    return loadDetail(deps, db, (await orderRepository(db).byId(order.id)) ?? order);
  }

  return {
    /** The customer asks to return units of some lines, each with a reason. */
    async request(
      userId: number,
      guid: string,
      input: Omit<ReturnRequestInput, 'refundTo'> & { refundTo?: RefundDestination },
    ): Promise<{ message: string; order: OrderDetail }> {
      const { order, ids, exchanging } = await inTransaction(db, async (tx) => {
        const o = await locked(tx, guid, userId);
        const block = orderReturnBlockReason(o, clock.now(), (await deps.settings.current(tx)).returns.returnWindowDays);
        if (block) throw conflict(block, 'RETURN_NOT_AVAILABLE');
        if (input.refundTo === 'store_credit' && (await orderRepository(tx).customer(o.userId))?.guest !== false)
          throw conflict(STORE_CREDIT_NEEDS_ACCOUNT, 'STORE_CREDIT_NEEDS_ACCOUNT');
        const [lines, returns] = await Promise.all([orderRepository(tx).lines(o.id), returnsRepository(tx).ofOrder(o.id)]);
        const asked = new Map<number, number>();
        for (const i of input.items) asked.set(i.lineId, (asked.get(i.lineId) ?? 0) + i.quantity);
        for (const [lineId, quantity] of asked) {
          const line = lines.find((l) => l.id === lineId);
          if (!line) throw badRequest('This order has no such item.', 'RETURN_LINE_UNKNOWN');
          const { returnable, reason } = lineReturnability(
            line,
            returns.filter((r) => r.orderLineId === lineId),
          );
          const name = `${line.productName} (${sizePhrase(line.size)})`;
          if (reason) throw conflict(`${name}: ${reason}`, 'RETURN_NOT_AVAILABLE');
          if (quantity > returnable)
            throw conflict(`${name}: only ${returnable} of ${line.quantity} can still be returned.`, 'RETURN_TOO_MANY');
        }
        const rows = await returnsRepository(tx).insert(
          input.items.map((i) => ({
            orderId: o.id,
            orderLineId: i.lineId,
            quantity: i.quantity,
            reason: i.reason,
            comment: i.comment,
            createdAt: clock.now(),
            // A line exchanged gets no refund to send anywhere; a guest's order has no store credit (R23.17).
            refundTo: i.exchangeFor ? ('card' as const) : (input.refundTo ?? 'card'),
          })),
        );
        // Lines asking for another size or colour hold it now, through the inventory (R21.21).
        const exchanges = input.items.flatMap((i, n) =>
          i.exchangeFor ? [{ row: rows[n]!, line: lines.find((l) => l.id === i.lineId)!, exchangeFor: i.exchangeFor }] : [],
        );
        await holdExchanges(tx, o, exchanges, { kind: 'customer', userId: o.userId }, clock.now());
        return { order: o, ids: rows.map((r) => r.id), exchanging: exchanges.length > 0 };
      });
      const detail = await finish(order, [
        { kind: 'return-received', orderId: order.id, returnIds: ids },
        { kind: 'owner-return-request', orderId: order.id, returnIds: ids },
      ]);
      return { message: exchanging ? ORDER_MESSAGES.exchangeRequested : ORDER_MESSAGES.returnRequested, order: detail };
    },

    /**
     * Approves a return once its parcel has arrived: refunds exactly its paid share through the
     * provider (R21.4), puts the units back on sale when `restock`, and moves the order to
     * Partly Refunded, or Refunded when every unit has come back (R21.6).
     */
    async approve(
      guid: string,
      returnId: number,
      adminUserId: number,
      opts: { restock: boolean; note: string; expectedPence: number; refundTo?: RefundDestination },
    ): Promise<OrderDetail> {
      const { order, notices } = await inTransaction(db, async (tx) => {
        const o = await locked(tx, guid);
        const returns = returnsRepository(tx);
        const r = await returns.byId(o.id, returnId);
        if (!r) throw notFound('This order has no such return.', 'RETURN_NOT_FOUND');
        if (r.status !== 'Requested') throw conflict(`This return has already been ${r.status.toLowerCase()}.`, 'RETURN_DECIDED');
        const lines = await orderRepository(tx).lines(o.id);
        const { amountPence: amount, allBack, exchange } = await refundsService(tx).ofReturn(o, r);
        holdToConfirmed(amount, opts.expectedPence);
        const key = exchange ? `refund-exchange-${r.id}` : `refund-item-${r.id}`;
        // The owner's choice, else the customer's (R23.16).
        const refundTo = opts.refundTo ?? r.refundTo;
        const send = { to: refundTo, actor: { kind: 'admin' as const, userId: adminUserId } };
        const refundId = amount > 0 ? await refundPayment(deps, tx, o, amount, key, send) : null;
        const line = lines.find((l) => l.id === r.orderLineId)!;
        const restocked = opts.restock && line.variantId !== null;
        if (restocked)
          await giveStock(tx, [{ productId: line.productId ?? 0, variantId: line.variantId!, quantity: r.quantity }], {
            reason: 'return-restocked',
            actor: { kind: 'staff', userId: adminUserId },
            orderId: o.id,
            at: clock.now(),
          });
        await returns.decide(r.id, {
          status: 'Approved',
          ownerNote: opts.note,
          restocked,
          refundPence: amount,
          refundRef: refundId,
          refundTo,
          at: clock.now(),
          by: adminUserId,
        });
        const what = `${r.quantity} x ${line.productName} (${sizePhrase(line.size)})`;
        if (exchange) {
          // An exchange (R21.22): the held units become a replacement order; only a cheaper one's difference is refunded.
          const replacement = await makeReplacement(deps, tx, o, r, exchange, adminUserId);
          await returns.linkReplacement(r.id, replacement.id);
          const note = `Exchange of ${what} approved; replacement order ${replacement.orderNumber}${refundId ? `; difference ${refundId} of ${formatPence(amount)} refunded` : ''}${restocked ? '; back in stock' : ''}.`;
          const after =
            amount > 0
              ? await lifecycle.move(tx, o, 'PartlyRefunded', 'admin', {
                  actorUserId: adminUserId,
                  note,
                  patch: { refundedPence: o.refundedPence + amount },
                })
              : o;
          if (amount === 0)
            await orderRepository(tx).addEvent({
              orderId: o.id,
              from: o.status,
              to: o.status,
              actorUserId: adminUserId,
              note,
              at: clock.now(),
            });
          const notice: Notice = {
            kind: 'exchange-approved',
            orderId: o.id,
            returnId: r.id,
            replacementId: replacement.id,
            refundPence: amount,
            refundTo,
            note: opts.note,
          };
          return { order: after, notices: [notice] };
        }
        const moved = await lifecycle.move(tx, o, allBack ? 'Refunded' : 'PartlyRefunded', 'admin', {
          actorUserId: adminUserId,
          note: `Return of ${what} approved; ${refundId ? `refund ${refundId} of ${formatPence(amount)} issued` : 'nothing left to refund'}${restocked ? '; back in stock' : ''}.`,
          patch: { refundedPence: o.refundedPence + amount, ...(allBack ? { stockHeld: false } : {}) },
        });
        const notice: Notice = { kind: 'return-approved', orderId: o.id, returnId: r.id, refundPence: amount, refundTo, note: opts.note };
        return { order: moved, notices: [notice] };
      });
      return finish(order, notices);
    },

    /** Rejects a return with the note the customer is mailed; the order and its stock stay as they are. */
    async reject(guid: string, returnId: number, adminUserId: number, note: string): Promise<OrderDetail> {
      const order = await inTransaction(db, async (tx) => {
        const o = await locked(tx, guid);
        const r = await returnsRepository(tx).byId(o.id, returnId);
        if (!r) throw notFound('This order has no such return.', 'RETURN_NOT_FOUND');
        if (r.status === 'Requested') await releaseExchange(tx, r, 'released', { kind: 'staff', userId: adminUserId }, clock.now());
        const done = await returnsRepository(tx).decide(r.id, {
          status: 'Rejected',
          ownerNote: note,
          restocked: null,
          refundPence: null,
          refundRef: null,
          at: clock.now(),
          by: adminUserId,
        });
        if (!done) throw conflict(`This return has already been ${r.status.toLowerCase()}.`, 'RETURN_DECIDED');
        return o;
      });
      return finish(order, [{ kind: 'return-rejected', orderId: order.id, returnId, note }]);
    },
  };
}
export type ReturnsService = ReturnType<typeof returnsService>;
