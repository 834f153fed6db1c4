import { sql, type SQL } from 'drizzle-orm';
import { TOTAL_COUNT_CAP, sizesMatching, type ItemListQuery } from '@atelier/contract/catalogue';
import { plannedRows, preparedRows, type Db } from '../../db/client.ts';
import { countsBySizeBits } from './size-facet.ts';
import { loadProductRecords, recordsOf, toRecords, type ProductRecord } from './product-records.ts';
import { categoryLookup, isFiltered, listingConditions, literal, type Facet, type ListingFilter } from './listing-where.ts';

/** ts_rank weights of D (description), C (colour), B (category) and A (name). */
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.5, 1.0}'::float4[]`);

/** A listing of at most this many products is read once and sorted in full; a larger one is read in index order (R19.7). */
export const SMALL_LISTING = TOTAL_COUNT_CAP;

/** Counts of one facet's values over a set of products, as the statements below answer them. */
export interface ValueCount {
  value: string;
  count: number;
  hex?: string | null;
}

export interface SmallListing {
  /** Matches found, up to SMALL_LISTING + 1. */
  found: number;
  /** Styles among the matches (one card each, R15.16), when they are SMALL_LISTING or fewer. */
  styles: number | null;
  /** The id of the listing's category, looked up in the same statement (null for none or no such category). */
  categoryId: number | null;
  /** The page, when the listing is small or is a search in names listed newest first. */
  ids: number[] | null;
  /** Exact counts of the facets asked for, when the listing is small; a search's counts over its first matches otherwise. */
  facets: Partial<Record<Facet, ValueCount[]>>;
}

/**
 * The page's order. `walk` reads products in an index's order and stops after the page, right for a
 * listing that keeps many; otherwise the order is an expression no index has, so PostgreSQL finds
 * the matches by their filters and sorts them. Rows other than `p` carry `name` and `style_key`
 * (the styled matches of `small`).
 */
function listingOrder(f: ListingFilter, x: string, walk: boolean): SQL {
  const t = sql.raw(x);
  const newest = walk ? sql`${t}.created_at desc, ${t}.id desc` : sql`${t}.created_at + interval '0 s' desc, ${t}.id desc`;
  const price = walk ? sql`${t}.price_pence` : sql`(${t}.price_pence + 0)`;
  const name = walk ? sql`${t}.name` : sql`(${t}.name || '')`;
  switch (f.q.sort) {
    case 'best-selling':
      // A style's units over all its colours, then newest, then name, then id (R15.14, R15.16).
      return sql`coalesce(sold.units, 0) desc, ${t}.created_at desc, ${t}.name asc, ${t}.id desc`;
    case 'newest':
      return newest;
    case 'title-asc':
      return sql`${name} asc, ${t}.id asc`;
    case 'title-desc':
      return sql`${name} desc, ${t}.id desc`;
    case 'price-asc':
      return sql`${price} asc, ${t}.id asc`;
    case 'price-desc':
      return sql`${price} desc, ${t}.id desc`;
    default:
      if (f.match !== undefined && f.rank) {
        // Name before category before colour before description; spelt words before look-alikes (R19.2).
        const v = sql.raw(vectorOf(f));
        const rank = sql`ts_rank(${RANK_WEIGHTS}, ${t}.${v}, ${f.match}::tsquery)`;
        const exact = f.exact === undefined ? sql`0` : sql`ts_rank(${RANK_WEIGHTS}, ${t}.${v}, ${f.exact}::tsquery)`;
        return sql`${rank} + 2 * ${exact} desc, ${t}.id desc`;
      }
      return newest;
  }
}

/**
 * Whether colour `s` of a style comes before colour `p` of the same style in the page's order (as
 * listingOrder, ranking aside: a large listing lists newest first): the style's card is its first
 * matching colour (R15.16). Siblings share their units sold, so Best Selling orders them by age.
 */
function sortsBefore(f: ListingFilter, s: string, p: string): SQL {
  const [a, b] = [sql.raw(s), sql.raw(p)];
  switch (f.q.sort) {
    case 'best-selling':
      return sql`(${a}.created_at > ${b}.created_at or (${a}.created_at = ${b}.created_at and (${a}.name < ${b}.name or (${a}.name = ${b}.name and ${a}.id > ${b}.id))))`;
    case 'title-asc':
      return sql`(${a}.name, ${a}.id) < (${b}.name, ${b}.id)`;
    case 'title-desc':
      return sql`(${a}.name, ${a}.id) > (${b}.name, ${b}.id)`;
    case 'price-asc':
      return sql`(${a}.price_pence, ${a}.id) < (${b}.price_pence, ${b}.id)`;
    case 'price-desc':
      return sql`(${a}.price_pence, ${a}.id) > (${b}.price_pence, ${b}.id)`;
    default:
      return sql`(${a}.created_at, ${a}.id) > (${b}.created_at, ${b}.id)`;
  }
}

/**
 * A product read in index order is its style's card when no other colour of its style matches the
 * listing and comes before it (R15.16): one probe of the style index per product walked.
 */
const styleLead = (f: ListingFilter, x: string) =>
  sql`not exists (select 1 from products s where s.style_key = ${sql.raw(x)}.style_key and s.id <> ${sql.raw(x)}.id
    and ${listingConditions(f, { alias: 's', walk: true })} and ${sortsBefore(f, 's', x)})`;

/**
 * The vector a search matches and ranks on: names, categories and colours alone when it looks
 * there first (a third the size of the whole, so ranking costs a third), else the whole.
 */
const vectorOf = (f: ListingFilter) => (f.inHead ? 'head_vector' : 'search_vector');

/**
 * Units sold per style since a moment: lines of paid orders that were not cancelled or refunded,
 * over all the style's colours (R15.14, R15.16).
 */
function soldJoin(f: ListingFilter, x: string, since: Date): SQL {
  if (f.q.sort !== 'best-selling') return sql``;
  return sql`left join (select sp.style_key, sum(l.quantity) as units from order_lines l join orders o on o.id = l.order_id
    join products sp on sp.id = l.product_id
    where o.paid_at >= ${since.toISOString()}::timestamptz and o.status not in ('Cancelled', 'Refunded')
    group by sp.style_key) sold on sold.style_key = ${sql.raw(x)}.style_key`;
}

/**
 * What each facet groups the styled matches by, how it answers its counts as JSON, and the table
 * that names its values. Counts are of styles (R15.16).
 */
const FACET_COUNTS: Record<Exclude<Facet, 'size'>, { column: string; json: string; join: string }> = {
  colour: {
    column: 'colour',
    json: `'colour', coalesce(json_agg(json_build_object('value', g.colour, 'count', g.n, 'hex', l.colour_hex) order by g.colour)
      filter (where g.g_colour = 0), '[]')`,
    join: 'left join live_colours l on l.colour = g.colour',
  },
  category: {
    column: 'category_id',
    json: `'category', coalesce(json_agg(json_build_object('value', c.slug, 'count', g.n) order by c.position, c.slug)
      filter (where g.g_category_id = 0 and c.id is not null), '[]')`,
    join: 'left join categories c on c.id = g.category_id',
  },
};

/**
 * Exact counts of the facets over the styled matches `ms`, as one JSON object: colours and
 * categories in one pass (a grouping set each), styles counted once per value. Sizes are counted
 * per style's sizes (the bits of its matching colours together) grouped by set of size bits (a
 * listing has a few dozen), which `countsBySizeBits` spreads over the size filter's values.
 */
function countsOver(facets: Facet[]): SQL {
  const parts = facets.flatMap((x) => (x === 'size' ? [] : [FACET_COUNTS[x]]));
  const pieces: string[] = [];
  if (parts.length > 0) {
    const grouped = parts.map(({ column }) => `${column}, grouping(${column}) as g_${column}`).join(', ');
    const sets = parts.map(({ column }) => `(${column})`).join(', ');
    pieces.push(`(select json_build_object(${parts.map((x) => x.json).join(', ')})
      from (select ${grouped}, count(distinct style_key)::int as n from ms group by grouping sets (${sets})) g
      ${parts.map((x) => x.join).join(' ')})::jsonb`);
  }
  if (facets.includes('size')) {
    pieces.push(`jsonb_build_object('size', (select coalesce(json_agg(json_build_array(z.mask, z.n)), '[]') from (
      select y.mask::text as mask, count(*)::int as n from (select bit_or(sizes_mask) as mask from ms group by style_key) y group by y.mask) z))`);
  }
  return sql.raw(`(${pieces.join(' || ')})`);
}

/** The listing's size counted up to `cap` + 1 rows and no further, as a scalar subquery (R19.6). */
const countedTo = (f: ListingFilter, cap: number) =>
  sql`(select count(*)::int from (select 1 from products p where ${listingConditions(f, { alias: 'p' })} limit ${literal(cap + 1)}) c)`;

/**
 * The ids of the listing's page, read in its sort's index order and no further, one product per
 * style (R15.16). `walk` tests a search's words on each entry instead of asking the word index
 * (listingConditions).
 */
const indexPage = (f: ListingFilter, salesSince: Date, walk = false) =>
  sql`array(select p.id from products p ${soldJoin(f, 'p', salesSince)} where ${listingConditions(f, { alias: 'p', walk })}
    and ${styleLead(f, 'p')} order by ${listingOrder(f, 'p', true)} limit ${literal(f.q.limit)} offset ${(f.q.page - 1) * f.q.limit})`;

/** A large search's pages up to this one are walked in its first statement (decision 0032). */
const WALKED_PAGES = 5;

/** The narrow search rows' word index is split in this many partial indexes by id (migration 0019). */
export const SEARCH_BUCKETS = 8;

/**
 * The narrow search rows matching `where`, bucket by bucket: under a limit PostgreSQL reads the
 * next bucket's index only while it needs more rows, so a search with many matches intersects an
 * eighth or a quarter of its words' posting lists instead of all of them (at a million products,
 * 8-9 ms became 2.4-3.5 ms for two common words).
 */
function bucketed(columns: SQL, where: SQL): SQL {
  const buckets = Array.from(
    { length: SEARCH_BUCKETS },
    (_, k) => sql`(select ${columns} from product_search p where p.id % ${literal(SEARCH_BUCKETS)} = ${literal(k)} and ${where})`,
  );
  return sql.join(buckets, sql` union all `);
}

/**
 * The matches `m` with their style key and, for the sorts that read it, their name. Products read
 * from their own rows carry the key already; the narrow search rows and the size rows look it up
 * by primary key, one probe per match.
 */
function styledMatches(styled: boolean, sort: ItemListQuery['sort']): SQL {
  const named = sort === 'title-asc' || sort === 'title-desc' || sort === 'best-selling';
  if (styled && !named) return sql`select * from m`;
  if (styled) return sql`select m.*, k.name from m join products k on k.id = m.id`;
  return sql`select m.*, k.style_key, k.name from m join products k on k.id = m.id`;
}

const parsedJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export function listingRepository(db: Db) {
  return {
    /**
     * The listing's first SMALL_LISTING + 1 matches, read once: when there are no more, the page is
     * sorted from them and the facets in `facets` are counted exactly from them, in the same
     * statement. Most filtered listings and searches end here.
     */
    /**
     * `countsOnly`: the facets alone, for a listing left without one of its filters; its cards and
     * page are not worked out. `sizesChosen` is the size filter left out, which a jeans waist is
     * still counted against (facetValueSizes, R3.17).
     */
    async small(
      f: ListingFilter,
      facets: Facet[],
      salesSince: Date,
      countsOnly?: { sizesChosen: readonly string[] },
    ): Promise<SmallListing> {
      const { q } = f;
      const vector = f.match !== undefined ? sql`, p.${sql.raw(vectorOf(f))}` : sql``;
      // A search counts its facets over these matches whatever their number: beyond the cap they are
      // a sample, which costs what it saw, where counting the whole listing costs every match.
      const counts =
        facets.length === 0
          ? sql``
          : f.match !== undefined
            ? sql`, ${countsOver(facets)} as facets`
            : sql`, case when (select found from n) <= ${literal(SMALL_LISTING)} then ${countsOver(facets)} end as facets`;
      // A search in names, categories and colours reads a narrow row per match (migration 0018)
      // instead of the product's wide one: most of its time was reading those rows.
      const narrow = f.match !== undefined && f.inHead === true;
      const where = listingConditions(f, { alias: 'p', source: narrow ? 'search' : 'products' });
      // One size and no search: the matches are that size's rows in product_size_facets, a range
      // that starts at the size, so a size no product of the category comes in costs nothing to
      // rule out (walking the category's products to find none cost 0.8 ms at 100,000). The size
      // facet is then the listing's own, counted apart, so these rows need no size bits.
      const named = q.size?.length ? sizesMatching(q.size) : [];
      const size = f.match === undefined && named.length === 1 ? named[0] : undefined;
      // Products carry their style key in the index the first matches are read from (migration 0033).
      const styled = !narrow && size === undefined;
      const columns = sql`p.id, p.created_at, p.price_pence, p.colour, p.category_id, p.sizes_mask ${vector}`;
      const styledColumns = styled ? sql`${columns}, p.style_key` : columns;
      const first = literal(SMALL_LISTING + 1);
      const read = (gate: SQL) => {
        if (narrow) return sql`m as materialized (select * from (${bucketed(columns, where)}) b limit ${first})`;
        if (size === undefined)
          return sql`m as materialized (select ${styledColumns} from products p where ${gate} ${where} limit ${first})`;
        return sql`m as materialized (
          select ps.product_id as id, ps.created_at, ps.price_pence, ps.colour, ps.category_id
          from product_size_facets ps where ps.size = ${size} and ${listingConditions(f, { alias: 'ps', source: 'sizes' })}
          limit ${first})`;
      };
      // The whole catalogue, unfiltered, is counted first on the narrowest index and read with its
      // columns only when it is small enough to be used (a demo shop): a large shop's first page
      // costs a count, not a materialised copy of 2,001 rows. A filtered listing is mostly small,
      // and a search keeps its first matches whatever their number (its facets are counted over
      // them), so both read once.
      const counted = isFiltered(f)
        ? sql`${read(sql``)}, n as (select count(*)::int as found from m)`
        : sql`n as (select ${countedTo(f, SMALL_LISTING)} as found),
              ${read(sql`(select found from n) <= ${literal(SMALL_LISTING)} and`)}`;
      // The matches with their style and name (ms), and each style's first match in the page's order
      // (st): the listing's cards, one per style, which the total and the pages count (R15.16).
      const matches = sql`${counted},
        ms as materialized (${styledMatches(styled, q.sort)}),
        st as materialized (select distinct on (ms.style_key) ms.* from ms ${soldJoin(f, 'ms', salesSince)}
          order by ms.style_key, ${listingOrder(f, 'ms', false)})`;
      const offset = (q.page - 1) * q.limit;
      // A search in names with more matches lists them newest first (R19.6). Its first pages walk
      // products_live_search_walk_idx in this statement, which is prepared: a statement of its own,
      // planned for its words, cost a round trip and 0.5-1 ms of planning at a million products.
      // A deeper page is planned for its words: the walk grows with the offset, and past some
      // point gathering the matches and sorting them costs less.
      const newest =
        narrow && (q.sort === 'default' || q.sort === 'newest') && q.page <= WALKED_PAGES
          ? sql`else ${indexPage({ ...f, rank: false }, salesSince, true)}`
          : sql``;
      // Prepared for searches too: whatever the words, the matches come from the word index and stop at the cap.
      const [row] = await preparedRows<Record<string, unknown> & { found: number; styles: number | null; ids: number[] | null }>(
        db,
        'listing_small',
        countsOnly
          ? sql`with ${matches} select (select found from n) as found, null::int as category_id, null::int as styles,
              null::int[] as ids ${counts}`
          : sql`with ${matches} select (select found from n) as found, ${q.category ? categoryLookup(q.category) : sql`null::int`} as category_id,
              case when (select found from n) <= ${literal(SMALL_LISTING)} then (select count(*)::int from st) end as styles,
              case when (select found from n) <= ${literal(SMALL_LISTING)} then array(
                select st.id from st ${soldJoin(f, 'st', salesSince)} order by ${listingOrder(f, 'st', false)}
                limit ${literal(q.limit)} offset ${offset}) ${newest} end as ids
              ${counts}`,
      );
      const out: SmallListing = {
        found: row?.found ?? 0,
        styles: row?.styles ?? null,
        categoryId: (row?.category_id as number | null) ?? null,
        ids: row?.ids ?? null,
        facets: {},
      };
      if (row?.facets != null) {
        const counted = parsedJson<{ colour?: ValueCount[]; size?: [string | null, number][]; category?: ValueCount[] }>(row.facets);
        if (counted.colour) out.facets.colour = counted.colour;
        if (counted.size) out.facets.size = countsBySizeBits(counted.size, countsOnly?.sizesChosen ?? f.q.size ?? []);
        if (counted.category) out.facets.category = counted.category;
      }
      return out;
    },

    /**
     * The products of a page of a large listing, read in index order and no further. Unfiltered, one
     * prepared statement, which with `count` also counts the catalogue up to SMALL_LISTING + 1 (in
     * every row: a page past the end has none). Filtered, the page is planned for its own values:
     * only they tell whether walking the sort's index or reading the filters' range and sorting it
     * is cheaper (a generic plan guessed the range small and sorted 40,000 rows at a million
     * products); the products then come from one prepared statement.
     */
    async large(f: ListingFilter, salesSince: Date, count = false): Promise<{ products: ProductRecord[]; found?: number }> {
      const page = indexPage(f, salesSince);
      if (!isFiltered(f)) {
        const found = count ? sql`, ${countedTo(f, SMALL_LISTING)} as found` : sql``;
        const rows = await preparedRows<Record<string, unknown> & { found?: number }>(db, 'listing_large', recordsOf(page, found));
        return { products: toRecords(rows), found: rows[0]?.found };
      }
      const [row] = await plannedRows<{ ids: number[] }>(db, sql`select ${page} as ids`);
      return { products: await loadProductRecords(db, row?.ids ?? []) };
    },

    /**
     * The listing's size, counted up to `cap` + 1 rows and no further (R19.6). A search's count is
     * planned for its own words (its matches range from a handful to thousands, and a generic plan
     * cannot tell which walk stops soonest); the others are prepared (R19.7).
     */
    async count(f: ListingFilter, cap: number): Promise<number> {
      const query = sql`select ${countedTo(f, cap)} as n`;
      const [row] =
        f.match === undefined ? await preparedRows<{ n: number }>(db, 'listing_count', query) : await plannedRows<{ n: number }>(db, query);
      return row?.n ?? 0;
    },
  };
}
