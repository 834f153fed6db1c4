import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSessions, webhookEvents } from '../../db/schema/orders.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type SessionStatus = PaymentSessionRow['status'];

export function paymentRepository(db: Db) {
  return {
    async insertSession(row: typeof paymentSessions.$inferInsert): Promise<void> {
      await db.insert(paymentSessions).values(row);
    },

    async byId(id: string): Promise<PaymentSessionRow | undefined> {
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)).limit(1);
      return row;
    },

    async byPaymentRef(paymentRef: string): Promise<PaymentSessionRow | undefined> {
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.paymentRef, paymentRef)).limit(1);
      return row;
    },

    async ofOrder(orderId: number): Promise<PaymentSessionRow | undefined> {
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId)).limit(1);
      return row;
    },

    /** Records the outcome on the store's copy of the session; only an open session changes. */
    async settle(orderId: number, status: Exclude<SessionStatus, 'open'>, at: Date, paymentRef?: string | null): Promise<void> {
      await db
        .update(paymentSessions)
        .set({
          status,
          paymentRef: sql`coalesce(${paymentRef ?? null}, ${paymentSessions.paymentRef})`,
          completedAt: sql`coalesce(${paymentSessions.completedAt}, ${at})`,
        })
        .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
    },

    /** Test provider: an open, unexpired session is paid. Undefined when it was not open any more. */
    async completeOpen(id: string, paymentRef: string, now: Date): Promise<PaymentSessionRow | undefined> {
      const [row] = await db
        .update(paymentSessions)
        .set({ status: 'complete', paymentRef, completedAt: now })
        .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, now)))
        .returning();
      return row;
    },

    /** Test provider: an open session ends as expired or failed. */
    async closeOpen(id: string, status: 'expired' | 'failed', now: Date): Promise<PaymentSessionRow | undefined> {
      const [row] = await db
        .update(paymentSessions)
        .set({ status, completedAt: now })
        .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open')))
        .returning();
      return row;
    },

    /**
     * Claims an event id. False when it was handled before (or is being handled by a concurrent
     * delivery, which then wins): the caller does nothing. Must run in the transaction of the effect.
     */
    async claimEvent(id: string, provider: string, type: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ id, provider, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length === 1;
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
