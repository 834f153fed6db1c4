import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { gendersMatching, type RandomItemsQuery } from '@atelier/contract/catalogue';
import { queryRows, type Db } from '../../db/client.ts';
import { listingConditions, type Facet, type ListingFilter } from './listing-where.ts';
import { countsBySizeBits } from './size-facet.ts';
import { categories, collections, productCollections, productImages, products } from '../../db/schema/catalogue.ts';

/** The rows a facet query saw, beside its groups. */
const SCANNED = { scanned: sql<number>`sum(count(*)) over ()::int` };
function counted<T extends { scanned: number }>(rows: T[], scan: number) {
  return { rows: rows.map(({ scanned: _s, ...r }) => r), cut: (rows[0]?.scanned ?? 0) > scan };
}

/** Stand-in pictures fetched per collection, so two collections need not show the same product. */
const COVER_CANDIDATES = 8;

export function catalogueRepository(db: Db) {
  /** The listing's conditions on the products table as drizzle's builder names it. */
  const listingWhere = (f: ListingFilter, omit?: Facet): SQL => listingConditions(f, { alias: '"products"', omit });

  return {
    async categoryNames(): Promise<Map<string, string>> {
      const rows = await db.select({ slug: categories.slug, name: categories.name }).from(categories);
      return new Map(rows.map((r) => [r.slug, r.name]));
    },

    /**
     * Products per colour name over the listing without its own colour filter (R15.13), with the
     * swatch value they carry (R17.2). Counts cover the first `scan` products the indexes give (in
     * no order: sorting would read every match); `cut` says the listing had more, so each count is
     * a lower bound (R19.6).
     */
    async colourCounts(f: ListingFilter, scan: number) {
      const first = db
        .select({ colour: products.colour, hex: products.colourHex })
        .from(products)
        .where(listingWhere(f, 'colour'))
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

    /**
     * Products buyable in each size filter value over the listing without its own size filter
     * (R15.13), as colourCounts: grouped by their size bits, which countsBySizeBits spreads over
     * the values (a waist over its legs, R3.17).
     */
    async sizeCounts(f: ListingFilter, scan: number) {
      const rows = await queryRows<{ mask: string; n: number; scanned: number }>(
        db,
        sql`with first as (select ${products.sizesMask} as mask from ${products} where ${listingWhere(f, 'size')} limit ${scan + 1})
            select mask::text as mask, count(*)::int as n, (select count(*)::int from first) as scanned from first group by mask`,
      );
      return {
        rows: countsBySizeBits(
          rows.map((r) => [r.mask, r.n] as const),
          f.q.size,
        ),
        cut: (rows[0]?.scanned ?? 0) > scan,
      };
    },

    async randomIds(q: RandomItemsQuery, seed: number): Promise<number[]> {
      const where: (SQL | undefined)[] = [isNull(products.archivedAt), eq(products.onSale, true), sql`${products.stockTotal} > 0`];
      if (q.category) where.push(sql`${products.categoryId} = (select id from ${categories} where ${categories.slug} = ${q.category})`);
      if (q.gender?.length) where.push(inArray(products.gender, gendersMatching(q.gender)));
      // A hash of id and seed gives a shuffled order that is stable for the seed, cheap on large tables.
      // Each style once, in the colour the shuffle puts first, so a strip never shows a style twice (R15.16).
      const shuffled = db
        .selectDistinctOn([products.styleKey], { id: products.id, draw: sql<number>`hashint4(${products.id} + ${seed})`.as('draw') })
        .from(products)
        .where(and(...where))
        .orderBy(products.styleKey, sql`hashint4(${products.id} + ${seed})`)
        .as('shuffled');
      const rows = await db.select({ id: shuffled.id }).from(shuffled).orderBy(shuffled.draw).limit(q.limit);
      return rows.map((r) => r.id);
    },

    // Subqueries in a select list name the outer table in full: drizzle leaves columns unqualified there.
    /**
     * Every category with its count of products on sale (the admin's figure) and of styles on sale
     * (the shop's: a listing shows one card per style, R15.16); the shop and the admin area both list these.
     */
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
          styles: sql<number>`(select count(distinct p.style_key)::int from ${products} p
            where p.category_id = "categories"."id" and p.archived_at is null)`,
        })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name));
    },

    /** Live styles per category and stored gender, for the menus' availability (R15.12, R15.16). */
    async categoryGenderCounts() {
      return db
        .select({ categoryId: products.categoryId, gender: products.gender, count: sql<number>`count(distinct ${products.styleKey})::int` })
        .from(products)
        .where(isNull(products.archivedAt))
        .groupBy(products.categoryId, products.gender);
    },

    /**
     * Collections with their count of live styles (as their listing counts them, R15.16) and their own picture, with the covers of
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
          items: sql<number>`(select count(distinct p.style_key)::int from ${productCollections} pc join ${products} p on p.id = pc.product_id
            where pc.collection_id = "collections"."id" and p.archived_at is null)`,
        })
        .from(collections)
        .where(slug === undefined ? undefined : eq(collections.slug, slug))
        .orderBy(asc(collections.position), asc(collections.name));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
