import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** The channel the catalogue tables' triggers NOTIFY on (migration 0003_catalogue_cache). */
export const CATALOGUE_CHANNEL = 'atelier_catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers; a module that writes the catalogue may clear() it after committing. */
    catalogueCache: AnswerCache;
  }
}

export interface AnswerCacheOptions {
  clock: Clock;
  /** How long an answer may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number;
}

interface Entry {
  generation: number;
  expiresAt: number;
  body: string;
}

/**
 * Serialised catalogue answers, keyed by request URL. It is emptied whenever the database says the
 * catalogue changed (catalogueCachePlugin below, R15.9), and is bypassed while that cannot be known.
 * Concurrent misses for one key share one computation, so an emptied cache under load costs one
 * query per key, not one per request.
 */
export function answerCache({ clock, ttlMs, maxBytes }: AnswerCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const pending = new Map<string, { generation: number; body: Promise<string> }>();
  // Each change starts a new generation: work begun before it may have read the old catalogue.
  let generation = 0;
  let trusted = false;

  function clear() {
    generation++;
    entries.clear();
    bytes = 0;
    pending.clear();
  }

  function drop(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.body.length;
  }

  return {
    clear,
    /** Whether changes are being announced; an untrusted cache answers nothing from memory. */
    setTrusted(value: boolean) {
      trusted = value;
      clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },

    async get(key: string, compute: () => Promise<string>): Promise<string> {
      if (!trusted || ttlMs <= 0) return compute();
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && hit.expiresAt > now) {
        // Re-insert: Map order is the recency order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const inFlight = pending.get(key);
      if (inFlight && inFlight.generation === generation) return inFlight.body;

      const started = generation;
      const body = compute();
      pending.set(key, { generation: started, body });
      try {
        const value = await body;
        if (started === generation && value.length <= maxBytes) {
          drop(key);
          entries.set(key, { generation: started, expiresAt: now + ttlMs, body: value });
          bytes += value.length;
          while (bytes > maxBytes) drop(entries.keys().next().value!);
        }
        return value;
      } finally {
        if (pending.get(key)?.body === body) pending.delete(key);
      }
    },
  };
}
export type AnswerCache = ReturnType<typeof answerCache>;

/**
 * app.catalogueCache for every module. Each instance keeps its own answers and drops them all when
 * any instance (or anything else) commits a catalogue change: NOTIFY reaches every listener a
 * moment after the commit, so the instance that made a change also clears its own at once.
 */
export const catalogueCachePlugin = fp<{ clock: Clock; config: Config; database: Database }>(async (app, { clock, config, database }) => {
  const cache = answerCache({ clock, ttlMs: config.catalogueCache.ttlSeconds * 1000, maxBytes: config.catalogueCache.maxBytes });
  app.decorate('catalogueCache', cache);
  if (config.catalogueCache.ttlSeconds > 0) {
    const stop = await database.listen(CATALOGUE_CHANNEL, { onNotify: () => cache.clear(), onState: (on) => cache.setTrusted(on) });
    app.addHook('onClose', async () => stop());
  }
});
