import type { RefundDestination } from '@atelier/contract/balances';
import type { OrderPayment, OwnerMoves, OrderDetail } from '@atelier/contract/orders';
import { formatPence } from '@atelier/contract/shared';
import { refundableUnits } from '@atelier/contract/returns';
import type { Db } from '../../db/client.ts';
import { paymentRepository } from '../payments/repository.ts';
import { holdToConfirmed, refundsService } from './refunds-service.ts';
import type { CommerceDeps } from './deps.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import type { Notice } from './notify.ts';
import { refundPayment } from './refund.ts';
import { orderRepository, type OrderRow } from './repository.ts';

/** The owner's words in a timeline note, as a quoted sentence: “Damaged in the studio.” */
export const quoted = (words: string) => `“${words}${/[.!?…]$/.test(words) ? '' : '.'}”`;

const PROVIDER_LABELS: Record<string, string> = { stripe: 'Stripe', test: 'the test payment provider' };

/** The payment a refund of the order goes back to; null while nothing was paid. */
export async function paymentOf(db: Db, order: OrderRow): Promise<OrderPayment | null> {
  const session = await paymentRepository(db).ofOrder(order.id);
  if (!session || session.status !== 'complete') return null;
  return {
    provider: session.provider,
    providerLabel: PROVIDER_LABELS[session.provider] ?? session.provider,
    reference: session.paymentRef,
  };
}

/** Statuses from which the owner refunds without a request: the parcel has left (R22.18). */
export const OWNER_REFUNDABLE = ['Shipped', 'Delivered', 'PartlyRefunded'] as const;

/** What is left to refund of what the order was paid: the most a goodwill refund may be (R22.22). */
export const leftToRefund = (order: OrderRow) => order.totalPence - order.refundedPence;

/** What the owner may start on the order (R22.17, R22.18), read from its detail. */
export function ownerMovesOf(order: OrderRow, detail: OrderDetail): OwnerMoves {
  const leftPence = leftToRefund(order);
  const refunding = (OWNER_REFUNDABLE as readonly string[]).includes(order.status) && leftPence > 0;
  return {
    canCancel: order.status === 'Waiting' || order.status === 'Processing' || order.status === 'ReadyToCollect',
    refundable: refunding
      ? refundableUnits(
          detail.items.map((i) => ({ lineId: i.lineId, quantity: i.quantity })),
          detail.returns.map((r) => ({ lineId: r.lineId, quantity: r.quantity, status: r.status })),
        )
      : [],
    leftPence,
    canGoodwill: refunding,
  };
}

/**
 * Cancels a paid order that has not left, inside the caller's transaction with the order locked:
 * everything still paid goes back through the provider, the units back on sale, and the customer
 * gets the cancellation mail. The approval of a customer's request and the owner's own
 * cancellation (R22.17) both come here, so they cannot drift apart; the refund's idempotency key is
 * the order's, so a retried cancellation is the same refund at the provider.
 */
export async function cancelWithRefund(
  deps: CommerceDeps,
  lifecycle: OrderLifecycle,
  tx: Db,
  o: OrderRow,
  by: { adminUserId: number; expectedPence: number; reason?: string; refundTo: RefundDestination },
): Promise<{ order: OrderRow; notices: Notice[] }> {
  // Everything still paid, delivery included, by the one refunds rule (R21.4), as confirmed (R22.19).
  const { amountPence: amount } = await refundsService(tx).ofEverythingLeft(o);
  holdToConfirmed(amount, by.expectedPence);
  // An order paid nothing (a code that took it all, free delivery) has nothing to send back.
  const refunded =
    amount > 0
      ? `refund ${await refundPayment(deps, tx, o, amount, 'refund-cancel', { to: by.refundTo, actor: { kind: 'admin', userId: by.adminUserId } })} of ${formatPence(amount)} issued`
      : 'nothing to refund';
  if (o.stockHeld)
    await orderRepository(tx).returnStock(o, {
      reason: 'cancellation',
      actor: { kind: 'staff', userId: by.adminUserId },
      at: deps.clock.now(),
    });
  const note =
    by.reason === undefined
      ? `Cancellation approved; ${refunded}.`
      : `Cancelled by the shop: ${quoted(by.reason)} ${refunded.charAt(0).toUpperCase()}${refunded.slice(1)}${o.stockHeld ? '; stock returned' : ''}.`;
  const order = await lifecycle.move(tx, o, 'Cancelled', 'admin', {
    actorUserId: by.adminUserId,
    note,
    patch: { stockHeld: false, statusBeforeRequest: null, refundedPence: o.refundedPence + amount },
  });
  return {
    order,
    notices: [
      {
        kind: 'cancelled',
        orderId: o.id,
        refundPence: amount,
        refundTo: by.refundTo,
        ...(by.reason === undefined ? {} : { reason: by.reason }),
      },
    ],
  };
}
