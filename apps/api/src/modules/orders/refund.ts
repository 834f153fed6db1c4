import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { ProviderError } from '../payments/providers/provider.ts';
import { paymentRepository } from '../payments/repository.ts';
import type { CommerceDeps } from './deps.ts';
import type { OrderRow } from './repository.ts';

/**
 * Refunds part or all of an order's payment through the provider that took it (Stripe, or the
 * built-in test provider), inside the caller's transaction: a failure throws 502 and the caller's
 * changes roll back. The key makes a retried refund the same refund at the provider. Answers the refund id.
 */
export async function refundPayment(deps: CommerceDeps, tx: Db, order: OrderRow, amountPence: number, key: string): Promise<string> {
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
