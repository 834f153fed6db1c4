import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/accounts.ts';
import { ManualClock } from '../../lib/clock.ts';
import { accountsTestApp, bearer, registerUser, type AccountsTestContext } from '../../test/accounts.ts';
import { resolveJwtSecret, tokenService } from './tokens.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.close());

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });

describe('access tokens', () => {
  it('carry sub, jti, iat and exp, signed HS256', async () => {
    const { token } = await registerUser(t.app);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'sub']);
    expect(claims.exp! - Math.floor(claims.iat!)).toBe(7 * 86400);
    expect(claims.iat! * 1000).toBeCloseTo(t.clock.now().getTime(), -1);
  });

  it('reject a token signed with another key', async () => {
    const { token } = await registerUser(t.app);
    const claims = decodeJwt(token);
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(randomBytes(32));
    const res = await me(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid token', code: 'INVALID_TOKEN' });
  });

  it('reject an unsigned (alg none) token', async () => {
    const { token } = await registerUser(t.app);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(token))}.`;
    const res = await me(bearer(none));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('reject a token whose claims were changed after signing', async () => {
    const a = await registerUser(t.app);
    const [header, , signature] = a.token.split('.');
    const claims = decodeJwt(a.token);
    const tampered = `${header}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${signature}`;
    expect((await me(bearer(tampered))).json().code).toBe('INVALID_TOKEN');
  });

  it('reject another algorithm even with the right secret shape', async () => {
    const { token } = await registerUser(t.app);
    const hs512 = await new SignJWT({ ...decodeJwt(token) }).setProtectedHeader({ alg: 'HS512' }).sign(randomBytes(64));
    expect((await me(bearer(hs512))).statusCode).toBe(401);
  });

  it.each([['Bearer'], ['Bearer not.a.jwt'], ['Basic dXNlcjpwYXNz'], ['Bearer ' + 'a'.repeat(10_000)]])(
    'reject the header %#',
    async (authorization) => {
      const res = await me({ authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_TOKEN');
    },
  );

  it('of a deleted account are revoked', async () => {
    const { email, token } = await registerUser(t.app);
    await t.database.db.delete(users).where(eq(users.email, email));
    expect((await me(bearer(token))).json()).toEqual({ message: 'Token has been revoked', code: 'TOKEN_REVOKED' });
  });

  it('the cookie carries the session too, and a dead cookie is cleared', async () => {
    const { res } = await registerUser(t.app);
    const cookie = `atelier_session=${res.json().accessToken}`;
    expect((await me({ cookie })).json().user.firstName).toBe('Ada');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(res.json().accessToken) });
    const after = await me({ cookie });
    expect(after.json().message).toBe('Token has been revoked');
    expect(after.cookies.find((c) => c.name === 'atelier_session')?.value).toBe('');
  });

  it('a Bearer header wins over the cookie', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await me({ ...bearer(b.token), cookie: `atelier_session=${a.token}` });
    expect(res.json().user.email).toBe(b.email);
  });
});

describe('the signing secret', () => {
  it('is persisted in DATA_DIR in development so restarts keep sessions', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-secret-'));
    try {
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const first = resolveJwtSecret(config);
      expect((await fs.stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
      const clock = new ManualClock();
      const token = (await tokenService({ secret: first, clock, ttlSeconds: 60 }).issue(1)).token;
      const second = resolveJwtSecret(config);
      expect((await tokenService({ secret: second, clock, ttlSeconds: 60 }).verify(token)).userId).toBe(1);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('JWT_SECRET from the environment is used as given', async () => {
    const secret = 'a-long-enough-secret-for-the-tests-0123456789';
    const ctx = await accountsTestApp({ JWT_SECRET: secret });
    try {
      const { token } = await registerUser(ctx.app);
      const own = await new SignJWT({ ...decodeJwt(token) }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(own) })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('ACCESS_TOKEN_TTL sets the lifetime', async () => {
    const ctx = await accountsTestApp({ ACCESS_TOKEN_TTL: '15m' });
    try {
      const { token } = await registerUser(ctx.app);
      ctx.clock.advance(15 * 60_000);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().message).toBe('Token has expired');
    } finally {
      await ctx.close();
    }
  });
});
