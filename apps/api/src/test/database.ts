import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inTransaction, migrateDatabase, openDatabase, type Database, type Db } from '../db/client.ts';
import { migratedTemplates } from './templates.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Each starts from the
 * migrated template the run's global setup made (templates.ts), when there is one: starting PGlite
 * afresh and migrating it cost each test file seconds that were the same every time.
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = migratedTemplates();
  if (!serverUrl) {
    if (fs.existsSync(templates.pgliteFile)) return openDatabase({ loadDataDir: new Blob([fs.readFileSync(templates.pgliteFile)]) });
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const { default: pg } = await import('pg');
  const name = `atelier_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = (await admin.query('select 1 from pg_database where datname = $1', [templates.pgName])).rowCount
    ? templates.pgName
    : null;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 20 });
  if (!template) await migrateDatabase(database, url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * Two transactions at once: the first writes and stays open while the second writes (and waits on
 * any row the first holds); then the first commits, and both finish. Two connections: PostgreSQL.
 */
export async function overlapping(db: Db, first: (tx: Db) => Promise<unknown>, second: (tx: Db) => Promise<unknown>) {
  const pause = () => new Promise((r) => setTimeout(r, 100));
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const one = inTransaction(db, async (tx) => {
    await first(tx);
    await held;
  });
  // Give the first writer time to take its rows before the second asks for them.
  await pause();
  const two = inTransaction(db, second);
  await pause();
  release();
  await Promise.all([one, two]);
}
