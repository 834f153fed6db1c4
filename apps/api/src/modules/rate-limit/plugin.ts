import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMITED_MESSAGE } from '@atelier/contract/auth';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { DEFAULT_LIMITS, parseRateLimits, type Limit, type Limits } from './limits.ts';
import { memoryStore, redisStore, type RateLimitStore } from './store.ts';

export interface RateLimiter {
  store: RateLimitStore;
  /** Limits in force for a name: RATE_LIMITS overrides, then the caller's, then the defaults. */
  limitsFor(name: string, fallback?: Limits): Limits;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** One limiter for the whole app: in memory, or in Redis when REDIS_URL is set. */
export const rateLimitPlugin = fp<{ config: Config; clock: Clock }>(
  async (app, { config, clock }) => {
    const overrides = parseRateLimits(config.rateLimits);
    const store = config.redisUrl ? await redisStore(config.redisUrl) : memoryStore(clock);
    app.log.info({ store: store.kind }, 'rate limits ready');
    app.decorate('rateLimiter', {
      store,
      limitsFor(name, fallback) {
        const base = DEFAULT_LIMITS[name];
        return {
          perIp: overrides[name]?.perIp ?? fallback?.perIp ?? base?.perIp,
          perAddress: overrides[name]?.perAddress ?? fallback?.perAddress ?? base?.perAddress,
        };
      },
    } satisfies RateLimiter);
    app.addHook('onClose', () => store.close());
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
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const full = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${full.slice(0, 4).map((x) => x.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

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
    const checks: Array<[string, Limit]> = [];
    if (limits.perIp) checks.push([`${opts.name}:ip:${clientKey(request.ip)}`, limits.perIp]);
    const address = await addressOf(request);
    if (limits.perAddress && address) checks.push([`${opts.name}:address:${addressKey(address)}`, limits.perAddress]);

    let retryMs = 0;
    for (const [key, limit] of checks) {
      let hit;
      try {
        hit = await limiter.store.hit(key, limit.windowMs);
      } catch (err) {
        // A limiter outage must not close the shop: let the request through and say so in the log.
        request.log.error({ err, limiter: opts.name }, 'rate limit store unavailable');
        continue;
      }
      if (hit.count > limit.max) retryMs = Math.max(retryMs, hit.resetMs);
    }
    if (retryMs > 0) {
      return reply
        .status(429)
        .header('retry-after', String(Math.max(1, Math.ceil(retryMs / 1000))))
        .send({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
    }
  };
}
