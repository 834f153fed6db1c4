#!/usr/bin/env node
// npm run bench:web: Lighthouse (mobile, simulated throttling) on the production build for the home
// page, a listing, a product page, search results and the cart, with Debian's Chromium, and the
// bytes each page sends (HTML, of which loader data). Prints figures only; targets (issue 32) are
// score >= 99, LCP <= 1.5 s, TBT <= 50 ms, CLS <= 0.05, first-load JS <= 100 kB gzip, and on the
// home page HTML under 70 kB with under 15 kB of loader data.
//
// Env: BENCH_PORT (default 3340), BENCH_URL (use a running store instead of starting one),
// RUNS (Lighthouse runs per page, the median is shown; default 1), PAGES (some of home, listing,
// product, search, cart), CHROME_PATH, DETAIL=1 (also print
// each run's FCP, the LCP element's phases and the requests that finished before the observed LCP:
// Lighthouse's simulation counts those, so they say where LCP time goes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3340);
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
// PAGES=home,cart measures those pages only (to compare one change on one page).
const only = process.env.PAGES?.split(',').map((p) => p.trim());
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/** Starts `npm start` (builds the storefront when stale) on a fresh demo catalogue. */
async function startStore() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-web-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, 300_000);
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const gzipCache = new Map();
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result.lhr;
    // A page Lighthouse could not measure (it failed to load, or never painted) says why, not NaN.
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = [
      ...new Set(requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(new URL(url).origin)).map((r) => r.url)),
    ];
    let js = 0;
    for (const s of scripts) js += await gzipSize(s);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      js: js / 1024,
      scripts: scripts.length,
      warnings: lhr.runWarnings,
      detail: process.env.DETAIL === '1' ? detail(lhr) : undefined,
    };
  } finally {
    await chrome.kill();
  }
}

function detail(lhr) {
  const a = lhr.audits;
  const observed = a.metrics.details.items[0];
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  const before = (a['network-requests'].details.items ?? []).filter((r) => r.networkEndTime <= observed.observedLargestContentfulPaint);
  return [
    `FCP ${(a['first-contentful-paint'].numericValue / 1000).toFixed(2)} s; LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
    `observed (unthrottled) FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms; finished before it:`,
    ...before.map(
      (r) =>
        `  ${r.priority.padEnd(8)} ${r.resourceType.padEnd(10)} ${String(Math.round(r.transferSize / 1024)).padStart(4)} kB  ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  ];
}

/**
 * A production store is warm: fetch each page, its scripts, styles and every image rendition it
 * names once before measuring, so first-request costs (JIT, compression, image renditions) stay out.
 */
async function warmUp(url) {
  const html = await (await fetch(url)).text();
  const origin = new URL(url).origin;
  const urls = new Set(html.match(/\/(?:media|assets)\/[^"'\s,)]+/g) ?? []);
  await Promise.all(
    [...urls].map((u) =>
      fetch(`${origin}${u}`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): try again. */
async function auditWithRetry(url, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await audit(url);
    } catch (err) {
      if (i >= tries) throw err;
      console.error(`  (retrying: ${err.message.split('\n')[0]})`);
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** What a page sends before any script runs: its HTML, and the loader data React Router streams in it. */
async function pageBytes(url) {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const loader = scripts.filter((t) => t.includes('__reactRouterContext')).reduce((n, t) => n + Buffer.byteLength(t), 0);
  return { html: Buffer.byteLength(html) / 1024, loader: loader / 1024 };
}

const store = process.env.BENCH_URL ? { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} } : await startStore();
try {
  const { items } = await (await fetch(`${store.base}/api/item?limit=1`)).json();
  const pages = [
    ['home', '/'],
    ['listing', '/product-list'],
    ['product', `/product-detail/${items[0].slug}`],
    ['search', '/product-list?search=linen%20shirt'],
    ['cart', '/view-cart'],
  ].filter(([name]) => !only || only.includes(name));
  console.log(`Lighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile, on ${store.base}`);
  console.log('page      score   LCP (s)   CLS     TBT (ms)   first-load JS (kB gzip)   HTML (kB)   loader data (kB)');
  for (const [name, p] of pages) {
    await warmUp(`${store.base}${p}`);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await auditWithRetry(`${store.base}${p}`));
    const pick = (k) => median(results.map((r) => r[k]));
    const bytes = await pageBytes(`${store.base}${p}`);
    const js = `${pick('js').toFixed(1).padStart(7)} (${results[0].scripts} files)`;
    console.log(
      `${name.padEnd(9)} ${String(pick('score')).padStart(5)}   ${pick('lcp').toFixed(2).padStart(7)}   ${pick('cls').toFixed(3).padStart(5)}   ${String(Math.round(pick('tbt'))).padStart(8)}   ${js.padEnd(23)}   ${bytes.html.toFixed(1).padStart(9)}   ${bytes.loader.toFixed(1).padStart(16)}`,
    );
    for (const w of results[0].warnings) console.log(`          warning: ${w}`);
    for (const r of results) for (const line of r.detail ?? []) console.log(`          ${line}`);
  }
  console.log('targets   >= 99   <= 1.50   <= 0.05   <= 50      <= 100                    home < 70   home < 15');
} finally {
  store.stop();
}
