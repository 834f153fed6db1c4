import { PASSWORD_CHANGED_MESSAGE, type ChangePasswordBody, type UpdateUserBody } from '@atelier/contract/customers';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { assertAcceptablePassword } from '../../plumbing/session/passwords.ts';
import { authRepository, type UserRow } from '../../plumbing/session/repository.ts';
import { revokeAllInstant } from './auth-service.ts';
import type { AuthRuntime } from '../../plumbing/session/session.ts';
import { emailVerification } from './verification.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';

export function userService(opts: { db: Db; clock: Clock; config: Config; runtime: AuthRuntime; mailer: Mailer }) {
  const { clock, runtime } = opts;
  const repo = authRepository(opts.db);
  const verification = emailVerification(opts);

  return {
    /** A new address must be verified again; the link goes to the new address. */
    async updateProfile(user: UserRow, body: UpdateUserBody): Promise<UserRow> {
      const emailChanged = body.email.toLowerCase() !== user.email.toLowerCase();
      const updated = await repo.updateProfile(user.id, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber ?? user.phoneNumber,
        emailVerifiedAt: emailChanged ? null : user.emailVerifiedAt,
        now: clock.now(),
      });
      if (!updated) throw conflict('An account with this email address already exists.', 'EMAIL_TAKEN');
      if (emailChanged) await verification.send(updated);
      return updated;
    },

    /**
     * Ends every session of the user (R7.4), then signs the caller in again with a fresh
     * token so only the other sessions end.
     */
    async changePassword(user: UserRow, body: ChangePasswordBody) {
      if (!(await runtime.passwords.verify(user.passwordHash, body.currentPassword))) {
        throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
      }
      assertAcceptablePassword(body.newPassword, user.email);
      const passwordHash = await runtime.passwords.hash(body.newPassword);
      const now = clock.now();
      const validAfter = revokeAllInstant(user, now);
      await repo.replacePassword(user.id, passwordHash, validAfter, now);
      const fresh = await runtime.tokens.issue(user.id, validAfter.getTime());
      return { message: PASSWORD_CHANGED_MESSAGE, ...fresh };
    },
  };
}
