import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseNotice } from './cache-changes.ts';
import { CATALOGUE_CHANNEL, FENCE_PREFIX, sendFence } from './cache-repository.ts';
import { answerCache, type AnswerCache } from './cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers; a route that writes the catalogue awaits settle() before it answers. */
    catalogueCache: CatalogueCache;
  }
}

export interface CatalogueCache extends AnswerCache {
  /**
   * Resolves once this instance has heard every catalogue change committed so far, its own
   * included: a write's answer is sent only after the cached answers it alters are dropped.
   */
  settle(): Promise<void>;
}

/** Beyond this the marker is taken as lost and the whole cache is emptied instead. */
const SETTLE_TIMEOUT_MS = 2000;

/**
 * app.catalogueCache for every module. Each instance keeps its own answers and drops what a change
 * alters when the database announces it (R15.9): NOTIFY reaches every listener, this instance
 * included, a moment after the commit, so a writer calls settle() to wait for its own notices.
 */
export const catalogueCachePlugin = fp<{ clock: Clock; config: Config; database: Database }>(async (app, { clock, config, database }) => {
  const cache = answerCache({ clock, ttlMs: config.catalogueCache.ttlSeconds * 1000, maxBytes: config.catalogueCache.maxBytes });
  const waiting = new Map<string, () => void>();

  async function settle() {
    if (!cache.trusted) return; // nothing is answered from memory meanwhile
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
    });
    try {
      await sendFence(database.db, token);
      if (!(await heard)) cache.clear();
    } catch {
      cache.clear();
    } finally {
      clearTimeout(timer);
      waiting.delete(token);
    }
  }

  app.decorate('catalogueCache', Object.assign(cache, { settle }));
  if (config.catalogueCache.ttlSeconds > 0) {
    const stop = await database.listen(CATALOGUE_CHANNEL, {
      onNotify: (payload) => {
        if (payload.startsWith(FENCE_PREFIX)) waiting.get(payload.slice(FENCE_PREFIX.length))?.();
        else cache.apply(parseNotice(payload));
      },
      onState: (on) => {
        cache.setTrusted(on);
        // Untrusted, the cache answers nothing from memory: no writer need wait for its marker.
        if (!on) for (const release of waiting.values()) release();
      },
    });
    app.addHook('onClose', async () => stop());
  }
});
