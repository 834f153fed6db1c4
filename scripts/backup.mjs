#!/usr/bin/env node
/**
 * Backups of the whole shop (issue 31; docs/deployment.md "Backups").
 *
 *   npm run backup [-- --out FILE]      write a backup
 *   npm run restore -- FILE [--yes]     replace the shop's data with a backup's
 *   npm run backup:check -- FILE        restore a backup somewhere else and count what is in it
 *
 * On PostgreSQL (DATABASE_URL set) a backup is pg_dump's custom format of the whole database:
 * every table, product images included (they live in the database), and the migrations journal.
 * pg_dump reads one consistent snapshot, so the shop keeps running while it is taken.
 * On the embedded database (no DATABASE_URL) a backup is a .tar.gz of DATA_DIR (the PGlite
 * folder, the mail outbox, a generated JWT secret). PGlite is a database inside the server's own
 * process: its files are consistent only when that process is stopped, so backup and restore
 * refuse while a server holds DATA_DIR (its atelier.pid names a live process).
 * Reads DATABASE_URL and DATA_DIR as the server does; needs pg_dump/pg_restore/psql (PostgreSQL's
 * client tools, of the server's major version or newer) for PostgreSQL, and tar for PGlite.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, 'data'));
export const PID_FILE = 'atelier.pid';

function fail(message) {
  console.error(`${path.basename(process.argv[1] ?? 'backup')}: ${message}`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...opts });
  if (r.error) fail(`${cmd} could not run (${r.error.message}); is it installed?`);
  if (r.status !== 0) fail(`${cmd} ${args.filter((a) => !a.includes('://')).join(' ')} failed:\n${r.stderr || r.stdout}`);
  return r.stdout;
}

/** The live process that holds DATA_DIR's embedded database, if any. */
function serverHolding(dir) {
  const file = path.join(dir, PID_FILE);
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return err.code === 'EPERM' ? pid : undefined;
  }
}

function refuseWhileRunning() {
  const pid = serverHolding(dataDir);
  if (pid)
    fail(`an Atelier server (pid ${pid}) is using ${dataDir}; stop it first (PGlite's files are consistent only when it is stopped)`);
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

function backup(out) {
  if (databaseUrl) {
    const file = path.resolve(out ?? path.join('backups', `atelier-${stamp()}.pgdump`));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, databaseUrl]);
    return file;
  }
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) fail(`no embedded database in ${dataDir}/pglite: nothing to back up`);
  refuseWhileRunning();
  const file = path.resolve(out ?? path.join('backups', `atelier-${stamp()}.tar.gz`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  run('tar', ['-czf', file, '-C', dataDir, '--exclude', `./${PID_FILE}`, '.']);
  return file;
}

const isPgDump = (file) => fs.readFileSync(file).subarray(0, 5).toString() === 'PGDMP';

/**
 * pg_restore's SQL, run by psql in one transaction. pg_dump empties search_path for the restore,
 * but the search functions (atelier_term_stems and friends, used by generated columns and checks)
 * call each other unqualified, so the restore would fail inlining them: search_path is public.
 */
function pgRestore(file, url) {
  const script = `set -o pipefail
pg_restore --clean --if-exists --no-owner --no-privileges --file - "$1" \\
  | sed "s/^SELECT pg_catalog.set_config('search_path', '', false);$/SELECT pg_catalog.set_config('search_path', 'public', false);/" \\
  | psql --quiet --no-psqlrc --single-transaction -v ON_ERROR_STOP=1 --dbname "$2" >/dev/null`;
  run('bash', ['-c', script, 'restore', file, url]);
}

function restore(file, yes) {
  if (!fs.existsSync(file)) fail(`no such backup: ${file}`);
  if (databaseUrl) {
    if (!isPgDump(file)) fail(`${file} is not a PostgreSQL backup (pg_dump custom format), and DATABASE_URL is set`);
    if (!yes) fail(`this replaces every table of ${redact(databaseUrl)} with the backup's; stop the instances and run again with --yes`);
    pgRestore(file, databaseUrl);
    return;
  }
  if (isPgDump(file)) fail(`${file} is a PostgreSQL backup; set DATABASE_URL to restore it`);
  refuseWhileRunning();
  const pglite = path.join(dataDir, 'pglite');
  if (fs.existsSync(pglite)) {
    if (!yes) fail(`${pglite} exists; run again with --yes to replace it with the backup's`);
    fs.rmSync(pglite, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  run('tar', ['-xzf', path.resolve(file), '-C', dataDir]);
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Every table's row count, in schema.table order. */
const COUNT_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`;

async function check(file) {
  if (!fs.existsSync(file)) fail(`no such backup: ${file}`);
  let counts;
  if (isPgDump(file)) {
    const server = new URL(databaseUrl ?? process.env.BACKUP_CHECK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const scratch = `atelier_check_${randomBytes(4).toString('hex')}`;
    const admin = new URL(server);
    admin.pathname = '/postgres';
    run('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', `create database ${scratch}`]);
    try {
      const url = new URL(server);
      url.pathname = `/${scratch}`;
      pgRestore(file, url.toString());
      const names = run('psql', [url.toString(), '-tAc', COUNT_SQL]).trim().split('\n').filter(Boolean);
      const union = names.map((n) => `select '${n}', count(*) from ${n}`).join(' union all ');
      counts = run('psql', [url.toString(), '-tA', '-F', ' ', '-c', union]).trim().split('\n');
    } finally {
      run('psql', [admin.toString(), '-qc', `drop database if exists ${scratch} with (force)`]);
    }
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-check-'));
    try {
      run('tar', ['-xzf', path.resolve(file), '-C', dir]);
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(path.join(dir, 'pglite'));
      const { rows } = await db.query(COUNT_SQL);
      counts = [];
      for (const { name } of rows) {
        const r = await db.query(`select count(*)::int as n from ${name}`);
        counts.push(`${name} ${r.rows[0].n}`);
      }
      await db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const rows = Object.fromEntries(counts.map((l) => l.split(' ')).map(([n, c]) => [n, Number(c)]));
  for (const [name, n] of Object.entries(rows)) console.log(`${name.padEnd(40)} ${n}`);
  const migrations = rows['drizzle.__drizzle_migrations'] ?? 0;
  if (!migrations || !rows['public.products'])
    fail(`${file} restored, but holds no shop (migrations ${migrations}, products ${rows['public.products'] ?? 0})`);
  console.log(
    `backup ok: ${file} restores; ${migrations} migrations, ${rows['public.products']} products, ${rows['public.orders'] ?? 0} orders, ${rows['public.media'] ?? 0} images`,
  );
}

const [command, ...rest] = process.argv.slice(2);
const flag = (name) => rest.includes(name);
const positional = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--out');
if (command === 'backup') {
  const i = rest.indexOf('--out');
  const file = backup(i >= 0 ? rest[i + 1] : undefined);
  console.log(`backup written: ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
} else if (command === 'restore') {
  if (!positional[0]) fail('usage: npm run restore -- FILE [--yes]');
  restore(positional[0], flag('--yes'));
  console.log(`restored ${positional[0]} into ${databaseUrl ? redact(databaseUrl) : dataDir}`);
} else if (command === 'check') {
  if (!positional[0]) fail('usage: npm run backup:check -- FILE');
  await check(positional[0]);
} else {
  fail('usage: backup.mjs backup [--out FILE] | restore FILE [--yes] | check FILE');
}
