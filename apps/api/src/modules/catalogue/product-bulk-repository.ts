import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collections, productCollections, products } from '../../db/schema/catalogue.ts';

/** The log names products as the owner does: 'Linen Shirt in sand'. */
type Changed = { id: number; slug: string; name: string; colour: string }[];

/** One change to many products (R22.16); every call takes the transaction. */
export function productBulkRepository(db: Db) {
  const changedOnly = { id: products.id, slug: products.slug, name: products.name, colour: products.colour };
  return {
    /** The named products that exist, locked until the transaction ends so the counts stay true. */
    async lockProducts(ids: number[]): Promise<Changed> {
      return db.select(changedOnly).from(products).where(inArray(products.id, ids)).orderBy(products.id).for('update');
    },

    async collection(id: number): Promise<{ id: number; name: string } | undefined> {
      const [row] = await db.select({ id: collections.id, name: collections.name }).from(collections).where(eq(collections.id, id));
      return row;
    },

    /** How many collections each of these products is in now. */
    async collectionCounts(ids: number[]): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: productCollections.productId, n: sql<number>`count(*)::int` })
        .from(productCollections)
        .where(inArray(productCollections.productId, ids))
        .groupBy(productCollections.productId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    async setArchived(ids: number[], archived: boolean, now: Date): Promise<Changed> {
      return db
        .update(products)
        .set({ archivedAt: archived ? now : null, updatedAt: now })
        .where(and(inArray(products.id, ids), archived ? isNull(products.archivedAt) : isNotNull(products.archivedAt)))
        .returning(changedOnly);
    },

    async setFinalSale(ids: number[], on: boolean, now: Date): Promise<Changed> {
      return db
        .update(products)
        .set({ isFinalSale: on, updatedAt: now })
        .where(and(inArray(products.id, ids), ne(products.isFinalSale, on)))
        .returning(changedOnly);
    },

    /** Adds the products the collection does not hold yet; answers those. */
    async addToCollection(ids: number[], collectionId: number, now: Date): Promise<Changed> {
      const added = await db
        .insert(productCollections)
        .values(ids.map((productId) => ({ productId, collectionId })))
        .onConflictDoNothing()
        .returning({ id: productCollections.productId });
      return touch(
        added.map((r) => r.id),
        now,
      );
    },

    async removeFromCollection(ids: number[], collectionId: number, now: Date): Promise<Changed> {
      const removed = await db
        .delete(productCollections)
        .where(and(eq(productCollections.collectionId, collectionId), inArray(productCollections.productId, ids)))
        .returning({ id: productCollections.productId });
      return touch(
        removed.map((r) => r.id),
        now,
      );
    },
  };

  /** A product's collections are part of it: its updated time moves, as when its form is saved. */
  async function touch(ids: number[], now: Date): Promise<Changed> {
    if (!ids.length) return [];
    return db.update(products).set({ updatedAt: now }).where(inArray(products.id, ids)).returning(changedOnly);
  }
}
