import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { RESET_CODE_MAX_TRIES } from '@atelier/contract/customers';
import type { Db } from '../../db/client.ts';
import { emailVerifications, resetCodes, revokedTokens, users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;

/** True for a unique-constraint violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// Guest rows (0042) are no accounts: they never sign in, reset a password or block an address.
const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email}) and not ${users.guest}`;

export function authRepository(db: Db) {
  return {
    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
      return row;
    },

    async userById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The user behind a token and whether that token was revoked by logout, in one round trip. */
    async sessionUser(id: number, jti: string): Promise<{ user: UserRow; revoked: boolean } | undefined> {
      const [row] = await db
        .select({ user: users, revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})` })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ? { user: row.user, revoked: Boolean(row.revoked) } : undefined;
    },

    /** Undefined when the address already has an account. */
    async insertUser(u: { email: string; passwordHash: string; firstName: string; lastName: string; phoneNumber: string; now: Date }) {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...u, tokensValidAfter: u.now, createdAt: u.now, updatedAt: u.now })
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    async setPasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    },

    /** Undefined when the new address belongs to another account. */
    async updateProfile(
      id: number,
      p: { firstName: string; lastName: string; email: string; phoneNumber: string; emailVerifiedAt: Date | null; now: Date },
    ) {
      try {
        const [row] = await db
          .update(users)
          .set({
            firstName: p.firstName,
            lastName: p.lastName,
            email: p.email,
            phoneNumber: p.phoneNumber,
            emailVerifiedAt: p.emailVerifiedAt,
            updatedAt: p.now,
          })
          .where(eq(users.id, id))
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },

    /**
     * New password and the end of every token issued before `validAfter` (R7.4), with the
     * user's reset codes gone, all at once. With a reset token, that token is spent in the same
     * transaction (single use) and false answered when it is not live; receiving the code also
     * proves the address, so it counts as verified.
     */
    async replacePassword(
      id: number,
      passwordHash: string,
      validAfter: Date,
      now: Date,
      opts: { resetTokenHash?: string } = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (opts.resetTokenHash !== undefined) {
          const spent = await tx
            .update(resetCodes)
            .set({ resetTokenHash: null })
            .where(
              and(eq(resetCodes.userId, id), eq(resetCodes.resetTokenHash, opts.resetTokenHash), gt(resetCodes.resetTokenExpiresAt, now)),
            )
            .returning({ id: resetCodes.id });
          if (spent.length !== 1) return false;
        }
        await tx
          .update(users)
          .set({
            passwordHash,
            tokensValidAfter: validAfter,
            updatedAt: now,
            ...(opts.resetTokenHash !== undefined ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` } : {}),
          })
          .where(eq(users.id, id));
        await tx.delete(resetCodes).where(eq(resetCodes.userId, id));
        return true;
      });
    },

    async revokeToken(jti: string, userId: number, expiresAt: Date, now: Date): Promise<void> {
      await db.insert(revokedTokens).values({ jti, userId, expiresAt }).onConflictDoNothing();
      // Entries past their token's expiry protect nothing any more.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    },

    // Email verification links.
    async addVerification(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        // One live link per user: a resent link replaces the older ones.
        await tx.delete(emailVerifications).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
        await tx.insert(emailVerifications).values({ tokenHash, userId, expiresAt, createdAt: now });
      });
    },

    /** Marks the link used and the user verified; answers the user id, or undefined for a dead link. */
    async consumeVerification(tokenHash: string, now: Date): Promise<{ userId: number; alreadyUsed: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash)).limit(1);
        if (!row) return undefined;
        if (row.usedAt) return { userId: row.userId, alreadyUsed: true };
        if (row.expiresAt <= now) return undefined;
        const [used] = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt)))
          .returning({ userId: emailVerifications.userId });
        if (!used) return { userId: row.userId, alreadyUsed: true };
        await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
        return { userId: row.userId, alreadyUsed: false };
      });
    },

    // Password reset codes (R7.8).
    /** A new code replaces any older code of the user. */
    async replaceResetCode(userId: number, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(resetCodes).where(eq(resetCodes.userId, userId));
        await tx.insert(resetCodes).values({ userId, codeHash, expiresAt, createdAt: now });
      });
    },

    /**
     * Counts one try against the user's live code and answers it, or undefined when there is none
     * left to try (expired, used, or out of tries). Counting and checking in one statement means
     * parallel guesses cannot get past the limit.
     */
    async takeResetCodeTry(userId: number, now: Date): Promise<{ id: number; codeHash: string } | undefined> {
      const live = db
        .select({ id: resetCodes.id })
        .from(resetCodes)
        .where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, now)))
        .orderBy(desc(resetCodes.createdAt), desc(resetCodes.id))
        .limit(1);
      const [row] = await db
        .update(resetCodes)
        .set({ attempts: sql`${resetCodes.attempts} + 1` })
        .where(and(eq(resetCodes.id, sql`(${live})`), lt(resetCodes.attempts, RESET_CODE_MAX_TRIES)))
        .returning({ id: resetCodes.id, codeHash: resetCodes.codeHash });
      return row;
    },

    /** Spends the code and stores the reset token it buys; false if someone spent it first. */
    async spendResetCode(id: number, resetTokenHash: string, resetTokenExpiresAt: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(resetCodes)
        .set({ usedAt: now, resetTokenHash, resetTokenExpiresAt })
        .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)))
        .returning({ id: resetCodes.id });
      return rows.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
