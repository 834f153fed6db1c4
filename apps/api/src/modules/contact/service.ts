import { CONTACT_SUCCESS_MESSAGE, type ContactMessageInput } from '@atelier/contract/contact';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { contactRepository } from './repository.ts';

export function contactService(db: Db, clock: Clock) {
  const repo = contactRepository(db);

  return {
    /** Stored first, so a message is never lost even if the mail to the store fails. */
    async send(input: ContactMessageInput) {
      const { id } = await repo.insert(input, clock.now());
      return { id, message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
