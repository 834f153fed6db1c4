import { and, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, type Permission, type StaffPolicy } from '@atelier/contract/staff';
import type { Db } from '../db/client.ts';
import { staffPolicy, staffRoles, staffSessions } from '../db/schema/staff.ts';
import type { Session } from '../plumbing/session/session.ts';

/** What the guard knows about the member of staff behind a request (R13.7, R13.11). */
export interface StaffAccess {
  userId: number;
  email: string;
  owner: boolean;
  roleId: number | null;
  roleName: string;
  permissions: Permission[];
  policy: StaffPolicy;
  twoStepEnrolled: boolean;
  /** This token passed its second step (true when the person has none to pass). */
  secondStepPassed: boolean;
  stepUpUntil: Date | null;
  jti: string;
}

/** A session row is touched at most this often, so reads do not each write. */
const SEEN_EVERY_MS = 60_000;

export async function loadPolicy(db: Db): Promise<StaffPolicy> {
  const [row] = await db.select().from(staffPolicy).where(eq(staffPolicy.id, 1));
  return { requireTwoStep: row?.requireTwoStep ?? false, stepUpRefundOverPence: row?.stepUpRefundOverPence ?? null };
}

/**
 * The role, the owner's policy and this token's back-office session (made on its first visit),
 * read fresh on every request: a change made on one instance holds on all of them at once.
 */
export async function loadStaffAccess(db: Db, session: Session, now: Date, userAgent: string): Promise<StaffAccess> {
  const { user, claims } = session;
  const [role] = user.staffRoleId === null ? [] : await db.select().from(staffRoles).where(eq(staffRoles.id, user.staffRoleId));
  const policy = await loadPolicy(db);
  const [row] = await db
    .insert(staffSessions)
    .values({ jti: claims.jti, userId: user.id, lastSeenAt: now, expiresAt: claims.expiresAt, userAgent: userAgent.slice(0, 300) })
    .onConflictDoUpdate({
      target: staffSessions.jti,
      set: { lastSeenAt: now },
      setWhere: and(eq(staffSessions.userId, user.id), sql`${staffSessions.lastSeenAt} < ${new Date(now.getTime() - SEEN_EVERY_MS)}`),
    })
    .returning();
  const current = row ?? (await db.select().from(staffSessions).where(eq(staffSessions.jti, claims.jti)))[0];
  // A jti is a random UUID: a row of another user under it would be a forgery, so it counts for nothing.
  const mine = current && current.userId === user.id ? current : undefined;
  const enrolled = user.totpEnabledAt !== null;
  return {
    userId: user.id,
    email: user.email,
    owner: user.isOwner,
    roleId: user.staffRoleId,
    roleName: user.isOwner ? 'Owner' : (role?.name ?? 'No role'),
    permissions: user.isOwner ? [...PERMISSIONS] : ((role?.permissions ?? []) as Permission[]).filter((p) => PERMISSIONS.includes(p)),
    policy,
    twoStepEnrolled: enrolled,
    secondStepPassed: !enrolled || Boolean(mine?.secondStepAt),
    stepUpUntil: mine?.stepUpUntil ?? null,
    jti: claims.jti,
  };
}
