import { CONTACT_SUCCESS_MESSAGE, type ContactMessageInput } from '@atelier/contract/contact';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { contactMessageMail } from './mail.tsx';
import { contactRepository } from './repository.ts';

export function contactService(db: Db, clock: Clock, mailer: Mailer, storeEmail: string) {
  const repo = contactRepository(db);

  return {
    /**
     * Stored first, so the message is kept (and shown to admins) even if the mail to the store
     * fails; the mail goes out without holding up the answer.
     */
    async send(input: ContactMessageInput) {
      const receivedAt = clock.now();
      const { id } = await repo.insert(input, receivedAt);
      mailer.sendLater({ to: storeEmail, ...contactMessageMail({ ...input, id, receivedAt }) });
      return { id, message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
