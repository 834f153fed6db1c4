import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE } from '@atelier/contract/customers';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/accounts.ts';
import { ManualClock } from '../../lib/clock.ts';
import { freshDatabase } from '../../test/database.ts';
import {
  accountsTestApp,
  RELAXED_LIMITS,
  bearer,
  cookiesOf,
  GOOD_PASSWORD,
  lastMail,
  login,
  registerUser,
  uniqueEmail,
  verificationLinkIn,
  type AccountsTestContext,
} from '../../test/accounts.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates the account, answers user and accessToken, and sets the session cookies', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: ' Grace ', lastName: 'Hopper', email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phoneNumber: '',
      emailVerified: false,
      createdAt: t.clock.now().toISOString(),
      role: 'customer',
    });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookies = cookiesOf(res);
    expect(cookies.atelier_session).toMatchObject({ value: body.accessToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.atelier_session?.secure).toBeFalsy();
    expect(cookies.atelier_session?.maxAge).toBe(7 * 86400);
    expect(cookies.atelier_csrf?.value).toMatch(/^[\w-]{43}$/);
    expect(cookies.atelier_csrf?.httpOnly).toBeFalsy();
  });

  it('stores an argon2id hash, never the password', async () => {
    const { email } = await registerUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it('refuses an address that already has an account, whatever its capitals', async () => {
    const { email } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A', lastName: 'B', email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email address already exists.', code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['too short', 'Short1!', 'password: must be at least 8 characters'],
    ['too long', 'x'.repeat(129), 'password: must be at most 128 characters'],
  ])('refuses a password that is %s', async (_label, password, message) => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A', lastName: 'B', email, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it.each(['password123', 'Password1!', 'QWERTYUIOP', 'iloveyou1'])('refuses the common password %s', async (password) => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A', lastName: 'B', email, password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEAK_PASSWORD');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('accepts a 128-character password and signs in with it', async () => {
    const password = 'Ab1-'.repeat(32);
    const { email } = await registerUser(t.app, { password });
    expect((await login(t.app, email, password)).statusCode).toBe(200);
  });

  it('mails a verification link that verifies the address and redirects to the account page', async () => {
    const { email, token } = await registerUser(t.app);
    const mail = await lastMail(t.app, t.outboxDir, email, 'verify-email');
    const link = new URL(verificationLinkIn(mail.text));
    expect(link.origin).toBe('http://localhost:3000');

    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/account-details?verified=1');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().user.emailVerified).toBe(true);
    // Verified: a welcome mail follows; a second click still lands on the verified page.
    expect((await lastMail(t.app, t.outboxDir, email, 'welcome')).subject).toBe('Welcome to Atelier');
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location).toBe('/account-details?verified=1');
  });

  it('sends an unknown or expired verification link to the page with verified=0', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-real-token' });
    expect(bad.headers.location).toBe('/account-details?verified=0');

    const { email, token } = await registerUser(t.app);
    const link = new URL(verificationLinkIn((await lastMail(t.app, t.outboxDir, email, 'verify-email')).text));
    t.clock.advance(49 * 3_600_000);
    const late = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(late.headers.location).toBe('/account-details?verified=0');
    t.clock.advance(-49 * 3_600_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().user.emailVerified).toBe(false);
  });

  it('resends a verification link to a signed-in user, and the older link dies', async () => {
    const { email, token } = await registerUser(t.app);
    const first = new URL(verificationLinkIn((await lastMail(t.app, t.outboxDir, email, 'verify-email')).text));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const second = new URL(verificationLinkIn((await lastMail(t.app, t.outboxDir, email, 'verify-email')).text));
    expect(second.search).not.toBe(first.search);
    expect((await t.app.inject({ method: 'GET', url: first.pathname + first.search })).headers.location).toBe(
      '/account-details?verified=0',
    );
    expect((await t.app.inject({ method: 'GET', url: second.pathname + second.search })).headers.location).toBe(
      '/account-details?verified=1',
    );
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_VERIFIED');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
  });
});

describe('login', () => {
  it('answers user and accessToken for the right password, whatever the capitals of the address', async () => {
    const { email } = await registerUser(t.app);
    const res = await login(t.app, `  ${email.toUpperCase()} `, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect(cookiesOf(res).atelier_session?.value).toBe(res.json().accessToken);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await login(t.app, email, 'Not-The-Password-1');
    const unknown = await login(t.app, uniqueEmail('nobody'), 'Not-The-Password-1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE, code: 'INVALID_CREDENTIALS' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes about as long for an unknown address as for a wrong password (a dummy hash is checked)', async () => {
    // With the real (OWASP) cost, so that skipping the dummy check would show plainly.
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir, RATE_LIMITS: RELAXED_LIMITS }),
      argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    };
    const database = await freshDatabase();
    const app = await buildApp({ config, database, clock: new ManualClock() });
    try {
      const { email } = await registerUser(app);
      const time = async (address: string) => {
        const start = performance.now();
        const res = await login(app, address, 'Not-The-Password-1');
        expect(res.statusCode).toBe(401);
        return performance.now() - start;
      };
      await time(uniqueEmail('warm-up'));
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 8; i++) {
        known.push(await time(email));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      // The fastest of several tries is the least disturbed by other work on the machine. Skipping
      // the dummy check makes an unknown address answer in a fraction of the time.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.4);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('remakes a hash made with older parameters at the next sign-in', async () => {
    const { email } = await registerUser(t.app);
    const { hash } = await import('@node-rs/argon2');
    await t.database.db
      .update(users)
      .set({ passwordHash: await hash(GOOD_PASSWORD, { memoryCost: 512, timeCost: 1, parallelism: 1 }) })
      .where(eq(users.email, email));
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('session lifecycle', () => {
  it('a token works before logout and not after', async () => {
    const { token } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(cookiesOf(out).atelier_session?.value).toBe('');

    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Token has been revoked', code: 'TOKEN_REVOKED' });
    expect(after.headers['www-authenticate']).toContain('Bearer');
  });

  it('logout revokes only the presented token', async () => {
    const { email, token } = await registerUser(t.app);
    const other = (await login(t.app, email, GOOD_PASSWORD)).json().accessToken;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('logout with a dead or missing token still signs out', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const { token } = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
  });

  it("an expired token answers 'Token has expired'", async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(7 * 86_400_000 - 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    t.clock.advance(-7 * 86_400_000);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Token has expired', code: 'TOKEN_EXPIRED' });
  });

  it('GET /api/user without a token answers 401 Authentication required', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required', code: 'AUTH_REQUIRED' });
  });
});
