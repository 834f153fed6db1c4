/**
 * npm run test:scale: two real Atelier processes on PostgreSQL and Redis behind a round-robin
 * proxy. Whatever instance answers, sign-in, carts, checkout, payments and rate limits hold.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { OrderListResponse, OrderSuccess } from '@atelier/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
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
import { startProxy, type Proxy } from './proxy.ts';
import { PASSWORD, Shopper, type Answer } from './shopper.ts';

let db: ScaleDatabase;
let a: Instance;
let b: Instance;
let proxy: Proxy;
const dataDirs: string[] = [];
// Low login limits so the shared count shows within a few attempts.
const RATE_LIMITS = 'login.ip=6/1m,login.address=50/1m,register.ip=50/1h';

function instance(name: string, port: number, env: Record<string, string> = {}) {
  const dataDir = tempDataDir(name);
  dataDirs.push(dataDir);
  return startInstance({
    name,
    port,
    databaseUrl: db.url,
    publicUrl: `http://127.0.0.1:${BASE_PORT}`,
    dataDir,
    env: { RATE_LIMITS, ...env },
  });
}

/** A variant of a product of the demo catalogue, with its stock set for the test. */
async function variantWithStock(quantity: number, skip = 0): Promise<{ slug: string; guid: string; id: number; productId: number }> {
  const { rows } = await db.pool.query(
    `select p.slug, v.guid, v.id, p.id as "productId" from variants v join products p on p.id = v.product_id
     where p.on_sale and p.archived_at is null order by p.id, v.id offset $1 limit 1`,
    [skip],
  );
  const v = rows[0];
  await db.pool.query('update variants set quantity = $1 where id = $2', [quantity, v.id]);
  return v;
}

beforeAll(async () => {
  ensureWebBuild();
  db = await createDatabase();
  // Both start at once on an empty database: they take turns at migrating (advisory lock), and
  // only one seeds the demo catalogue.
  a = instance('A', BASE_PORT + 1);
  b = instance('B', BASE_PORT + 2);
  await Promise.all([waitReady(a), waitReady(b)]);
  proxy = await startProxy(BASE_PORT, [
    { name: 'A', port: a.port },
    { name: 'B', port: b.port },
  ]);
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
  await db?.drop();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
}, 60_000);

describe('two instances started together', () => {
  it('ran every migration once and seeded the demo catalogue once', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows: migrations } = await db.pool.query('select hash from drizzle.__drizzle_migrations');
    expect(migrations).toHaveLength(journal.entries.length);
    const { rows: marks } = await db.pool.query(`select key from store_settings where key = 'demo_seeded_at'`);
    expect(marks).toHaveLength(1);
    const { rows: products } = await db.pool.query('select count(*)::int n from products');
    expect(products[0].n).toBeGreaterThan(10);
  });
});

describe('a shopper whose requests alternate between the instances', () => {
  it('browses, registers, signs in, fills a cart, checks out, pays and finds the order in the history', async () => {
    const s = new Shopper(proxy.url);
    const upstreams = new Set<string>();
    const step = async <T>(p: Promise<Answer<T>>) => {
      const res = await p;
      upstreams.add(res.upstream);
      return res;
    };

    const home = await step(s.call('GET', '/'));
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html');
    const { slug, guid } = await variantWithStock(10);
    const product = await step(s.call('GET', `/product-detail/${slug}`));
    expect(product.status).toBe(200);

    await s.register();
    await step(s.call('POST', '/api/auth/logout'));
    expect(s.jar.has('atelier_session')).toBe(false);
    const login = await step(s.call('POST', '/api/auth/login', { email: s.email, password: PASSWORD }));
    expect(login.status).toBe(200);
    // The session made on one instance is honoured by the other (shared JWT_SECRET, revocation in PostgreSQL).
    for (let i = 0; i < 2; i++) {
      const me = await step(s.call('GET', '/api/user'));
      expect(me.status, me.text).toBe(200);
    }

    await s.addToCart(slug, guid, 2);
    for (let i = 0; i < 2; i++) {
      const cart = await step(s.call('GET', '/api/cart'));
      expect(cart.status).toBe(200);
      expect(JSON.stringify(cart.json)).toContain(guid);
    }

    const checkout = await step(s.checkout());
    expect(checkout.status, checkout.text).toBe(200);
    const sessionId = checkout.json.id as string;
    const page = await step(s.call('GET', `/pay/test/${sessionId}`));
    expect(page.status).toBe(200);
    const paid = await step(s.pay(sessionId));
    expect(paid.status, paid.text).toBe(303);
    expect(paid.headers.get('location')).toContain(`/checkout/success?session_id=${sessionId}`);

    const success = await step(s.call<{ order: OrderSuccess }>('GET', `/api/payment/order/by-session/${sessionId}`));
    expect(success.status).toBe(200);
    expect(success.json.order.paymentStatus).toBe('paid');
    for (let i = 0; i < 2; i++) {
      const history = await step(s.call<OrderListResponse>('GET', '/api/order/paginated'));
      expect(history.status).toBe(200);
      expect(history.json.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(checkout.json.orderNumber);
    }
    const cartAfter = await step(s.call('GET', '/api/cart'));
    expect(JSON.stringify(cartAfter.json)).not.toContain(guid);
    expect([...upstreams].sort()).toEqual(['A', 'B']);
  });
});

describe('the last units, bought at once through both instances', () => {
  it('sells exactly the stock, never more, and never goes negative', async () => {
    const STOCK = 5;
    const SHOPPERS = 24;
    const v = await variantWithStock(STOCK + 100, 3);
    const shoppers = Array.from({ length: SHOPPERS }, () => new Shopper(proxy.url));
    for (const s of shoppers) {
      await s.register();
      await s.addToCart(v.slug, v.guid, 1);
    }
    await db.pool.query('update variants set quantity = $1 where id = $2', [STOCK, v.id]);

    const answers = await Promise.all(shoppers.map((s) => s.checkout()));
    const ok = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(STOCK);
    for (const r of refused) {
      expect(r.status, r.text).toBe(409);
      expect(r.json.message).toEqual(expect.any(String));
    }
    expect(new Set(answers.map((r) => r.upstream))).toEqual(new Set(['A', 'B']));
    const { rows } = await db.pool.query('select quantity from variants where id = $1', [v.id]);
    expect(rows[0].quantity).toBe(0);

    // Paying for all of them changes nothing in the count; the invariants hold.
    const sessions = ok.map((r, i) => ({ r, s: shoppers[answers.indexOf(r)]!, i }));
    const pays = await Promise.all(sessions.map(({ r, s }) => s.pay(r.json.id!)));
    expect(pays.map((p) => p.status)).toEqual(Array(STOCK).fill(303));
    const { rows: sold } = await db.pool.query(
      `select coalesce(sum(l.quantity), 0)::int n from order_lines l join orders o on o.id = l.order_id where l.variant_id = $1 and o.paid_at is not null`,
      [v.id],
    );
    expect(sold[0].n).toBe(STOCK);
    expect(failing(await invariantViolations(db.pool, [{ variantId: v.id, initial: STOCK }]))).toEqual({});
  });
});

describe('the answer cache of each instance under sales (R15.9)', () => {
  it("a sale on one instance reaches the other's pages at once and leaves its other answers in memory", async () => {
    const sold = await variantWithStock(20, 20);
    const other = await variantWithStock(20, 60);
    expect(other.productId).not.toBe(sold.productId);
    type Page = { formattedItem: { totalPrice: number; variants: { guid: string; quantity: number }[] } };
    const onB = async (slug: string) => (await (await fetch(`${b.url}/api/item/${slug}`)).json()) as Page;
    const units = (p: Page) => p.formattedItem.variants.find((v) => v.guid === sold.guid)!.quantity;
    expect(units(await onB(sold.slug))).toBe(20);
    const price = (await onB(other.slug)).formattedItem.totalPrice;

    // A change made with the triggers off is never announced: only B's memory still shows the old price.
    const c = await db.pool.connect();
    try {
      await c.query('begin');
      await c.query('set local session_replication_role = replica');
      await c.query('update products set price_pence = price_pence + 100 where id = $1', [other.productId]);
      await c.query('commit');
    } finally {
      c.release();
    }

    // A shopper buys two units on A (its requests carry the shop's own origin, as behind the proxy).
    const s = new (class extends Shopper {
      override call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
        return super.call<T>(method, path, body, { origin: proxy.url, ...extra });
      }
    })(a.url);
    await s.register();
    await s.addToCart(sold.slug, sold.guid, 2);
    const checkout = await s.checkout();
    expect(checkout.status, checkout.text).toBe(200);

    // B hears of the sale a moment after the commit and drops the sold product's page...
    let seen = 0;
    for (let i = 0; i < 100 && (seen = units(await onB(sold.slug))) !== 18; i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toBe(18);
    // ...but not the other product's: it still answers from memory (the unannounced price is not seen).
    expect((await onB(other.slug)).formattedItem.totalPrice).toBe(price);

    // Put the price back, announced this time.
    await db.pool.query('update products set price_pence = price_pence - 100 where id = $1', [other.productId]);
  });
});

describe('rate limits across instances (Redis)', () => {
  it('counts the attempts of one address wherever they land', async () => {
    const s = new Shopper(proxy.url);
    const statuses: number[] = [];
    const upstreams = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const res = await s.call('POST', '/api/auth/login', { email: `nobody${i}@example.com`, password: 'Wrong-Pass-1' });
      statuses.push(res.status);
      upstreams.add(res.upstream);
    }
    // login.ip=6/1m in total, not 6 per instance.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429]);
    expect(upstreams).toEqual(new Set(['A', 'B']));
  });
});

describe('HTML in names renders inert on every page', () => {
  const EVIL = `Evil</script><script>alert(1)</script><img src=x onerror=alert(2)>"'&`;

  it('a product and a customer named with markup render escaped in the server-rendered HTML', async () => {
    const v = await variantWithStock(3, 7);
    await db.pool.query('update products set name = $1, detail = $1 where id = $2', [EVIL, v.productId]);
    const s = new Shopper(proxy.url);
    const reg = await s.call('POST', '/api/auth/register', {
      firstName: EVIL.slice(0, 60),
      lastName: '<b>x</b>',
      email: s.email,
      password: PASSWORD,
    });
    expect(reg.status, reg.text).toBe(201);
    await s.addToCart(v.slug, v.guid, 1);
    const { rows: cats } = await db.pool.query('select c.slug from categories c join products p on p.category_id = c.id where p.id = $1', [
      v.productId,
    ]);
    const pages = [
      '/',
      `/product-detail/${v.slug}`,
      '/product-list',
      `/product-list?category=${cats[0]?.slug ?? ''}`,
      '/product-list?search=evil',
      '/view-cart',
      '/about-us',
      '/nowhere',
    ];
    for (const url of pages) {
      const res = await s.call('GET', url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.text, url).not.toContain('<script>alert(1)');
      expect(res.text, url).not.toContain('<img src=x onerror');
      expect(res.text, url).not.toContain('<b>x</b>');
    }
    const product = await s.call('GET', `/product-detail/${v.slug}`);
    expect(product.text).toContain('Evil&lt;/script&gt;&lt;script&gt;alert(1)');
  });
});

describe('SIGTERM', () => {
  it('lets the requests in flight finish, then exits cleanly', async () => {
    const c = instance('C', BASE_PORT + 3, { LOG_LEVEL: 'info' });
    await waitReady(c);
    const N = 12;
    // Page requests the server has read (its in-process API calls log too, with /api/ urls).
    const taken = () => (c.output().match(/"url":"\/product-list[^"]*"[^\n]*"incoming request"/g) ?? []).length;
    const before = taken();
    const inflight = Array.from({ length: N }, (_, i) =>
      fetch(`${c.url}/product-list?page=${(i % 3) + 1}`).then(async (r) => ({ status: r.status, size: (await r.text()).length })),
    );
    // Wait until the server has taken every request, then ask it to stop.
    const deadline = Date.now() + 20_000;
    while (taken() - before < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    c.child.kill('SIGTERM');
    const results = await Promise.all(inflight);
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect(results.every((r) => r.size > 1000)).toBe(true);
    const exit = await c.exited;
    expect(exit.code).toBe(0);
    expect(c.output()).toContain('shutting down: draining requests');
    expect(c.output()).toContain('drained: bye');
    await expect(fetch(`${c.url}/healthz`)).rejects.toThrow();
  });

  it('leaves an idle keep-alive connection open: a request a proxy sends on it after the signal is answered, with Connection: close', async () => {
    const d = instance('D', BASE_PORT + 4, { SHUTDOWN_IDLE_SECONDS: '3' });
    await waitReady(d);
    // One pooled connection, as nginx keeps to each instance.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string) =>
      new Promise<{ status: number; connection: string | undefined; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${d.url}${url}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    expect(await get('/healthz')).toEqual({ status: 200, connection: 'keep-alive', reused: false });
    d.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    // New connections are refused (a proxy sends those to another instance)...
    const fresh = new Promise((resolve, reject) => http.get(`${d.url}/healthz`, { agent: false }, resolve).on('error', reject));
    await expect(fresh).rejects.toThrow(/ECONNREFUSED/);
    // ...while the idle one still takes a request, and its answer ends it.
    expect(await get('/healthz')).toEqual({ status: 200, connection: 'close', reused: true });
    expect((await d.exited).code).toBe(0);
    agent.destroy();
  });
});
