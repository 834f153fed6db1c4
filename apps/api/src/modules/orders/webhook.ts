import { badRequest } from '../../lib/errors.ts';
import type { CommerceDeps } from './deps.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { sendNotices, type Notice } from './notify.ts';
import { orderRepository } from './repository.ts';
import { ProviderError, type ProviderSession } from '../payments/providers/provider.ts';
import { paymentRepository } from '../payments/repository.ts';
import { inTransaction, type Db } from '../../db/client.ts';

/**
 * A session that pays something other than an order, a gift card sale (R23.13): its handler answers
 * undefined when the session is not its own, else what to do after the commit (the card's mail).
 */
export type OtherSessions = (tx: Db, session: ProviderSession) => Promise<{ after?: () => Promise<void> } | undefined>;

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * POST /api/payment/webhook, for Stripe and the test provider alike (R5.8). The event id
 * is claimed in webhook_events in the same transaction as its effect, so a redelivery, or a
 * concurrent delivery of the same event, is a no-op; mail goes out after the commit and only from
 * the delivery that changed the order.
 */
export function webhookHandler(deps: CommerceDeps, lifecycle: OrderLifecycle, otherSessions: OtherSessions) {
  return async function handle(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
    let verified;
    try {
      verified = deps.providers.verify(rawBody, signature);
    } catch (err) {
      if (err instanceof ProviderError) throw badRequest(`The webhook body is not an event: ${err.message}`, 'BAD_WEBHOOK');
      throw err;
    }
    if (!verified) throw badRequest('The webhook signature is missing or does not match.', 'BAD_SIGNATURE');
    const { provider, event } = verified;
    const source = `${provider.name} webhook ${event.type}`;

    type Result = { outcome: WebhookOutcome; notices: Notice[]; after?: () => Promise<void> };
    const { outcome, notices, after } = await inTransaction(deps.db, async (tx): Promise<Result> => {
      if (!(await paymentRepository(tx).claimEvent(event.id, provider.name, event.type, deps.clock.now()))) {
        return { outcome: 'duplicate', notices: [] };
      }
      const session = event.session;
      if (!session || !(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { outcome: 'ignored', notices: [] };
      const orders = orderRepository(tx);
      const order =
        (await orders.bySessionId(session.id, 'update')) ??
        (session.orderGuid ? await orders.byGuid(session.orderGuid, 'update') : undefined);
      // A gift card sale's session (R23.13): the card is issued once; its mail goes after the commit.
      const failed = event.type === 'checkout.session.async_payment_failed';
      const other = order ? undefined : await otherSessions(tx, failed ? { ...session, paid: false, status: 'failed' } : session);
      if (other) return { outcome: 'applied', notices: [], after: other.after };
      if (!order) {
        deps.log.warn({ event: event.id, session: session.id }, 'webhook for a checkout session the store does not know');
        return { outcome: 'ignored', notices: [] };
      }
      const paid = { paymentRef: session.paymentRef, amountTotalPence: session.amountTotalPence, source };
      switch (event.type) {
        case 'checkout.session.completed':
          // Unpaid here means a delayed payment method: async_payment_succeeded or _failed follows.
          return { outcome: 'applied', notices: session.paid ? await lifecycle.markPaid(tx, order, paid) : [] };
        case 'checkout.session.async_payment_succeeded':
          return { outcome: 'applied', notices: await lifecycle.markPaid(tx, order, paid) };
        case 'checkout.session.async_payment_failed':
          await lifecycle.markUnpaid(tx, order, 'PaymentFailed', 'payment', `The payment failed (${source}).`);
          return { outcome: 'applied', notices: [] };
        default:
          await lifecycle.markUnpaid(tx, order, 'Expired', 'payment', `The checkout session expired (${source}).`);
          return { outcome: 'applied', notices: [] };
      }
    });
    await sendNotices(deps, notices);
    await after?.().catch((err: unknown) =>
      deps.log.error({ err }, 'a gift card paid for today could not be mailed now; the sweep sends it'),
    );
    return outcome;
  };
}
