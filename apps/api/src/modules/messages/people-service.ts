import { desc, isNull, sql, eq } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, adminPaging, adminPageOffset } from '@atelier/contract/catalogue';
import { csvField, type MessageList, type SubscriberList } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/store.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';

/** Newsletter subscribers and contact-form messages, as stored by their modules. */
export function adminPeopleService(db: Db, clock: Clock) {
  return {
    async subscribers(page: number): Promise<SubscriberList> {
      const [count] = await db
        .select({
          n: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${newsletterSubscribers.unsubscribedAt} is null)::int`,
        })
        .from(newsletterSubscribers);
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(adminPageOffset(page));
      const total = count?.n ?? 0;
      return {
        subscribers: rows.map((r) => ({
          id: r.id,
          email: r.email,
          subscribedAt: r.createdAt.toISOString(),
          unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
        })),
        active: count?.active ?? 0,
        ...adminPaging(page, total),
      };
    },

    /** Every address still subscribed, as CSV (email, subscribed_at), oldest first. */
    async subscribersCsv(): Promise<{ csv: string; count: number }> {
      const rows = await db
        .select({ email: newsletterSubscribers.email, at: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.unsubscribedAt))
        .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
      const lines = ['email,subscribed_at', ...rows.map((r) => `${csvField(r.email)},${r.at.toISOString()}`)];
      return { csv: `${lines.join('\r\n')}\r\n`, count: rows.length };
    },

    async messages(page: number): Promise<MessageList> {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int`, open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int` })
        .from(contactMessages);
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(adminPageOffset(page));
      const total = count?.n ?? 0;
      return {
        messages: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          message: r.message,
          createdAt: r.createdAt.toISOString(),
          handledAt: r.handledAt?.toISOString() ?? null,
        })),
        unhandled: count?.open ?? 0,
        ...adminPaging(page, total),
      };
    },

    async setHandled(id: number, handled: boolean): Promise<{ email: string }> {
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: handled ? clock.now() : null })
        .where(eq(contactMessages.id, id))
        .returning({ email: contactMessages.email });
      if (!row) throw notFound('Message not found.', 'MESSAGE_NOT_FOUND');
      return row;
    },
  };
}
export type AdminPeopleService = ReturnType<typeof adminPeopleService>;
