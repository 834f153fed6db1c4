import { sql, type SQL } from 'drizzle-orm';
import { gendersMatching, sizesMatching, type ItemListQuery } from '@atelier/contract/catalogue';
import { poundsToPence } from '@atelier/contract/shared';
import { maskParam, sizeMask } from '../../db/sizes.ts';

/** A listing query with its category resolved and its search made into tsqueries (search.ts). */
export interface ListingFilter {
  q: ItemListQuery;
  /** The id of `q.category`, once a statement has looked it up. */
  categoryId?: number;
  match?: string;
  /** Match in names, categories and colours only (head_vector), which a search tries first (R19.2). */
  inHead?: boolean;
  exact?: string;
  /** `match` as pairs of words (search-pairs.ts): the search rows answer it from their pair index. */
  pairs?: string;
  /** Rank search matches (few enough to rank); otherwise a search lists its matches newest first (R19.6). */
  rank?: boolean;
}

export type Facet = 'colour' | 'size' | 'category';

/** The rows a listing's conditions are written for: products, product_size_facets or product_search. */
export type ListingSource = 'products' | 'sizes' | 'search';

/** A text[] parameter: one placeholder whatever the number of values, so the statement's text stays the same. */
export const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/**
 * The listing's conditions on rows of `alias`: products (the default), product_size_facets
 * ('sizes', live rows only, each one a size in stock, no search vector) or product_search
 * ('search', live rows only, with an in-stock flag and head_vector alone). A facet's counts leave
 * out that facet's own filter (R15.13): `omit` names it. `walk` tests a search's words on each row
 * read in the sort's order.
 */
export function listingConditions(f: ListingFilter, opts: { alias: string; source?: ListingSource; omit?: Facet; walk?: boolean }): SQL {
  const { q } = f;
  const x = sql.raw(opts.alias);
  const sizes = opts.source === 'sizes';
  const search = opts.source === 'search';
  const id = sizes ? sql`${x}.product_id` : sql`${x}.id`;
  const where: SQL[] = sizes || search ? [] : [sql`${x}.archived_at is null`];
  // The listing's first statement looks the category up and answers its id; the statements after it
  // take the id itself, which a statement planned for its values needs (a lookup hides it).
  if (opts.omit !== 'category') {
    if (f.categoryId !== undefined) where.push(sql`${x}.category_id = ${f.categoryId}`);
    else if (q.category) where.push(sql`${x}.category_id = ${categoryLookup(q.category)}`);
  }
  if (q.collection) {
    where.push(sql`exists (select 1 from product_collections pc join collections c on c.id = pc.collection_id
      where pc.product_id = ${id} and c.slug = ${q.collection})`);
  }
  // Men and Women include unisex products (R15.11).
  if (q.gender?.length) where.push(sql`${x}.gender = any(${textArray(gendersMatching(q.gender))})`);
  if (q.colour?.length && opts.omit !== 'colour') where.push(sql`${x}.colour = any(${textArray(q.colour)})`);
  // A size row exists only while the size has stock, so there "in stock" is the product being on sale.
  const buyable = sizes ? sql`${x}.on_sale` : search ? sql`(${x}.on_sale and ${x}.in_stock)` : sql`(${x}.on_sale and ${x}.stock_total > 0)`;
  if (q.isStock === true) where.push(buyable);
  if (q.isStock === false) where.push(sql`not ${buyable}`);
  if (q.priceMin !== undefined) where.push(sql`${x}.price_pence >= ${poundsToPence(q.priceMin)}`);
  if (q.priceMax !== undefined) where.push(sql`${x}.price_pence <= ${poundsToPence(q.priceMax)}`);
  // A size filter finds what can be bought in the sizes it names (a waist and a leg name the jeans
  // sizes with both, R3.17): one bigint test on the index entry, whatever the number of sizes.
  if (q.size?.length && opts.omit !== 'size' && !sizes)
    where.push(sql`(${x}.sizes_mask & ${maskParam(sizeMask(sizesMatching(q.size)))}) <> 0`);
  if (f.match !== undefined && !sizes) {
    const vector = sql`${x}.${sql.raw(f.inHead ? 'head_vector' : 'search_vector')}`;
    if (search && f.inHead && f.pairs !== undefined) {
      // The search rows answer words in pairs from their pair index (migration 0021).
      where.push(sql`atelier_head_pairs(${x}.head_vector) @@ ${f.pairs}::tsquery`);
    } else if (opts.walk) {
      // As a function call the words are tested entry by entry, which no index serves: a prepared
      // page then walks its sort's index instead of gathering every match from the word index.
      where.push(sql`ts_match_vq(${vector}, ${f.match}::tsquery)`);
    } else {
      where.push(sql`${vector} @@ ${f.match}::tsquery`);
    }
  }
  return where.length ? sql.join(where, sql` and `) : sql`true`;
}

/**
 * A limit written into the statement: a prepared statement's generic plan does not know a limit
 * given as a parameter is small, and then reads whole ranges (at a million products, ten times the
 * work). The values are the shop's own constants and validated page sizes, so the shapes stay few.
 */
export const literal = (n: number) => sql.raw(String(Math.trunc(n)));

/** The id of the category with this slug, inside a statement (null for no such category). */
export const categoryLookup = (slug: string) => sql`(select k.id from categories k where k.slug = ${slug})`;

/** Whether the listing narrows the live products at all (a search counts as a filter). */
export function isFiltered(f: ListingFilter): boolean {
  const { q } = f;
  return (
    !!q.category ||
    f.match !== undefined ||
    !!q.collection ||
    !!q.gender?.length ||
    !!q.colour?.length ||
    !!q.size?.length ||
    q.isStock !== undefined ||
    q.priceMin !== undefined ||
    q.priceMax !== undefined
  );
}
