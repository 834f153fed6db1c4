import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import type Pg from 'pg';
import * as accounts from './schema/accounts.ts';
import * as catalogue from './schema/catalogue.ts';
import * as orders from './schema/orders.ts';
import * as reviews from './schema/reviews.ts';
import * as staff from './schema/staff.ts';
import * as store from './schema/store.ts';
import * as stockHistory from './schema/stock-history.ts';
import * as balances from './schema/balances.ts';

/** Every table, by domain (src/db/schema/); Drizzle's relational queries see them all. */
const schema = { ...catalogue, ...accounts, ...orders, ...store, ...stockHistory, ...staff, ...reviews, ...balances };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Told when a notification arrives, and whether notifications can be trusted to arrive at all. */
export interface Listener {
  onNotify(payload: string): void;
  /** False while the listening connection is down: anything may change unannounced meanwhile. */
  onState(listening: boolean): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTENs on a channel (NOTIFY arrives after the writer commits); resolves to a stop function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other databases from (the tests' template). */
  dumpDataDir?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: instances starting together take turns at migrating.
const MIGRATION_LOCK_KEY = 7_230_411;

export interface OpenOptions {
  /** postgres://... ; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** PGlite only: start from this dump of a data folder (a migrated template, for tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Named statements (preparedRows: the catalogue's listings) keep one generic plan per connection.
    // Their shapes force the right index whatever the values (R19.7), so planning again for each
    // request's values costs more than it can win, and a custom plan can misjudge a filter that
    // matches nothing. Drizzle's other statements are unnamed and planned as usual.
    // No parallel workers: a generic plan does not know a page's offset, costs the walk as if long,
    // and gathered a 16-row page from two workers, whose start-up was most of its time (1 ms became
    // 8 ms; decision 0058).
    const options = '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10, options });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      listen: (channel, listener) => listenOnPostgres(pg, opts.url!, channel, listener),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const client = await PGlite.create(opts.dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, listener) {
      // One embedded database, one process: notifications cannot be missed.
      const stop = await client.listen(channel, (payload) => listener.onNotify(payload));
      listener.onState(true);
      return async () => {
        listener.onState(false);
        await stop();
      };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const LISTEN_RETRY_MS = 1000;

/**
 * A dedicated connection (LISTEN does not mix with a pool) that reconnects after a drop. While it
 * is down the listener is told so, since changes made meanwhile are never announced.
 */
async function listenOnPostgres(pg: typeof Pg, url: string, channel: string, listener: Listener) {
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel) listener.onNotify(m.payload ?? '');
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      listener.onState(false);
      if (!stopped) retry = setTimeout(() => void attempt(), LISTEN_RETRY_MS);
    });
    await c.connect();
    try {
      await c.query(`LISTEN ${pg.Client.prototype.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
    listener.onState(true);
  };
  const attempt = async () => {
    try {
      await connect();
    } catch {
      if (!stopped) retry = setTimeout(() => void attempt(), LISTEN_RETRY_MS);
    }
  };
  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    listener.onState(false);
    await c?.end().catch(() => {});
  };
}

/** Applies the checked-in migrations; on PostgreSQL under an advisory lock so instances can start together. */
export async function migrateDatabase(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
    return;
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** Rows of a raw SQL query; both drivers answer { rows }. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * Rows of a statement that each connection prepares once, named after its text, so PostgreSQL plans
 * it once per connection instead of on every request (planning a listing's statement costs more
 * than running it). Values must be parameters: then a statement's text depends only on its shape
 * (which filters a listing has), and the shapes are few. PGlite ignores the name.
 */
export async function preparedRows<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const res = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return res.rows;
}

/**
 * Rows of a statement planned for its own values. The pool plans every statement with parameters
 * once, generically (plan_cache_mode=force_generic_plan), unnamed ones included; where only the
 * values tell the cheaper path (a walk of the sort's index against a range sorted), they are
 * written into the statement as escaped literals instead, so PostgreSQL plans it for them.
 */
export async function plannedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  // Drizzle writes no `$n` of its own but its placeholders: each stands for params[n - 1].
  const text = built.sql.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(built.params[Number(n) - 1]));
  return queryRows<T>(db, sql.raw(text));
}

/** A value as an SQL literal: E'' strings escape quotes and backslashes alike, whatever the server's settings. */
export function sqlLiteral(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const text = (v instanceof Date ? v.toISOString() : String(v)).replaceAll('\0', '');
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A transaction handle typed like the database, as the repositories take it. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
