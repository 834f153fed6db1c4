import { sql } from 'drizzle-orm';
import { ALL_SIZES } from '@atelier/contract/catalogue';
import { preparedRows, type Db } from '../../db/client.ts';
import { listingConditions, literal, textArray, type Facet, type ListingFilter } from './listing-where.ts';

export interface FacetCount {
  facet: Facet;
  value: string;
  /** Exact up to the cap; cap + 1 means "more than the cap". */
  count: number;
  hex: string | null;
  /** The category's place in the shop's order. */
  pos: number;
}

/**
 * Every facet value's count over a listing without search, exact up to `cap` (R19.7). Each value
 * is counted on its own index range (a category, a colour, a size), which stops at cap + 1 rows,
 * so the cost follows the number of values, not the size of the listing: a million products cost
 * what a hundred thousand do. One statement, prepared per shape of filter.
 */
export async function facetCounts(db: Db, f: ListingFilter, cap: number, facets: Facet[]): Promise<FacetCount[]> {
  if (facets.length === 0) return [];
  const limit = literal(cap + 1);
  const on = (omit: Facet) => listingConditions(f, { alias: 'p', omit });
  const sizes = f.q.size ?? [];
  // With a size filter the categories are counted on the size rows: a category without that size
  // is then an empty range, not a walk through every product of it. A product has a row per size,
  // so k sizes read up to k times the cap and count each product once.
  const categoryCount = sizes.length
    ? sql`(select count(distinct n.product_id)::int from (select ps.product_id from product_size_facets ps
        where ps.size = any(${textArray(sizes)}) and ps.category_id = c.id
        and ${listingConditions(f, { alias: 'ps', source: 'sizes', omit: 'category' })} limit ${literal((cap + 1) * sizes.length)}) n)`
    : sql`(select count(*)::int from (select 1 from products p where p.category_id = c.id and ${on('category')} limit ${limit}) n)`;
  const parts = {
    category: sql`select 'category' as facet, c.slug as value, null as hex, c.position as pos, ${categoryCount} as count
      from categories c`,
    // The colours on offer come from their own small table (migration 0015), a row per colour.
    colour: sql`select 'colour' as facet, v.colour as value, v.colour_hex as hex, 0 as pos,
      (select count(*)::int from (select 1 from products p where p.colour = v.colour and ${on('colour')} limit ${limit}) n) as count
      from live_colours v`,
    size: sql`select 'size' as facet, s.size as value, null as hex, 0 as pos,
      (select count(*)::int from (select 1 from product_size_facets ps where ps.size = s.size
        and ${listingConditions(f, { alias: 'ps', source: 'sizes', omit: 'size' })} limit ${limit}) n) as count
      from unnest(${textArray(ALL_SIZES)}) s(size)`,
  };
  const query = sql.join(
    facets.map((facet) => parts[facet]),
    sql` union all `,
  );
  const rows = await preparedRows<FacetCount>(db, 'facets', query);
  // Dropped here, not in SQL: a condition on the count is pushed into each branch of the union and
  // runs every value's probe twice (decision 0027).
  return rows.filter((r) => r.count > 0);
}
