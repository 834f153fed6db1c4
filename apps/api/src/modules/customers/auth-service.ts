import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  INVALID_CREDENTIALS_MESSAGE,
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_SECONDS,
  type LoginBody,
  type RegisterBody,
} from '@atelier/contract/customers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { Mailer, OutgoingMail } from '../../plumbing/mail/mailer.ts';
import { resetCodeMail } from './account-templates.tsx';
import { assertAcceptablePassword } from '../../plumbing/session/passwords.ts';
import { authRepository, type UserRow } from '../../plumbing/session/repository.ts';
import type { AuthRuntime, Session } from '../../plumbing/session/session.ts';
import { randomToken, sha256 } from '../../plumbing/session/tokens.ts';
import { emailVerification } from './verification.ts';

export const RESET_TOKEN_TTL_MS = 15 * 60_000;
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this address, we have emailed it a 6-digit code.';
const INVALID_CODE = () => badRequest('The code is invalid or has expired. Please check it or request a new one.', 'INVALID_CODE');
const INVALID_RESET = () => badRequest('This password reset has expired. Please request a new code.', 'INVALID_RESET_TOKEN');

/**
 * The instant from which tokens stay valid after revoking every earlier one: strictly after any
 * token issued so far (issue() never dates a token before tokens_valid_after), so it holds even
 * when the clock has not moved since the last sign-in.
 */
export function revokeAllInstant(user: UserRow, now: Date): Date {
  return new Date(Math.max(now.getTime(), user.tokensValidAfter.getTime()) + 1);
}

export function authService(opts: { db: Db; clock: Clock; config: Config; runtime: AuthRuntime; mailer: Mailer }) {
  const { clock, runtime, mailer } = opts;
  const repo = authRepository(opts.db);
  const verification = emailVerification(opts);
  const { passwords, tokens } = runtime;

  const codeDigest = (userId: number, code: string) => createHmac('sha256', runtime.pepper).update(`${userId}:${code}`).digest('hex');

  const resetQueue = new Map<string, Promise<void>>();

  /** Stores a new code for the account (replacing any older one) and makes its mail; nothing for an unknown address. */
  async function prepareResetMail(email: string): Promise<OutgoingMail | undefined> {
    const user = await repo.userByEmail(email);
    if (!user) return undefined;
    const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
    const now = clock.now();
    await repo.replaceResetCode(user.id, codeDigest(user.id, code), new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000), now);
    return { to: user.email, ...resetCodeMail({ firstName: user.firstName, code, minutes: RESET_CODE_TTL_SECONDS / 60 }) };
  }

  async function issueFor(user: Pick<UserRow, 'id' | 'tokensValidAfter'>) {
    return tokens.issue(user.id, user.tokensValidAfter.getTime());
  }

  return {
    issueFor,
    verification,

    async register(body: RegisterBody) {
      assertAcceptablePassword(body.password, body.email);
      const passwordHash = await passwords.hash(body.password);
      const user = await repo.insertUser({
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? '',
        now: clock.now(),
      });
      if (!user) throw conflict('An account with this email address already exists.', 'EMAIL_TAKEN');
      await verification.send(user);
      return { user, ...(await issueFor(user)) };
    },

    /** One answer for an unknown address and a wrong password, in the same time (R7.7). */
    async login(body: LoginBody) {
      const user = await repo.userByEmail(body.email);
      if (!user) {
        await passwords.burnTime(body.password);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      if (!(await passwords.verify(user.passwordHash, body.password))) {
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      if (passwords.needsRehash(user.passwordHash)) {
        await repo.setPasswordHash(user.id, await passwords.hash(body.password), clock.now());
      }
      return { user, ...(await issueFor(user)) };
    },

    async logout(session: Session): Promise<void> {
      await repo.revokeToken(session.claims.jti, session.user.id, session.claims.expiresAt, clock.now());
    },

    /**
     * Same answer, in the same time, for every address (R7.8): the request does nothing but
     * hand the work over; looking the address up, storing the code and mailing it run after the
     * answer, one at a time per address so the last code requested is the one that stays live.
     */
    forgotPassword(email: string): void {
      const key = email.toLowerCase();
      const previous = resetQueue.get(key) ?? Promise.resolve();
      // setImmediate: not even the lookup may start before the answer is on its way (PGlite runs
      // its queries on this thread).
      const work = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => prepareResetMail(email));
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      resetQueue.set(key, settled);
      void settled.then(() => {
        if (resetQueue.get(key) === settled) resetQueue.delete(key);
      });
      mailer.sendLater(work);
    },

    /** Every try counts, the right one too: after 5 wrong tries even the right code fails. */
    async verifyResetCode(email: string, code: string): Promise<string> {
      const user = await repo.userByEmail(email);
      const presented = codeDigest(user?.id ?? 0, code);
      if (!user) throw INVALID_CODE();
      const now = clock.now();
      const live = await repo.takeResetCodeTry(user.id, now);
      if (!live || !timingSafeEqual(Buffer.from(presented), Buffer.from(live.codeHash))) throw INVALID_CODE();
      const resetToken = randomToken(32);
      if (!(await repo.spendResetCode(live.id, sha256(resetToken), new Date(now.getTime() + RESET_TOKEN_TTL_MS), now)))
        throw INVALID_CODE();
      return resetToken;
    },

    /** Needs the token verify-reset-code gave (R7.8); every session of the user ends. */
    async resetPassword(body: { email: string; resetToken: string; newPassword: string }): Promise<void> {
      const user = await repo.userByEmail(body.email);
      if (!user) throw INVALID_RESET();
      assertAcceptablePassword(body.newPassword, user.email);
      const passwordHash = await passwords.hash(body.newPassword);
      const now = clock.now();
      const done = await repo.replacePassword(user.id, passwordHash, revokeAllInstant(user, now), now, {
        resetTokenHash: sha256(body.resetToken),
      });
      if (!done) throw INVALID_RESET();
    },

    async resendVerification(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt !== null) throw conflict('Your email address is already verified.', 'ALREADY_VERIFIED');
      await verification.send(user);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
