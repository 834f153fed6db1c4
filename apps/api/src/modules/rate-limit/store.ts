import { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock.ts';

export interface Hit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/** Fixed-window counters: one increment per attempt. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Counters of this process only; time from the injected clock so tests can move it. */
export function memoryStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;

  function sweep(now: number) {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const now = clock.now().getTime();
      // Forget finished windows now and then so the map does not grow with every address seen.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and the expiry in one atomic step, so instances sharing Redis share one count and a crash
// between the two can never leave a key without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type RedisWithHit = Redis & { atelierRateHit(key: string, windowMs: number): Promise<[number, number]> };

/** Counters in Redis, shared by every instance pointed at it (decisions 15). */
export async function redisStore(url: string, keyPrefix = 'atelier:rl:'): Promise<RateLimitStore> {
  const client = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    // Fail fast instead of queueing while Redis is away; the limiter then lets requests through.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  }) as RedisWithHit;
  client.on('error', () => {});
  client.defineCommand('atelierRateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    const where = new URL(url);
    throw new Error(`REDIS_URL: cannot reach Redis at ${where.hostname}:${where.port || 6379} (${(err as Error).message})`);
  }
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = await client.atelierRateHit(key, windowMs);
      return { count: Number(count), resetMs: Number(ttl) };
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
