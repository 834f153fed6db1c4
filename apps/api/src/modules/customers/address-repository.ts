import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isGuid } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/accounts.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'guid' | 'userId' | 'createdAt'>;

/** Every query is scoped to its owner: another user's address is simply not found. */
export function addressRepository(db: Db) {
  const mine = (userId: number, guid: string) => and(eq(addresses.userId, userId), eq(addresses.guid, guid));
  return {
    async list(userId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      return row?.n ?? 0;
    },

    async find(userId: number, guid: string): Promise<AddressRow | undefined> {
      if (!isGuid(guid)) return undefined;
      const [row] = await db.select().from(addresses).where(mine(userId, guid)).limit(1);
      return row;
    },

    async insert(userId: number, fields: AddressFields, at: Date): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...fields, userId, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async update(userId: number, guid: string, fields: Partial<AddressFields>): Promise<AddressRow | undefined> {
      if (!isGuid(guid)) return undefined;
      const [row] = await db.update(addresses).set(fields).where(mine(userId, guid)).returning();
      return row;
    },

    async remove(userId: number, guid: string): Promise<AddressRow | undefined> {
      if (!isGuid(guid)) return undefined;
      const [row] = await db.delete(addresses).where(mine(userId, guid)).returning();
      return row;
    },

    /** Only one default per user (a partial unique index holds it too). */
    async clearDefault(userId: number): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    },

    /** After the default is deleted, the oldest address left becomes the default. */
    async promoteOldest(userId: number): Promise<void> {
      const [first] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (first) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
    },
  };
}
