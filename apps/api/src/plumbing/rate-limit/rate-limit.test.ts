import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { accountsTestApp, GOOD_PASSWORD, registerUser, uniqueEmail, type AccountsTestContext } from '../../test/accounts.ts';
import { parseRateLimits } from './limits.ts';
import { clientKey, rateLimit, rateLimitPlugin } from './plugin.ts';

// R8.3: the wait in whole minutes, rounded up, from the same Retry-After the header carries.
const limited = (minutes: number) => ({
  message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  code: 'RATE_LIMITED',
});

describe('RATE_LIMITS', () => {
  it('reads name.scope=max/window entries', () => {
    expect(parseRateLimits('login.ip=20/15m, login.address=5/900s;newsletter.ip=100/1h register.address=2/1d')).toEqual({
      login: { perIp: { max: 20, windowMs: 900_000 }, perAddress: { max: 5, windowMs: 900_000 } },
      newsletter: { perIp: { max: 100, windowMs: 3_600_000 } },
      register: { perAddress: { max: 2, windowMs: 86_400_000 } },
    });
    expect(parseRateLimits('')).toEqual({});
  });

  it.each(['login=5/1m', 'login.ip=5', 'login.ip=five/1m', 'login.user=5/1m', 'login.ip=5/0m'])('refuses %s', (text) => {
    expect(() => parseRateLimits(text)).toThrow(/RATE_LIMITS/);
  });
});

describe('client keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::'],
    ['2001:db8:abcd:12::99', '2001:db8:abcd:12::'],
    ['2001:0DB8::1', '2001:db8::'],
    ['::1', '::'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('limits on the account calls (in memory)', () => {
  let t: AccountsTestContext;
  let known: string;
  beforeAll(async () => {
    t = await accountsTestApp({
      RATE_LIMITS: [
        'login.ip=4/1m',
        'login.address=2/1m',
        'register.ip=2/1h',
        'register.address=1/1h',
        'forgot-password.ip=3/1h',
        'forgot-password.address=2/1h',
        'verify-reset-code.ip=3/15m',
        'verify-reset-code.address=2/15m',
      ].join(','),
    });
    known = (await registerUser(t.app)).email;
  });
  afterAll(() => t.close());

  const from = (ip: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('login, per address: the limit holds from any IP and even for the right password; Retry-After says when', async () => {
    // The library's windows run on Date: move it with the app's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const advance = (ms: number) => {
      t.clock.advance(ms);
      vi.advanceTimersByTime(ms);
    };
    expect((await from('198.51.100.1', '/api/auth/login', { email: known, password: 'Wrong-Pass-1' })).statusCode).toBe(401);
    expect((await from('198.51.100.2', '/api/auth/login', { email: known, password: 'Wrong-Pass-1' })).statusCode).toBe(401);
    const res = await from('198.51.100.3', '/api/auth/login', { email: known.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(limited(1));
    expect(res.headers['retry-after']).toBe('60');

    advance(30_000);
    const later = await from('198.51.100.3', '/api/auth/login', { email: known, password: GOOD_PASSWORD });
    expect(later.headers['retry-after']).toBe('30');
    // Half a minute left is still "1 minute", never "0 minutes".
    expect(later.json()).toEqual(limited(1));
    advance(30_000);
    expect((await from('198.51.100.3', '/api/auth/login', { email: known, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('login, per IP: many addresses from one IP are stopped; other IPs carry on', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await from('198.51.100.10', '/api/auth/login', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
    }
    expect((await from('198.51.100.10', '/api/auth/login', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(429);
    expect((await from('198.51.100.11', '/api/auth/login', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
  });

  it('register is limited per address and per IP', async () => {
    const email = uniqueEmail();
    const body = { firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD };
    expect((await from('198.51.100.20', '/api/auth/register', body)).statusCode).toBe(201);
    expect((await from('198.51.100.21', '/api/auth/register', body)).statusCode).toBe(429);
    expect((await from('198.51.100.20', '/api/auth/register', { ...body, email: uniqueEmail() })).statusCode).toBe(201);
    expect((await from('198.51.100.20', '/api/auth/register', { ...body, email: uniqueEmail() })).statusCode).toBe(429);
  });

  it('forgot-password is limited per address (no mail-bombing) and per IP', async () => {
    expect((await from('198.51.100.30', '/api/auth/forgot-password', { email: known })).statusCode).toBe(200);
    expect((await from('198.51.100.31', '/api/auth/forgot-password', { email: known })).statusCode).toBe(200);
    expect((await from('198.51.100.32', '/api/auth/forgot-password', { email: known })).statusCode).toBe(429);
    for (let i = 0; i < 3; i++)
      expect((await from('198.51.100.33', '/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await from('198.51.100.33', '/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(429);
  });

  it('verify-reset-code is limited per address and per IP', async () => {
    const email = uniqueEmail();
    expect((await from('198.51.100.40', '/api/auth/verify-reset-code', { email, code: '000000' })).statusCode).toBe(400);
    expect((await from('198.51.100.41', '/api/auth/verify-reset-code', { email, code: '000001' })).statusCode).toBe(400);
    expect((await from('198.51.100.42', '/api/auth/verify-reset-code', { email, code: '000002' })).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) await from('198.51.100.43', '/api/auth/verify-reset-code', { email: uniqueEmail(), code: '000000' });
    expect((await from('198.51.100.43', '/api/auth/verify-reset-code', { email: uniqueEmail(), code: '000000' })).statusCode).toBe(429);
  });
});

describe('rateLimit() on another route (as the newsletter uses it)', () => {
  async function appWith(rateLimits: string) {
    const app = Fastify();
    await app.register(rateLimitPlugin, { config: loadConfig({ NODE_ENV: 'test', RATE_LIMITS: rateLimits }) });
    app.post('/api/newsletter', { preHandler: rateLimit({ name: 'newsletter' }) }, async () => ({ ok: true }));
    app.post('/api/other', { preHandler: rateLimit({ name: 'other', perIp: { max: 1, windowMs: 1000 } }) }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('uses the newsletter defaults (5 per address an hour) unless RATE_LIMITS says otherwise', async () => {
    const app = await appWith('');
    const post = (email: string, ip = '192.0.2.1') =>
      app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await post('Reader@Example.com', `192.0.2.${i + 10}`)).statusCode).toBe(200);
    const res = await post('reader@example.com', '192.0.2.99');
    expect(res.statusCode).toBe(429);
    // An hour's window: the message counts the minutes left, as the header counts the seconds.
    expect(res.json()).toEqual(limited(Math.ceil(Number(res.headers['retry-after']) / 60)));
    expect(res.json().message).toBe('Too many attempts. Try again in 60 minutes.');
    await app.close();

    const strict = await appWith('newsletter.ip=1/1h');
    expect((await strict.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'a@example.com' } })).statusCode).toBe(200);
    expect((await strict.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'b@example.com' } })).statusCode).toBe(429);
    await strict.close();
  });

  it('takes limits from the call for names without defaults', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const app = await appWith('');
    expect((await app.inject({ method: 'POST', url: '/api/other' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/other' })).headers['retry-after']).toBe('1');
    vi.advanceTimersByTime(1000);
    expect((await app.inject({ method: 'POST', url: '/api/other' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('X-Forwarded-For', () => {
  const login = (app: AccountsTestContext, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'x' },
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is ignored by default: a client cannot pick a fresh address for each attempt', async () => {
    const t = await accountsTestApp({ RATE_LIMITS: 'login.ip=2/1m' });
    try {
      expect((await login(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await login(t, '203.0.113.2')).statusCode).toBe(401);
      expect((await login(t, '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('names the client when it comes from a proxy in TRUSTED_PROXIES', async () => {
    const t = await accountsTestApp({ RATE_LIMITS: 'login.ip=2/1m', TRUSTED_PROXIES: '192.0.2.0/24' });
    try {
      for (let i = 1; i <= 3; i++) expect((await login(t, `203.0.113.${10 + i}`)).statusCode).toBe(401);
      expect((await login(t, '203.0.113.11')).statusCode).toBe(401);
      expect((await login(t, '203.0.113.11')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
