import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalogue.ts';

/** Deleting a category (R22.11): what uses it, moving its products, the delete itself. */
export function categoryRemovalRepository(db: Db) {
  return {
    async category(id: number) {
      const [row] = await db
        .select({ id: categories.id, name: categories.name, slug: categories.slug })
        .from(categories)
        .where(eq(categories.id, id));
      return row;
    },
    /** Every product in it, archived ones too: they keep their order history. */
    async productIds(id: number): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).for('update');
      return rows.map((r) => r.id);
    },
    async moveProducts(from: number, to: number, now: Date): Promise<void> {
      await db.update(products).set({ categoryId: to, updatedAt: now }).where(eq(products.categoryId, from));
    },
    async remove(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },
  };
}
