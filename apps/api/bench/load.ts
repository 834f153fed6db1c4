// npm run bench:load [-- --duration 60] [--connections 16] [--warmup 5] [--page-seconds 5] [--keep] [--cache-off]
//
// A mixed shopper load on the real server (production settings, the catalogue answer cache on)
// over PostgreSQL: each request is browsing (70%: home, listings, product pages), search (15%),
// cart (10%: add, view) or checkout (5%: reserve stock, pay on the test provider's page).
// Checkouts take real stock, so the cache hears a stream of sales as in production. Prints
// throughput, p50/p95/p99 latency, the error rate, the mix, the stock taken and the answer
// cache's hit rate and drops (read from the server's metrics listener, METRICS_PORT), the server's
// CPU per request and the bytes of each page. Then each page alone (home, listing, product, search)
// for --page-seconds: its server CPU per page and its HTML bytes, the figures a page change moves.
// Figures only: nothing fails on a slow machine. The database is made for the run and dropped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import { cpuTicks, MS_PER_TICK } from './cpu.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    'page-seconds': { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
    'cache-off': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const pageSeconds = Number(args['page-seconds']);
if (!(duration >= 1) || !(warmup >= 0) || !(connections >= 1) || !(pageSeconds >= 0)) {
  console.error('Usage: npm run bench:load -- [--duration s] [--warmup s] [--connections n] [--page-seconds s] [--keep] [--cache-off]');
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (m: string) => console.log(m);

type Kind = 'browse' | 'search' | 'cart' | 'checkout';
const SEARCHES = ['linen shirt', 'jaket', 'wool', 'dress', 'leather bag', 'navy', 'trousers', 'knit', 'scarf', 'denim'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The server's counters (GET /metrics on its metrics listener), by name with labels, prefix left off. */
async function readMetrics(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^atelier_catalogue_cache_(\S+) (\d+(?:\.\d+)?)$/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}
const diffMetrics = (before: Map<string, number>, after: Map<string, number>) => (name: string) =>
  (after.get(name) ?? 0) - (before.get(name) ?? 0);

async function unitsInStock(db: pg.Pool): Promise<number> {
  return Number((await db.query<{ n: string }>('select sum(quantity) as n from variants')).rows[0]!.n);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

async function main() {
  const dbName = `atelier_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const pgVersion = (await admin.query<{ v: string }>("select current_setting('server_version') v")).rows[0]!.v;
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;

  const port = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Started as npm start starts it, young generation included (docs/decisions/0028).
  const server = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: dbUrl.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(os.tmpdir(), dbName),
      LOG_LEVEL: 'warn',
      // The bench signs its shoppers up from one address.
      RATE_LIMITS: 'register.ip=100000/1h,login.ip=100000/1h',
      // As in production (the default), whatever the calling shell says; --cache-off to compare.
      CATALOGUE_CACHE_TTL_SECONDS: args['cache-off'] ? '0' : '300',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (!args.keep) {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  };

  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error('the server exited during start-up');
      if (i > 600) throw new Error('the server did not become ready in 120 s');
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
    // Plenty of stock: the bench measures checkout, not selling out. Each reservation still takes
    // its units, so every checkout is a stock change the answer cache hears of.
    await db.query('update variants set quantity = 1000000');
    const items = (
      await db.query<{ slug: string; guid: string; category: string }>(
        `select p.slug, v.guid, c.slug as category from variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
       where p.on_sale and p.archived_at is null order by v.id`,
      )
    ).rows;
    const categories = [...new Set(items.map((i) => i.category))];
    const productCount = new Set(items.map((i) => i.slug)).size;

    // One account per virtual shopper (and spares), Bearer tokens as an API client would use.
    const pool: string[] = [];
    for (let i = 0; i < connections * 3; i++) {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Load',
          lastName: 'Shopper',
          email: `load.${i}.${randomBytes(3).toString('hex')}@example.co.uk`,
          password: 'Tweed-Jacket-42',
        }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
      pool.push(((await res.json()) as { accessToken: string }).accessToken);
    }

    // Each request draws its kind by weight (browse 70, search 15, cart 10, checkout 5), so the mix
    // holds from the first second. A shopper's state (account, lines added, open payment session)
    // lives in autocannon's per-connection context; checkout steps run in order: add a line if the
    // cart is empty, reserve (create the session), then pay on the hosted page.
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const counts: Record<Kind, { n: number; errors: number; bytes: number }> = {
      browse: { n: 0, errors: 0, bytes: 0 },
      search: { n: 0, errors: 0, bytes: 0 },
      cart: { n: 0, errors: 0, bytes: 0 },
      checkout: { n: 0, errors: 0, bytes: 0 },
    };
    type Ctx = { token?: string; lines?: number; sessionId?: string; kind?: Kind; step?: 'reserve' | 'pay' | 'other' };
    const spare = [...pool];
    const browse = [
      () => '/',
      () => '/product-list',
      () => `/product-list?category=${pick(categories)}`,
      () => '/product-list?page=2',
      () => `/product-detail/${pick(items).slug}`,
      () => `/product-detail/${pick(items).slug}`,
      () => `/product-detail/${pick(items).slug}`,
    ];
    const json = { 'content-type': 'application/json' };
    const address = {
      fullName: 'Load Shopper',
      phoneNumber: '07700 900123',
      addressLabel: 'Home',
      country: 'United Kingdom',
      city: 'London',
      postcode: 'SW1A 1AA',
      addressLine1: '1 Bench Row',
      addressLine2: '',
      addressNote: '',
    };
    const card = new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
      cardName: 'Load Shopper',
    }).toString();

    function next(req: Request, c: Ctx): Request {
      const r = Math.random() * 100;
      c.kind = r < 70 ? 'browse' : r < 85 ? 'search' : r < 95 ? 'cart' : 'checkout';
      c.step = 'other';
      if (c.kind === 'browse') return { ...req, method: 'GET', path: pick(browse)(), headers: {}, body: undefined };
      if (c.kind === 'search')
        return { ...req, method: 'GET', path: `/product-list?search=${encodeURIComponent(pick(SEARCHES))}`, headers: {}, body: undefined };
      // Cart and checkout are a signed-in shopper's (an account taken for one purchase, then given back).
      c.token ??= pool.shift() ?? pick(spare);
      const headers = { authorization: `Bearer ${c.token}` };
      const add = (): Request => {
        const item = pick(items);
        c.lines = (c.lines ?? 0) + 1;
        return {
          ...req,
          method: 'POST',
          path: '/api/cart',
          headers: { ...headers, ...json },
          body: JSON.stringify({ itemSlug: item.slug, itemCount: 1, variantGuid: item.guid }),
        };
      };
      if (c.kind === 'cart') return (c.lines ?? 0) < 3 ? add() : { ...req, method: 'GET', path: '/api/cart', headers, body: undefined };
      if (c.sessionId) {
        c.step = 'pay';
        return {
          ...req,
          method: 'POST',
          path: `/pay/test/${c.sessionId}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: card,
        };
      }
      if (!c.lines) return add();
      c.step = 'reserve';
      return {
        ...req,
        method: 'POST',
        path: '/api/payment/create-checkout-session',
        headers: { ...headers, ...json },
        body: JSON.stringify({ shippingAddress: address, orderNote: '' }),
      };
    }
    function answered(status: number, body: string, c: Ctx) {
      const k = counts[c.kind!];
      k.n += 1;
      k.bytes += Buffer.byteLength(body);
      if (status >= 400) k.errors += 1;
      if (c.step === 'reserve' && status === 200) c.sessionId = (JSON.parse(body) as { id: string }).id;
      if (c.step === 'pay') {
        if (c.token) pool.push(c.token);
        c.token = c.sessionId = undefined;
        c.lines = 0;
      }
    }
    // autocannon resets the context when its request list wraps: a long list keeps shoppers' state.
    const journey: Request[] = Array.from({ length: 5000 }, () => ({
      method: 'GET',
      path: '/',
      setupRequest: (req, context) => next(req, context as Ctx),
      onResponse: (status, body, context) => answered(status, body, context as Ctx),
    }));

    log(
      `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; PostgreSQL ${pgVersion}`,
    );
    log(`Demo catalogue (${productCount} products); ${connections} shoppers; ${warmup} s warm-up + ${duration} s.`);
    const opts = { url: base, connections, timeout: 20, requests: journey };
    if (warmup > 0) await autocannon({ ...opts, duration: warmup });
    for (const k of Object.values(counts)) Object.assign(k, { n: 0, errors: 0, bytes: 0 });
    const metricsBefore = await readMetrics(metricsPort);
    const stockBefore = await unitsInStock(db);
    const cpuBefore = cpuTicks(server.pid!);

    const times: number[] = [];
    const instance = autocannon({ ...opts, duration });
    // on() hands back the run itself (a thenable), awaited on the next line.
    void instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    const result = await instance;
    const cpuAfter = cpuTicks(server.pid!);
    const cache = diffMetrics(metricsBefore, await readMetrics(metricsPort));
    const taken = stockBefore - (await unitsInStock(db));
    await db.end();
    times.sort((a, b) => a - b);
    const total = Object.values(counts).reduce((n, k) => n + k.n, 0);
    const errors = Object.values(counts).reduce((n, k) => n + k.errors, 0) + result.errors + result.timeouts;

    log('');
    log(`Requests        ${total.toLocaleString('en-GB')} in ${duration} s`);
    log(`Throughput      ${(total / duration).toFixed(1)} req/s (${(result.throughput.average / 1024).toFixed(0)} KiB/s)`);
    log(
      `Latency         p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms   max ${times.at(-1)?.toFixed(0)} ms`,
    );
    log(
      `Error rate      ${((100 * errors) / Math.max(1, total)).toFixed(2)}% (${errors} errors: 4xx/5xx answers, socket errors, timeouts)`,
    );
    log(
      'Mix             ' +
        (Object.entries(counts) as [Kind, { n: number; errors: number }][])
          .map(([k, v]) => `${k} ${((100 * v.n) / Math.max(1, total)).toFixed(0)}% (${v.errors} err)`)
          .join(', '),
    );
    const pages = counts.browse.n + counts.search.n;
    log(
      `Server CPU      ${cpuBefore === undefined || cpuAfter === undefined ? '- (no /proc)' : `${(((cpuAfter - cpuBefore) * MS_PER_TICK) / Math.max(1, total)).toFixed(1)} ms per request`}; ` +
        `pages (browse and search) ${(counts.browse.bytes / 1024 / Math.max(1, counts.browse.n)).toFixed(0)} / ${(counts.search.bytes / 1024 / Math.max(1, counts.search.n)).toFixed(0)} KiB each, ` +
        `${((100 * pages) / Math.max(1, total)).toFixed(0)}% of requests`,
    );
    log(
      `Stock taken     ${taken.toLocaleString('en-GB')} units by ${counts.checkout.n.toLocaleString('en-GB')} checkout steps (reservations less expiries)`,
    );
    log('');
    if (args['cache-off']) log('Answer cache    off (--cache-off)');
    else {
      const pct = (n: number) => `${((100 * n) / Math.max(1, cache('lookups_total'))).toFixed(1)}%`;
      log(
        `Answer cache    hit rate ${pct(cache('hits_total'))} (${cache('hits_total').toLocaleString('en-GB')} of ${cache('lookups_total').toLocaleString('en-GB')} lookups); ` +
          `shared ${pct(cache('shared_total'))}, computed ${pct(cache('misses_total'))}`,
      );
      log(
        `Notices heard   stock ${cache('notices_total{kind="stock"}')}, sizes ${cache('notices_total{kind="sizes"}')}, product ${cache('notices_total{kind="product"}')}, ` +
          `sales ${cache('notices_total{kind="sales"}')}, all ${cache('notices_total{kind="all"}')}`,
      );
      log(
        `Answers dropped ${cache('dropped_total{reason="product"}')} showing a product that changed, ${cache('dropped_total{reason="listing"}')} listings a change alters, ` +
          `${cache('dropped_total{reason="clear"}')} by ${cache('clears_total')} full clears; ${cache('discarded_total')} computed but not kept`,
      );
    }
    if (pageSeconds > 0)
      await pagesAlone(
        base,
        server.pid!,
        items.map((i) => i.slug),
        categories,
        pick,
      );
    log('\nFigures depend on the machine; nothing here fails the run.');
  } finally {
    await stop();
  }
}

/**
 * Each page alone, one after another, on the warm server: its server CPU per page (what a change to
 * the page moves, whatever else the machine is doing) and its HTML bytes as sent without compression.
 */
async function pagesAlone(base: string, pid: number, slugs: string[], categories: string[], pick: <T>(xs: T[]) => T) {
  const cases: [string, () => string][] = [
    ['home', () => '/'],
    ['listing', () => pick(['/product-list', '/product-list?page=2', `/product-list?category=${pick(categories)}`])],
    ['product', () => `/product-detail/${pick(slugs)}`],
    ['search', () => `/product-list?search=${encodeURIComponent(pick(SEARCHES))}`],
  ];
  log(`\nEach page alone (${connections} shoppers, ${pageSeconds} s each, the answer cache warm):`);
  log('Page        pages   CPU ms/page   KiB/page   p50 ms');
  for (const [name, path] of cases) {
    let bytes = 0;
    let n = 0;
    const requests: Request[] = [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: path() }),
        onResponse: (_status, body) => {
          bytes += Buffer.byteLength(body);
          n += 1;
        },
      },
    ];
    const before = cpuTicks(pid);
    const r = await autocannon({ url: base, connections, timeout: 20, duration: pageSeconds, requests });
    const after = cpuTicks(pid);
    const cpu =
      before === undefined || after === undefined || n === 0 ? '-' : (((after - before) * MS_PER_TICK) / Math.max(1, n)).toFixed(1);
    log(
      `${name.padEnd(10)} ${String(n).padStart(6)}   ${cpu.padStart(11)}   ${(bytes / 1024 / Math.max(1, n)).toFixed(1).padStart(8)}   ${String(r.latency.p50).padStart(6)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
