/**
 * npm run test:deploy: the docker-compose.yml topology tried for real on this machine. Two
 * instances run from the image's own files (ATELIER_IMAGE, read-only root, the image's user and
 * command) against this machine's PostgreSQL and Redis, behind Debian's nginx with the
 * repository's nginx.conf. Then: a shopper crosses instances; kill -9 of one instance in the
 * middle of checkouts; a rolling restart onto a version whose migration adds a column and an index.
 * Each part prints its figures (requests sent, failed, orders lost).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderListResponse } from '@atelier/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { createDatabase, startInstance, stopInstance, tempDataDir, waitReady, type Instance, type ScaleDatabase } from '../cluster.ts';
import { failing, invariantViolations, setStock } from '../invariants.ts';
import { redeliver } from '../provider.ts';
import { PASSWORD, Shopper, type Answer } from '../shopper.ts';
import { startNginx, type Nginx } from './nginx.ts';

const IMAGE = process.env.ATELIER_IMAGE ?? '';
const BASE = Number(process.env.DEPLOY_BASE_PORT || 8520);
const PORTS = { nginx: BASE, a: BASE + 1, b: BASE + 2 } as const;
const PUBLIC_URL = `http://127.0.0.1:${PORTS.nginx}`;
// nginx.conf overwrites X-Forwarded-For with the client's address, so every shopper of this test
// is 127.0.0.1: the per-address limits are raised for it.
const RATE_LIMITS = 'register.ip=2000/1h,login.ip=2000/1h,login.address=2000/1h';

let db: ScaleDatabase;
let nginx: Nginx;
const live = new Map<'A' | 'B', Instance>();
const dataDirs: string[] = [];

function launch(name: 'A' | 'B', binds: string[] = []): Instance {
  const dataDir = tempDataDir(`deploy-${name}`);
  dataDirs.push(dataDir);
  const instance = startInstance({
    name,
    port: name === 'A' ? PORTS.a : PORTS.b,
    databaseUrl: db.url,
    publicUrl: PUBLIC_URL,
    dataDir,
    image: { name: IMAGE, binds },
    env: { RATE_LIMITS, ORDER_SWEEP_INTERVAL_SECONDS: '1', LOG_LEVEL: 'warn' },
  });
  live.set(name, instance);
  return instance;
}

async function someVariant(): Promise<{ slug: string; guid: string; id: number }> {
  const { rows } = await db.pool.query(
    `select p.slug, v.guid, v.id from variants v join products p on p.id = v.product_id
     where p.on_sale and p.archived_at is null and v.quantity > 0 order by v.id limit 1 offset $1`,
    [Math.floor(Math.random() * 50)],
  );
  return rows[0] as { slug: string; guid: string; id: number };
}

const paidOrders = (a: Answer<OrderListResponse>) => a.json.orders.filter((o: { status: string }) => o.status === 'Waiting');
const quiet = async <T>(p: Promise<Answer<T>>): Promise<Answer<T> | undefined> => p.catch(() => undefined);

beforeAll(async () => {
  if (!IMAGE)
    throw new Error(
      'ATELIER_IMAGE is not set: build the image first (npm run test:image), then ATELIER_IMAGE=localhost/atelier:test npm run test:deploy',
    );
  if (process.getuid?.() !== 0) throw new Error('npm run test:deploy runs the image from its files with chroot: it needs root');
  db = await createDatabase();
  await waitReady(launch('A'), 240_000);
  await waitReady(launch('B'), 240_000);
  nginx = await startNginx(PORTS.nginx, [PORTS.a, PORTS.b]);
});

afterAll(async () => {
  await nginx?.close();
  await Promise.all([...live.values()].map((i) => stopInstance(i)));
  await db?.drop();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('two instances from the image behind nginx', () => {
  it('a shopper signs in on one, pays on the other, the webhook lands on either, the order shows everywhere', async () => {
    const [a, b] = [live.get('A')!, live.get('B')!];
    const v = await someVariant();
    const shopper = new Shopper(a.url, PUBLIC_URL);
    await shopper.register();
    expect((await shopper.call('POST', '/api/auth/login', { email: shopper.email, password: PASSWORD })).status).toBe(200);
    await shopper.addToCart(v.slug, v.guid, 1);

    shopper.base = b.url;
    const checkout = await shopper.checkout();
    expect(checkout.status, checkout.text).toBe(200);
    expect((await shopper.pay(checkout.json.id!)).status).toBe(303);
    const before = nginx.accessLog().length;
    for (let i = 0; i < 4; i++) expect(await redeliver(db.pool, nginx.url, checkout.json.id!)).toBe(200);
    const webhookUpstreams = new Set(
      nginx
        .accessLog()
        .slice(before)
        .filter((l) => l.startsWith('POST /api/payment/webhook 200'))
        .map((l) => l.split(' ')[3]),
    );
    expect(webhookUpstreams).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]));

    for (const base of [a.url, b.url, nginx.url]) {
      shopper.base = base;
      const history = await shopper.call<OrderListResponse>('GET', '/api/order/paginated');
      expect(history.status, `${base}: ${history.text}`).toBe(200);
      expect(paidOrders(history), base).toHaveLength(1);
    }
    console.log(
      `[deploy] cross-instance: signed in on A, paid on B, webhook landed on ${[...webhookUpstreams].join(' and ')}, order paid on A, B and through nginx`,
    );
  });

  it('kill -9 of one instance during checkouts loses no paid order, and nginx keeps serving', async () => {
    const SHOPPERS = Number(process.env.DEPLOY_KILL_SHOPPERS || 24);
    const v = await someVariant();
    const stock = SHOPPERS * 2 + 5;
    const baseline = await setStock(db.pool, v.id, stock);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const s = new Shopper(nginx.url);
      await s.register();
      await s.addToCart(v.slug, v.guid, 1 + (i % 2));
      shoppers.push(s);
    }

    // Browsers reading pages through nginx the whole time: nginx must keep answering them.
    // A read that B was answering when it died is cut (nginx has passed on part of the answer and
    // cannot retry it); every read after that must be answered.
    const browsing = { sent: 0, failed: 0, failedAfterKill: 0, stop: false };
    let killedAt = 0;
    const browse = async () => {
      while (!browsing.stop) {
        for (const p of ['/', '/api/category/categories']) {
          browsing.sent += 1;
          const sentAt = Date.now();
          const ok = await fetch(`${nginx.url}${p}`)
            .then(async (r) => (await r.arrayBuffer(), r.ok))
            .catch(() => false);
          if (!ok) {
            browsing.failed += 1;
            if (killedAt && sentAt > killedAt + 100) browsing.failedAfterKill += 1;
          }
        }
      }
    };
    const browsers = Array.from({ length: 4 }, browse);

    const b = live.get('B')!;
    const sessions: (string | undefined)[] = [];
    const burst = { sent: 0, failed: 0, paid: 0 };
    let killedAfter = -1;
    const attempts = shoppers.map(async (s, i) => {
      await new Promise((r) => setTimeout(r, i * 30));
      burst.sent += 1;
      const checkout = await quiet(s.checkout());
      if (checkout?.status !== 200) return void (burst.failed += 1);
      sessions[i] = checkout.json.id;
      burst.sent += 1;
      const pay = await quiet(s.pay(checkout.json.id!));
      if (pay?.status !== 303) return void (burst.failed += 1);
      burst.paid += 1;
    });
    const killer = (async () => {
      while (burst.paid < SHOPPERS / 4) await new Promise((r) => setTimeout(r, 5));
      killedAfter = burst.paid;
      killedAt = Date.now();
      b.child.kill('SIGKILL');
    })();
    await Promise.all([...attempts, killer]);
    expect((await b.exited).signal).toBe('SIGKILL');

    // B comes back from the image; shoppers whose request was cut retry, as people do.
    await waitReady(launch('B'), 240_000);
    browsing.stop = true;
    await Promise.all(browsers);
    let retried = 0;
    await Promise.all(
      shoppers.map(async (s, i) => {
        let id = sessions[i];
        if (id) {
          const page = await s.call('GET', `/pay/test/${id}`);
          if (page.status === 200 && page.text.includes('name="cardNumber"')) {
            retried += 1;
            expect((await s.pay(id)).status).toBe(303);
          }
        } else {
          retried += 1;
          const again = await s.checkout();
          expect(again.status, again.text).toBe(200);
          id = again.json.id!;
          expect((await s.pay(id)).status).toBe(303);
        }
        expect(await redeliver(db.pool, nginx.url, id!)).toBe(200);
      }),
    );

    let lost = 0;
    for (const s of shoppers) {
      const history = await s.call<OrderListResponse>('GET', '/api/order/paginated');
      expect(history.status).toBe(200);
      if (paidOrders(history).length !== 1) lost += 1;
    }
    const violations = failing(await invariantViolations(db.pool, [baseline]));
    console.log(
      `[deploy] kill -9: B killed after ${killedAfter} of ${SHOPPERS} payments; shopper requests sent ${burst.sent}, failed ${burst.failed} (retried ${retried}); ` +
        `page reads through nginx sent ${browsing.sent}, failed ${browsing.failed} (cut by the kill; sent after it: ${browsing.failedAfterKill}); paid orders lost ${lost}`,
    );
    expect(lost).toBe(0);
    expect(violations).toEqual({});
    expect(browsing.failed).toBeLessThanOrEqual(4);
    expect(browsing.failedAfterKill, nginx.errorLog()).toBe(0);
  });

  it('a rolling restart onto a version whose migration adds a column and an index: no request fails, no session is lost', async () => {
    const migrations = migrationsWithProbe();
    const v = await someVariant();
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 6; i++) {
      const s = new Shopper(nginx.url);
      await s.register();
      shoppers.push(s);
    }
    // Steady load through nginx: a page, the signed-in account, a cart write (POST, which nginx
    // never retries on another instance) and an idempotent one (PUT).
    const load = { sent: 0, failed: 0, sessionsLost: 0, stop: false, failures: [] as string[] };
    const step = async (s: Shopper, method: string, url: string, body?: unknown) => {
      load.sent += 1;
      const res = await quiet(s.call(method, url, body));
      const ok = res !== undefined && res.status < 400;
      if (!ok) {
        load.failed += 1;
        if (load.failures.length < 10)
          load.failures.push(`${method} ${url} -> ${res?.status ?? 'network error'} ${res?.text.slice(0, 120) ?? ''}`);
      }
      if (url === '/api/user' && res?.status === 401) load.sessionsLost += 1;
    };
    const drive = async (s: Shopper) => {
      while (!load.stop) {
        await step(s, 'GET', '/');
        await step(s, 'GET', '/api/user');
        await step(s, 'POST', '/api/cart', { itemSlug: v.slug, itemCount: 1, variantGuid: v.guid });
        await step(s, 'PUT', `/api/cart/${v.slug}`, { itemCount: 1, variantGuid: v.guid });
      }
    };
    const fromLine = nginx.accessLog().length;
    const drivers = shoppers.map(drive);
    const started = Date.now();
    const timeline: string[] = [];
    try {
      await new Promise((r) => setTimeout(r, 2000));
      // An instance restarted by an earlier test may still be held failed by nginx for up to
      // fail_timeout: a restart begins only once nginx is sending traffic to both, as a rolling
      // deploy script waits for its proxy.
      await servedBy(PORTS.a, fromLine);
      await servedBy(PORTS.b, fromLine);
      for (const name of ['A', 'B'] as const) {
        const old = live.get(name)!;
        const t0 = Date.now();
        await stopInstance(old, 'SIGTERM');
        expect((await old.exited).code, old.output().slice(-2000)).toBe(0);
        const logged = nginx.accessLog().length;
        const next = launch(name, [`${migrations}:/app/apps/api/src/db/migrations`]);
        await waitReady(next, 240_000);
        // nginx marked the instance failed while it was down and tries it again only after
        // fail_timeout: the next instance may stop once nginx is sending traffic to this one.
        await servedBy(next.port, logged);
        // And past fail_timeout (5 s), so no failure counted while it was down is still held.
        await new Promise((r) => setTimeout(r, 6000));
        timeline.push(`${name} drained and back on the new version, serving through nginx, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
    } finally {
      load.stop = true;
      await Promise.all(drivers);
    }
    const { rows: column } = await db.pool.query(
      `select count(*)::int n from information_schema.columns where table_name = 'orders' and column_name = 'gift_message'`,
    );
    const { rows: index } = await db.pool.query(`select count(*)::int n from pg_indexes where indexname = 'orders_gift_message_idx'`);
    const { rows: applied } = await db.pool.query(`select count(*)::int n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    console.log(
      `[deploy] rolling restart over ${((Date.now() - started) / 1000).toFixed(0)} s (${timeline.join('; ')}): ` +
        `requests sent ${load.sent}, failed ${load.failed}, sessions lost ${load.sessionsLost}` +
        (load.failures.length ? `\n  ${load.failures.join('\n  ')}\n${nginx.errorLog()}` : ''),
    );
    expect(column[0].n).toBe(1);
    expect(index[0].n).toBe(1);
    expect(applied[0].n).toBe(journal.entries.length);
    expect(load.sent).toBeGreaterThan(100);
    expect(load.failed).toBe(0);
    expect(load.sessionsLost).toBe(0);
  });
});

/** Waits until nginx's access log, past its first `from` lines, shows an answer from `port`. */
async function servedBy(port: number, from: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  const upstream = ` 127.0.0.1:${port} `;
  while (
    !nginx
      .accessLog()
      .slice(from)
      .some((l) => `${l} `.includes(upstream) && / [23]\d\d$/.test(l))
  ) {
    if (Date.now() > deadline) throw new Error(`nginx sent nothing to 127.0.0.1:${port} within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The next version's migrations: a copy of this checkout's folder plus one that expands the
 * schema the way docs/deployment.md allows during a rolling restart (a nullable column, an
 * index), so the previous version keeps working against it. Test-only: never in the repository.
 */
function migrationsWithProbe(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-migrations-'));
  fs.cpSync(path.join(repoRoot, 'apps/api/src/db/migrations'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_rolling_restart_probe`;
  journal.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1000, tag, breakpoints: true });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  fs.writeFileSync(
    path.join(dir, `${tag}.sql`),
    'ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint\nCREATE INDEX "orders_gift_message_idx" ON "orders" ("gift_message");\n',
  );
  // The image's node user reads it through a bind mount.
  fs.chmodSync(dir, 0o755);
  return dir;
}
