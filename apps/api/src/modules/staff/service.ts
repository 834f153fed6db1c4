import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_DAYS, type InvitationView, type StaffList } from '@atelier/contract/staff';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { ensureAdmin } from './accounts.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import type { PasswordHasher } from '../../plumbing/session/passwords.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import { staffInvitationMail } from './mail.tsx';
import { staffRepository } from './repository.ts';

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const gone = (message: string) => new AppError(410, 'INVITATION_GONE', message);

/**
 * Staff (R22.8): invitations by email, each for a role, with a link that works once and expires.
 * Removing and changing people is rolesService's (R13.8-R13.10).
 */
export function staffService(deps: { db: Db; clock: Clock; mailer: Mailer; hasher: PasswordHasher; publicUrl: string }) {
  const { db, clock } = deps;
  const repo = staffRepository(db);

  async function usable(token: string) {
    const inv = await repo.byToken(hashOf(token));
    if (!inv) throw notFound('This invitation link is not valid. Ask the shop owner for a new one.', 'INVITATION_NOT_FOUND');
    if (inv.acceptedAt) throw gone('This invitation has already been used. Sign in to reach the admin area.');
    if (inv.expiresAt <= clock.now()) throw gone('This invitation has expired. Ask the shop owner for a new one.');
    return inv;
  }

  return {
    async list(): Promise<StaffList> {
      const [admins, invitations] = await Promise.all([repo.admins(), repo.pending(clock.now())]);
      return {
        admins: admins.map((a) => ({
          id: a.id,
          email: a.email,
          name: `${a.firstName} ${a.lastName}`.trim(),
          since: a.createdAt.toISOString(),
          owner: a.owner,
          roleId: a.roleId,
          roleName: a.owner ? 'Owner' : (a.roleName ?? 'No role'),
          twoStep: a.totpEnabledAt !== null,
        })),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          invitedBy: i.invitedBy,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
          roleName: i.roleName ?? 'Admin',
        })),
      };
    },

    /** `role` is checked by the caller: no one hands out a permission they do not hold (R13.9). */
    async invite(email: string, by: { id: number; email: string }, role: { id: number; name: string }): Promise<{ audit: AuditEntry }> {
      const existing = await repo.userByEmail(email);
      if (existing?.role === 'admin') throw conflict(`${existing.email} is already an admin.`, 'ALREADY_ADMIN');
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.invite({
        email,
        tokenHash: hashOf(token),
        invitedBy: by.id,
        roleId: role.id,
        now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      });
      deps.mailer.sendLater({
        to: email,
        ...staffInvitationMail({ link: `${deps.publicUrl}/admin-invitation/${token}`, invitedBy: by.email, days: INVITATION_DAYS }),
      });
      return { audit: { action: 'staff.invite', target: email, detail: { role: role.name } } };
    },

    async revoke(id: number): Promise<{ audit: AuditEntry }> {
      const email = await repo.revoke(id);
      if (!email) throw notFound('That invitation is no longer open.', 'INVITATION_NOT_FOUND');
      return { audit: { action: 'staff.revoke', target: email } };
    },

    async view(token: string): Promise<InvitationView> {
      const inv = await usable(token);
      return { email: inv.email, hasAccount: (await repo.userByEmail(inv.email)) !== undefined, expiresAt: inv.expiresAt.toISOString() };
    },

    /** The invitee becomes an admin: an existing account after its password, a new one with the name and password given. */
    async accept(v: { token: string; password: string; firstName?: string; lastName?: string }): Promise<{ email: string }> {
      const inv = await usable(v.token);
      const account = await repo.userByEmail(inv.email);
      if (account && !(await deps.hasher.verify(account.passwordHash, v.password)))
        throw new AppError(400, 'WRONG_PASSWORD', `That is not the password of the account ${account.email}.`);
      if (!account && (!v.firstName || !v.lastName))
        throw new AppError(400, 'NAME_REQUIRED', 'Please give your first and last name for your new account.');
      const now = clock.now();
      return inTransaction(db, async (tx) => {
        if (!(await staffRepository(tx).markAccepted(inv.id, now)))
          throw gone('This invitation has already been used. Sign in to reach the admin area.');
        const done = await ensureAdmin(tx, deps.hasher, {
          email: inv.email,
          now,
          ...(inv.staffRoleId === null ? {} : { roleId: inv.staffRoleId }),
          ...(account ? {} : { password: v.password, firstName: v.firstName, lastName: v.lastName }),
        }).catch((err: unknown) => {
          if (err instanceof AppError) throw err;
          // ensureAdmin's password rules speak as plain errors.
          throw new AppError(400, 'WEAK_PASSWORD', (err as Error).message);
        });
        return { email: done.email };
      });
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
