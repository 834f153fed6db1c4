import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collections, productCollections, products } from '../../db/schema/catalogue.ts';

export interface CollectionValues {
  slug: string;
  name: string;
  description: string;
  position: number;
}

/** SQL of the admin's collections (R18.5): rows, their chosen products, and their order. */
export function adminCollectionsRepository(db: Db) {
  return {
    async list(id?: number) {
      return db
        .select({
          id: collections.id,
          slug: collections.slug,
          name: collections.name,
          description: collections.description,
          position: collections.position,
          imageId: collections.imageId,
          products: sql<number>`(select count(*)::int from ${productCollections} pc join ${products} p on p.id = pc.product_id
            where pc.collection_id = "collections"."id" and p.archived_at is null)`,
          productIds: sql<number[]>`array(select pc.product_id from ${productCollections} pc
            where pc.collection_id = "collections"."id" order by pc.product_id)`,
        })
        .from(collections)
        .where(id === undefined ? undefined : eq(collections.id, id))
        .orderBy(asc(collections.position), asc(collections.name), asc(collections.id));
    },

    async insert(values: CollectionValues): Promise<number> {
      const [row] = await db.insert(collections).values(values).returning({ id: collections.id });
      return row!.id;
    },

    async update(id: number, patch: Partial<typeof collections.$inferInsert>): Promise<boolean> {
      const rows = await db.update(collections).set(patch).where(eq(collections.id, id)).returning({ id: collections.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<{ slug: string } | undefined> {
      const [row] = await db.delete(collections).where(eq(collections.id, id)).returning({ slug: collections.slug });
      return row;
    },

    /** The ids among these that are products the shop still sells (not archived). */
    async liveProductIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
      return rows.map((r) => r.id);
    },

    /** Makes the collection hold exactly these products. */
    async setProducts(collectionId: number, productIds: number[]): Promise<void> {
      await db.delete(productCollections).where(eq(productCollections.collectionId, collectionId));
      if (productIds.length) await db.insert(productCollections).values(productIds.map((productId) => ({ productId, collectionId })));
    },

    async ids(): Promise<number[]> {
      const rows = await db.select({ id: collections.id }).from(collections);
      return rows.map((r) => r.id);
    },

    async setPosition(id: number, position: number): Promise<void> {
      await db.update(collections).set({ position }).where(eq(collections.id, id));
    },
  };
}
