/** Helpers for the API tests of accounts and carts (tests only). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestContext } from './app.ts';

/** Limits high enough that suites registering many users from one address never meet them. */
export const RELAXED_LIMITS = [
  'login',
  'register',
  'forgot-password',
  'verify-reset-code',
  'resend-verification',
  'change-password',
  'newsletter',
  'back-in-stock',
  'two-step',
]
  .flatMap((n) => [`${n}.ip=10000/1h`, `${n}.address=10000/1h`])
  .join(',');

export interface AccountsTestContext extends TestContext {
  dataDir: string;
  outboxDir: string;
}

/** The whole API with its outbox in a temporary folder. */
export async function accountsTestApp(env: Record<string, string> = {}): Promise<AccountsTestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-accounts-test-'));
  const ctx = await createTestApp({ DATA_DIR: dataDir, RATE_LIMITS: RELAXED_LIMITS, ...env });
  return {
    ...ctx,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    async close() {
      await ctx.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the shop over the first's database and clock, as two servers behind a load
 * balancer. Give it the first's `env` (they share the signing secret, as every deployment must);
 * its sweeper is off, so the first's alone runs the timed jobs unless a test starts them itself.
 */
export async function secondInstance(t: AccountsTestContext, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: t.dataDir,
    RATE_LIMITS: RELAXED_LIMITS,
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({ config, database: t.database, clock: t.clock });
  await app.ready();
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.co.uk`;
}

export const GOOD_PASSWORD = 'Tweed-Jacket-42';

export interface Registered {
  email: string;
  password: string;
  token: string;
  res: LightMyRequestResponse;
}

export async function registerUser(
  app: App,
  over: { email?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<Registered> {
  const email = over.email ?? uniqueEmail();
  const password = over.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: over.headers,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, password, token: res.json().accessToken, res };
}

export async function login(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password } });
}

/** Set-Cookie values of an answer, by name. */
export function cookiesOf(
  res: LightMyRequestResponse,
): Record<string, { value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }> {
  const out: Record<string, { value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }> =
    {};
  for (const c of res.cookies as Array<{
    name: string;
    value: string;
    maxAge?: number;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    path?: string;
  }>) {
    out[c.name] = c;
  }
  return out;
}

export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  eml: string;
}

/** Mails written to the outbox so far (after every pending send finished), oldest first. */
export async function outbox(app: App, outboxDir: string): Promise<OutboxMail[]> {
  await app.mailer.flush();
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(outboxDir, n), 'utf8')) as OutboxMail));
}

export async function lastMail(app: App, outboxDir: string, to: string, kind: string): Promise<OutboxMail> {
  const mail = (await outbox(app, outboxDir)).filter((m) => m.to === to && m.kind === kind).at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

export function codeIn(text: string): string {
  const m = /code to reset your password is: (\d{6})/.exec(text);
  if (!m) throw new Error('no reset code in the mail');
  return m[1]!;
}

export function verificationLinkIn(text: string): string {
  const m = /(https?:\/\/\S+\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no verification link in the mail');
  return m[1]!;
}
