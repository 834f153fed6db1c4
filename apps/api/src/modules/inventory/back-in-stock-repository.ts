import { and, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { backInStockRequests } from '../../db/schema/orders.ts';
import { products, variants } from '../../db/schema/catalogue.ts';

export type BackInStockRow = typeof backInStockRequests.$inferSelect;

export interface VariantFacts {
  id: number;
  size: string;
  quantity: number;
  productName: string;
  colour: string;
  slug: string;
}

export function backInStockRepository(db: Db) {
  /** A size with what its mails name: one select for the guid a shopper sends and the id a restock finds. */
  async function variantWhere(where: SQL | undefined): Promise<VariantFacts | undefined> {
    const [row] = await db
      .select({
        id: variants.id,
        size: variants.size,
        quantity: variants.quantity,
        productName: products.name,
        colour: products.colour,
        slug: products.slug,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where)
      .limit(1);
    return row;
  }

  return {
    variantByGuid: (guid: string) => variantWhere(and(eq(variants.guid, guid), isNull(products.archivedAt))),

    variantById: (id: number) => variantWhere(eq(variants.id, id)),

    /** The open request of this address for this size, made now if there is none; one per address and size. */
    async open(variantId: number, email: string, userId: number | null, confirmed: boolean, now: Date): Promise<BackInStockRow> {
      const [made] = await db
        .insert(backInStockRequests)
        .values({ variantId, email, userId, confirmedAt: confirmed ? now : null, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (made) return made;
      const [existing] = await db
        .select()
        .from(backInStockRequests)
        .where(
          and(
            eq(backInStockRequests.variantId, variantId),
            sql`lower(${backInStockRequests.email}) = lower(${email})`,
            isNull(backInStockRequests.endedAt),
          ),
        );
      if (confirmed && existing && !existing.confirmedAt) {
        await db.update(backInStockRequests).set({ confirmedAt: now }).where(eq(backInStockRequests.id, existing.id));
        return { ...existing, confirmedAt: now };
      }
      return existing!;
    },

    /** Confirms an open request by its mailed token; the request as it now is, or undefined for an unknown token. */
    async confirm(token: string, now: Date): Promise<BackInStockRow | undefined> {
      await db
        .update(backInStockRequests)
        .set({ confirmedAt: now })
        .where(
          and(eq(backInStockRequests.confirmToken, token), isNull(backInStockRequests.confirmedAt), isNull(backInStockRequests.endedAt)),
        );
      const [row] = await db.select().from(backInStockRequests).where(eq(backInStockRequests.confirmToken, token));
      return row;
    },

    /** Ends a request by its unsubscribe token; false for an unknown token (an ended one stays ended). */
    async unsubscribe(token: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: backInStockRequests.id })
        .from(backInStockRequests)
        .where(eq(backInStockRequests.unsubscribeToken, token));
      if (!row) return false;
      await db
        .update(backInStockRequests)
        .set({ endedAt: now })
        .where(and(eq(backInStockRequests.id, row.id), isNull(backInStockRequests.endedAt)));
      return true;
    },

    /** Sizes that are in stock again while confirmed requests wait for them. */
    async restockedVariants(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: backInStockRequests.variantId })
        .from(backInStockRequests)
        .innerJoin(variants, eq(variants.id, backInStockRequests.variantId))
        .where(and(isNull(backInStockRequests.endedAt), isNotNull(backInStockRequests.confirmedAt), gt(variants.quantity, 0)));
      return rows.map((r) => r.id);
    },

    /**
     * Ends the confirmed requests waiting for a size, oldest first, and answers them in that order.
     * Rows another instance is ending are skipped, so each request is mailed once.
     */
    async takeWaiting(variantId: number, now: Date): Promise<BackInStockRow[]> {
      return queryRows<BackInStockRow>(
        db,
        sql`with due as (
              select id from ${backInStockRequests}
               where variant_id = ${variantId} and ended_at is null and confirmed_at is not null
               order by created_at, id
               for update skip locked
            )
            update ${backInStockRequests} r set notified_at = ${now.toISOString()}, ended_at = ${now.toISOString()}
              from due where r.id = due.id
            returning r.id, r.email, r.unsubscribe_token as "unsubscribeToken", r.created_at as "createdAt"`,
      ).then((rows) => [...rows].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id - b.id));
    },

    /** Waiting demand per size, most wanted first. */
    demand() {
      return queryRows<{
        productId: number;
        productName: string;
        slug: string;
        size: string;
        sku: string;
        stock: number;
        waiting: number;
        unconfirmed: number;
        oldestAt: Date | string;
      }>(
        db,
        sql`select p.id as "productId", p.name as "productName", p.slug, v.size, v.sku, v.quantity as stock,
                   count(*) filter (where r.confirmed_at is not null)::int as waiting,
                   count(*) filter (where r.confirmed_at is null)::int as unconfirmed,
                   min(r.created_at) as "oldestAt"
              from ${backInStockRequests} r
              join ${variants} v on v.id = r.variant_id
              join ${products} p on p.id = v.product_id
             where r.ended_at is null
             group by p.id, p.name, p.slug, v.id, v.size, v.sku, v.quantity
             order by waiting desc, "oldestAt" asc`,
      );
    },
  };
}
