/**
 * Test harness for npm run test:scale: a fresh PostgreSQL database, several real Atelier server
 * processes on ports of this machine, and a small round-robin proxy in front of them (proxy.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';

export const PG_SERVER_URL = process.env.SCALE_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379/14';
/** Ports: the proxy on BASE, instances on BASE+1.. (SCALE_BASE_PORT, default 3705). */
export const BASE_PORT = Number(process.env.SCALE_BASE_PORT || 3705);
export const JWT_SECRET = `scale-${randomBytes(24).toString('hex')}`;
export const WEBHOOK_SECRET = `whsec_scale_${randomBytes(16).toString('hex')}`;

/** The storefront build, once, before any instance starts (as npm start would, but not twice at once). */
export function ensureWebBuild(): void {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('storefront build failed');
}

export interface ScaleDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server; fails loudly when the server does not answer. */
export async function createDatabase(): Promise<ScaleDatabase> {
  const prefix = process.env.SCALE_DB_PREFIX || 'atelier_scale';
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 5000 });
  await admin.connect().catch((err: Error) => {
    throw new Error(`PostgreSQL is unreachable at ${PG_SERVER_URL}: ${err.message}`);
  });
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // Idle clients are cut when the database is dropped at the end; that is expected.
  pool.on('error', () => {});
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      const c = new pg.Client({ connectionString: PG_SERVER_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for assertions on logs and for failure reports. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface InstanceOptions {
  name: string;
  port: number;
  databaseUrl: string;
  publicUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  /**
   * Run the server from this image's files (scripts/image/run-rootfs.sh: read-only root, dataDir
   * as its DATA_DIR, the image's user, ENV and CMD) instead of this checkout's sources. `binds`
   * put folders of this machine over the image's (SRC:DEST), e.g. a newer migrations folder.
   */
  image?: { name: string; binds?: string[] };
}

/** One real server process (the same entry npm start runs, or the image's command), in production mode. */
export function startInstance(o: InstanceOptions): Instance {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(o.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: o.publicUrl,
    DATABASE_URL: o.databaseUrl,
    DATABASE_POOL_MAX: '8',
    REDIS_URL,
    JWT_SECRET,
    TEST_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LOG_LEVEL: 'warn',
    // The round-robin proxy in front runs on this machine; its X-Forwarded-For names the shopper.
    TRUSTED_PROXIES: 'loopback',
    ...o.env,
  };
  const child = o.image
    ? spawnImage(o.image, o.dataDir, env)
    : spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: o.dataDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name: o.name, port: o.port, url: `http://127.0.0.1:${o.port}`, child, output: () => out, exited };
}

/** Waits until /readyz answers 200 (database reachable), or throws with the instance's output. */
export async function waitReady(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void instance.exited.then(() => (dead = true));
  while (Date.now() < deadline && !dead) {
    try {
      const res = await fetch(`${instance.url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${instance.name} did not become ready:\n${instance.output().slice(-4000)}`);
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill(signal);
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 30_000);
  await instance.exited;
  clearTimeout(timer);
}

export function tempDataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-scale-${label}-`));
  // The image's server runs as its node user (uid 1000), which must be able to write there.
  if (process.getuid?.() === 0) fs.chownSync(dir, 1000, 1000);
  return dir;
}

/** The image's command from its own files; the PID is the server's own (run-rootfs.sh execs). */
function spawnImage(image: { name: string; binds?: string[] }, dataDir: string, env: Record<string, string>): ChildProcess {
  const binds = (image.binds ?? []).flatMap((b) => ['--bind', b]);
  const assignments = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  return spawn('bash', [path.join(repoRoot, 'scripts/image/run-rootfs.sh'), image.name, dataDir, ...binds, ...assignments], {
    env: { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
