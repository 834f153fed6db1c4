// npm run bench:api [-- --products 1000000] [--reseed] [--duration 10] [--warmup 2] [--connections 50] [--only db,cached]
//   [--cases filtered,search] (scenarios whose names hold one of these words; all by default) [--sample 200]
//
// The "db old:" rows are the cases as they were before issue 32 (page 500, filters tied to a loop
// counter, product-name searches), the "db new:" rows the honest ones (cases.ts); each listing case
// also prints the share of its answers that were empty and its median result count, from a sample.
//
// Seeds a large catalogue into PostgreSQL (reused on the next run), starts the real API and a bare
// Fastify hello-world in child processes, drives both with autocannon and prints req/s, p50/p99
// latency and each figure as a ratio of hello-world. The targets are those of the database path:
// the API runs with its answer cache off and every request is a new URL. Figures only: a missed
// target never fails the run. It also prints the CPU milliseconds per request that the server
// (api), PostgreSQL (pg) and autocannon (load) spent in the timed run, read from /proc on Linux:
// req/s moves with the machine's speed from day to day, CPU per request is what a code change moves.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import { type MakePath, NEW_CASES, OLD_CASES } from './cases.ts';
import { cpuTicks, MS_PER_TICK } from './cpu.ts';
import { databaseUrl, seedBenchDatabase } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: process.env.BENCH_PRODUCTS ?? '100000' },
    reseed: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    // Comma-separated groups to drive (hello is always run): db (cache off, the targets), cached.
    only: { type: 'string', default: 'db,cached' },
    // Comma-separated words: only the scenarios whose names contain one of them (hello always runs).
    cases: { type: 'string', default: '' },
    // How many of each listing case's requests are asked one by one for the empty share and median count.
    sample: { type: 'string', default: '200' },
  },
});
const products = Number.parseInt(args.products, 10);
const duration = Number.parseInt(args.duration, 10);
const warmup = Number.parseInt(args.warmup, 10);
const connections = Number.parseInt(args.connections, 10);
const sample = Number.parseInt(args.sample, 10);
if (!(products >= 100) || !(duration >= 1) || !(warmup >= 0) || !(connections >= 1) || !(sample >= 1)) {
  console.error(
    'Usage: npm run bench:api -- [--products N>=100] [--reseed] [--duration s] [--warmup s] [--connections n] [--only db,cached] [--cases filtered,search] [--sample 200]',
  );
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** One database per catalogue size, so 100,000 and 1,000,000 can both stay seeded. */
const DB_NAME = process.env.BENCH_DATABASE_NAME ?? `atelier_bench_${products}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const log = (m: string) => console.log(m);

interface Scenario {
  name: string;
  /** db: answer cache off and every request a new URL, so PostgreSQL answers each one (the targets). */
  group: 'hello' | 'db' | 'cached';
  target?: { rps: number; p99: number };
  /** Requests to send before measuring, beyond the timed warm-up. */
  warmRequests?: number;
  path: string;
  /** The n-th request's path, for a case whose every request is a new URL (its answers are sampled). */
  make?: MakePath;
  requests?: Request[];
}

/** What a sample of a listing case's requests found: its share of empty answers and its median count. */
interface Answers {
  empty: number;
  median: number;
  /** The median answer's total stopped at the count cap (R19.6). */
  capped: boolean;
}

/** CPU milliseconds per request in the timed run; undefined where it cannot be read (no /proc). */
interface Cpu {
  api?: number;
  pg?: number;
  load: number;
}

interface Row {
  scenario: Scenario;
  result: Result;
  cpu: Cpu;
  answers?: Answers;
}

function startChild(
  mode: 'app' | 'hello',
  dbUrl: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  // The API runs with the young generation npm start gives it (docs/decisions/0028).
  const flags = mode === 'app' ? ['--max-semi-space-size=64'] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join(here, 'server.ts')], {
    env: { ...process.env, BENCH_MODE: mode, BENCH_DATABASE: dbUrl, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited early (${code})`)));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function check(port: number, p: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${p}`);
  const body = (await res.json()) as { total?: number };
  if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.total === undefined ? '200' : `200, total ${body.total.toLocaleString('en-GB')}`;
}

/** Asks the first `count` requests of a listing case one by one and reads each answer's total. */
async function sampleAnswers(port: number, make: MakePath, count: number): Promise<Answers> {
  const totals: { total: number; capped: boolean }[] = [];
  for (let n = 0; n < count; n++) {
    const res = await fetch(`http://127.0.0.1:${port}${make(n)}`);
    const body = (await res.json()) as { total?: number; totalCapped?: boolean };
    if (res.status !== 200) throw new Error(`GET ${make(n)} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    totals.push({ total: body.total ?? 0, capped: body.totalCapped === true });
  }
  totals.sort((a, b) => a.total - b.total);
  const mid = totals[Math.floor(totals.length / 2)]!;
  return { empty: totals.filter((t) => t.total === 0).length / totals.length, median: mid.total, capped: mid.capped };
}

/** Drives the server whose process is `pid`, measuring CPU over the timed run only. */
async function drive(port: number, pid: number, s: Scenario): Promise<Row> {
  const opts = { url: `http://127.0.0.1:${port}${s.path}`, connections, timeout: 10, ...(s.requests ? { requests: s.requests } : {}) };
  if (warmup > 0) await autocannon({ ...opts, duration: warmup });
  // A running shop has its product pages in the answer cache already: visit each slug once first.
  if (s.warmRequests) await autocannon({ ...opts, amount: s.warmRequests });
  // The API's pool keeps its PostgreSQL backends alive through the run, so their sum is meaningful.
  const pgBefore = s.group === 'hello' ? undefined : cpuTicks('postgres');
  const apiBefore = cpuTicks(pid);
  const loadBefore = process.cpuUsage();
  const result = await autocannon({ ...opts, duration });
  const load = process.cpuUsage(loadBefore);
  const apiAfter = cpuTicks(pid);
  const pgAfter = pgBefore === undefined ? undefined : cpuTicks('postgres');
  // Per answer of any status; `|| 1` keeps a run that got no answers from dividing by zero.
  const answered = Object.values(result.statusCodeStats).reduce((n, c) => n + c.count, 0) || 1;
  const perAnswer = (from?: number, to?: number) =>
    from === undefined || to === undefined ? undefined : ((to - from) * MS_PER_TICK) / answered;
  const cpu = { api: perAnswer(apiBefore, apiAfter), pg: perAnswer(pgBefore, pgAfter), load: (load.user + load.system) / 1000 / answered };
  return { scenario: s, result, cpu };
}

function pad(s: string, n: number, right = false) {
  return right ? s.padStart(n) : s.padEnd(n);
}

function printTable(rows: Row[]) {
  const hello = rows.find((r) => r.scenario.group === 'hello')!.result.requests.average;
  const header = [
    'Scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'api ms',
    'pg ms',
    'load ms',
    'err/non-2xx',
    'empty',
    'median n',
    'vs hello',
    'Target',
    '',
  ];
  const widths = [44, 8, 7, 7, 6, 6, 7, 11, 6, 8, 8, 24, 4];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0 && i < 11)).join('  ');
  const ms = (v?: number) => (v === undefined ? '-' : v.toFixed(v < 1 ? 3 : 2));
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const { scenario: s, result: r, cpu, answers } of rows) {
    const rps = r.requests.average;
    let target = '';
    let verdict = '';
    if (s.target) {
      target = `>= ${s.target.rps} req/s, p99 < ${s.target.p99}`;
      verdict = rps >= s.target.rps && r.latency.p99 < s.target.p99 && r.errors + r.timeouts + r.non2xx === 0 ? 'PASS' : 'MISS';
    }
    console.log(
      line([
        s.name,
        rps.toFixed(0),
        String(r.latency.p50),
        String(r.latency.p99),
        ms(cpu.api),
        s.group === 'hello' ? '' : ms(cpu.pg),
        ms(cpu.load),
        `${r.errors + r.timeouts}/${r.non2xx}`,
        answers ? `${(100 * answers.empty).toFixed(0)}%` : '',
        answers ? `${answers.median.toLocaleString('en-GB')}${answers.capped ? '+' : ''}` : '',
        `${((100 * rps) / hello).toFixed(1)}%`,
        target,
        verdict,
      ]),
    );
  }
}

async function main() {
  const seeded = await seedBenchDatabase(serverUrl, DB_NAME, products, args.reseed, log);
  if (!seeded.reused)
    log(
      `Seeded ${seeded.products.toLocaleString('en-GB')} products, ${seeded.variants.toLocaleString('en-GB')} variants in ${seeded.seconds.toFixed(0)} s.`,
    );
  const dbUrl = databaseUrl(serverUrl, DB_NAME);

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const version = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  // Many slugs spread over the table, so detail requests do not all hit the same cached rows.
  const slugs = (
    await client.query<{ slug: string }>('select slug from products where archived_at is null order by hashint4(id) limit 2000')
  ).rows.map((r) => r.slug);
  await client.end();

  let next = 0;
  /** A scenario whose every request is a new URL: `make(n)` gives the n-th path. */
  const everyNew = (name: string, make: MakePath, target?: Scenario['target']): Scenario => ({
    name,
    group: 'db',
    path: make(0),
    make,
    target,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: make(next++) }) }],
  });
  const listingTarget = { rps: 600, p99: 150 };
  const searchTarget = { rps: 400, p99: 200 };
  const targetOf = (name: string) => (name.includes('search') ? searchTarget : listingTarget);
  const scenarios: Scenario[] = [
    { name: 'hello-world (bare Fastify)', group: 'hello', path: '/' },
    // The database path: cache off, every URL new. The old and the honest cases side by side (issue 32).
    everyNew('db: first listing page', (n) => `/api/item?v=${n}`, listingTarget),
    ...Object.entries(OLD_CASES).map(([name, make]) => everyNew(`db ${name}`, make, targetOf(name))),
    ...Object.entries(NEW_CASES).map(([name, make]) => everyNew(`db ${name}`, make, targetOf(name))),
    everyNew(`db: GET /api/item/{slug} (${slugs.length} slugs)`, (n) => `/api/item/${slugs[n % slugs.length]}?v=${n}`, {
      rps: 2000,
      p99: 50,
    }),
    // The same shop with its answer cache on and repeated URLs, as popular pages are asked for.
    { name: 'cached: first listing page', group: 'cached', path: '/api/item' },
    { name: 'cached: search=linnen shirt', group: 'cached', path: '/api/item?search=linnen%20shirt' },
    {
      name: `cached: GET /api/item/{slug} (${slugs.length} slugs)`,
      group: 'cached',
      path: `/api/item/${slugs[0]}`,
      warmRequests: slugs.length,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/item/${slugs[next++ % slugs.length]}` }) }],
    },
  ];

  log(`\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), PostgreSQL ${version}`);
  log(
    `Catalogue: ${products.toLocaleString('en-GB')} products in ${DB_NAME}; autocannon ${connections} connections, ${warmup} s warm-up + ${duration} s per scenario.`,
  );
  const rows: Row[] = [];
  const hello = await startChild('hello', dbUrl);
  try {
    log(`- ${scenarios[0]!.name}`);
    rows.push(await drive(hello.port, hello.child.pid!, scenarios[0]!));
  } finally {
    await stopChild(hello.child);
  }
  const groups = new Set(args.only.split(',').map((k) => k.trim()));
  const words = args.cases
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  const wanted = (s: Scenario) => words.length === 0 || words.some((w) => s.name.toLowerCase().includes(w));
  for (const group of ['db', 'cached'] as const) {
    if (!groups.has(group) || !scenarios.some((s) => s.group === group && wanted(s))) continue;
    const app = await startChild('app', dbUrl, group === 'db' ? { CATALOGUE_CACHE_TTL_SECONDS: '0' } : {});
    try {
      for (const s of scenarios.filter((x) => x.group === group && wanted(x))) {
        log(`- ${s.name}: ${await check(app.port, s.path)}`);
        const answers = s.make && s.path.startsWith('/api/item?') ? await sampleAnswers(app.port, s.make, sample) : undefined;
        rows.push({ ...(await drive(app.port, app.child.pid!, s)), answers });
      }
    } finally {
      await stopChild(app.child);
    }
  }
  printTable(rows);
  log(
    `\nMachine load when the run ended: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (1, 5, 15 min).`,
  );
  log('Targets (issue 18, 100,000 products): the "db" rows run with the answer cache off (CATALOGUE_CACHE_TTL_SECONDS=0)');
  log('and a new URL for every request, so PostgreSQL answers each one. At 1,000,000 products each figure should stay');
  log('within a factor of two of its 100,000 figure. The "cached" rows show the answer cache serving repeated URLs.');
  log('These are figures, not a test: a MISS does not fail the run.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
