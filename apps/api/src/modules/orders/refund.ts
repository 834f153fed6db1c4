import { type RefundDestination, refundRoute, STORE_CREDIT_NEEDS_ACCOUNT } from '@atelier/contract/balances';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { balanceLedger } from '../balances/ledger.ts';
import { type Actor, balanceRepository } from '../balances/repository.ts';
import { ProviderError } from '../payments/providers/provider.ts';
import { paymentRepository } from '../payments/repository.ts';
import type { CommerceDeps } from './deps.ts';
import { orderRepository, type OrderRow } from './repository.ts';

/** How a refund is sent: the customer's or the owner's choice, and who chose (the ledger entry names them). */
export interface RefundSend {
  to: RefundDestination;
  actor: Actor;
}

/** The words a refund to store credit leaves where a provider's refund id would stand ("refund … of £x issued"). */
export const STORE_CREDIT_REF = 'to store credit';

/**
 * Refunds part or all of an order's payment, inside the caller's transaction: a failure throws 502
 * and the caller's changes roll back. Where the money goes is the one rule's (R23.6, R23.16,
 * refundRoute): all of it to the customer's store credit when chosen (refused with 409 for a
 * guest's order, which has no account); else the card first, through the provider that took it
 * (Stripe, or the built-in test provider), up to what it paid, the rest back to the gift cards and
 * store credit that paid. The key makes a retried refund the same refund at the provider. Answers
 * the refund id (or what went to balances).
 */
export async function refundPayment(
  deps: CommerceDeps,
  tx: Db,
  order: OrderRow,
  amountPence: number,
  key: string,
  send: RefundSend = { to: 'card', actor: { kind: 'system' } },
): Promise<string> {
  const toStoreCredit = send.to === 'store_credit';
  if (toStoreCredit && (await orderRepository(tx).customer(order.userId))?.guest !== false)
    throw conflict(STORE_CREDIT_NEEDS_ACCOUNT, 'STORE_CREDIT_NEEDS_ACCOUNT');
  const route = refundRoute({
    amountPence,
    totalPence: order.totalPence,
    balancePaidPence: order.balancePaidPence,
    refundedPence: order.refundedPence,
    // Refunds chosen as store credit count with the balances': they never took from the card's room.
    // (An order the card paid alone needs no count: what is left to refund never exceeds its room.)
    refundedToBalancePence: order.balancePaidPence > 0 ? await balanceRepository(tx).refundedToBalances(order.id) : 0,
    toStoreCredit,
  });
  const ledger = balanceLedger(tx, deps.clock.now());
  const ids: string[] = [];
  if (route.toStoreCreditPence > 0) {
    await ledger.creditStore(order.userId, route.toStoreCreditPence, order.id, send.actor, `Refund of order ${order.orderNumber}.`);
    ids.push(STORE_CREDIT_REF);
  }
  if (route.toCardPence > 0) ids.push(await refundCard(deps, tx, order, route.toCardPence, key));
  if (route.toBalancePence > 0) {
    const back = await ledger.refundToBalances(order, route.toBalancePence, { kind: 'system' });
    ids.push(`balance ${back} pence`);
  }
  return ids.join(' and ');
}

async function refundCard(deps: CommerceDeps, tx: Db, order: OrderRow, amountPence: number, key: string): Promise<string> {
  const session = await paymentRepository(tx).ofOrder(order.id);
  const provider = session && deps.providers.byName(session.provider);
  if (!session || !provider)
    throw new AppError(502, 'REFUND_FAILED', 'This order has no payment that can be refunded through a configured provider.');
  try {
    const paymentRef = session.paymentRef ?? (await provider.retrieveSession(session.id, tx)).paymentRef;
    if (!paymentRef) throw new ProviderError('the provider has no payment for this session');
    const made = await provider.refund({ paymentRef, amountPence, idempotencyKey: `${key}-${order.guid}` }, tx);
    return made.id;
  } catch (err) {
    deps.log.error({ err, order: order.orderNumber }, 'refund failed');
    const detail = err instanceof Error ? err.message : String(err);
    throw new AppError(502, 'REFUND_FAILED', `The refund could not be made, so the order was left as it was: ${detail}`);
  }
}
