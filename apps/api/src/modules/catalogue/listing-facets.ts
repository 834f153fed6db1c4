import { sql } from 'drizzle-orm';
import { facetValueSizes, FILTER_SIZES, filterDimension, sizesMatching } from '@atelier/contract/catalogue';
import { preparedRows, type Db } from '../../db/client.ts';
import { listingConditions, literal, textArray, type Facet, type ListingFilter } from './listing-where.ts';
import { JEANS_ROWS_PER_VALUE } from './size-facet.ts';

export interface FacetCount {
  facet: Facet;
  value: string;
  /** Exact up to the cap; cap + 1 means "more than the cap". */
  count: number;
  hex: string | null;
  /** The category's place in the shop's order. */
  pos: number;
}

const isJeansValue = (v: string) => filterDimension(v) === 'waist' || filterDimension(v) === 'leg';
/** Size filter values that are one size each (letters, shoe sizes), and the jeans waists and legs. */
const SINGLE_VALUES = FILTER_SIZES.filter((v) => !isJeansValue(v));
const JEANS_VALUES = FILTER_SIZES.filter(isJeansValue);

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
  const chosen = f.q.size ?? [];
  const sizes = chosen.length ? sizesMatching(chosen) : [];
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
    // Letters and shoe sizes are a size each. A jeans waist or leg is several sizes (with the other
    // dimension's choices, facetValueSizes), passed as 'W32=W32 L30,W32 L32': a product has up to
    // JEANS_ROWS_PER_VALUE of them, so its range is read that many times the cap and counted once.
    size: sql`select 'size' as facet, s.size as value, null as hex, 0 as pos,
      (select count(*)::int from (select 1 from product_size_facets ps where ps.size = s.size
        and ${listingConditions(f, { alias: 'ps', source: 'sizes', omit: 'size' })} limit ${limit}) n) as count
      from unnest(${textArray(SINGLE_VALUES)}) s(size)
      union all
      select 'size' as facet, j.value, null as hex, 0 as pos,
      (select count(distinct n.product_id)::int from (select ps.product_id from product_size_facets ps where ps.size = any(j.sizes)
        and ${listingConditions(f, { alias: 'ps', source: 'sizes', omit: 'size' })} limit ${literal((cap + 1) * JEANS_ROWS_PER_VALUE)}) n) as count
      from (select split_part(e, '=', 1) as value, string_to_array(split_part(e, '=', 2), ',') as sizes
        from unnest(${textArray(JEANS_VALUES.map((v) => `${v}=${facetValueSizes(v, chosen).join(',')}`))}) e) j`,
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
