import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminProductListQuery,
  type AdminProductSort,
  type AdminProductValues,
  adminPageOffset,
} from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { sizeOrderArray } from '../../db/sizes.ts';
import { categories, collections, productCollections, productImages, products, variants } from '../../db/schema/catalogue.ts';
import { containing } from '../../db/like.ts';
import type { StockReason } from '@atelier/contract/inventory';
import { openStock, setStock, type StockActor } from '../inventory/inventory-moves.ts';

/** Sizes in their systems' order (R3.12), from the contract's one list. */
const SIZE_ORDER = sql`array_position(${sizeOrderArray()}, ${variants.size})`;

// Names sort as a reader expects, whatever the database's collation does with capitals.
const LOWER_NAME = sql`lower(${products.name})`;
/** Each list order with the id after it, so equal values keep one order from page to page. */
const LIST_ORDER: Record<AdminProductSort, SQL[]> = {
  'updated-desc': [desc(products.updatedAt), desc(products.id)],
  'updated-asc': [asc(products.updatedAt), asc(products.id)],
  'name-asc': [asc(LOWER_NAME), asc(products.id)],
  'name-desc': [desc(LOWER_NAME), desc(products.id)],
  'price-asc': [asc(products.pricePence), asc(products.id)],
  'price-desc': [desc(products.pricePence), desc(products.id)],
  'stock-asc': [asc(products.stockTotal), asc(products.id)],
  'stock-desc': [desc(products.stockTotal), desc(products.id)],
};

export type ProductFields = Omit<AdminProductValues, 'collectionIds' | 'variants' | 'colourHex'> & { colourHex: string };

/** Admin reads and writes of the catalogue tables; every call takes the executor (db or transaction). */
export function adminCatalogueRepository(db: Db) {
  return {
    /** A page of the admin list (R22.14); `lowStock` is the owner's threshold for the `low` filter. */
    async listProducts(q: AdminProductListQuery, lowStock: number) {
      const where: (SQL | undefined)[] = [];
      if (q.status === 'active') where.push(isNull(products.archivedAt));
      if (q.status === 'archived') where.push(isNotNull(products.archivedAt));
      if (q.category) where.push(eq(products.categoryId, q.category));
      if (q.stock === 'in-stock') where.push(gt(products.stockTotal, 0));
      if (q.stock === 'sold-out') where.push(eq(products.stockTotal, 0));
      if (q.stock === 'low') where.push(and(gt(products.stockTotal, 0), lte(products.stockTotal, lowStock)));
      if (q.minPricePence !== undefined) where.push(gte(products.pricePence, q.minPricePence));
      if (q.maxPricePence !== undefined) where.push(lte(products.pricePence, q.maxPricePence));
      if (q.search) {
        const like = containing(q.search);
        where.push(
          or(
            ilike(products.name, like),
            ilike(products.slug, like),
            sql`exists (select 1 from ${variants} v where v.product_id = ${products.id} and v.sku ilike ${like})`,
          ),
        );
      }
      const cond = and(...where);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(cond);
      const rows = await db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          category: categories.name,
          colour: products.colour,
          colourHex: products.colourHex,
          pricePence: products.pricePence,
          oldPricePence: products.oldPricePence,
          stockTotal: products.stockTotal,
          isFinalSale: products.isFinalSale,
          onSale: products.onSale,
          archivedAt: products.archivedAt,
          updatedAt: products.updatedAt,
          cover: sql<
            string | null
          >`(select pi.media_id from ${productImages} pi where pi.product_id = "products"."id" order by pi.position limit 1)`,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(cond)
        .orderBy(...LIST_ORDER[q.sort])
        .limit(ADMIN_PAGE_SIZE)
        .offset(adminPageOffset(q.page));
      return { rows, total: count?.n ?? 0 };
    },

    async product(id: number) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row) return undefined;
      const [vars, imgs, cols] = await Promise.all([
        db.select().from(variants).where(eq(variants.productId, id)).orderBy(SIZE_ORDER),
        db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
        db.select({ id: productCollections.collectionId }).from(productCollections).where(eq(productCollections.productId, id)),
      ]);
      return { row, variants: vars, images: imgs, collectionIds: cols.map((c) => c.id) };
    },

    /** The other products of a style, archived ones included (the admin may restore them). */
    async styleSiblings(styleKey: string, exceptId: number) {
      return db
        .select({
          id: products.id,
          slug: products.slug,
          colour: products.colour,
          colourHex: products.colourHex,
          archivedAt: products.archivedAt,
        })
        .from(products)
        .where(and(eq(products.styleKey, styleKey), sql`${products.id} <> ${exceptId}`))
        .orderBy(asc(products.colour), asc(products.slug));
    },

    async insertProduct(fields: ProductFields & { styleKey: string }, now: Date): Promise<number> {
      const [row] = await db
        .insert(products)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning({ id: products.id });
      return row!.id;
    },

    async updateProduct(id: number, patch: Partial<typeof products.$inferInsert>): Promise<boolean> {
      const rows = await db.update(products).set(patch).where(eq(products.id, id)).returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * Makes the product's variants exactly `wanted`: ids kept and updated, others deleted, new ones
     * added. Quantities change through the inventory (R3.16): a kept size's new quantity is the
     * owner's adjustment, a new size opens its history with `stock.created`.
     */
    async replaceVariants(
      productId: number,
      wanted: AdminProductValues['variants'],
      stock: { actor: StockActor; at: Date; created: StockReason },
    ): Promise<void> {
      const keep = wanted.filter((v) => v.id !== undefined).map((v) => v.id!);
      await db.delete(variants).where(and(eq(variants.productId, productId), keep.length ? notInArray(variants.id, keep) : undefined));
      for (const v of wanted.filter((x) => x.id !== undefined)) {
        const own = await db
          .update(variants)
          .set({ size: v.size, sku: v.sku })
          .where(and(eq(variants.id, v.id!), eq(variants.productId, productId)))
          .returning({ id: variants.id });
        if (own.length) await setStock(db, v.id!, v.quantity, { reason: 'adjustment', actor: stock.actor, at: stock.at });
      }
      const fresh = wanted.filter((v) => v.id === undefined);
      if (fresh.length) {
        const made = await db
          .insert(variants)
          .values(fresh.map((v) => ({ productId, size: v.size, quantity: v.quantity, sku: v.sku })))
          .returning({ id: variants.id, quantity: variants.quantity });
        await openStock(db, made, { reason: stock.created, actor: stock.actor, at: stock.at });
      }
    },

    async variantIdsOf(productId: number): Promise<number[]> {
      const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
      return rows.map((r) => r.id);
    },

    async replaceCollections(productId: number, ids: number[]): Promise<void> {
      await db.delete(productCollections).where(eq(productCollections.productId, productId));
      if (ids.length) await db.insert(productCollections).values(ids.map((collectionId) => ({ productId, collectionId })));
    },

    async existingCollections(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
      return rows.map((r) => r.id);
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return row !== undefined;
    },

    async images(productId: number) {
      return db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
    },

    async addImage(productId: number, mediaId: string, alt: string): Promise<void> {
      const [max] = await db
        .select({ n: sql<number>`coalesce(max(${productImages.position}), -1)::int` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      await db.insert(productImages).values({ productId, mediaId, alt, position: (max?.n ?? -1) + 1, kind: 'gallery' });
    },

    async setImageAlt(productId: number, imageId: number, alt: string): Promise<boolean> {
      const rows = await db
        .update(productImages)
        .set({ alt })
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning({ id: productImages.id });
      return rows.length > 0;
    },

    async removeImage(productId: number, imageId: number): Promise<boolean> {
      const rows = await db
        .delete(productImages)
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning({ id: productImages.id });
      return rows.length > 0;
    },

    /**
     * Positions 0..n-1 in the given order of image ids; the first is the cover, the second the
     * picture shown on hover. Moved through negative positions so the unique index never trips.
     */
    async orderImages(productId: number, orderedIds: number[]): Promise<void> {
      for (const [i, id] of orderedIds.entries()) {
        await db
          .update(productImages)
          .set({ position: -1 - i })
          .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
      }
      for (const [i, id] of orderedIds.entries()) {
        const kind = i === 0 ? 'cover' : i === 1 ? 'hover' : 'gallery';
        await db
          .update(productImages)
          .set({ position: i, kind })
          .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
      }
    },

    async insertCategory(values: { slug: string; name: string; description: string; position: number }, now: Date): Promise<number> {
      const [row] = await db
        .insert(categories)
        .values({ ...values, createdAt: now })
        .returning({ id: categories.id });
      return row!.id;
    },

    async updateCategory(id: number, patch: Partial<typeof categories.$inferInsert>): Promise<boolean> {
      const rows = await db.update(categories).set(patch).where(eq(categories.id, id)).returning({ id: categories.id });
      return rows.length > 0;
    },

    async productIdsInCategory(categoryId: number): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, categoryId));
      return rows.map((r) => r.id);
    },
  };
}
