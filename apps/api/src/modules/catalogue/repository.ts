import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { gendersMatching } from '@atelier/contract/audience';
import type { ItemListQuery, RandomItemsQuery } from '@atelier/contract/catalogue';
import { poundsToPence } from '@atelier/contract/money';
import type { SizeSystem } from '@atelier/contract/sizes';
import { queryRows, type Db } from '../../db/client.ts';
import { sizeOrderArray } from '../../db/sizes.ts';
import { categories, collections, productCollections, productImages, products, variants } from '../../db/schema/catalogue.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  detail: string;
  care: string;
  gender: 'male' | 'female' | 'unisex';
  sizeSystem: SizeSystem;
  colour: string;
  colourHex: string;
  styleKey: string;
  pricePence: number;
  oldPricePence: number | null;
  isFinalSale: boolean;
  onSale: boolean;
  category: { name: string; slug: string };
  collections: string[];
  variants: { id: number; guid: string; size: string; quantity: number; sku: string }[];
  images: { mediaId: string; position: number; kind: 'cover' | 'hover' | 'gallery'; alt: string }[];
  /** The style's other live colours, in no particular order (the service orders them). */
  siblings: SiblingRecord[];
}

export interface SiblingRecord {
  slug: string;
  colour: string;
  colourHex: string;
  onSale: boolean;
  stockTotal: number;
}

/** A listing query with its category resolved and its search made into tsqueries (search.ts). */
export interface ListingFilter {
  q: ItemListQuery;
  categoryId?: number;
  match?: string;
  exact?: string;
  /** Rank search matches (few enough to rank); otherwise a search lists its matches newest first (R19.6). */
  rank?: boolean;
}

/** A text[] parameter; values are the query's own (validated sizes). */
const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

/** Facets of a large listing are counted over its newest products, the same sample whatever the facet. */
const NEWEST = [desc(products.createdAt), desc(products.id)];

/** The rows a facet query saw, beside its groups. */
const SCANNED = { scanned: sql<number>`sum(count(*)) over ()::int` };
function counted<T extends { scanned: number }>(rows: T[], scan: number) {
  return { rows: rows.map(({ scanned: _s, ...r }) => r), cut: (rows[0]?.scanned ?? 0) > scan };
}

/** ts_rank weights of D (description), C (colour), B (category) and A (name). */
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.1, 0.5, 1.0}'::float4[]`);

/** Stand-in pictures fetched per collection, so two collections need not show the same product. */
const COVER_CANDIDATES = 8;

/** Sizes in their systems' order (R3.12), from the contract's one list. */
const SIZE_ORDER = sql`array_position(${sizeOrderArray()}, ${variants.size})`;

export function catalogueRepository(db: Db) {
  /** Live products of these styles, grouped by style key: one query for a whole page of products. */
  async function loadSiblings(styleKeys: string[]) {
    const grouped = new Map<string, (SiblingRecord & { id: number; styleKey: string })[]>();
    if (styleKeys.length === 0) return grouped;
    const rows = await db
      .select({
        id: products.id,
        styleKey: products.styleKey,
        slug: products.slug,
        colour: products.colour,
        colourHex: products.colourHex,
        onSale: products.onSale,
        stockTotal: products.stockTotal,
      })
      .from(products)
      .where(and(inArray(products.styleKey, styleKeys), isNull(products.archivedAt)));
    for (const r of rows) grouped.set(r.styleKey, [...(grouped.get(r.styleKey) ?? []), r]);
    return grouped;
  }

  /**
   * Conditions of the listing. A facet's counts leave out that facet's own filter (R15.13), so
   * `omit` names the one to leave out.
   */
  function listingWhere(f: ListingFilter, omit?: 'colour' | 'size' | 'category'): SQL {
    const { q } = f;
    const where: (SQL | undefined)[] = [isNull(products.archivedAt)];
    // The category comes resolved to its id: a subquery here hides its selectivity from the planner.
    if (f.categoryId !== undefined && omit !== 'category') where.push(eq(products.categoryId, f.categoryId));
    if (q.collection) {
      where.push(sql`exists (select 1 from ${productCollections} pc join ${collections} c on c.id = pc.collection_id
        where pc.product_id = ${products.id} and c.slug = ${q.collection})`);
    }
    // Men and Women include unisex products (R15.11).
    if (q.gender?.length) where.push(inArray(products.gender, gendersMatching(q.gender)));
    if (q.colour?.length && omit !== 'colour') where.push(inArray(products.colour, q.colour));
    if (q.isStock === true) where.push(and(eq(products.onSale, true), sql`${products.stockTotal} > 0`));
    if (q.isStock === false) where.push(sql`not (${products.onSale} and ${products.stockTotal} > 0)`);
    if (q.priceMin !== undefined) where.push(gte(products.pricePence, poundsToPence(q.priceMin)));
    if (q.priceMax !== undefined) where.push(lte(products.pricePence, poundsToPence(q.priceMax)));
    // A size filter finds what can be bought in that size.
    if (q.size?.length && omit !== 'size') where.push(sql`${products.sizesInStock} && ${textArray(q.size)}`);
    if (f.match !== undefined) where.push(sql`${products.searchVector} @@ ${f.match}::tsquery`);
    return and(...where)!;
  }

  /** Units sold per product since a moment: lines of paid orders that were not cancelled or refunded (R15.14). */
  function unitsSold(since: Date) {
    return db
      .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})`.as('units') })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(gte(orders.paidAt, since), sql`${orders.status} not in ('Cancelled', 'Refunded')`))
      .groupBy(orderLines.productId)
      .as('sold');
  }

  function listingOrder(f: ListingFilter, sold?: ReturnType<typeof unitsSold>): SQL[] {
    switch (f.q.sort) {
      case 'best-selling':
        return [sql`coalesce(${sold!.units}, 0) desc`, desc(products.createdAt), desc(products.id)];
      case 'newest':
        return [desc(products.createdAt), desc(products.id)];
      case 'title-asc':
        return [asc(products.name), asc(products.id)];
      case 'title-desc':
        return [desc(products.name), desc(products.id)];
      case 'price-asc':
        return [asc(products.pricePence), asc(products.id)];
      case 'price-desc':
        return [desc(products.pricePence), desc(products.id)];
      default:
        if (f.match !== undefined && f.rank) {
          // Name before category before colour before description; spelt words before look-alikes (R19.2).
          const rank = sql`ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, ${f.match}::tsquery)`;
          const exact = f.exact === undefined ? sql`0` : sql`ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, ${f.exact}::tsquery)`;
          return [desc(sql`${rank} + 2 * ${exact}`), desc(products.id)];
        }
        return [desc(products.createdAt), desc(products.id)];
    }
  }

  return {
    /** One page of the listing's product ids; `salesSince` starts the window of the best-selling sort. */
    async listIds(f: ListingFilter, salesSince: Date): Promise<number[]> {
      const { q } = f;
      // Only the best-selling sort needs the sales joined in.
      const sold = q.sort === 'best-selling' ? unitsSold(salesSince) : undefined;
      const base = db.select({ id: products.id }).from(products).$dynamic();
      const rows = await (sold ? base.leftJoin(sold, eq(sold.productId, products.id)) : base)
        .where(listingWhere(f))
        .orderBy(...listingOrder(f, sold))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      return rows.map((r) => r.id);
    },

    /** The listing's size, counted up to `cap` + 1 rows and no further (R19.6). */
    async count(f: ListingFilter, cap: number): Promise<number> {
      const first = db
        .select({ one: sql`1` })
        .from(products)
        .where(listingWhere(f))
        .limit(cap + 1)
        .as('first');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(first);
      return row?.n ?? 0;
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

    async idBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, slug), isNull(products.archivedAt)));
      return row?.id;
    },

    /** Loads whole products in the order of ids, in four queries whatever their number. */
    async loadProducts(ids: number[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      const [base, vars, imgs, cols] = await Promise.all([
        db
          .select({
            id: products.id,
            slug: products.slug,
            name: products.name,
            detail: products.detail,
            care: products.care,
            gender: products.gender,
            sizeSystem: products.sizeSystem,
            colour: products.colour,
            colourHex: products.colourHex,
            styleKey: products.styleKey,
            pricePence: products.pricePence,
            oldPricePence: products.oldPricePence,
            isFinalSale: products.isFinalSale,
            onSale: products.onSale,
            categoryName: categories.name,
            categorySlug: categories.slug,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, ids)),
        db
          .select({
            productId: variants.productId,
            id: variants.id,
            guid: variants.guid,
            size: variants.size,
            quantity: variants.quantity,
            sku: variants.sku,
          })
          .from(variants)
          .where(inArray(variants.productId, ids))
          .orderBy(SIZE_ORDER),
        db
          .select({
            productId: productImages.productId,
            mediaId: productImages.mediaId,
            position: productImages.position,
            kind: productImages.kind,
            alt: productImages.alt,
          })
          .from(productImages)
          .where(inArray(productImages.productId, ids))
          .orderBy(asc(productImages.position)),
        db
          .select({ productId: productCollections.productId, name: collections.name })
          .from(productCollections)
          .innerJoin(collections, eq(collections.id, productCollections.collectionId))
          .where(inArray(productCollections.productId, ids))
          .orderBy(asc(collections.position)),
      ]);
      const siblings = await loadSiblings([...new Set(base.map((b) => b.styleKey))]);
      const byId = new Map<number, ProductRecord>();
      for (const b of base) {
        const { categoryName, categorySlug, ...rest } = b;
        const others = (siblings.get(b.styleKey) ?? []).filter((s) => s.id !== b.id).map(({ id: _id, styleKey: _key, ...s }) => s);
        byId.set(b.id, {
          ...rest,
          category: { name: categoryName, slug: categorySlug },
          collections: [],
          variants: [],
          images: [],
          siblings: others,
        });
      }
      for (const { productId, ...v } of vars) byId.get(productId)?.variants.push(v);
      for (const { productId, ...i } of imgs) byId.get(productId)?.images.push(i);
      for (const c of cols) byId.get(c.productId)?.collections.push(c.name);
      return ids.map((id) => byId.get(id)).filter((p): p is ProductRecord => p !== undefined);
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
