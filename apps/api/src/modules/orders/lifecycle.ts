import { canTransition, transitionError, type OrderActor, type OrderStatus } from '@atelier/contract/orders';
import { inTransaction, type Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { ProviderSession } from '../payments/providers/provider.ts';
import { paymentRepository } from '../payments/repository.ts';
import { discountRepository } from '../discounts/repository.ts';
import { confirmUse } from '../discounts/service.ts';
import type { CommerceDeps } from './deps.ts';
import { sendNotices, type Notice } from './notify.ts';
import { orderRepository, type NewOrder, type OrderRow } from './repository.ts';
import { takeStock } from '../inventory/inventory-moves.ts';
import { orderPayments } from '@atelier/contract/balances';
import { balanceLedger } from '../balances/ledger.ts';

class RolledBack extends Error {}

/**
 * Every status change of an order goes through move(); the payment-driven ones (paid, failed,
 * expired) live here too, because the webhook, the success page, the sweeper and a new checkout
 * all need them. Functions taking `tx` run inside the caller's transaction with the order row
 * locked; the others open their own and send mail only after it commits.
 */
export function orderLifecycle(deps: CommerceDeps) {
  const now = () => deps.clock.now();

  /** Moves the order if the state machine allows it (409 otherwise) and records who did it and when. */
  async function move(
    tx: Db,
    order: OrderRow,
    to: OrderStatus,
    actor: OrderActor,
    opts: { actorUserId?: number | null; note?: string; patch?: Partial<NewOrder> } = {},
  ): Promise<OrderRow> {
    if (!canTransition(order.status, to, actor)) throw conflict(transitionError(order.status, to), 'INVALID_TRANSITION');
    const patch = { ...opts.patch, status: to };
    await orderRepository(tx).update(order.id, patch);
    await orderRepository(tx).addEvent({
      orderId: order.id,
      from: order.status,
      to,
      actorUserId: opts.actorUserId ?? null,
      note: opts.note ?? '',
      at: now(),
    });
    return { ...order, ...patch };
  }

  async function markPaid(
    tx: Db,
    order: OrderRow,
    paid: { paymentRef: string | null; amountTotalPence: number | null; source: string },
  ): Promise<Notice[]> {
    const orders = orderRepository(tx);
    // The card pays what gift cards and store credit did not (R23.5).
    const due = orderPayments(order).byCardPence;
    const amountNote =
      paid.amountTotalPence !== null && paid.amountTotalPence !== due
        ? ` The provider reports ${paid.amountTotalPence} pence paid against ${due} pence due by card.`
        : '';
    if (amountNote)
      deps.log.error({ order: order.orderNumber, paid: paid.amountTotalPence, due }, 'paid amount differs from the order total');

    if (order.status === 'PendingPayment') {
      // The use was held at checkout, so it is there to count now.
      if (!(await confirmUse(tx, order, now())))
        deps.log.error({ order: order.orderNumber }, 'a pending order had no discount use held; paid anyway at the price the shopper saw');
      // Its gift card and store credit holds are spent for good, once (R23.3).
      if (!(await balanceLedger(tx, now()).capture(order.id, order.balancePaidPence, { kind: 'customer', userId: order.userId })))
        deps.log.error({ order: order.orderNumber }, 'a pending order had no balance held; paid anyway');
      await move(tx, order, 'Waiting', 'payment', { note: `Payment received (${paid.source}).${amountNote}`, patch: { paidAt: now() } });
      await paymentRepository(tx).settle(order.id, 'complete', now(), paid.paymentRef);
      await orders.removeFromCart(order);
      return [{ kind: 'confirmation', orderId: order.id }];
    }

    if (order.status === 'Expired' || order.status === 'PaymentFailed') {
      // Paid after the reservation ended: take the stock again if it is still there.
      const lines = await orders.lines(order.id);
      const moves = lines
        .filter((l) => l.variantId !== null && l.productId !== null)
        .map((l) => ({ productId: l.productId!, variantId: l.variantId!, quantity: l.quantity }));
      const restocked = await tx
        .transaction(async (sp) => {
          const cause = { reason: 'sale', actor: { kind: 'customer', userId: order.userId }, orderId: order.id, at: now() } as const;
          if (await takeStock(sp as unknown as Db, moves, cause)) throw new RolledBack();
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof RolledBack) return false;
          throw err;
        });
      const base = { paidAt: now(), reservationExpiresAt: null };
      // Its discount use was released with the stock: it needs one again, like its items (R20.8).
      // Likewise its gift card and store credit: taken again if the balances still have it (R23.3).
      const codeOk =
        restocked &&
        moves.length === lines.length &&
        (await balanceLedger(tx, now()).capture(order.id, order.balancePaidPence, { kind: 'customer', userId: order.userId })) &&
        (await confirmUse(tx, order, now()));
      if (codeOk) {
        await move(tx, order, 'Waiting', 'payment', {
          note: `Payment received after the reservation had ended (${paid.source}); the items were reserved again.${amountNote}`,
          patch: { ...base, stockHeld: true },
        });
        await orders.removeFromCart(order);
        return [{ kind: 'confirmation', orderId: order.id }];
      }
      if (restocked) await orders.returnStock(order, { reason: 'cancellation', actor: { kind: 'system' }, at: now() });
      const why =
        restocked && moves.length === lines.length ? 'its discount code or gift card balance had been used up' : 'the items had sold out';
      deps.log.warn(
        { order: order.orderNumber, why },
        'payment arrived after the reservation ended and the order cannot be filled: put to an admin to refund',
      );
      await move(tx, order, 'CancelRequested', 'payment', {
        note: `Payment received after the reservation had ended, and ${why}: to be cancelled and refunded.${amountNote}`,
        patch: { ...base, stockHeld: false, statusBeforeRequest: 'Waiting' },
      });
      return [];
    }
    // Paid already (another delivery or the success page got here first): nothing more to do.
    return [];
  }

  /** An unpaid order ends: its stock goes back on sale. False when it was not pending any more. */
  async function markUnpaid(
    tx: Db,
    order: OrderRow,
    to: 'Expired' | 'PaymentFailed',
    actor: 'payment' | 'system',
    note: string,
  ): Promise<boolean> {
    if (order.status !== 'PendingPayment') return false;
    const reason = to === 'Expired' ? 'expiry' : 'payment-failed';
    if (order.stockHeld) await orderRepository(tx).returnStock(order, { reason, actor: { kind: 'system' }, at: now() });
    await discountRepository(tx).release(order.id);
    // What it held of gift cards and store credit goes back, once (R23.3).
    await balanceLedger(tx, now()).release(order.id, note);
    await move(tx, order, to, actor, { note, patch: { stockHeld: false } });
    await paymentRepository(tx).settle(order.id, to === 'Expired' ? 'expired' : 'failed', now());
    return true;
  }

  /** What the provider says about the order's session, applied to the (locked) order. */
  async function applySession(tx: Db, order: OrderRow, session: ProviderSession, source: string): Promise<Notice[]> {
    if (session.status === 'complete' && session.paid) {
      return markPaid(tx, order, { paymentRef: session.paymentRef, amountTotalPence: session.amountTotalPence, source });
    }
    if (session.status === 'expired') await markUnpaid(tx, order, 'Expired', 'payment', `The checkout session expired (${source}).`);
    if (session.status === 'failed') await markUnpaid(tx, order, 'PaymentFailed', 'payment', `The payment failed (${source}).`);
    return [];
  }

  /**
   * Ends a pending order's reservation: the provider's session is expired first, in the same
   * transaction that holds the order, so it can no longer be paid; if it turns out to have been
   * paid, the order is fulfilled instead. With skipLocked an order another instance is handling
   * is left to it. Answers true when the order changed.
   */
  async function expire(orderId: number, reason: string, opts: { skipLocked?: boolean } = {}): Promise<boolean> {
    const result = await inTransaction(deps.db, async (tx) => {
      const order = await orderRepository(tx).byId(orderId, opts.skipLocked ? 'skip-locked' : 'update');
      if (!order || order.status !== 'PendingPayment') return { changed: false, notices: [] as Notice[] };
      const session = await paymentRepository(tx).ofOrder(order.id);
      const provider = session && deps.providers.byName(session.provider);
      if (session && !provider) {
        deps.log.warn(
          { order: order.orderNumber, provider: session.provider },
          'cannot expire a session of a provider that is not configured',
        );
        return { changed: false, notices: [] };
      }
      // No session: the process stopped between the reservation and the provider's answer.
      const state = session ? await provider!.expireSession(session.id, tx) : undefined;
      if (!state || state.status === 'expired') {
        return { changed: await markUnpaid(tx, order, 'Expired', 'system', reason), notices: [] };
      }
      const notices = await applySession(tx, order, state, 'found paid while expiring');
      return { changed: state.status !== 'open', notices };
    }).catch((err: unknown) => {
      deps.log.warn({ err, orderId }, 'could not expire an unpaid order now; it is retried on the next sweep');
      return { changed: false, notices: [] as Notice[] };
    });
    await sendNotices(deps, result.notices);
    return result.changed;
  }

  /**
   * Asks the provider how a pending order's session stands and applies it (R5.9: the
   * success page confirms by itself, so a late webhook loses nothing). An ended reservation expires.
   */
  async function confirm(order: OrderRow): Promise<void> {
    if (order.status !== 'PendingPayment') return;
    if (order.reservationExpiresAt && order.reservationExpiresAt.getTime() <= now().getTime()) {
      await expire(order.id, 'Not paid within the time allowed.');
      return;
    }
    const session = await paymentRepository(deps.db).ofOrder(order.id);
    const provider = session && deps.providers.byName(session.provider);
    if (!session || !provider) return;
    let state: ProviderSession;
    try {
      state = await provider.retrieveSession(session.id);
    } catch (err) {
      deps.log.warn({ err, order: order.orderNumber }, 'could not confirm the session with the provider');
      return;
    }
    if (state.status === 'open') return;
    const notices = await inTransaction(deps.db, async (tx) => {
      const locked = await orderRepository(tx).byId(order.id, 'update');
      return locked ? applySession(tx, locked, state, 'confirmed with the provider') : [];
    });
    await sendNotices(deps, notices);
  }

  return { move, markPaid, markUnpaid, applySession, expire, confirm };
}
export type OrderLifecycle = ReturnType<typeof orderLifecycle>;
