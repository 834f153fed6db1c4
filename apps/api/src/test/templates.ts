import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, migrationsFolder, openDatabase } from '../db/client.ts';

/**
 * Migrated templates for the tests' databases, named by a fingerprint of the migrations (and of
 * PGlite's version, whose dump format is its own): a template made from other migrations is never
 * used, and one made by an earlier run with the same migrations is used again.
 */
export function migratedTemplates() {
  const hash = createHash('sha256');
  for (const file of listFiles(migrationsFolder)) hash.update(file).update(fs.readFileSync(path.join(migrationsFolder, file)));
  hash.update(pgliteVersion());
  const id = hash.digest('hex').slice(0, 16);
  return { pgliteFile: path.join(os.tmpdir(), `atelier-test-pglite-${id}.tar`), pgName: `atelier_template_${id}` };
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)]))
    .sort();
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/** Makes the template the run's tests start from, once: PGlite's dump, or a database on TEST_DATABASE_URL. */
export async function prepareTemplate(): Promise<void> {
  const { pgliteFile, pgName } = migratedTemplates();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (fs.existsSync(pgliteFile)) return;
    const database = await openDatabase({});
    await migrateDatabase(database);
    const dump = await database.dumpDataDir!();
    await database.close();
    // Written aside and renamed: two runs at once never read half a file.
    const partial = `${pgliteFile}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, pgliteFile);
    return;
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [pgName])).rowCount) return;
    // Built under another name and renamed when complete: a run killed halfway leaves no template.
    const building = `${pgName}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), poolMax: 1 });
    await migrateDatabase(database, url.toString());
    await database.close();
    await admin.query(`alter database ${building} rename to ${pgName}`).catch(async () => {
      await admin.query(`drop database if exists ${building} with (force)`);
    });
  } finally {
    await admin.end();
  }
}
