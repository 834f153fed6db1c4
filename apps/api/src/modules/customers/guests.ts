import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { discountRedemptions, orders } from '../../db/schema/orders.ts';

/**
 * Guest rows (decision 0042): one users row per e-mail address that checked out without an
 * account. It owns those orders so every owner-scoped lookup works unchanged (R7.10); it has no
 * password and no token is ever issued for it (sign-in, reset and registration skip guest rows).
 */
export function guestRepository(db: Db) {
  return {
    /** The guest row of an address (made on first use), named after the latest checkout. */
    async guestFor(email: string, name: { firstName: string; lastName: string }, now: Date): Promise<{ id: number; email: string }> {
      const [row] = await queryRows<{ id: number; email: string }>(
        db,
        sql`insert into ${users} (email, password_hash, first_name, last_name, guest, tokens_valid_after, created_at, updated_at)
            values (${email}, '', ${name.firstName}, ${name.lastName}, true, ${now}, ${now}, ${now})
            on conflict (lower(email)) where guest
            do update set first_name = excluded.first_name, last_name = excluded.last_name, updated_at = excluded.updated_at
            returning id, email`,
      );
      return row!;
    },

    /** The address was proven by a mailed order link (R7.9's tick). */
    async confirmEmail(userId: number, now: Date): Promise<typeof users.$inferSelect> {
      const [row] = await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
      return row!;
    },

    async isGuest(userId: number): Promise<{ guest: boolean; email: string } | undefined> {
      const [row] = await db.select({ guest: users.guest, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /**
     * A guest's orders become the customer's (R5.17): one order (the one just paid), or all of the
     * guest row's orders (the address was proven by a mail link). Their code uses follow them.
     */
    async attach(guestUserId: number, customerId: number, onlyOrderId?: number): Promise<number> {
      const which = onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId);
      const moved = await db
        .update(orders)
        .set({ userId: customerId, guestCartId: null })
        .where(and(eq(orders.userId, guestUserId), which))
        .returning({ id: orders.id });
      const ids = moved.map((m) => m.id);
      if (ids.length)
        await db
          .update(discountRedemptions)
          .set({ userId: customerId })
          .where(sql`${discountRedemptions.orderId} in (${sql.join(ids, sql`, `)})`);
      return ids.length;
    },
  };
}
