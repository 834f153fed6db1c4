import { normaliseSearchTerm, SEARCH_LOG_DAYS, type SearchInsights } from '@atelier/contract/search-insights';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { searchLogRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** Records searches without the searcher, and tells the owner what was searched (R22.12). */
export function searchInsightsService(db: Db, clock: Clock) {
  const repo = searchLogRepository(db);
  return {
    /** One search as a shopper typed it, with the number of products it found. */
    async record(raw: string, results: number): Promise<void> {
      const term = normaliseSearchTerm(raw);
      if (term) await repo.add(term, results, clock.now());
    },

    async insights(days: number): Promise<SearchInsights> {
      const now = clock.now().getTime();
      await repo.prune(new Date(now - SEARCH_LOG_DAYS * DAY_MS));
      const since = new Date(now - days * DAY_MS);
      const [searches, top, noResults] = await Promise.all([repo.count(since), repo.terms(since, false, 25), repo.terms(since, true, 25)]);
      return { days, searches, top, noResults };
    },
  };
}
export type SearchInsightsService = ReturnType<typeof searchInsightsService>;
