import { normaliseSearchTerm, SEARCH_LOG_DAYS, type SearchInsights } from '@atelier/contract/search-insights';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { searchLogRepository } from './repository.ts';

const DAY_MS = 86_400_000;
/** Searches are written together at most this long after they are made (R22.12). */
export const SEARCH_LOG_FLUSH_MS = 1_000;

type Row = Parameters<ReturnType<typeof searchLogRepository>['add']>[0][number];

/**
 * Searches waiting to be written, one queue per database so every service over it shares it: a
 * busy shop writes one insert a second instead of a transaction per search. A crash loses at most
 * that second of the log, which holds no orders and no shopper.
 */
const queues = new WeakMap<Db, { rows: Row[]; timer?: NodeJS.Timeout; writing: Promise<void> }>();

/** Records searches without the searcher, and tells the owner what was searched (R22.12). */
export function searchInsightsService(db: Db, clock: Clock, onWriteError: (err: unknown) => void = () => undefined) {
  const repo = searchLogRepository(db);
  const q = queues.get(db) ?? { rows: [], writing: Promise.resolve() };
  queues.set(db, q);

  /** Writes what is waiting; the owner's view and a closing app call it so nothing waits unseen. */
  function flush(): Promise<void> {
    clearTimeout(q.timer);
    q.timer = undefined;
    const rows = q.rows.splice(0);
    // A failed write is reported once and does not stop the ones after it.
    q.writing = q.writing.then(() => repo.add(rows)).catch(onWriteError);
    return q.writing;
  }

  return {
    /** One search as a shopper typed it, with the number of products it found. */
    async record(raw: string, results: number): Promise<void> {
      const term = normaliseSearchTerm(raw);
      if (!term) return;
      q.rows.push({ term, results, searchedAt: clock.now() });
      // A queue past a few hundred searches is written at once; otherwise within the second.
      if (q.rows.length >= 500) return flush();
      q.timer ??= setTimeout(() => void flush(), SEARCH_LOG_FLUSH_MS).unref();
    },

    flush,

    async insights(days: number): Promise<SearchInsights> {
      await flush();
      const now = clock.now().getTime();
      await repo.prune(new Date(now - SEARCH_LOG_DAYS * DAY_MS));
      const since = new Date(now - days * DAY_MS);
      const [searches, top, noResults] = await Promise.all([repo.count(since), repo.terms(since, false, 25), repo.terms(since, true, 25)]);
      return { days, searches, top, noResults };
    },
  };
}
export type SearchInsightsService = ReturnType<typeof searchInsightsService>;
