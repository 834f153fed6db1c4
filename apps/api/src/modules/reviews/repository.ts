import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Fit, ReviewInput, ReviewStatus } from '@atelier/contract/reviews';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { products } from '../../db/schema/catalogue.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { productReviews } from '../../db/schema/reviews.ts';

export interface ReviewTotals {
  count: number;
  ratingSum: number;
  fit: Record<Fit, number>;
}

/** The statements of the reviews domain (R25). Each read is one statement, whatever the number of reviews. */
export function reviewRepository(db: Db) {
  const author = { firstName: users.firstName, lastName: users.lastName };
  const shown = sql`${productReviews.status} = 'approved'`;

  return {
    /** A live product by its slug (archived ones take no reviews). */
    async productBySlug(slug: string) {
      const [row] = await db
        .select({ id: products.id, slug: products.slug, name: products.name, colour: products.colour })
        .from(products)
        .where(and(eq(products.slug, slug), isNull(products.archivedAt)))
        .limit(1);
      return row;
    },

    /**
     * A live product's id by its slug with the count, rating sum and fit answers of its approved
     * reviews, in one statement (the partial index finds them); undefined for no such product.
     */
    async productTotals(slug: string): Promise<{ productId: number; totals: ReviewTotals } | undefined> {
      const [row] = await db
        .select({
          productId: products.id,
          count: sql<number>`count(${productReviews.id})::int`,
          ratingSum: sql<number>`coalesce(sum(${productReviews.rating}), 0)::int`,
          small: sql<number>`count(*) filter (where ${productReviews.fit} = 'small')::int`,
          true: sql<number>`count(*) filter (where ${productReviews.fit} = 'true')::int`,
          large: sql<number>`count(*) filter (where ${productReviews.fit} = 'large')::int`,
        })
        .from(products)
        .leftJoin(productReviews, and(eq(productReviews.productId, products.id), shown))
        .where(and(eq(products.slug, slug), isNull(products.archivedAt)))
        .groupBy(products.id);
      if (!row) return undefined;
      return {
        productId: row.productId,
        totals: { count: row.count, ratingSum: row.ratingSum, fit: { small: row.small, true: row.true, large: row.large } },
      };
    },

    /** One page of approved reviews, newest first, with their authors' names in the same statement. */
    async shownPage(productId: number, limit: number, offset: number) {
      return db
        .select({
          id: productReviews.id,
          rating: productReviews.rating,
          fit: productReviews.fit,
          title: productReviews.title,
          text: productReviews.body,
          createdAt: productReviews.createdAt,
          ...author,
        })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(and(eq(productReviews.productId, productId), shown))
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
    },

    /** A verified buyer (R25.1): a paid order of theirs, delivered (or collected), holding the product. */
    async boughtAndReceived(userId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderLines.productId, productId),
            sql`${orders.paidAt} is not null`,
            sql`${orders.deliveredAt} is not null`,
          ),
        )
        .limit(1);
      return !!row;
    },

    async mine(userId: number, productId: number) {
      const [row] = await db
        .select()
        .from(productReviews)
        .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
        .limit(1);
      return row;
    },

    /** One review per buyer per product (R25.4): a second writing edits the first, which waits again. */
    async upsert(userId: number, productId: number, input: ReviewInput, now: Date) {
      const values = {
        rating: input.rating,
        fit: input.fit,
        title: input.title,
        body: input.text,
        status: 'pending' as const,
        updatedAt: now,
      };
      const [row] = await db
        .insert(productReviews)
        .values({ productId, userId, createdAt: now, ...values })
        .onConflictDoUpdate({ target: [productReviews.productId, productReviews.userId], set: values })
        .returning();
      return row!;
    },

    /** The owner's list: one status, newest first, with product and author joined in. */
    async adminPage(status: ReviewStatus, limit: number, offset: number) {
      const where = eq(productReviews.status, status);
      const [total] = await db.select({ n: count() }).from(productReviews).where(where);
      const [waiting] = await db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, 'pending'));
      const rows = await db
        .select({
          id: productReviews.id,
          productId: products.id,
          slug: products.slug,
          name: products.name,
          colour: products.colour,
          email: users.email,
          ...author,
          rating: productReviews.rating,
          fit: productReviews.fit,
          title: productReviews.title,
          text: productReviews.body,
          status: productReviews.status,
          createdAt: productReviews.createdAt,
        })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
    },

    /** Sets the status; answers the review's product for the activity log, or undefined if there is none. */
    async moderate(id: number, status: 'approved' | 'hidden', adminId: number, now: Date) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: productReviews.status, productId: products.id, slug: products.slug })
          .from(productReviews)
          .innerJoin(products, eq(products.id, productReviews.productId))
          .where(eq(productReviews.id, id))
          .for('update', { of: productReviews });
        if (!before) return undefined;
        await tx.update(productReviews).set({ status, moderatedAt: now, moderatedBy: adminId }).where(eq(productReviews.id, id));
        return before;
      });
    },
  };
}
export type ReviewRepository = ReturnType<typeof reviewRepository>;
