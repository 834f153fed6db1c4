import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { staffRecoveryCodes, staffRoles } from '../../db/schema/staff.ts';
import { ManualClock } from '../../lib/clock.ts';
import { newAdmin } from '../../test/admin.ts';
import { bearer, GOOD_PASSWORD, login } from '../../test/accounts.ts';
import { freshDatabase } from '../../test/database.ts';
import { enrol, stepUp, totpNow } from '../../test/staff.ts';
import type { Shopper } from '../../test/commerce.ts';

/**
 * Probes (issue 30): two instances of the API on one database (PostgreSQL with TEST_DATABASE_URL),
 * each role signed in on both, with and without a second factor, trying to get past the rules.
 */
let database: Database;
let dataDir: string;
const clock = new ManualClock();
let a: App;
let b: App;
beforeAll(async () => {
  database = await freshDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-probes-'));
  // Two apps, one key and one database: what two processes behind a balancer share.
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    JWT_SECRET: 'probe-secret-probe-secret-probe-secret-0123456789',
    // Code attempts: 8 per address per 15 minutes, so the test meets the limit quickly.
    RATE_LIMITS: 'two-step.address=8/15m,two-step.ip=1000/15m,login.ip=1000/1h,login.address=1000/1h,register.ip=1000/1h',
    // With Redis the two instances count attempts together; without it, each counts its own.
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  };
  a = await buildApp({ config: loadConfig(env), database, clock });
  b = await buildApp({ config: loadConfig(env), database, clock });
  await Promise.all([a.ready(), b.ready()]);
}, 180_000);
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const db = () => database.db;
const on = (app: App, who: { headers: Record<string, string> }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const signIn = async (app: App, email: string) => ({
  headers: bearer((await login(app, email, GOOD_PASSWORD)).json().accessToken as string),
});
const roleId = async (builtIn: string) => (await db().select().from(staffRoles).where(eq(staffRoles.builtIn, builtIn)))[0]!.id;

describe('probes on two instances', () => {
  let owner: Shopper & { id: number };
  const members: Record<string, Shopper & { id: number }> = {};
  beforeAll(async () => {
    owner = await newAdmin(a, db(), 'owner');
    for (const r of ['admin', 'fulfilment', 'catalogue'] as const) members[r] = await newAdmin(a, db(), r);
  }, 60_000);

  it('no role edits its own role or grants itself more, on either instance, even stepped up', async () => {
    for (const [name, m] of Object.entries(members)) {
      for (const app of [a, b]) {
        const s = await signIn(app, m.email);
        await stepUp(app, { ...m, headers: s.headers });
        const res = await on(app, s, 'PUT', `/staff/${m.id}/role`, { roleId: await roleId('admin') });
        expect(res.statusCode, `${name}`).toBe(403);
        expect(['OWN_ACCESS', 'PERMISSION_DENIED']).toContain(res.json().code);
        expect((await on(app, s, 'POST', '/staff/transfer-ownership', { toUserId: m.id, password: GOOD_PASSWORD })).statusCode).toBe(403);
        expect((await on(app, s, 'PUT', '/staff/policy', { requireTwoStep: false, stepUpRefundOverPence: null })).statusCode).toBe(403);
      }
      const row = (await db().select().from(users).where(eq(users.id, m.id)))[0]!;
      expect(row.staffRoleId).toBe(await roleId(name));
      expect(row.isOwner).toBe(false);
    }
  });

  it('with a second factor: a password alone opens nothing but the code page, a code is never taken twice, a recovery code once', async () => {
    const m = members.fulfilment!;
    const first = await signIn(a, m.email);
    const { secret, recoveryCodes } = await enrol(a, { ...m, headers: first.headers }, clock);
    expect(recoveryCodes).toHaveLength(10);
    // Stored hashed (argon2id), never as given.
    const stored = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, m.id));
    expect(stored).toHaveLength(10);
    expect(stored.every((r) => r.codeHash.startsWith('$argon2id$') && !recoveryCodes.includes(r.codeHash))).toBe(true);

    // A new sign-in on the other instance: orders are closed until the second step.
    const onB = await signIn(b, m.email);
    const closed = await on(b, onB, 'GET', '/orders');
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ message: expect.any(String), code: 'TWO_STEP_REQUIRED' });
    expect((await on(b, onB, 'GET', '/me')).json().twoStep).toMatchObject({ enrolled: true, passed: false });

    // The code used to enrol was spent: replaying it on the other instance fails.
    clock.advance(1000);
    const replay = await on(b, onB, 'POST', '/me/two-step/verify', { code: totpNow(secret, clock) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('WRONG_CODE');
    clock.advance(30_000);
    const fresh = totpNow(secret, clock);
    expect((await on(b, onB, 'POST', '/me/two-step/verify', { code: fresh })).statusCode).toBe(200);
    expect((await on(b, onB, 'GET', '/orders')).statusCode).toBe(200);
    // The same code on another session of instance A, within its window: refused.
    const onA = await signIn(a, m.email);
    expect((await on(a, onA, 'POST', '/me/two-step/verify', { code: fresh })).json().code).toBe('WRONG_CODE');

    // A recovery code works once, whichever instance sees it.
    expect((await on(a, onA, 'POST', '/me/two-step/verify', { code: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await on(a, onA, 'GET', '/orders')).statusCode).toBe(200);
    const again = await signIn(b, m.email);
    expect((await on(b, again, 'POST', '/me/two-step/verify', { code: recoveryCodes[0] })).json().code).toBe('WRONG_CODE');
    expect((await on(b, again, 'GET', '/orders')).statusCode).toBe(403);
  });

  it('code attempts are rate-limited per person (across instances where Redis is configured)', async () => {
    const m = members.catalogue!;
    const s = await signIn(a, m.email);
    // Enrolling's first code is one attempt of eight.
    const { secret } = await enrol(a, { ...m, headers: s.headers }, clock);
    const fresh = await signIn(b, m.email);
    const shared = Boolean(process.env.TEST_REDIS_URL);
    const answers: number[] = [];
    for (let i = 0; i < 8; i++)
      answers.push((await on(shared && i % 2 ? b : a, fresh, 'POST', '/me/two-step/verify', { code: '000000' })).statusCode);
    expect(answers[0]).toBe(400);
    expect(answers.filter((c) => c !== 400 && c !== 429)).toEqual([]);
    expect(answers.at(-1)).toBe(429);
    // Even the right code waits for the window to pass.
    clock.advance(30_000);
    expect((await on(a, fresh, 'POST', '/me/two-step/verify', { code: totpNow(secret, clock) })).statusCode).toBe(429);
  });

  it('after removal, an old token is refused on both instances at once', async () => {
    const m = members.admin!;
    const onA = await signIn(a, m.email);
    const onB = await signIn(b, m.email);
    expect((await on(b, onB, 'GET', '/products')).statusCode).toBe(200);
    const ownerSession = await signIn(a, owner.email);
    await stepUp(a, { ...owner, headers: ownerSession.headers });
    expect((await on(a, ownerSession, 'DELETE', `/staff/${m.id}`)).statusCode).toBe(200);
    for (const [app, s] of [
      [a, onA],
      [b, onB],
    ] as const) {
      const res = await on(app, s, 'GET', '/products');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_REVOKED');
    }
    // Signing in again gives a customer's session: the back office stays shut.
    const back = await signIn(b, m.email);
    expect((await on(b, back, 'GET', '/products')).statusCode).toBe(403);
  });

  it('when the owner requires two-step sign-in, staff without it are sent to enrol', async () => {
    const ownerSession = await signIn(b, owner.email);
    await stepUp(b, { ...owner, headers: ownerSession.headers });
    // The owner enrols first, so the rule does not lock them out.
    await enrol(b, { ...owner, headers: ownerSession.headers }, clock);
    expect((await on(b, ownerSession, 'PUT', '/staff/policy', { requireTwoStep: true, stepUpRefundOverPence: 5000 })).statusCode).toBe(200);
    const newcomer = await newAdmin(a, db(), 'catalogue');
    const res = await on(a, newcomer, 'GET', '/products');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TWO_STEP_ENROLMENT_REQUIRED');
    expect((await on(a, newcomer, 'GET', '/me')).json().twoStep).toMatchObject({ required: true, enrolled: false });
    await enrol(a, newcomer, clock);
    expect((await on(a, newcomer, 'GET', '/products')).statusCode).toBe(200);
    // A refund over the owner's amount asks for a step-up; under it, the order itself decides (404 here).
    const guid = '6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11';
    const over = await on(b, ownerSession, 'POST', `/orders/${guid}/refund`, {
      restock: false,
      reason: 'Lost in the post.',
      expectedPence: 5001,
    });
    clock.advance(6 * 60_000);
    const later = await on(b, ownerSession, 'POST', `/orders/${guid}/refund`, {
      restock: false,
      reason: 'Lost in the post.',
      expectedPence: 5001,
    });
    expect(later.json().code).toBe('STEP_UP_REQUIRED');
    expect([404, 409]).toContain(over.statusCode);
    const under = await on(b, ownerSession, 'POST', `/orders/${guid}/refund`, {
      restock: false,
      reason: 'Lost in the post.',
      expectedPence: 5000,
    });
    expect(under.statusCode).toBe(404);
  });
});
