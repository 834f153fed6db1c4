import { createHash } from 'node:crypto';
import { type GoodwillRefundBody, type OwnerRefundBody, type RefundQuote, statusLabel, transitionError } from '@atelier/contract/orders';
import { formatPence } from '@atelier/contract/shared';
import { SHOP_REFUND_REASON } from '@atelier/contract/returns';
import { sizePhrase } from '@atelier/contract/catalogue';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { holdToConfirmed, refundsService } from '../orders/refunds-service.ts';
import type { CommerceDeps } from '../orders/deps.ts';
import type { OrderLifecycle } from '../orders/lifecycle.ts';
import { sendNotices, type Notice } from '../orders/notify.ts';
import { leftToRefund, OWNER_REFUNDABLE, paymentOf, quoted } from '../orders/owner-moves.ts';
import { refundPayment } from '../orders/refund.ts';
import { orderRepository, type OrderLineRow, type OrderRow } from '../orders/repository.ts';
import { returnsRepository } from '../orders/returns-repository.ts';
import { giveStock } from '../inventory/inventory-moves.ts';

type Units = Array<{ lineId: number; quantity: number }>;

const label = (l: OrderLineRow) => `${l.productName} (${sizePhrase(l.size)})`;

/**
 * The owner refunds a shipped or delivered order, whole or some units, without a request (R22.18).
 * The refunded units are recorded as item returns approved at once (reason 'shop-refund', the
 * owner's words as the note), so the paid shares, the credit note on the VAT receipt, My Orders
 * and the later returns of the same order all read them as they read approved returns (R21.4-R21.7).
 * Like every return decision it locks the order row first: a second post of the same refund waits,
 * then finds the units refunded and is refused (409).
 */
export function ownerRefundService(deps: CommerceDeps, lifecycle: OrderLifecycle) {
  const { db, clock } = deps;

  /** The plan for these units of the (locked) order, or the refusal as an error. */
  async function plan(tx: Db, o: OrderRow, items: Units | undefined) {
    if (!(OWNER_REFUNDABLE as readonly string[]).includes(o.status)) {
      const why =
        o.status === 'Waiting' || o.status === 'Processing'
          ? `It is ${statusLabel(o.status)}, not shipped yet: cancel it instead.`
          : o.status === 'RefundRequested'
            ? 'The customer has asked for a refund: approve or reject their request.'
            : transitionError(o.status, 'Refunded');
      throw conflict(`This order cannot be refunded now. ${why}`, 'INVALID_TRANSITION');
    }
    return refundsService(tx).ofOwnerItems(o, items, label);
  }

  async function order(tx: Db, guid: string, lock?: 'update'): Promise<OrderRow> {
    const o = await orderRepository(tx).byGuid(guid, lock);
    if (!o) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
    return o;
  }

  return {
    /** What refunding these units (or everything left) would pay back, and what the order becomes; nothing changes. */
    async quote(guid: string, items: Units | undefined): Promise<RefundQuote> {
      const o = await order(db, guid);
      const p = await plan(db, o, items);
      const to = p.allBack ? 'Refunded' : 'PartlyRefunded';
      return {
        amountPence: p.amountPence,
        items: p.rows.map((r) => {
          const l = p.lines.find((x) => x.id === r.lineId)!;
          return {
            lineId: r.lineId,
            name: l.productName,
            size: l.size,
            colour: l.colour,
            quantity: r.quantity,
            refundPence: r.refundPence,
          };
        }),
        whole: p.allBack,
        statusAfter: to,
        statusAfterLabel: statusLabel(to),
        payment: await paymentOf(db, o),
      };
    },

    /**
     * Refunds through the provider in the transaction that records it (a refusal there changes
     * nothing, 502); 409 when the amount is no longer the one the owner confirmed.
     */
    async refund(
      guid: string,
      adminUserId: number,
      body: OwnerRefundBody,
    ): Promise<{ orderNumber: string; amountPence: number; whole: boolean }> {
      const done = await inTransaction(db, async (tx) => {
        const o = await order(tx, guid, 'update');
        const p = await plan(tx, o, body.items);
        holdToConfirmed(p.amountPence, body.expectedPence);
        // The same units from the same state make the same key: a retry after a lost answer is the same refund at the provider.
        const key = createHash('sha256')
          .update(`${o.refundedPence}:${p.rows.map((r) => `${r.lineId}x${r.quantity}`).join(',')}`)
          .digest('hex')
          .slice(0, 24);
        const send = { to: body.refundTo, actor: { kind: 'admin' as const, userId: adminUserId } };
        const refundId = await refundPayment(deps, tx, o, p.amountPence, `refund-owner-${key}`, send);
        const returns = returnsRepository(tx);
        const now = clock.now();
        const rows = await returns.insertDecided(
          p.rows.map((r) => ({
            orderId: o.id,
            orderLineId: r.lineId,
            quantity: r.quantity,
            reason: SHOP_REFUND_REASON,
            ownerNote: body.reason,
            restocked: body.restock && p.lines.find((l) => l.id === r.lineId)!.variantId !== null,
            refundPence: r.refundPence,
            refundRef: refundId,
            refundTo: body.refundTo,
            at: now,
            by: adminUserId,
          })),
        );
        if (body.restock) {
          const moves = p.rows
            .map((r) => ({ ...r, line: p.lines.find((l) => l.id === r.lineId)! }))
            .filter((r) => r.line.variantId !== null && r.line.productId !== null)
            .map((r) => ({ productId: r.line.productId!, variantId: r.line.variantId!, quantity: r.quantity }));
          await giveStock(tx, moves, { reason: 'return-restocked', actor: { kind: 'staff', userId: adminUserId }, orderId: o.id, at: now });
        }
        const what = p.rows.map((r) => `${r.quantity} x ${label(p.lines.find((l) => l.id === r.lineId)!)}`).join(', ');
        // "In full" only when nothing had been refunded before: otherwise it is the rest of the order.
        const whole = p.allBack && o.refundedPence === 0;
        const moved = await lifecycle.move(tx, o, p.allBack ? 'Refunded' : 'PartlyRefunded', 'admin', {
          actorUserId: adminUserId,
          note: `Refunded by the shop, ${what}: ${quoted(body.reason)} Refund ${refundId} of ${formatPence(p.amountPence)} issued${body.restock ? '; back in stock' : ''}.`,
          patch: { refundedPence: o.refundedPence + p.amountPence, ...(p.allBack ? { stockHeld: false } : {}) },
        });
        const notice: Notice = {
          kind: 'shop-refund',
          orderId: o.id,
          returnIds: rows.map((r) => r.id),
          refundPence: p.amountPence,
          refundTo: body.refundTo,
          whole,
          reason: body.reason,
        };
        return { order: moved, amountPence: p.amountPence, whole, notices: [notice] };
      });
      await sendNotices(deps, done.notices);
      return { orderNumber: done.order.orderNumber, amountPence: done.amountPence, whole: done.whole };
    },

    /**
     * A goodwill refund (R22.22): an amount the owner chooses, with the reason, not tied to any
     * units, so no item return is recorded; never more than is left to refund of what was paid
     * (409), and only once the parcel has left (before, the owner cancels). Through the provider
     * like every refund, keyed by the refunded total so a retry is the same refund. The order
     * becomes Partly Refunded, or Refunded when nothing is left. Later refunds of items are still
     * capped by what is left (refundFor), so the customer never gets back more than they paid.
     */
    async goodwill(guid: string, adminUserId: number, body: GoodwillRefundBody): Promise<{ orderNumber: string; leftPence: number }> {
      const done = await inTransaction(db, async (tx) => {
        const o = await order(tx, guid, 'update');
        if (!(OWNER_REFUNDABLE as readonly string[]).includes(o.status))
          throw conflict(
            `A goodwill refund is for an order that has left the studio; this one is ${statusLabel(o.status)}.`,
            'INVALID_TRANSITION',
          );
        const left = leftToRefund(o);
        if (body.expectedPence > left)
          throw conflict(
            left > 0
              ? `Only ${formatPence(left)} is left to refund on this order: enter at most that.`
              : 'Nothing is left to refund on this order.',
            'REFUND_OVER_LEFT',
          );
        const refundId = await refundPayment(deps, tx, o, body.expectedPence, `refund-goodwill-${o.refundedPence}-${body.expectedPence}`, {
          to: body.refundTo,
          actor: { kind: 'admin', userId: adminUserId },
        });
        const rest = left - body.expectedPence;
        const moved = await lifecycle.move(tx, o, rest === 0 ? 'Refunded' : 'PartlyRefunded', 'admin', {
          actorUserId: adminUserId,
          note: `Goodwill refund by the shop: ${quoted(body.reason)} Refund ${refundId} of ${formatPence(body.expectedPence)} issued; ${rest === 0 ? 'nothing' : formatPence(rest)} left to refund.`,
          patch: { refundedPence: o.refundedPence + body.expectedPence },
        });
        const notice: Notice = {
          kind: 'goodwill-refund',
          orderId: o.id,
          refundPence: body.expectedPence,
          refundTo: body.refundTo,
          reason: body.reason,
        };
        return { orderNumber: moved.orderNumber, leftPence: rest, notices: [notice] };
      });
      await sendNotices(deps, done.notices);
      return { orderNumber: done.orderNumber, leftPence: done.leftPence };
    },
  };
}
export type OwnerRefundService = ReturnType<typeof ownerRefundService>;
