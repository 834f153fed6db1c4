import { NEWSLETTER_SUCCESS_MESSAGE } from '@atelier/contract/newsletter';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { newsletterRepository } from './repository.ts';

export function newsletterService(db: Db, clock: Clock, publicUrl: string) {
  const repo = newsletterRepository(db);

  return {
    /** Signing up twice is still a success, with the same message (decisions 26). */
    async subscribe(email: string) {
      const result = await repo.subscribe(email, clock.now());
      return { ...result, message: NEWSLETTER_SUCCESS_MESSAGE };
    },

    async unsubscribe(token: string): Promise<void> {
      const found = await repo.unsubscribe(token, clock.now());
      if (!found) throw notFound('This unsubscribe link is not valid or has expired.', 'UNSUBSCRIBE_TOKEN_UNKNOWN');
    },

    /** The link every newsletter mail carries. */
    unsubscribeUrl(token: string): string {
      return `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    },
  };
}
