import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAccounts, giftCardSales } from '../../db/schema/balances.ts';
import { paymentSessions } from '../../db/schema/orders.ts';

export type GiftCardSaleRow = typeof giftCardSales.$inferSelect;

/** Gift cards sold in the shop (R23.11-R23.15): the sale, its payment session, and the claim of its mail. */
export function giftCardSalesRepository(db: Db) {
  return {
    async insert(row: typeof giftCardSales.$inferInsert): Promise<GiftCardSaleRow> {
      const [created] = await db.insert(giftCardSales).values(row).returning();
      return created!;
    },

    async byId(id: number, lock?: 'update'): Promise<GiftCardSaleRow | undefined> {
      const q = db.select().from(giftCardSales).where(eq(giftCardSales.id, id)).limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    /** The sale that bought a card, if it was sold. */
    async byAccountId(accountId: number): Promise<GiftCardSaleRow | undefined> {
      const [row] = await db.select().from(giftCardSales).where(eq(giftCardSales.accountId, accountId)).limit(1);
      return row;
    },

    /** The sale a payment session pays, with the session (undefined for an order's session). */
    async bySessionId(sessionId: string) {
      const [row] = await db
        .select({ sale: giftCardSales, session: paymentSessions })
        .from(paymentSessions)
        .innerJoin(giftCardSales, eq(giftCardSales.id, paymentSessions.giftCardSaleId))
        .where(eq(paymentSessions.id, sessionId))
        .limit(1);
      return row;
    },

    /** Paid: the card issued for it is recorded in the same update (a paid sale always has its card). */
    async markPaid(id: number, accountId: number, paymentRef: string | null, at: Date): Promise<void> {
      await db.update(giftCardSales).set({ status: 'paid', accountId, paymentRef, paidAt: at }).where(eq(giftCardSales.id, id));
    },

    /** The session ended unpaid; a sale paid meanwhile stays paid. */
    async markExpired(id: number): Promise<void> {
      await db
        .update(giftCardSales)
        .set({ status: 'expired' })
        .where(and(eq(giftCardSales.id, id), eq(giftCardSales.status, 'pending')));
    },

    /** Paid sales whose send date has come and whose mail has not gone, locked; another instance's are skipped. */
    async lockDue(today: string, batch: number, onlyId?: number) {
      return db
        .select({ sale: giftCardSales, expiresAt: balanceAccounts.expiresAt })
        .from(giftCardSales)
        .innerJoin(balanceAccounts, eq(balanceAccounts.id, giftCardSales.accountId))
        .where(
          and(
            eq(giftCardSales.status, 'paid'),
            isNull(giftCardSales.sentAt),
            lte(giftCardSales.sendOn, today),
            onlyId === undefined ? undefined : eq(giftCardSales.id, onlyId),
          ),
        )
        .orderBy(asc(giftCardSales.sendOn), asc(giftCardSales.id))
        .limit(batch)
        .for('update', { of: giftCardSales, skipLocked: true });
    },

    /** The one claim of a sale's mail (R23.13): true for the caller that set sent_at. */
    async claimSend(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(giftCardSales)
        .set({ sentAt: at })
        .where(and(eq(giftCardSales.id, id), isNull(giftCardSales.sentAt), eq(giftCardSales.status, 'paid')))
        .returning({ id: giftCardSales.id });
      return rows.length === 1;
    },

    /** The store's copy of a sale's session records how it ended; only an open one changes. */
    async settleSession(sessionId: string, status: 'complete' | 'expired' | 'failed', at: Date, paymentRef: string | null) {
      await db
        .update(paymentSessions)
        .set({ status, paymentRef: sql`coalesce(${paymentRef}, ${paymentSessions.paymentRef})`, completedAt: at })
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')));
    },
  };
}
