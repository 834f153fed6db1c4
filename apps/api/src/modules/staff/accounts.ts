import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Email, NewPassword } from '@atelier/contract/customers';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { staffRoles } from '../../db/schema/staff.ts';
import { assertAcceptablePassword, type PasswordHasher } from '../../plumbing/session/passwords.ts';
import { authRepository } from '../../plumbing/session/repository.ts';

/** The demo shop's admin, for trying the admin area locally (README). Never use it in production. */
export const DEMO_ADMIN = {
  email: 'admin@atelier.local',
  password: 'Atelier-Demo-Admin-2026',
  firstName: 'Demo',
  lastName: 'Admin',
} as const;

/** 18 random bytes as 24 URL-safe characters: far past any guessing, and easy to paste. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface EnsureAdminResult {
  email: string;
  /** A new account was made (else an existing one was promoted). */
  created: boolean;
  /** The shop had no owner, so this person became it (else they have a role: Admin unless one is given). */
  owner: boolean;
  /** Set when the password was generated here: shown once, stored only as its hash. */
  generatedPassword?: string;
}

/** The staff shape of a new member: the owner when the shop has none, else the role given (Admin by default). */
async function staffShape(db: Db, existing: { role: string; isOwner: boolean; staffRoleId: number | null } | undefined, roleId?: number) {
  if (existing?.role === 'admin') return { isOwner: existing.isOwner, staffRoleId: existing.staffRoleId };
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.isOwner, true)).limit(1);
  if (!owner) return { isOwner: true, staffRoleId: null };
  if (roleId !== undefined) return { isOwner: false, staffRoleId: roleId };
  const [admin] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.builtIn, 'admin'));
  return { isOwner: false, staffRoleId: admin!.id };
}

/**
 * Makes `email` staff (R13.5): the owner if the shop has none yet, else the role given (Admin by
 * default); an existing member of staff keeps their place. Promotes the account if it exists (its
 * password changes only when one is given), otherwise creates it, verified, with the given
 * password or a generated one.
 */
export async function ensureAdmin(
  db: Db,
  hasher: Pick<PasswordHasher, 'hash'>,
  input: { email: string; password?: string; firstName?: string; lastName?: string; now: Date; roleId?: number },
): Promise<EnsureAdminResult> {
  const email = Email.parse(input.email);
  if (input.password !== undefined) {
    const checked = NewPassword.safeParse(input.password);
    if (!checked.success) throw new Error(`The password ${checked.error.issues[0]?.message ?? 'is not acceptable'}.`);
    assertAcceptablePassword(input.password, email);
  }
  const existing = await authRepository(db).userByEmail(email);
  const shape = await staffShape(db, existing, input.roleId);
  if (existing) {
    const patch: Partial<typeof users.$inferInsert> = { role: 'admin', ...shape, updatedAt: input.now };
    // A new password also ends every session made with the old one.
    if (input.password !== undefined)
      Object.assign(patch, { passwordHash: await hasher.hash(input.password), tokensValidAfter: input.now });
    await db.update(users).set(patch).where(eq(users.id, existing.id));
    return { email: existing.email, created: false, owner: shape.isOwner };
  }
  const password = input.password ?? generatePassword();
  await db.insert(users).values({
    email,
    passwordHash: await hasher.hash(password),
    firstName: input.firstName ?? 'Store',
    lastName: input.lastName ?? 'Admin',
    role: 'admin',
    ...shape,
    emailVerifiedAt: input.now,
    tokensValidAfter: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { email, created: true, owner: shape.isOwner, ...(input.password === undefined ? { generatedPassword: password } : {}) };
}
