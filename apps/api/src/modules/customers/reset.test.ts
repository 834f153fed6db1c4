import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetCodes, users } from '../../db/schema/accounts.ts';
import {
  accountsTestApp,
  bearer,
  codeIn,
  GOOD_PASSWORD,
  lastMail,
  login,
  outbox,
  registerUser,
  uniqueEmail,
  type AccountsTestContext,
} from '../../test/accounts.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Linen-Trousers-77';

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const verify = (email: string, code: string) => post('/api/auth/verify-reset-code', { email, code });
const reset = (email: string, resetToken: string, newPassword = NEW_PASSWORD) =>
  post('/api/auth/reset-password', { email, resetToken, newPassword });

async function codeFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  return codeIn((await lastMail(t.app, t.outboxDir, email, 'reset-code')).text);
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset by emailed code', () => {
  it('forgot -> code by mail -> verify -> reset token -> new password; every old session ends', async () => {
    const { email, token } = await registerUser(t.app);
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken).toMatch(/^[\w-]{43}$/);

    const done = await reset(email, resetToken);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/password has been updated/);

    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json()).toEqual({
      message: 'Token has been revoked',
      code: 'TOKEN_REVOKED',
    });
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(t.app, email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // Receiving the code proved the address.
    expect(fresh.json().user.emailVerified).toBe(true);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const { email } = await registerUser(t.app);
    const before = (await outbox(t.app, t.outboxDir)).length;
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const strip = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(strip(unknown.headers)).toEqual(strip(known.headers));
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect((await outbox(t.app, t.outboxDir)).length).toBe(before + 1);
  });

  it('stores the code only as a keyed digest', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db.select().from(resetCodes).where(eq(resetCodes.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('a code works until 300 seconds have passed', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    t.clock.advance(299_000);
    expect((await verify(email, code)).statusCode).toBe(200);

    const late = await codeFor(email);
    t.clock.advance(300_000);
    const res = await verify(email, late);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CODE');
  });

  it('a code works once', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('the 6th try fails even with the right code', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_CODE');
    }
    expect((await verify(email, code)).statusCode).toBe(400);
    // A new code starts the count again.
    expect((await verify(email, await codeFor(email))).statusCode).toBe(200);
  });

  it('the right code on the 5th try still works', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    for (let i = 0; i < 4; i++) await verify(email, wrong(code));
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('parallel guesses cannot get past the limit', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    await Promise.all(Array.from({ length: 12 }, () => verify(email, wrong(code))));
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('a new forgot-password replaces the older code', async () => {
    const { email } = await registerUser(t.app);
    const older = await codeFor(email);
    let newer = await codeFor(email);
    while (newer === older) newer = await codeFor(email);
    expect((await verify(email, older)).statusCode).toBe(400);
    expect((await verify(email, newer)).statusCode).toBe(200);
  });

  it('verify-reset-code answers an unknown address like a wrong code', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    const unknown = await verify(uniqueEmail('nobody'), code);
    const bad = await verify(email, wrong(code));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(bad.body);
  });

  it('reset-password needs a live reset token of that user, once', async () => {
    const { email } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { resetToken } = (await verify(email, await codeFor(email))).json();

    expect((await post('/api/auth/reset-password', { email, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset(email, 'x'.repeat(43))).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await reset(other.email, resetToken)).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await reset(email, resetToken)).statusCode).toBe(200);
    expect((await reset(email, resetToken, 'Another-Password-9')).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await login(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, other.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset token dies after 15 minutes', async () => {
    const { email } = await registerUser(t.app);
    const { resetToken } = (await verify(email, await codeFor(email))).json();
    t.clock.advance(15 * 60_000);
    expect((await reset(email, resetToken)).statusCode).toBe(400);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('a refused new password does not spend the reset token', async () => {
    const { email } = await registerUser(t.app);
    const { resetToken } = (await verify(email, await codeFor(email))).json();
    const weak = await reset(email, resetToken, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    expect((await reset(email, resetToken)).statusCode).toBe(200);
  });
});
