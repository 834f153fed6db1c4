import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/store.ts';

export interface SubscribeResult {
  /** A new row; false when the address was already on the list. */
  created: boolean;
  /** Whether the address was receiving the newsletter before this signup. */
  wasActive: boolean;
  unsubscribeToken: string;
}

export function newsletterRepository(db: Db) {
  return {
    /** One row per address whatever its case; signing up again re-activates an unsubscribed address. */
    async subscribe(email: string, now: Date): Promise<SubscribeResult> {
      const [row] = await queryRows<{ created: boolean; was_active: boolean; unsubscribe_token: string }>(
        db,
        sql`with before as (
              select unsubscribed_at from ${newsletterSubscribers} where lower(email) = lower(${email})
            )
            insert into ${newsletterSubscribers} (email, created_at)
            values (${email}, ${now.toISOString()})
            on conflict ((lower(email))) do update set unsubscribed_at = null
            returning (xmax = 0) as created,
                      exists (select 1 from before where unsubscribed_at is null) as was_active,
                      unsubscribe_token`,
      );
      return { created: row!.created, wasActive: row!.was_active, unsubscribeToken: row!.unsubscribe_token };
    },

    /** Marks the address unsubscribed; false when no subscriber has this token. */
    async unsubscribe(token: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: newsletterSubscribers.id, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      if (!row) return false;
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: now })
        .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)));
      return true;
    },

    async find(email: string) {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
      return row;
    },
  };
}
