import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminInvitations, users } from '../../db/schema/accounts.ts';
import { staffRoles } from '../../db/schema/staff.ts';

/** Staff accounts and invitations (R22.8, R13.8). */
export function staffRepository(db: Db) {
  return {
    /** Staff, the owner first. */
    admins: () =>
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: users.createdAt,
          owner: users.isOwner,
          roleId: users.staffRoleId,
          roleName: staffRoles.name,
          totpEnabledAt: users.totpEnabledAt,
        })
        .from(users)
        .leftJoin(staffRoles, eq(staffRoles.id, users.staffRoleId))
        .where(eq(users.role, 'admin'))
        .orderBy(desc(users.isOwner), asc(users.email)),

    async userByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    pending: (now: Date) =>
      db
        .select({
          id: adminInvitations.id,
          email: adminInvitations.email,
          invitedBy: users.email,
          createdAt: adminInvitations.createdAt,
          expiresAt: adminInvitations.expiresAt,
          roleName: staffRoles.name,
        })
        .from(adminInvitations)
        .leftJoin(users, eq(users.id, adminInvitations.invitedBy))
        .leftJoin(staffRoles, eq(staffRoles.id, adminInvitations.staffRoleId))
        .where(and(isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, now)))
        .orderBy(asc(adminInvitations.createdAt)),

    /** A new invitation replaces any earlier unused one to the same address. */
    async invite(v: { email: string; tokenHash: string; invitedBy: number; roleId: number; now: Date; expiresAt: Date }): Promise<void> {
      await db
        .delete(adminInvitations)
        .where(and(sql`lower(${adminInvitations.email}) = lower(${v.email})`, isNull(adminInvitations.acceptedAt)));
      await db.insert(adminInvitations).values({
        email: v.email,
        tokenHash: v.tokenHash,
        invitedBy: v.invitedBy,
        staffRoleId: v.roleId,
        createdAt: v.now,
        expiresAt: v.expiresAt,
      });
    },

    async revoke(id: number): Promise<string | undefined> {
      const [row] = await db
        .delete(adminInvitations)
        .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt)))
        .returning({ email: adminInvitations.email });
      return row?.email;
    },

    async byToken(tokenHash: string) {
      const [row] = await db.select().from(adminInvitations).where(eq(adminInvitations.tokenHash, tokenHash));
      return row;
    },

    /** Marks it used; false when someone used it first. */
    async markAccepted(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(adminInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.acceptedAt)))
        .returning({ id: adminInvitations.id });
      return rows.length > 0;
    },
  };
}
