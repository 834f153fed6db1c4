/**
 * Part of npm run test:scale: npm run backup / restore / backup:check (scripts/backup.mjs) on a
 * shop with customers, paid orders, product images and stock movements, on PostgreSQL and on the
 * embedded database: back up, wipe, restore, and find every table identical.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { OrderListResponse } from '@atelier/contract/orders';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import {
  BASE_PORT,
  createDatabase,
  ensureWebBuild,
  PG_SERVER_URL,
  startInstance,
  stopInstance,
  tempDataDir,
  waitReady,
  type Instance,
  type ScaleDatabase,
} from './cluster.ts';
import { fingerprint, type Fingerprint } from './fingerprint.ts';
import { Shopper } from './shopper.ts';

const PORT = BASE_PORT + 12;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-backup-test-'));
const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(work, { recursive: true, force: true })];

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
}, 60_000);

/** npm run <script> as an operator types it, with the server's environment. */
function npmRun(script: 'backup' | 'restore' | 'backup:check', args: string[], env: Record<string, string>) {
  const r = spawnSync('node', [path.join(repoRoot, 'scripts/backup.mjs'), script === 'backup:check' ? 'check' : script, ...args], {
    cwd: work,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** A shop with history: two customers each pay for an order, which moves stock. */
async function trade(instance: Instance): Promise<Shopper[]> {
  const shoppers = [new Shopper(instance.url), new Shopper(instance.url)];
  const list = await shoppers[0]!.call<{ items: { slug: string }[] }>('GET', '/api/item?limit=20');
  expect(list.status, list.text).toBe(200);
  for (const s of shoppers) {
    await s.register();
    let added = false;
    for (const { slug } of list.json.items) {
      const item = await s.call<{ formattedItem?: { variants: { guid: string; quantity: number }[] } }>('GET', `/api/item/${slug}`);
      const variant = item.json.formattedItem?.variants.find((v) => v.quantity >= 2);
      if (!variant) continue;
      await s.addToCart(slug, variant.guid, 2);
      added = true;
      break;
    }
    expect(added).toBe(true);
    const checkout = await s.checkout();
    expect(checkout.status, checkout.text).toBe(200);
    expect((await s.pay(checkout.json.id!)).status).toBe(303);
  }
  return shoppers;
}

function expectShop(fp: Fingerprint) {
  expect(fp['public.orders']?.rows).toBeGreaterThanOrEqual(2);
  expect(fp['public.media']?.rows).toBeGreaterThan(0);
  expect(fp['public.order_events']?.rows).toBeGreaterThan(0);
}

describe('backups on PostgreSQL', () => {
  it('backs up a running shop, wipes it, restores it identical, and the shop serves the same orders', { timeout: 240_000 }, async () => {
    ensureWebBuild();
    const db: ScaleDatabase = await createDatabase();
    cleanups.push(() => db.drop());
    const start = () =>
      startInstance({
        name: 'backup-pg',
        port: PORT,
        databaseUrl: db.url,
        publicUrl: `http://127.0.0.1:${PORT}`,
        dataDir: tempDataDir('backup-pg'),
      });
    let instance = start();
    cleanups.push(() => stopInstance(instance));
    await waitReady(instance);
    const shoppers = await trade(instance);
    const env = { DATABASE_URL: db.url };

    // pg_dump reads one snapshot: the backup is taken while the shop runs.
    const before = await fingerprint(async (q) => (await db.pool.query(q)).rows);
    expectShop(before);
    const file = path.join(work, 'shop.pgdump');
    const backup = npmRun('backup', ['--out', file], env);
    expect(backup.status, backup.out).toBe(0);
    await stopInstance(instance);

    // Wipe: the database is dropped and made again, empty.
    const name = new URL(db.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: PG_SERVER_URL });
    await admin.connect();
    await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    expect(Object.keys(await fingerprint(async (q) => (await db.pool.query(q)).rows))).toEqual([]);

    expect(npmRun('restore', [file], env).status).toBe(1); // asks for --yes
    const restore = npmRun('restore', [file, '--yes'], env);
    expect(restore.status, restore.out).toBe(0);
    expect(await fingerprint(async (q) => (await db.pool.query(q)).rows)).toEqual(before);

    const check = npmRun('backup:check', [file], { BACKUP_CHECK_DATABASE_URL: `${PG_SERVER_URL.replace(/\/[^/]*$/, '')}/postgres` });
    expect(check.status, check.out).toBe(0);
    expect(check.out).toMatch(/backup ok: .* restores; \d+ migrations, \d+ products, 2 orders/);
    console.log(
      `[backup] PostgreSQL: ${Object.keys(before).length} tables, ${before['public.orders']!.rows} orders, ${before['public.media']!.rows} images; restored identical. ${check.out.trim().split('\n').at(-1)}`,
    );

    // The restored shop serves: a customer's session from before still finds the paid order.
    instance = start();
    await waitReady(instance);
    const history = await shoppers[0]!.call<OrderListResponse>('GET', '/api/order/paginated');
    expect(history.status).toBe(200);
    expect(history.json.orders).toHaveLength(1);
  });
});

describe('backups on the embedded database (PGlite)', () => {
  // The embedded database's first start seeds the demo catalogue in WebAssembly: slow on 2 cores.
  it('refuse while the server runs; once it is stopped, back up, wipe, restore identical', { timeout: 360_000 }, async () => {
    ensureWebBuild();
    const dataDir = tempDataDir('backup-pglite');
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const instance = startInstance({
      name: 'backup-pglite',
      port: PORT + 1,
      databaseUrl: '',
      publicUrl: `http://127.0.0.1:${PORT + 1}`,
      dataDir,
      env: { REDIS_URL: '' },
    });
    cleanups.push(() => stopInstance(instance));
    await waitReady(instance, 300_000);
    await trade(instance);
    const env = { DATA_DIR: dataDir };
    const file = path.join(work, 'shop.tar.gz');

    const refused = npmRun('backup', ['--out', file], env);
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/is using .*; stop it first/);
    await stopInstance(instance);

    const read = async () => {
      const db = await PGlite.create(path.join(dataDir, 'pglite'));
      try {
        return await fingerprint(async (q) => (await db.query<Record<string, unknown>>(q)).rows);
      } finally {
        await db.close();
      }
    };
    const before = await read();
    expectShop(before);
    const backup = npmRun('backup', ['--out', file], env);
    expect(backup.status, backup.out).toBe(0);

    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    const restore = npmRun('restore', [file], env);
    expect(restore.status, restore.out).toBe(0);
    expect(await read()).toEqual(before);

    const check = npmRun('backup:check', [file], {});
    expect(check.status, check.out).toBe(0);
    console.log(
      `[backup] PGlite: ${Object.keys(before).length} tables, ${before['public.orders']!.rows} orders, ${before['public.media']!.rows} images; restored identical. ${check.out.trim().split('\n').at(-1)}`,
    );
  });
});
