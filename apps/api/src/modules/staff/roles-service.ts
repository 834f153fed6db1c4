import { PERMISSION_LABELS, PERMISSIONS, type Permission, type RoleBody, type StaffPolicy, type StaffRole } from '@atelier/contract/staff';
import { formatPence } from '@atelier/contract/shared';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import type { StaffAccess } from '../../kit/staff-access.ts';
import { isUniqueViolation } from '../../plumbing/session/repository.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import type { PasswordHasher } from '../../plumbing/session/passwords.ts';
import { staffAccessChangedMail } from './mail.tsx';
import { rolesRepository } from './roles-repository.ts';

const forbidden = (code: string, message: string) => new AppError(403, code, message);
const names = (ps: readonly string[]) => ps.map((p) => PERMISSION_LABELS[p as Permission].toLowerCase()).join(', ') || 'nothing';
const ownerProtected = () =>
  conflict('The owner cannot be removed, demoted or changed by anyone. Only the owner can hand ownership on.', 'OWNER_PROTECTED');

/** No one grants (or takes away) a permission they do not hold themselves (R13.9). */
function mayHandle(actor: StaffAccess, permissions: readonly string[]): void {
  const missing = permissions.filter((p) => !actor.permissions.includes(p as Permission));
  if (missing.length > 0)
    throw forbidden('CANNOT_GRANT', `You cannot grant or take away what your own role does not include: ${names(missing)}.`);
}

/**
 * Roles and the people in them (R13.7-R13.10): custom roles, a person's role, removing someone,
 * handing on ownership and the owner's policy. Every change to a person ends their sessions
 * everywhere, mails them, and is written to the activity log in words.
 */
export function rolesService(deps: { db: Db; clock: Clock; mailer: Mailer; hasher: PasswordHasher }) {
  const { db, clock, mailer } = deps;
  const repo = rolesRepository(db);

  function tell(person: { email: string; firstName: string }, by: string, change: string, signedOut = true) {
    mailer.sendLater({ to: person.email, ...staffAccessChangedMail({ firstName: person.firstName, by, change, signedOut }) });
  }

  async function customRole(id: number) {
    const role = await repo.role(id);
    if (!role) throw notFound('There is no such role.', 'ROLE_NOT_FOUND');
    if (role.builtIn)
      throw conflict(`${role.name} is a ready-made role and cannot be changed. Make a custom role instead.`, 'BUILT_IN_ROLE');
    return role;
  }

  /** The person as staff other than the owner and other than the actor, locked for the change. */
  async function otherStaff(
    tx: Db,
    actor: StaffAccess,
    id: number,
    own = 'You cannot change your own role or remove yourself; ask the owner.',
  ) {
    const person = await rolesRepository(tx).lockPerson(id);
    if (!person || person.role !== 'admin') throw notFound('That person is not staff.', 'STAFF_NOT_FOUND');
    if (person.isOwner) throw ownerProtected();
    if (person.id === actor.userId) throw forbidden('OWN_ACCESS', own);
    const role = person.staffRoleId === null ? undefined : await rolesRepository(tx).role(person.staffRoleId);
    return { person, role };
  }

  const renamed = (err: unknown, name: string) => {
    if (isUniqueViolation(err)) throw conflict(`There is already a role called ${name}.`, 'ROLE_EXISTS');
    throw err;
  };

  return {
    async roles(): Promise<StaffRole[]> {
      return (await repo.roles()).map((r) => ({
        id: r.id,
        name: r.name,
        permissions: r.permissions.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p)),
        builtIn: r.builtIn !== null,
        members: r.members,
      }));
    },

    async createRole(actor: StaffAccess, body: RoleBody): Promise<{ audit: AuditEntry }> {
      mayHandle(actor, body.permissions);
      await repo.insertRole(body.name, body.permissions, clock.now()).catch((e: unknown) => renamed(e, body.name));
      return { audit: { action: 'staff.role-create', target: body.name, detail: { permissions: names(body.permissions) } } };
    },

    async updateRole(actor: StaffAccess, id: number, body: RoleBody): Promise<{ audit: AuditEntry }> {
      const role = await customRole(id);
      // Both what it had and what it gets: taking a permission away is handling it too.
      mayHandle(actor, [...role.permissions, ...body.permissions]);
      if (actor.roleId === id) throw forbidden('OWN_ACCESS', 'You cannot change the role you hold yourself; ask the owner.');
      await repo.updateRole(id, body.name, body.permissions, clock.now()).catch((e: unknown) => renamed(e, body.name));
      return {
        audit: {
          action: 'staff.role-update',
          target: body.name,
          detail: { permissions: `${names(role.permissions)} → ${names(body.permissions)}` },
        },
      };
    },

    async deleteRole(actor: StaffAccess, id: number): Promise<{ audit: AuditEntry }> {
      const role = await customRole(id);
      mayHandle(actor, role.permissions);
      const members = (await repo.roles()).find((r) => r.id === id)?.members ?? 0;
      if (members > 0)
        throw conflict(`${members} ${members === 1 ? 'person has' : 'people have'} this role: give them another first.`, 'ROLE_IN_USE');
      await repo.deleteRole(id);
      return { audit: { action: 'staff.role-delete', target: role.name } };
    },

    async assign(actor: StaffAccess, personId: number, roleId: number): Promise<{ audit: AuditEntry }> {
      const now = clock.now();
      const done = await inTransaction(db, async (tx) => {
        const { person, role: before } = await otherStaff(tx, actor, personId);
        const after = await rolesRepository(tx).role(roleId);
        if (!after) throw notFound('There is no such role.', 'ROLE_NOT_FOUND');
        mayHandle(actor, [...(before?.permissions ?? []), ...after.permissions]);
        await rolesRepository(tx).setRole(person.id, after.id, now);
        await rolesRepository(tx).endSessions(person.id, now);
        return { person, before: before?.name ?? 'no role', after: after.name };
      });
      tell(done.person, actor.email, `changed your role from ${done.before} to ${done.after}`);
      return { audit: { action: 'staff.role-change', target: done.person.email, detail: { change: `${done.before} → ${done.after}` } } };
    },

    /** Takes someone out of the back office (they keep a customer account); never the owner. */
    async remove(actor: StaffAccess, personId: number): Promise<{ audit: AuditEntry }> {
      const now = clock.now();
      const done = await inTransaction(db, async (tx) => {
        const { person, role } = await otherStaff(tx, actor, personId);
        mayHandle(actor, role?.permissions ?? []);
        await rolesRepository(tx).demote(person.id, now);
        await rolesRepository(tx).endSessions(person.id, now);
        return { person, role: role?.name ?? 'no role' };
      });
      tell(done.person, actor.email, 'removed you from the shop’s staff; your customer account stays as it was');
      return { audit: { action: 'staff.remove', target: done.person.email, detail: { role: done.role } } };
    },

    /**
     * Someone lost their phone and recovery codes: their second factor is forgotten so they can set
     * it up again, their sessions end everywhere, they are mailed, and it is logged. Never the owner's
     * (409 OWNER_PROTECTED) and never one's own (403 OWN_ACCESS): one's own is renewed from the account page.
     */
    async resetSecondFactor(actor: StaffAccess, personId: number): Promise<{ audit: AuditEntry }> {
      const now = clock.now();
      const person = await inTransaction(db, async (tx) => {
        const { person } = await otherStaff(
          tx,
          actor,
          personId,
          'You cannot reset your own two-step sign-in here: make new recovery codes on your account page, or ask the owner.',
        );
        if (!(await rolesRepository(tx).resetSecondFactor(person.id, now)))
          throw conflict(`${person.email} has no two-step sign-in set up: there is nothing to reset.`, 'NO_SECOND_FACTOR');
        await rolesRepository(tx).endSessions(person.id, now);
        return person;
      });
      tell(person, actor.email, 'reset your two-step sign-in, as you lost your authenticator; set it up again after signing in');
      return { audit: { action: 'staff.two-step-reset', target: person.email } };
    },

    /** The owner hands the shop on, after their password (R13.9); they stay on as Admin. */
    async transfer(actor: StaffAccess, toId: number, password: string): Promise<{ audit: AuditEntry }> {
      if (!actor.owner) throw forbidden('OWNER_ONLY', 'Only the shop owner can do this.');
      const now = clock.now();
      const done = await inTransaction(db, async (tx) => {
        const r = rolesRepository(tx);
        const me = await r.lockPerson(actor.userId);
        if (!me?.isOwner) throw forbidden('OWNER_ONLY', 'Only the shop owner can do this.');
        if (!(await deps.hasher.verify(me.passwordHash, password)))
          throw new AppError(400, 'WRONG_PASSWORD', 'That is not your password. Ownership has not moved.');
        const to = await r.lockPerson(toId);
        if (!to || to.role !== 'admin' || to.id === me.id)
          throw notFound('Ownership can only go to another member of staff.', 'STAFF_NOT_FOUND');
        await r.moveOwnership(me.id, to.id, await r.adminRoleId(), now);
        await r.endSessions(to.id, now);
        return { me, to };
      });
      tell(done.to, actor.email, 'has made you the owner of the shop');
      tell(done.me, 'You', 'handed ownership of the shop to ' + done.to.email + ' and now have the Admin role', false);
      return { audit: { action: 'staff.transfer-ownership', target: done.to.email, detail: { from: done.me.email } } };
    },

    async policy(): Promise<StaffPolicy> {
      const p = await repo.policy();
      return { requireTwoStep: p.requireTwoStep, stepUpRefundOverPence: p.stepUpRefundOverPence };
    },

    async setPolicy(p: StaffPolicy): Promise<{ audit: AuditEntry }> {
      await repo.setPolicy(p, clock.now());
      return {
        audit: {
          action: 'staff.policy',
          target: 'staff policy',
          detail: {
            twoStep: p.requireTwoStep ? 'required for all staff' : 'optional',
            stepUpRefundsOver: p.stepUpRefundOverPence === null ? 'never' : formatPence(p.stepUpRefundOverPence),
          },
        },
      };
    },

    adminRoleId: () => repo.adminRoleId(),

    /** Whether `actor` may hand out this role in an invitation. */
    async checkInviteRole(actor: StaffAccess, roleId: number) {
      const role = await repo.role(roleId);
      if (!role) throw notFound('There is no such role.', 'ROLE_NOT_FOUND');
      mayHandle(actor, role.permissions);
      return role;
    },
  };
}
export type RolesService = ReturnType<typeof rolesService>;
