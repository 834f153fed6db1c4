import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { gendersMatching } from '@atelier/contract/audience';
import type { RandomItemsQuery } from '@atelier/contract/catalogue';
import { preparedRows, queryRows, type Db } from '../../db/client.ts';
import { listingConditions, type Facet, type ListingFilter } from './listing-where.ts';
import { categories, collections, productCollections, productImages, products } from '../../db/schema/catalogue.ts';

/** Facets of a large listing are counted over its newest products, the same sample whatever the facet. */
const NEWEST = [desc(products.createdAt), desc(products.id)];

/** The rows a facet query saw, beside its groups. */
const SCANNED = { scanned: sql<number>`sum(count(*)) over ()::int` };
function counted<T extends { scanned: number }>(rows: T[], scan: number) {
  return { rows: rows.map(({ scanned: _s, ...r }) => r), cut: (rows[0]?.scanned ?? 0) > scan };
}

/** ts_rank weights of D (description), C (colour), B (category) and A (name). */
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.5, 1.0}'::float4[]`);

/** A listing of at most this many products is sorted in full rather than read in index order (R19.7). */
const SORT_AT_MOST = 2_000;

/** Stand-in pictures fetched per collection, so two collections need not show the same product. */
const COVER_CANDIDATES = 8;

export function catalogueRepository(db: Db) {
  /** The listing's conditions on the products table as drizzle's builder names it. */
  const listingWhere = (f: ListingFilter, omit?: Facet): SQL => listingConditions(f, { alias: '"products"', omit });

  /**
   * The page's order on `p`. `walk` reads the products in an index's order and stops after the
   * page, right for a listing that keeps many products; otherwise the order is an expression no
   * index has, so PostgreSQL finds the few matches by their filters and sorts them (R19.7).
   */
  function listingOrder(f: ListingFilter, walk: boolean): SQL {
    const newest = walk ? sql`p.created_at desc, p.id desc` : sql`p.created_at + interval '0 s' desc, p.id desc`;
    const price = walk ? sql`p.price_pence` : sql`(p.price_pence + 0)`;
    const name = walk ? sql`p.name` : sql`(p.name || '')`;
    switch (f.q.sort) {
      case 'best-selling':
        return sql`coalesce(sold.units, 0) desc, p.created_at desc, p.id desc`;
      case 'newest':
        return newest;
      case 'title-asc':
        return sql`${name} asc, p.id asc`;
      case 'title-desc':
        return sql`${name} desc, p.id desc`;
      case 'price-asc':
        return sql`${price} asc, p.id asc`;
      case 'price-desc':
        return sql`${price} desc, p.id desc`;
      default:
        if (f.match !== undefined && f.rank) {
          // Name before category before colour before description; spelt words before look-alikes (R19.2).
          const rank = sql`ts_rank(${RANK_WEIGHTS}, p.search_vector, ${f.match}::tsquery)`;
          const exact = f.exact === undefined ? sql`0` : sql`ts_rank(${RANK_WEIGHTS}, p.search_vector, ${f.exact}::tsquery)`;
          return sql`${rank} + 2 * ${exact} desc, p.id desc`;
        }
        return newest;
    }
  }

  /** The listing's size, counted up to `cap` + 1 rows and no further (R19.6). */
  async function count(f: ListingFilter, cap: number): Promise<number> {
    const [row] = await preparedRows<{ n: number }>(
      db,
      'listing_count',
      sql`select count(*)::int as n from (select 1 from products p where ${listingConditions(f, { alias: 'p' })} limit ${cap + 1}) n`,
    );
    return row?.n ?? 0;
  }

  return {
    count,

    /**
     * One page of the listing's product ids, with its size counted up to `cap` + 1 (R19.6);
     * `salesSince` starts the best-selling window.
     */
    async listPage(f: ListingFilter, cap: number, salesSince: Date): Promise<{ ids: number[]; counted: number }> {
      const { q } = f;
      const counted = await count(f, cap);
      const offset = (q.page - 1) * q.limit;
      if (offset >= counted) return { ids: [], counted };
      // Units sold per product: lines of paid orders that were not cancelled or refunded (R15.14).
      const sold =
        q.sort === 'best-selling'
          ? sql`left join (select l.product_id, sum(l.quantity) as units from order_lines l join orders o on o.id = l.order_id
              where o.paid_at >= ${salesSince.toISOString()}::timestamptz and o.status not in ('Cancelled', 'Refunded')
              group by l.product_id) sold on sold.product_id = p.id`
          : sql``;
      const walk = counted > SORT_AT_MOST;
      const rows = await preparedRows<{ id: number }>(
        db,
        'listing_page',
        sql`select p.id from products p ${sold} where ${listingConditions(f, { alias: 'p' })}
            order by ${listingOrder(f, walk)} limit ${q.limit} offset ${offset}`,
      );
      return { ids: rows.map((r) => r.id), counted };
    },

    async categoryNames(): Promise<Map<string, string>> {
      const rows = await db.select({ slug: categories.slug, name: categories.name }).from(categories);
      return new Map(rows.map((r) => [r.slug, r.name]));
    },

    async categoryId(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
      return row?.id;
    },

    /**
     * Products per colour name over the listing without its own colour filter (R15.13), with the
     * swatch value they carry (R17.2). Counts cover the newest `scan` products; `cut` says the
     * listing had more, so each count is a lower bound (R19.6).
     */
    async colourCounts(f: ListingFilter, scan: number) {
      const first = db
        .select({ colour: products.colour, hex: products.colourHex })
        .from(products)
        .where(listingWhere(f, 'colour'))
        .orderBy(...NEWEST)
        .limit(scan + 1)
        .as('first');
      const rows = await db
        .select({ value: first.colour, count: sql<number>`count(*)::int`, hex: sql<string>`min(${first.hex})`, ...SCANNED })
        .from(first)
        .groupBy(first.colour)
        .orderBy(asc(first.colour));
      return counted(rows, scan);
    },

    /** Products per category slug over the listing without its own category filter (R15.12), as colourCounts. */
    async categoryCounts(f: ListingFilter, scan: number) {
      const first = db
        .select({ categoryId: products.categoryId })
        .from(products)
        .where(listingWhere(f, 'category'))
        .limit(scan + 1)
        .as('first');
      const rows = await db
        .select({ value: categories.slug, count: sql<number>`count(*)::int`, ...SCANNED })
        .from(first)
        .innerJoin(categories, eq(categories.id, first.categoryId))
        .groupBy(categories.slug, categories.position)
        .orderBy(asc(categories.position), asc(categories.slug));
      return counted(rows, scan);
    },

    /** Products buyable in each size over the listing without its own size filter (R15.13), as colourCounts. */
    async sizeCounts(f: ListingFilter, scan: number) {
      const rows = await queryRows<{ value: string; count: number; scanned: number }>(
        db,
        sql`with first as (select ${products.sizesInStock} as sizes from ${products} where ${listingWhere(f, 'size')} order by ${products.createdAt} desc, ${products.id} desc limit ${scan + 1})
            select s.size as value, count(*)::int as count, (select count(*)::int from first) as scanned
            from first, unnest(first.sizes) as s(size) group by s.size`,
      );
      return counted(rows, scan);
    },

    async randomIds(q: RandomItemsQuery, seed: number): Promise<number[]> {
      const where: (SQL | undefined)[] = [isNull(products.archivedAt), eq(products.onSale, true), sql`${products.stockTotal} > 0`];
      if (q.category) where.push(sql`${products.categoryId} = (select id from ${categories} where ${categories.slug} = ${q.category})`);
      if (q.gender?.length) where.push(inArray(products.gender, gendersMatching(q.gender)));
      // A hash of id and seed gives a shuffled order that is stable for the seed, cheap on large tables.
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(...where))
        .orderBy(sql`hashint4(${products.id} + ${seed})`)
        .limit(q.limit);
      return rows.map((r) => r.id);
    },

    // Subqueries in a select list name the outer table in full: drizzle leaves columns unqualified there.
    /** Every category with its count of products on sale; the shop and the admin area both list these. */
    async listCategories() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          description: categories.description,
          position: categories.position,
          imageId: categories.imageId,
          items: sql<number>`(select count(*)::int from ${products} p where p.category_id = "categories"."id" and p.archived_at is null)`,
        })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name));
    },

    /** Live products per category and stored gender, for the menus' availability (R15.12). */
    async categoryGenderCounts() {
      return db
        .select({ categoryId: products.categoryId, gender: products.gender, count: sql<number>`count(*)::int` })
        .from(products)
        .where(isNull(products.archivedAt))
        .groupBy(products.categoryId, products.gender);
    },

    /**
     * Collections with their count of live products and their own picture, with the covers of
     * their newest live products as stand-ins (R18.2).
     */
    async listCollections(slug?: string) {
      return db
        .select({
          id: collections.id,
          name: collections.name,
          slug: collections.slug,
          description: collections.description,
          position: collections.position,
          imageId: collections.imageId,
          coverIds: sql<string[]>`array(select pi.media_id from ${productCollections} pc
            join ${products} p on p.id = pc.product_id and p.archived_at is null
            join ${productImages} pi on pi.product_id = p.id and pi.kind = 'cover'
            where pc.collection_id = "collections"."id"
            order by p.created_at desc, p.id desc limit ${COVER_CANDIDATES})`,
          items: sql<number>`(select count(*)::int from ${productCollections} pc join ${products} p on p.id = pc.product_id
            where pc.collection_id = "collections"."id" and p.archived_at is null)`,
        })
        .from(collections)
        .where(slug === undefined ? undefined : eq(collections.slug, slug))
        .orderBy(asc(collections.position), asc(collections.name));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
