import { CONTACT_SUCCESS_MESSAGE, type ContactMessageInput } from '@atelier/contract/messages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import type { SettingsService } from '../settings/service.ts';
import { contactMessageMail } from './contact-mail.tsx';
import { contactRepository } from './contact-repository.ts';

/** The store's address is the owner's contact email setting, else STORE_EMAIL (R21.10, R22.20). */
export function contactService(db: Db, clock: Clock, mailer: Mailer, settings: Pick<SettingsService, 'current'>) {
  const repo = contactRepository(db);

  return {
    /**
     * Stored first, so the message is kept (and shown to admins) even if the mail to the store
     * fails; the mail goes out without holding up the answer.
     */
    async send(input: ContactMessageInput) {
      const receivedAt = clock.now();
      const { id } = await repo.insert(input, receivedAt);
      const to = (await settings.current()).shop.contactEmail;
      mailer.sendLater({ to, ...contactMessageMail({ ...input, id, receivedAt }) });
      return { id, message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
