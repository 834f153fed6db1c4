/**
 * Part of npm run test:scale: kill -9 one of two instances in the middle of a burst of checkouts,
 * payments and webhook deliveries, restart it, let shoppers and the provider retry as they would,
 * then check in SQL that no paid order was lost, no stock lost or counted twice, and no order is
 * half written.
 */
import fs from 'node:fs';
import type { OrderListResponse } from '@atelier/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_PORT,
  createDatabase,
  ensureWebBuild,
  startInstance,
  stopInstance,
  tempDataDir,
  waitReady,
  type Instance,
  type ScaleDatabase,
} from './cluster.ts';
import { failing, invariantViolations } from './invariants.ts';
import { redeliver as redeliverEvent } from './provider.ts';
import { startProxy, type Proxy } from './proxy.ts';
import { Shopper, type Answer } from './shopper.ts';

const PROXY_PORT = BASE_PORT + 5;
const SHOPPERS = Number(process.env.SCALE_FAULT_SHOPPERS || 30);
const STOCK = SHOPPERS * 2 + 7;

let db: ScaleDatabase;
let proxy: Proxy;
const instances: Instance[] = [];
const dataDirs: string[] = [];

function launch(name: string, port: number): Instance {
  const dataDir = tempDataDir(`fault-${name}`);
  dataDirs.push(dataDir);
  const instance = startInstance({
    name,
    port,
    databaseUrl: db.url,
    publicUrl: `http://127.0.0.1:${PROXY_PORT}`,
    dataDir,
    env: { RATE_LIMITS: 'register.ip=100/1h', ORDER_SWEEP_INTERVAL_SECONDS: '1' },
  });
  instances.push(instance);
  return instance;
}

/** What Stripe would redeliver, through the proxy. */
const redeliver = (sessionId: string) => redeliverEvent(db.pool, proxy.url, sessionId);

interface Attempt {
  shopper: Shopper;
  sessionId?: string;
  errors: string[];
}

const quiet = async <T>(p: Promise<Answer<T>>): Promise<Answer<T> | undefined> => p.catch(() => undefined);

beforeAll(async () => {
  ensureWebBuild();
  db = await createDatabase();
  const a = launch('A', BASE_PORT + 6);
  await waitReady(a);
  const b = launch('B', BASE_PORT + 7);
  await waitReady(b);
  proxy = await startProxy(PROXY_PORT, [
    { name: 'A', port: a.port },
    { name: 'B', port: b.port },
  ]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((i) => stopInstance(i)));
  await db?.drop();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

describe('kill -9 of one instance during checkouts and webhooks', () => {
  it('loses no paid order and no stock, and leaves no half-written order', async () => {
    const { rows } = await db.pool.query(
      `select p.slug, v.guid, v.id from variants v join products p on p.id = v.product_id where p.on_sale and p.archived_at is null order by v.id limit 1`,
    );
    const v = rows[0] as { slug: string; guid: string; id: number };
    await db.pool.query('update variants set quantity = $1 where id = $2', [STOCK, v.id]);

    const attempts: Attempt[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const shopper = new Shopper(proxy.url);
      await shopper.register();
      await shopper.addToCart(v.slug, v.guid, 1 + (i % 2));
      attempts.push({ shopper, errors: [] });
    }

    // The burst: shoppers start 25 ms apart; each checks out, pays (the test provider's webhook
    // runs in the instance that took the payment) and the provider redelivers the event.
    const [, b] = instances as [Instance, Instance];
    let paidCount = 0;
    let killedAt = -1;
    const burst = attempts.map(async (at, i) => {
      await new Promise((r) => setTimeout(r, i * 25));
      const checkout = await quiet(at.shopper.checkout());
      if (checkout?.status !== 200) return void at.errors.push(`checkout ${checkout?.status ?? 'network'}`);
      at.sessionId = checkout.json.id;
      const pay = await quiet(at.shopper.pay(at.sessionId!));
      if (pay?.status !== 303) return void at.errors.push(`pay ${pay?.status ?? 'network'}`);
      paidCount += 1;
      await redeliver(at.sessionId!);
    });
    const killer = (async () => {
      while (paidCount < SHOPPERS / 4) await new Promise((r) => setTimeout(r, 5));
      killedAt = paidCount;
      b.child.kill('SIGKILL');
    })();
    await Promise.all([...burst, killer]);
    expect(killedAt).toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(SHOPPERS);
    expect((await b.exited).signal).toBe('SIGKILL');

    // B comes back on its port; the proxy sends it traffic again.
    const b2 = launch('B', b.port);
    await waitReady(b2);

    // Shoppers and the provider retry as they would: a shopper whose payment page failed opens it
    // again and pays if it is still open; one whose checkout failed checks out again; everyone
    // lands on the success page; the provider redelivers every completed payment.
    await Promise.all(
      attempts.map(async (at) => {
        if (at.sessionId) {
          const page = await at.shopper.call('GET', `/pay/test/${at.sessionId}`);
          if (page.status === 200 && page.text.includes('name="cardNumber"')) await at.shopper.pay(at.sessionId);
        } else {
          const again = await at.shopper.checkout();
          expect(again.status, again.text).toBe(200);
          at.sessionId = again.json.id;
          expect((await at.shopper.pay(at.sessionId!)).status).toBe(303);
        }
        const success = await at.shopper.call('GET', `/api/payment/order/by-session/${at.sessionId}`);
        expect(success.status, success.text).toBe(200);
        await redeliver(at.sessionId!);
        await redeliver(at.sessionId!);
      }),
    );

    // Every shopper has exactly one paid order; the database agrees with itself.
    for (const at of attempts) {
      const history = await at.shopper.call<OrderListResponse>('GET', '/api/order/paginated');
      expect(history.status).toBe(200);
      expect(history.json.orders.filter((o: { paymentStatus?: string; status: string }) => o.status === 'Waiting')).toHaveLength(1);
    }
    const v1 = await invariantViolations(db.pool, [{ variantId: v.id, initial: STOCK }]);
    expect(failing(v1)).toEqual({});
    const { rows: sold } = await db.pool.query(
      `select coalesce(sum(l.quantity), 0)::int n from order_lines l join orders o on o.id = l.order_id where l.variant_id = $1 and o.paid_at is not null`,
      [v.id],
    );
    const wanted = attempts.reduce((n, _a, i) => n + 1 + (i % 2), 0);
    expect(sold[0].n).toBe(wanted);
    const { rows: left } = await db.pool.query('select quantity from variants where id = $1', [v.id]);
    // Unpaid leftovers (a checkout cut by the kill, then replaced) are expired, their units back.
    const { rows: pending } = await db.pool.query(`select count(*)::int n from orders where status = 'PendingPayment'`);
    expect(pending[0].n).toBe(0);
    expect(left[0].quantity).toBe(STOCK - wanted);
    console.log(
      `fault: killed B after ${killedAt}/${SHOPPERS} payments; errors during the burst: ${attempts.flatMap((a) => a.errors).join(', ') || 'none'}; served ${JSON.stringify(Object.fromEntries(proxy.served))}`,
    );
  });
});
