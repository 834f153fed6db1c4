import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { isGuid } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import { discountCodes, discountRedemptions } from '../../db/schema/orders.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;

const LIVE = ['held', 'used'] as const;

/** Who a use belongs to: the order's owner row and the normalised e-mail address it counts by (0042). */
export interface Shopper {
  userId: number;
  email: string;
}

export function discountRepository(db: Db) {
  return {
    /** With 'update' the row is locked: every hold and use of one code queues on it (0020). */
    async byCode(code: string, lock?: 'update'): Promise<DiscountCodeRow | undefined> {
      const q = db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async byId(id: number, lock?: 'update'): Promise<DiscountCodeRow | undefined> {
      const q = db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async byGuid(guid: string): Promise<DiscountCodeRow | undefined> {
      if (!isGuid(guid)) return undefined;
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.guid, guid)).limit(1);
      return row;
    },

    /**
     * Uses held by unpaid orders or made by paid ones, in all and by one shopper's normalised e-mail
     * address (guest or customer, R5.16), leaving out one order, or every use this shopper only
     * holds (a quote: their unpaid checkout gives way to the next).
     */
    async usage(
      codeId: number,
      email: string,
      leaveOut: { orderId?: number; ownHolds?: boolean } = {},
    ): Promise<{ total: number; byCustomer: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          byCustomer: sql<number>`(count(*) filter (where ${discountRedemptions.email} = ${email}))::int`,
        })
        .from(discountRedemptions)
        .where(
          and(
            eq(discountRedemptions.discountCodeId, codeId),
            inArray(discountRedemptions.status, [...LIVE]),
            ne(discountRedemptions.orderId, leaveOut.orderId ?? 0),
            leaveOut.ownHolds ? sql`not (${discountRedemptions.email} = ${email} and ${discountRedemptions.status} = 'held')` : undefined,
          ),
        );
      return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
    },

    async hold(orderId: number, codeId: number, shopper: Shopper, at: Date): Promise<void> {
      await db
        .insert(discountRedemptions)
        .values({ orderId, discountCodeId: codeId, userId: shopper.userId, email: shopper.email, status: 'held', createdAt: at });
    },

    /** The order's use counts for good; false when it held none (it ended and was paid late). */
    async markUsed(orderId: number): Promise<boolean> {
      const rows = await db
        .update(discountRedemptions)
        .set({ status: 'used' })
        .where(eq(discountRedemptions.orderId, orderId))
        .returning({ orderId: discountRedemptions.orderId });
      return rows.length > 0;
    },

    async use(orderId: number, codeId: number, shopper: Shopper, at: Date): Promise<void> {
      await db
        .insert(discountRedemptions)
        .values({ orderId, discountCodeId: codeId, userId: shopper.userId, email: shopper.email, status: 'used', createdAt: at });
    },

    /** An unpaid order ended: its held use is free again. */
    async release(orderId: number): Promise<void> {
      await db.delete(discountRedemptions).where(and(eq(discountRedemptions.orderId, orderId), eq(discountRedemptions.status, 'held')));
    },

    async list(): Promise<Array<DiscountCodeRow & { used: number; held: number }>> {
      return db
        .select({
          ...getTableColumns(discountCodes),
          used: sql<number>`(select count(*)::int from ${discountRedemptions} r where r.discount_code_id = ${discountCodes.id} and r.status = 'used')`,
          held: sql<number>`(select count(*)::int from ${discountRedemptions} r where r.discount_code_id = ${discountCodes.id} and r.status = 'held')`,
        })
        .from(discountCodes)
        .orderBy(asc(discountCodes.code));
    },

    async insert(row: NewDiscountCode): Promise<DiscountCodeRow> {
      const [created] = await db.insert(discountCodes).values(row).returning();
      return created!;
    },

    async update(id: number, patch: Partial<NewDiscountCode>): Promise<DiscountCodeRow | undefined> {
      const [row] = await db.update(discountCodes).set(patch).where(eq(discountCodes.id, id)).returning();
      return row;
    },
  };
}
