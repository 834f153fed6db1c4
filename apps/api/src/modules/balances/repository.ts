import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BalanceEntryKind } from '@atelier/contract/balances';
import { isGuid } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import { balanceAccounts, balanceEntries, balanceHolds } from '../../db/schema/balances.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders } from '../../db/schema/orders.ts';

export type BalanceAccountRow = typeof balanceAccounts.$inferSelect;
export type BalanceHoldRow = typeof balanceHolds.$inferSelect;

export interface Actor {
  kind: 'customer' | 'admin' | 'system';
  userId?: number | null;
}

export interface EntryInput {
  accountId: number;
  kind: BalanceEntryKind;
  amountPence: number;
  balanceAfterPence: number;
  orderId?: number | null;
  actor: Actor;
  note?: string;
  at: Date;
}

export function balanceRepository(db: Db) {
  return {
    async byCodeHash(hash: string, lock?: 'update'): Promise<BalanceAccountRow | undefined> {
      const q = db.select().from(balanceAccounts).where(eq(balanceAccounts.codeHash, hash)).limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async byGuid(guid: string): Promise<BalanceAccountRow | undefined> {
      if (!isGuid(guid)) return undefined;
      const [row] = await db.select().from(balanceAccounts).where(eq(balanceAccounts.guid, guid)).limit(1);
      return row;
    },

    /** Accounts locked in id order, the order every writer takes them in, so two checkouts queue and never deadlock. */
    async lock(ids: number[]): Promise<BalanceAccountRow[]> {
      if (!ids.length) return [];
      return db.select().from(balanceAccounts).where(inArray(balanceAccounts.id, ids)).orderBy(asc(balanceAccounts.id)).for('update');
    },

    async read(ids: number[]): Promise<BalanceAccountRow[]> {
      if (!ids.length) return [];
      return db.select().from(balanceAccounts).where(inArray(balanceAccounts.id, ids)).orderBy(asc(balanceAccounts.id));
    },

    async storeCreditOf(userId: number, lock?: 'update'): Promise<BalanceAccountRow | undefined> {
      const q = db
        .select()
        .from(balanceAccounts)
        .where(and(eq(balanceAccounts.userId, userId), eq(balanceAccounts.kind, 'store_credit')))
        .limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async insert(row: typeof balanceAccounts.$inferInsert): Promise<BalanceAccountRow> {
      const [created] = await db.insert(balanceAccounts).values(row).returning();
      return created!;
    },

    /** The customer's store credit account, made empty on first use. */
    async ensureStoreCredit(userId: number, at: Date): Promise<BalanceAccountRow> {
      await db
        .insert(balanceAccounts)
        .values({ kind: 'store_credit', userId, balancePence: 0, issuedPence: 0, createdAt: at })
        .onConflictDoNothing();
      return (await this.storeCreditOf(userId, 'update'))!;
    },

    /**
     * Adds (or with a negative change takes) from what can be spent, only while enough is there and
     * the account can be spent from: the conditional update that makes a balance never go below
     * zero (R23.3). Undefined when it could not.
     */
    async change(id: number, deltaPence: number, opts: { now: Date; spendable: boolean }): Promise<number | undefined> {
      const [row] = await db
        .update(balanceAccounts)
        .set({ balancePence: sql`${balanceAccounts.balancePence} + ${deltaPence}` })
        .where(
          and(
            eq(balanceAccounts.id, id),
            sql`${balanceAccounts.balancePence} + ${deltaPence} >= 0`,
            opts.spendable
              ? sql`${balanceAccounts.voidedAt} is null and (${balanceAccounts.expiresAt} is null or ${balanceAccounts.expiresAt} > ${opts.now})`
              : undefined,
          ),
        )
        .returning({ balancePence: balanceAccounts.balancePence });
      return row?.balancePence;
    },

    async update(id: number, patch: Partial<typeof balanceAccounts.$inferInsert>): Promise<void> {
      await db.update(balanceAccounts).set(patch).where(eq(balanceAccounts.id, id));
    },

    async addEntry(e: EntryInput): Promise<void> {
      await db.insert(balanceEntries).values({
        accountId: e.accountId,
        kind: e.kind,
        amountPence: e.amountPence,
        balanceAfterPence: e.balanceAfterPence,
        orderId: e.orderId ?? null,
        actorKind: e.actor.kind,
        actorUserId: e.actor.userId ?? null,
        note: e.note ?? '',
        createdAt: e.at,
      });
    },

    async entries(accountId: number) {
      return db
        .select({
          kind: balanceEntries.kind,
          amountPence: balanceEntries.amountPence,
          balanceAfterPence: balanceEntries.balanceAfterPence,
          orderNumber: orders.orderNumber,
          orderGuid: orders.guid,
          note: balanceEntries.note,
          at: balanceEntries.createdAt,
          actorKind: balanceEntries.actorKind,
          actorEmail: users.email,
        })
        .from(balanceEntries)
        .leftJoin(orders, eq(orders.id, balanceEntries.orderId))
        .leftJoin(users, eq(users.id, balanceEntries.actorUserId))
        .where(eq(balanceEntries.accountId, accountId))
        .orderBy(desc(balanceEntries.id));
    },

    async insertHold(h: { orderId: number; accountId: number; amountPence: number; at: Date }): Promise<void> {
      await db
        .insert(balanceHolds)
        .values({ orderId: h.orderId, accountId: h.accountId, amountPence: h.amountPence, status: 'held', createdAt: h.at });
    },

    /** Moves the order's holds from one status to the next, once: a second call finds none. */
    async moveHolds(orderId: number, from: BalanceHoldRow['status'], to: BalanceHoldRow['status']): Promise<BalanceHoldRow[]> {
      return db
        .update(balanceHolds)
        .set({ status: to })
        .where(and(eq(balanceHolds.orderId, orderId), eq(balanceHolds.status, from)))
        .returning();
    },

    async holdsOf(orderId: number): Promise<BalanceHoldRow[]> {
      return db.select().from(balanceHolds).where(eq(balanceHolds.orderId, orderId)).orderBy(asc(balanceHolds.accountId));
    },

    async addHoldRefund(orderId: number, accountId: number, pence: number): Promise<void> {
      await db
        .update(balanceHolds)
        .set({ refundedPence: sql`${balanceHolds.refundedPence} + ${pence}` })
        .where(and(eq(balanceHolds.orderId, orderId), eq(balanceHolds.accountId, accountId)));
    },

    /** What went back to balances from this order: its holds' refunds and any store credit it gave. */
    async refundedToBalances(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${balanceEntries.amountPence}), 0)::int` })
        .from(balanceEntries)
        .where(and(eq(balanceEntries.orderId, orderId), eq(balanceEntries.kind, 'refund')));
      return row?.n ?? 0;
    },

    /** What of this order's refunds went to store credit: chosen, or a spent gift card's share (R23.18). */
    async refundedToStoreCredit(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${balanceEntries.amountPence}), 0)::int` })
        .from(balanceEntries)
        .innerJoin(balanceAccounts, eq(balanceAccounts.id, balanceEntries.accountId))
        .where(and(eq(balanceEntries.orderId, orderId), eq(balanceEntries.kind, 'refund'), eq(balanceAccounts.kind, 'store_credit')));
      return row?.n ?? 0;
    },

    async list() {
      return db
        .select({ account: balanceAccounts, customerEmail: users.email })
        .from(balanceAccounts)
        .leftJoin(users, eq(users.id, balanceAccounts.userId))
        .orderBy(desc(balanceAccounts.id))
        .limit(500);
    },

    /** Balances outstanding (R23.7): what live accounts can still spend, plus what unpaid checkouts hold. */
    async liability(now: Date): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`(coalesce((select sum(balance_pence) from ${balanceAccounts}
                              where voided_at is null and (expires_at is null or expires_at > ${now})), 0)
                        + coalesce((select sum(amount_pence) from ${balanceHolds} where status = 'held'), 0))::int`,
        })
        .from(sql`(select 1) one`);
      return row?.n ?? 0;
    },
  };
}
