import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { accountsTestApp, GOOD_PASSWORD, registerUser, type AccountsTestContext } from '../../test/accounts.ts';
import { rateLimit, rateLimitPlugin } from './plugin.ts';

// The real Redis (CI sets TEST_REDIS_URL=redis://127.0.0.1:6379); skipped only when none is named.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis, shared by several instances', () => {
  let one: AccountsTestContext;
  let two: AccountsTestContext;
  let redis: Redis;
  // Addresses of this run only, so parallel runs and earlier runs never share a count.
  const ipPrefix = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      RATE_LIMITS: 'login.ip=5/1m,login.address=3/1m,forgot-password.ip=50/1h,forgot-password.address=2/1h',
    };
    [one, two] = await Promise.all([accountsTestApp(env), accountsTestApp(env)]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    redis?.disconnect();
  });

  it('the app uses the Redis store when REDIS_URL is set', () => {
    expect(one.app.rateLimiter.kind).toBe('redis');
  });

  it('two instances count one limit per address', async () => {
    // The same address registered on both instances (each has its own database).
    const { email } = await registerUser(one.app);
    await registerUser(two.app, { email });
    const attempt = (app: AccountsTestContext, n: number, password = 'Wrong-Pass-1') =>
      app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `${ipPrefix}.${n}` });

    expect((await attempt(one, 1)).statusCode).toBe(401);
    expect((await attempt(two, 2)).statusCode).toBe(401);
    expect((await attempt(one, 3)).statusCode).toBe(401);
    const fourth = await attempt(two, 4, GOOD_PASSWORD);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: 'Too many attempts. Try again in 1 minute.', code: 'RATE_LIMITED' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await attempt(one, 5, GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('two instances count one limit per IP', async () => {
    const ip = `${ipPrefix}.200`;
    const attempt = (app: AccountsTestContext, i: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `ip-${i}-${randomBytes(4).toString('hex')}@example.com`, password: 'x' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? two : one, i)).statusCode).toBe(401);
    expect((await attempt(one, 5)).statusCode).toBe(429);
    expect((await attempt(two, 6)).statusCode).toBe(429);
  });

  it('keys expire with their window and hold no email address', async () => {
    const email = `keys-${randomBytes(4).toString('hex')}@example.com`;
    await one.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: `${ipPrefix}.201` });
    const keys = await redis.keys(`atelier:rl:forgot-password:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(email);
    expect(keys).toContain(`atelier:rl:forgot-password:ip:${ipPrefix}.201`);
    const ttl = await redis.pttl(`atelier:rl:forgot-password:ip:${ipPrefix}.201`);
    expect(ttl).toBeGreaterThan(3_500_000);
    expect(ttl).toBeLessThanOrEqual(3_600_000);
  });

  it('counts atomically under concurrent hits on two instances', async () => {
    const name = `concurrent-${randomBytes(6).toString('hex')}`;
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl! });
    const apps = await Promise.all(
      [1, 2].map(async () => {
        const app = Fastify();
        await app.register(rateLimitPlugin, { config });
        app.post('/try', { preHandler: rateLimit({ name, perIp: { max: 10, windowMs: 10_000 } }) }, async () => ({ ok: true }));
        return app;
      }),
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => apps[i % 2]!.inject({ method: 'POST', url: '/try', remoteAddress: `${ipPrefix}.202` })),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(40);
      expect(refused.every((r) => Number(r.headers['retry-after']) > 0 && Number(r.headers['retry-after']) <= 10)).toBe(true);
      expect(await redis.get(`atelier:rl:${name}:ip:${ipPrefix}.202`)).toBe('50');
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});

describe('an unreachable REDIS_URL', () => {
  it('stops the app from starting, saying so', async () => {
    const app = Fastify();
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:1' });
    await expect(app.register(rateLimitPlugin, { config }).ready()).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
    await app.close().catch(() => {});
  });
});
