import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sizeOrderArray } from '../../db/sizes.ts';
import { categories, collections, productCollections, products, variants } from '../../db/schema/catalogue.ts';

/** The reads and writes of the catalogue CSV (R22.6); every call takes the executor (db or transaction). */
export function productCsvRepository(db: Db) {
  return {
    categories: () => db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
    collections: () => db.select({ id: collections.id, name: collections.name, slug: collections.slug }).from(collections),

    async productsBySlug(slugs: string[]) {
      if (!slugs.length) return [];
      return db.select().from(products).where(inArray(products.slug, slugs));
    },

    async slugsOf(ids: number[]) {
      if (!ids.length) return [];
      return db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.id, ids));
    },

    async variantsBySku(skus: string[]) {
      if (!skus.length) return [];
      return db.select().from(variants).where(inArray(variants.sku, skus));
    },

    async variantsOf(productIds: number[]) {
      if (!productIds.length) return [];
      return db.select().from(variants).where(inArray(variants.productId, productIds));
    },

    async collectionsOf(productIds: number[]) {
      if (!productIds.length) return [];
      return db.select().from(productCollections).where(inArray(productCollections.productId, productIds));
    },

    /** A new size; its first quantity's history row is the caller's (the inventory's openStock). */
    async insertVariant(v: { productId: number; size: string; quantity: number; sku: string }): Promise<number> {
      const [row] = await db.insert(variants).values(v).returning({ id: variants.id });
      return row!.id;
    },

    /** A size's product and size; its quantity changes through the inventory's setStock. */
    async updateVariant(id: number, patch: { productId: number; size: string }): Promise<void> {
      await db.update(variants).set(patch).where(eq(variants.id, id));
    },

    /** Every size of every product with its category and collection names, in a stable order. */
    async exportRows() {
      return db
        .select({
          sku: variants.sku,
          slug: products.slug,
          name: products.name,
          category: categories.name,
          collections: sql<
            string[]
          >`coalesce((select array_agg(c.name order by c.name) from ${productCollections} pc join ${collections} c on c.id = pc.collection_id where pc.product_id = ${products.id}), '{}')`,
          colour: products.colour,
          gender: products.gender,
          sizeSystem: products.sizeSystem,
          size: variants.size,
          pricePence: products.pricePence,
          oldPricePence: products.oldPricePence,
          stock: variants.quantity,
          isFinalSale: products.isFinalSale,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .innerJoin(categories, and(eq(categories.id, products.categoryId)))
        .orderBy(asc(products.slug), sql`array_position(${sizeOrderArray()}, ${variants.size})`, asc(variants.id));
    },
  };
}
