import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import { verifyEmailMail, welcomeMail } from './account-templates.tsx';
import { authRepository, type UserRow } from '../../plumbing/session/repository.ts';
import { randomToken, sha256 } from '../../plumbing/session/tokens.ts';

export const VERIFICATION_LINK_HOURS = 48;

/** Email verification by link (R7.9): the link carries a random token; the database only its digest. */
export function emailVerification(opts: { db: Db; clock: Clock; config: Config; mailer: Mailer }) {
  const { clock, config, mailer } = opts;
  const repo = authRepository(opts.db);

  return {
    /** Makes a new link (older unused links die) and mails it without holding up the request. */
    async send(user: UserRow): Promise<void> {
      const token = randomToken(32);
      const now = clock.now();
      await repo.addVerification(user.id, sha256(token), new Date(now.getTime() + VERIFICATION_LINK_HOURS * 3_600_000), now);
      const link = `${config.publicUrl}/api/auth/verify-email?token=${token}`;
      mailer.sendLater({ to: user.email, ...verifyEmailMail({ firstName: user.firstName, link, hours: VERIFICATION_LINK_HOURS }) });
    },

    /** True when the link proved the address (now, or on an earlier click of the same link). */
    async confirm(token: string): Promise<boolean> {
      const result = await repo.consumeVerification(sha256(token), clock.now());
      if (!result) return false;
      const user = await repo.userById(result.userId);
      if (!user || user.emailVerifiedAt === null) return false;
      if (!result.alreadyUsed)
        mailer.sendLater({ to: user.email, ...welcomeMail({ firstName: user.firstName, shopUrl: `${config.publicUrl}/` }) });
      return true;
    },
  };
}
export type EmailVerification = ReturnType<typeof emailVerification>;
