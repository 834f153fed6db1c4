/** The payment provider's side in the multi-instance tests: what Stripe would (re)deliver. */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { signPayload } from '../src/modules/payments/providers/signature.ts';
import { WEBHOOK_SECRET } from './cluster.ts';

/**
 * Delivers the session's completed event again, signed with the webhook secret, to `baseUrl`
 * (the proxy: it lands on either instance). Returns the HTTP status, 0 when nothing was sent
 * (the session is not complete) or the request failed.
 */
export async function redeliver(pool: pg.Pool, baseUrl: string, sessionId: string): Promise<number> {
  const { rows } = await pool.query(
    `select s.id, s.status, s.payment_ref, s.amount_pence, s.expires_at, o.guid from payment_sessions s join orders o on o.id = s.order_id where s.id = $1`,
    [sessionId],
  );
  const s = rows[0];
  if (!s || s.status !== 'complete') return 0;
  const created = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_scale_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created,
    livemode: false,
    data: {
      object: {
        id: s.id,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: s.payment_ref,
        client_reference_id: s.guid,
        metadata: { order_guid: s.guid },
        amount_total: s.amount_pence,
        currency: 'gbp',
        expires_at: Math.floor(new Date(s.expires_at).getTime() / 1000),
      },
    },
  });
  const res = await fetch(`${baseUrl}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, WEBHOOK_SECRET, created) },
    body: payload,
  }).catch(() => undefined);
  return res?.status ?? 0;
}
