import type { ContactMessageInput } from '@atelier/contract/messages';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/store.ts';

export function contactRepository(db: Db) {
  return {
    async insert(input: ContactMessageInput, now: Date): Promise<{ id: number }> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, createdAt: now })
        .returning({ id: contactMessages.id });
      return row!;
    },
  };
}
