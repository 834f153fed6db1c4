import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ItemListQuery, RandomItemsQuery } from '@atelier/contract/catalogue';
import { poundsToPence } from '@atelier/contract/money';
import type { SizeSystem } from '@atelier/contract/sizes';
import type { Db } from '../../db/client.ts';
import { sizeOrderArray } from '../../db/sizes.ts';
import { categories, collections, productCollections, productImages, products, variants } from '../../db/schema.ts';

export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  detail: string;
  care: string;
  gender: 'male' | 'female' | 'unisex';
  sizeSystem: SizeSystem;
  colour: string;
  pricePence: number;
  oldPricePence: number | null;
  isFinalSale: boolean;
  onSale: boolean;
  category: { name: string; slug: string };
  collections: string[];
  variants: { id: number; guid: string; size: string; quantity: number; sku: string }[];
  images: { mediaId: string; position: number; kind: 'cover' | 'hover' | 'gallery'; alt: string }[];
}

/** Sizes in their systems' order (R3.12), from the contract's one list. */
const SIZE_ORDER = sql`array_position(${sizeOrderArray()}, ${variants.size})`;

export function catalogueRepository(db: Db) {
  /** Conditions of the listing; search is a tsquery string already made typo-tolerant. */
  function listingWhere(q: ItemListQuery, tsQuery: string | undefined): SQL {
    const where: (SQL | undefined)[] = [isNull(products.archivedAt)];
    if (q.category) {
      where.push(sql`${products.categoryId} = (select id from ${categories} where ${categories.slug} = ${q.category})`);
    }
    if (q.collection) {
      where.push(sql`exists (select 1 from ${productCollections} pc join ${collections} c on c.id = pc.collection_id
        where pc.product_id = ${products.id} and c.slug = ${q.collection})`);
    }
    if (q.gender?.length) where.push(inArray(products.gender, q.gender));
    if (q.isStock === true) where.push(and(eq(products.onSale, true), sql`${products.stockTotal} > 0`));
    if (q.isStock === false) where.push(sql`not (${products.onSale} and ${products.stockTotal} > 0)`);
    if (q.priceMin !== undefined) where.push(gte(products.pricePence, poundsToPence(q.priceMin)));
    if (q.priceMax !== undefined) where.push(lte(products.pricePence, poundsToPence(q.priceMax)));
    if (q.size?.length) {
      // A size filter finds what can be bought in that size.
      where.push(sql`exists (select 1 from ${variants} v where v.product_id = ${products.id}
        and ${inArray(sql`v.size`, q.size)} and v.quantity > 0)`);
    }
    if (tsQuery !== undefined) where.push(sql`${products.searchVector} @@ to_tsquery('simple', ${tsQuery})`);
    return and(...where)!;
  }

  function listingOrder(q: ItemListQuery, tsQuery: string | undefined): SQL[] {
    switch (q.sort) {
      case 'title-asc':
        return [asc(products.name), asc(products.id)];
      case 'title-desc':
        return [desc(products.name), desc(products.id)];
      case 'price-asc':
        return [asc(products.pricePence), asc(products.id)];
      case 'price-desc':
        return [desc(products.pricePence), desc(products.id)];
      default:
        if (tsQuery !== undefined) {
          return [desc(sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${tsQuery}))`), desc(products.id)];
        }
        return [desc(products.createdAt), desc(products.id)];
    }
  }

  return {
    async listIds(q: ItemListQuery, tsQuery: string | undefined): Promise<number[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(listingWhere(q, tsQuery))
        .orderBy(...listingOrder(q, tsQuery))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      return rows.map((r) => r.id);
    },

    async count(q: ItemListQuery, tsQuery: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(listingWhere(q, tsQuery));
      return row?.n ?? 0;
    },

    async randomIds(q: RandomItemsQuery, seed: number): Promise<number[]> {
      const where: (SQL | undefined)[] = [isNull(products.archivedAt), eq(products.onSale, true), sql`${products.stockTotal} > 0`];
      if (q.category) where.push(sql`${products.categoryId} = (select id from ${categories} where ${categories.slug} = ${q.category})`);
      if (q.gender?.length) where.push(inArray(products.gender, q.gender));
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
      const byId = new Map<number, ProductRecord>();
      for (const b of base) {
        const { categoryName, categorySlug, ...rest } = b;
        byId.set(b.id, { ...rest, category: { name: categoryName, slug: categorySlug }, collections: [], variants: [], images: [] });
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

    async listCollections() {
      return db
        .select({
          name: collections.name,
          slug: collections.slug,
          items: sql<number>`(select count(*)::int from ${productCollections} pc join ${products} p on p.id = pc.product_id
            where pc.collection_id = "collections"."id" and p.archived_at is null)`,
        })
        .from(collections)
        .orderBy(asc(collections.position), asc(collections.name));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
