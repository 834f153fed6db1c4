import { NEWSLETTER_SUCCESS_MESSAGE } from '@atelier/contract/messages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import { newsletterWelcomeMail } from './newsletter-mail.tsx';
import { newsletterRepository } from './newsletter-repository.ts';

export function newsletterService(db: Db, clock: Clock, mailer: Mailer, publicUrl: string) {
  const repo = newsletterRepository(db);
  /** The link every newsletter mail carries. */
  const unsubscribeUrl = (token: string) => `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

  return {
    /**
     * Signing up twice is still a success, with the same message (R16.2). A welcome mail,
     * with the unsubscribe link, goes only to an address that was not already receiving the newsletter.
     */
    async subscribe(email: string) {
      const result = await repo.subscribe(email, clock.now());
      if (!result.wasActive) {
        mailer.sendLater({
          to: email,
          ...newsletterWelcomeMail({ shopUrl: `${publicUrl}/product-list`, unsubscribeUrl: unsubscribeUrl(result.unsubscribeToken) }),
        });
      }
      return { created: result.created, message: NEWSLETTER_SUCCESS_MESSAGE };
    },

    async unsubscribe(token: string): Promise<void> {
      const found = await repo.unsubscribe(token, clock.now());
      if (!found) throw notFound('This unsubscribe link is not valid or has expired.', 'UNSUBSCRIBE_TOKEN_UNKNOWN');
    },

    unsubscribeUrl,
  };
}
