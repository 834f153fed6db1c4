import { randomInt } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, STEP_UP_MINUTES, type Enrolment } from '@atelier/contract/staff';
import { inTransaction, type Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { staffRecoveryCodes, staffSessions } from '../../db/schema/staff.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { PasswordHasher } from '../../plumbing/session/passwords.ts';

const PERIOD = 30;
const ISSUER = 'Atelier back office';
/** Lower-case letters and digits without the ones people misread (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const wrongCode = () => new AppError(400, 'WRONG_CODE', 'That code is not right, or it has already been used. Try the next one.');

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
const normalRecovery = (code: string) => code.trim().toLowerCase().replace(/-/g, '');
const isTotpShape = (code: string) => /^[0-9]{6}$/.test(code.trim());

/**
 * Two-step sign-in for staff (R13.11): TOTP (RFC 6238, SHA-1, 6 digits, 30 s) through otpauth,
 * ten single-use recovery codes stored as argon2id hashes, and the step-up before sensitive moves
 * (R13.13). A code's time step is spent when it is accepted: the same code, or an older one, is
 * refused afterwards even inside its window (a conditional UPDATE, so two instances cannot both
 * accept it). Attempts are rate-limited by the routes.
 */
export function twoStepService(deps: { db: Db; clock: Clock; hasher: PasswordHasher }) {
  const { db, clock, hasher } = deps;

  /** Checks a 6-digit code against the confirmed (or, while enrolling, the pending) secret and spends its step. */
  async function spendTotp(userId: number, code: string, which: 'secret' | 'pending'): Promise<boolean> {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    const secret = which === 'secret' ? u?.totpSecret : u?.totpPendingSecret;
    if (!u || !secret) return false;
    const now = clock.now().getTime();
    const delta = totpFor(secret, u.email).validate({ token: code.trim(), timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    const spent = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return spent.length === 1;
  }

  /** Spends one unused recovery code that matches; false when none does. */
  async function spendRecovery(userId: number, code: string): Promise<boolean> {
    const candidate = normalRecovery(code);
    const rows = await db
      .select()
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    for (const row of rows) {
      if (!(await hasher.verify(row.codeHash, candidate))) continue;
      const used = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: clock.now() })
        .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return used.length === 1;
    }
    return false;
  }

  /** A 6-digit code or a recovery code, each at most once. */
  async function checkCode(userId: number, code: string): Promise<'totp' | 'recovery'> {
    if (isTotpShape(code)) {
      if (await spendTotp(userId, code, 'secret')) return 'totp';
    } else if (await spendRecovery(userId, code)) return 'recovery';
    throw wrongCode();
  }

  async function newRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    const hashes = await Promise.all(codes.map((c) => hasher.hash(normalRecovery(c))));
    await inTransaction(db, async (tx) => {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    });
    return codes;
  }

  const markSession = (jti: string, set: Partial<typeof staffSessions.$inferInsert>) =>
    db.update(staffSessions).set(set).where(eq(staffSessions.jti, jti));

  return {
    /** A new secret to scan; it counts only once a first code from it is confirmed. */
    async enrol(user: { id: number; email: string; enrolled: boolean }): Promise<Enrolment> {
      if (user.enrolled)
        throw conflict('Two-step sign-in is already set up. Ask the owner to reset it if you lost your device.', 'ALREADY_ENROLLED');
      const secret = new Secret({ size: 20 }).base32;
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
      const uri = totpFor(secret, user.email).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { uri, secret, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first code proves the app has the secret: it becomes the account's, and this session has passed. */
    async confirm(user: { id: number; enrolled: boolean }, jti: string, code: string): Promise<string[]> {
      if (user.enrolled) throw conflict('Two-step sign-in is already set up.', 'ALREADY_ENROLLED');
      if (!isTotpShape(code) || !(await spendTotp(user.id, code, 'pending'))) throw wrongCode();
      const now = clock.now();
      await db
        .update(users)
        .set({ totpSecret: sql`${users.totpPendingSecret}`, totpPendingSecret: null, totpEnabledAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      await markSession(jti, { secondStepAt: now });
      return newRecoveryCodes(user.id);
    },

    /** The second step of signing in to the back office, on this token. */
    async verify(userId: number, jti: string, code: string): Promise<'totp' | 'recovery'> {
      const kind = await checkCode(userId, code);
      await markSession(jti, { secondStepAt: clock.now() });
      return kind;
    },

    /** Password or code again: sensitive moves are open on this token for a few minutes. */
    async stepUp(
      user: { id: number; passwordHash: string; enrolled: boolean },
      jti: string,
      proof: { password: string } | { code: string },
    ) {
      if ('password' in proof) {
        if (!(await hasher.verify(user.passwordHash, proof.password)))
          throw new AppError(400, 'WRONG_PASSWORD', 'That is not your password.');
      } else {
        if (!user.enrolled) throw new AppError(400, 'NO_TWO_STEP', 'Two-step sign-in is not set up: enter your password instead.');
        await checkCode(user.id, proof.code);
      }
      const until = new Date(clock.now().getTime() + STEP_UP_MINUTES * 60_000);
      await markSession(jti, { stepUpUntil: until });
      return until;
    },

    recoveryCodes: newRecoveryCodes,

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
export type TwoStepService = ReturnType<typeof twoStepService>;
