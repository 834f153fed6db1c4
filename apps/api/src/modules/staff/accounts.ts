import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Email, NewPassword } from '@atelier/contract/customers';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
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
  /** Set when the password was generated here: shown once, stored only as its hash. */
  generatedPassword?: string;
}

/**
 * Makes `email` an admin: promotes the account if it exists (its password changes only when one is
 * given), otherwise creates it, verified, with the given password or a generated one.
 */
export async function ensureAdmin(
  db: Db,
  hasher: Pick<PasswordHasher, 'hash'>,
  input: { email: string; password?: string; firstName?: string; lastName?: string; now: Date },
): Promise<EnsureAdminResult> {
  const email = Email.parse(input.email);
  if (input.password !== undefined) {
    const checked = NewPassword.safeParse(input.password);
    if (!checked.success) throw new Error(`The password ${checked.error.issues[0]?.message ?? 'is not acceptable'}.`);
    assertAcceptablePassword(input.password, email);
  }
  const existing = await authRepository(db).userByEmail(email);
  if (existing) {
    const patch: Partial<typeof users.$inferInsert> = { role: 'admin', updatedAt: input.now };
    // A new password also ends every session made with the old one.
    if (input.password !== undefined)
      Object.assign(patch, { passwordHash: await hasher.hash(input.password), tokensValidAfter: input.now });
    await db.update(users).set(patch).where(eq(users.id, existing.id));
    return { email: existing.email, created: false };
  }
  const password = input.password ?? generatePassword();
  await db.insert(users).values({
    email,
    passwordHash: await hasher.hash(password),
    firstName: input.firstName ?? 'Store',
    lastName: input.lastName ?? 'Admin',
    role: 'admin',
    emailVerifiedAt: input.now,
    tokensValidAfter: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { email, created: true, ...(input.password === undefined ? { generatedPassword: password } : {}) };
}
