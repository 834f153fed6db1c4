import { Redis } from 'ioredis';

/**
 * The Redis connection the limiter counts in (R8.2), checked at start-up so a wrong
 * REDIS_URL stops the app instead of silently counting nowhere.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail fast instead of queueing while Redis is away; the limiter then lets requests through.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    const where = new URL(url);
    throw new Error(`REDIS_URL: cannot reach Redis at ${where.hostname}:${where.port || 6379} (${(err as Error).message})`);
  }
  return client;
}
