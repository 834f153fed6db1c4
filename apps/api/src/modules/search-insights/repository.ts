import { lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { searchLog } from '../../db/schema/catalogue.ts';

/** The anonymous search log (R22.12). */
export function searchLogRepository(db: Db) {
  return {
    async add(rows: { term: string; results: number; searchedAt: Date }[]): Promise<void> {
      if (rows.length) await db.insert(searchLog).values(rows);
    },

    async prune(before: Date): Promise<void> {
      await db.delete(searchLog).where(lt(searchLog.searchedAt, before));
    },

    async count(since: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_log where searched_at >= ${since}`);
      return row?.n ?? 0;
    },

    /** Terms by number of searches; `onlyEmpty` keeps those whose latest search found nothing. */
    terms: (since: Date, onlyEmpty: boolean, limit: number) =>
      queryRows<{ term: string; searches: number; results: number }>(
        db,
        sql`select term, count(*)::int as searches,
                   (array_agg(results order by searched_at desc, id desc))[1]::int as results
              from search_log where searched_at >= ${since}
             group by term
            ${onlyEmpty ? sql`having (array_agg(results order by searched_at desc, id desc))[1] = 0` : sql``}
             order by searches desc, term asc limit ${limit}`,
      ),
  };
}
