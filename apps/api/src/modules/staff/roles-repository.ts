import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Permission } from '@atelier/contract/staff';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { staffPolicy, staffRecoveryCodes, staffRoles, staffSessions } from '../../db/schema/staff.ts';

/** Roles, people's places in them, and the end of someone's sessions (R13.7-R13.10). */
export function rolesRepository(db: Db) {
  return {
    roles: () =>
      db
        .select({
          id: staffRoles.id,
          name: staffRoles.name,
          permissions: staffRoles.permissions,
          builtIn: staffRoles.builtIn,
          members: sql<number>`(select count(*)::int from ${users} where ${users.staffRoleId} = ${staffRoles.id})`,
        })
        .from(staffRoles)
        .orderBy(sql`${staffRoles.builtIn} is null`, asc(staffRoles.id)),

    async role(id: number) {
      const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id));
      return row;
    },

    async insertRole(name: string, permissions: Permission[], now: Date) {
      const [row] = await db.insert(staffRoles).values({ name, permissions, createdAt: now, updatedAt: now }).returning();
      return row!;
    },

    async updateRole(id: number, name: string, permissions: Permission[], now: Date) {
      await db.update(staffRoles).set({ name, permissions, updatedAt: now }).where(eq(staffRoles.id, id));
    },

    deleteRole: (id: number) => db.delete(staffRoles).where(eq(staffRoles.id, id)),

    /** The person, locked for the change (two changes at once queue up). */
    async lockPerson(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    setRole: (id: number, roleId: number, now: Date) =>
      db.update(users).set({ role: 'admin', isOwner: false, staffRoleId: roleId, updatedAt: now }).where(eq(users.id, id)),

    /** Back to a customer's account: no role, no second factor for the back office. */
    async demote(id: number, now: Date) {
      await db
        .update(users)
        .set({
          role: 'customer',
          isOwner: false,
          staffRoleId: null,
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), eq(users.role, 'admin'), eq(users.isOwner, false)));
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, id));
    },

    /** Forgets a lost second factor: the secret, the replay marker and the recovery codes; they enrol again. */
    async resetSecondFactor(id: number, now: Date): Promise<boolean> {
      const done = await db
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(and(eq(users.id, id), isNotNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, id));
      return done.length > 0;
    },

    /**
     * Ends every session of the person on every instance at once: each request checks
     * tokens_valid_after (decision 0003), so moving it past every token issued so far is enough.
     */
    async endSessions(id: number, now: Date) {
      await db
        .update(users)
        .set({ tokensValidAfter: sql`greatest(${now}::timestamptz, ${users.tokensValidAfter}) + interval '1 millisecond'` })
        .where(eq(users.id, id));
      await db.delete(staffSessions).where(eq(staffSessions.userId, id));
    },

    async moveOwnership(fromId: number, toId: number, adminRoleId: number, now: Date) {
      await db.update(users).set({ isOwner: false, staffRoleId: adminRoleId, updatedAt: now }).where(eq(users.id, fromId));
      await db.update(users).set({ isOwner: true, staffRoleId: null, updatedAt: now }).where(eq(users.id, toId));
    },

    async policy() {
      const [row] = await db.select().from(staffPolicy).where(eq(staffPolicy.id, 1));
      return row!;
    },

    setPolicy: (p: { requireTwoStep: boolean; stepUpRefundOverPence: number | null }, now: Date) =>
      db
        .update(staffPolicy)
        .set({ ...p, updatedAt: now })
        .where(eq(staffPolicy.id, 1)),

    async adminRoleId(): Promise<number> {
      const [row] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.builtIn, 'admin'));
      return row!.id;
    },
  };
}
