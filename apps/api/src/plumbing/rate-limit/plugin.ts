import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitedMessage } from '@atelier/contract/customers';
import type { Config } from '../../config.ts';
import { DEFAULT_LIMITS, parseRateLimits, type Limit, type Limits } from './limits.ts';
import { connectRedis } from './redis-client.ts';

/** One counter to bump: its key (without the namespace) and the limit it is held to. */
interface Check {
  key: string;
  limit: Limit;
}

export interface RateLimiter {
  /** Where the counters live: this process, or Redis shared by every instance. */
  readonly kind: 'memory' | 'redis';
  /** Limits in force for a name: RATE_LIMITS overrides, then the caller's, then the defaults. */
  limitsFor(name: string, fallback?: Limits): Limits;
  /** Counts one attempt; how many ms until its window ends when that is over the limit, else 0. */
  hit(request: FastifyRequest, check: Check): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * One limiter for the whole app on @fastify/rate-limit's fixed-window stores: in memory, or in
 * Redis (keys atelier:rl:<name>:ip|address:<id>) when REDIS_URL is set. Routes opt in through
 * rateLimit() below, which counts a request under two keys, so the library's key, limit and window
 * are read from the check being counted rather than fixed per route.
 */
export const rateLimitPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const overrides = parseRateLimits(config.rateLimits);
    const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
    const counting = new WeakMap<FastifyRequest, Check>();
    const current = (request: FastifyRequest) => counting.get(request)!;

    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: 'atelier:rl:',
      // Addresses seen in one window, in memory; the least recently seen are forgotten first.
      cache: 10_000,
      keyGenerator: (request) => current(request).key,
      max: (request) => current(request).limit.max,
      timeWindow: (request) => current(request).limit.windowMs,
    });
    const count = app.createRateLimit();

    app.log.info({ store: redis ? 'redis' : 'memory' }, 'rate limits ready');
    app.decorate('rateLimiter', {
      kind: redis ? 'redis' : 'memory',
      limitsFor(name, fallback) {
        const base = DEFAULT_LIMITS[name];
        return {
          perIp: overrides[name]?.perIp ?? fallback?.perIp ?? base?.perIp,
          perAddress: overrides[name]?.perAddress ?? fallback?.perAddress ?? base?.perAddress,
        };
      },
      async hit(request, check) {
        counting.set(request, check);
        const result = await count(request);
        return !result.isAllowed && result.isExceeded ? result.ttl : 0;
      },
    } satisfies RateLimiter);
    if (redis)
      app.addHook('onClose', () =>
        redis.quit().then(
          () => undefined,
          () => redis.disconnect(),
        ),
      );
  },
  { name: 'atelier-rate-limit' },
);

export interface RateLimitOptions extends Limits {
  /** Names the counters and picks the configured limits (login, register, newsletter...). */
  name: string;
  /** The address to count per; by default the `email` field of the (validated) body. */
  address?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
}

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? email.trim().toLowerCase() : undefined;
}

/** IPv4 as is; IPv6 by its /64, since one subscriber usually holds a whole /64. */
export const clientKey = (ip: string) => normalizeIP(ip, 64);

/** Addresses are counted by digest, so Redis never holds anyone's email address. */
function addressKey(address: string): string {
  return createHash('sha256').update(address).digest('base64url').slice(0, 22);
}

/**
 * A preHandler that counts the attempt per client IP and per address and answers 429 with
 * Retry-After once either is over its limit. Runs after validation, so only well-formed requests
 * count. Usage: `{ preHandler: rateLimit({ name: 'newsletter' }) }`.
 */
export function rateLimit(opts: RateLimitOptions) {
  const addressOf = opts.address ?? bodyEmail;
  return async function rateLimitHandler(request: FastifyRequest, reply: FastifyReply) {
    const limiter = request.server.rateLimiter;
    if (!limiter) throw new Error('rateLimit() needs rateLimitPlugin registered on the app');
    const limits = limiter.limitsFor(opts.name, opts);
    const checks: Check[] = [];
    if (limits.perIp) checks.push({ key: `${opts.name}:ip:${clientKey(request.ip)}`, limit: limits.perIp });
    const address = await addressOf(request);
    if (limits.perAddress && address) checks.push({ key: `${opts.name}:address:${addressKey(address)}`, limit: limits.perAddress });

    let retryMs = 0;
    for (const check of checks) {
      try {
        retryMs = Math.max(retryMs, await limiter.hit(request, check));
      } catch (err) {
        // A limiter outage must not close the shop: let the request through and say so in the log.
        request.log.error({ err, limiter: opts.name }, 'rate limit store unavailable');
      }
    }
    if (retryMs > 0) {
      const retryAfter = Math.max(1, Math.ceil(retryMs / 1000));
      // The wait in words too (R8.3): the sign-in forms show the message as it comes.
      return reply
        .status(429)
        .header('retry-after', String(retryAfter))
        .send({ message: rateLimitedMessage(retryAfter), code: 'RATE_LIMITED' });
    }
  };
}
