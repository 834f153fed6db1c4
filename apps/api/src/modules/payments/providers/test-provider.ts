import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { paymentRepository, type PaymentSessionRow } from '../repository.ts';
import { eventFromJson, ProviderError, type PaymentProvider, type ProviderSession } from './provider.ts';
import { signPayload, verifySignature } from './signature.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-looking ids: a prefix and 24 random base62 characters. */
export function randomId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += BASE62[b % 62];
  return `${prefix}_${out}`;
}

export const TEST_SESSION_PREFIX = 'cs_test';
export const TEST_PAGE_PATH = '/pay/test';

export interface TestProviderOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  webhookSecret: string;
}

export interface TestProvider extends PaymentProvider {
  readonly name: 'test';
  /** The session as its hosted page shows it; expired on the way if its time is up. */
  session(id: string): Promise<PaymentSessionRow | undefined>;
  /** Takes the payment: the session becomes complete unless it was no longer open. */
  complete(id: string): Promise<PaymentSessionRow | undefined>;
  /** A declined card ends the session as failed; the shopper's cancel ends it as expired. */
  close(id: string, as: 'failed' | 'expired'): Promise<PaymentSessionRow | undefined>;
  /** A Stripe-shaped event about a session, signed as Stripe signs its webhooks. */
  signedEvent(type: string, session: PaymentSessionRow, orderGuid: string): { payload: string; signature: string };
}

/**
 * The built-in payment provider (R5.7). Its sessions are the store's own payment_sessions
 * rows, its hosted page is served by the API (test-page.ts), and it reports outcomes through the
 * same signed webhook as Stripe.
 */
export function testProvider(opts: TestProviderOptions): TestProvider {
  const now = () => opts.clock.now();
  const repo = (db?: Db) => paymentRepository(db ?? opts.db);

  function toProviderSession(row: PaymentSessionRow): ProviderSession {
    return {
      id: row.id,
      status: row.status,
      paid: row.status === 'complete',
      paymentRef: row.paymentRef,
      orderGuid: null,
      amountTotalPence: row.amountPence,
    };
  }

  async function current(id: string, db?: Db): Promise<PaymentSessionRow | undefined> {
    const row = await repo(db).byId(id);
    if (!row || row.provider !== 'test') return undefined;
    // Like Stripe, a session past its expiry is expired whether or not anyone looked.
    if (row.status === 'open' && row.expiresAt.getTime() <= now().getTime()) {
      return (await repo(db).closeOpen(id, 'expired', now())) ?? repo(db).byId(id);
    }
    return row;
  }

  async function mustGet(id: string, db?: Db): Promise<PaymentSessionRow> {
    const row = await current(id, db);
    if (!row) throw new ProviderError(`No such test checkout session: ${id}`);
    return row;
  }

  return {
    name: 'test',

    async createSession(input) {
      const id = randomId(TEST_SESSION_PREFIX);
      return { id, url: `${opts.publicUrl}${TEST_PAGE_PATH}/${id}`, expiresAt: input.expiresAt };
    },

    async retrieveSession(id, db) {
      return toProviderSession(await mustGet(id, db));
    },

    async expireSession(id, db) {
      await mustGet(id, db);
      await repo(db).closeOpen(id, 'expired', now());
      return toProviderSession(await mustGet(id, db));
    },

    async refund({ paymentRef, amountPence }, db) {
      const row = await repo(db).byPaymentRef(paymentRef);
      if (!row || row.provider !== 'test' || row.status !== 'complete') throw new ProviderError(`No such test payment: ${paymentRef}`);
      if (amountPence <= 0 || amountPence > row.amountPence)
        throw new ProviderError(`Cannot refund ${amountPence} pence of a ${row.amountPence} pence payment`);
      return { id: randomId('re_test') };
    },

    verifyWebhook(rawBody, signatureHeader) {
      const ok = verifySignature(rawBody, signatureHeader, opts.webhookSecret, Math.floor(now().getTime() / 1000));
      return ok ? eventFromJson(rawBody) : null;
    },

    session: (id) => current(id),

    async complete(id) {
      if (!(await current(id))) return undefined;
      return repo().completeOpen(id, randomId('pi_test'), now());
    },

    async close(id, as) {
      if (!(await current(id))) return undefined;
      return repo().closeOpen(id, as, now());
    },

    signedEvent(type, session, orderGuid) {
      const created = Math.floor(now().getTime() / 1000);
      const status = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
      const payload = JSON.stringify({
        id: randomId('evt_test'),
        object: 'event',
        type,
        created,
        livemode: false,
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            status,
            payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
            payment_intent: session.paymentRef,
            client_reference_id: orderGuid,
            metadata: { order_guid: orderGuid },
            amount_total: session.amountPence,
            currency: 'gbp',
            expires_at: Math.floor(session.expiresAt.getTime() / 1000),
          },
        },
      });
      return { payload, signature: signPayload(payload, opts.webhookSecret, created) };
    },
  };
}
