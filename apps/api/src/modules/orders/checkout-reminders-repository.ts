import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { ReminderBasis } from '@atelier/contract/orders';

export interface DueReminder {
  order_id: number;
  user_id: number;
  basis: ReminderBasis;
}

/** The SQL of checkout reminders (R24): which checkouts are due, the claim, the opt-outs, the owner's figures. */
export function checkoutRemindersRepository(db: Db) {
  return {
    /**
     * Unpaid checkouts due a reminder (R24.3), locked and skipped by any other sweeper holding them:
     * old enough but not too old, never reminded, no later checkout (paid or not) by the same address,
     * the address has not said no, and one of the bases of R24.2 holds, the strongest named.
     */
    async lockDue(dueBefore: Date, notBefore: Date, limit: number): Promise<DueReminder[]> {
      return queryRows<DueReminder>(
        db,
        sql`select o.id as order_id, o.user_id,
                   case when o.reminder_consent then 'consent'
                        when exists (select 1 from newsletter_subscribers s
                                      where lower(s.email) = lower(u.email) and s.unsubscribed_at is null) then 'newsletter'
                        else 'soft-opt-in' end as basis
              from orders o
              join users u on u.id = o.user_id
             where o.status in ('PendingPayment', 'PaymentFailed', 'Expired')
               and o.created_at <= ${dueBefore.toISOString()} and o.created_at > ${notBefore.toISOString()}
               and u.role = 'customer'
               and not exists (select 1 from checkout_reminders r where r.order_id = o.id)
               and not exists (select 1 from orders n join users nu on nu.id = n.user_id
                                where lower(nu.email) = lower(u.email) and n.id > o.id)
               and not exists (select 1 from reminder_opt_outs x where x.email = lower(u.email))
               and (o.reminder_consent
                    or exists (select 1 from newsletter_subscribers s
                                where lower(s.email) = lower(u.email) and s.unsubscribed_at is null)
                    or exists (select 1 from orders p join users pu on pu.id = p.user_id
                                where lower(pu.email) = lower(u.email) and p.paid_at is not null and p.id < o.id))
             order by o.created_at
             limit ${limit}
             for update of o skip locked`,
      );
    },

    /** The claim: the primary key lets one row per checkout in, whoever inserts first (R24.4). */
    async claim(due: DueReminder, at: Date): Promise<boolean> {
      const rows = await queryRows<{ order_id: number }>(
        db,
        sql`insert into checkout_reminders (order_id, user_id, basis, sent_at)
            values (${due.order_id}, ${due.user_id}, ${due.basis}, ${at.toISOString()})
            on conflict (order_id) do nothing returning order_id`,
      );
      return rows.length === 1;
    },

    /** R24.6: an address that said no never gets another reminder. */
    async optOut(email: string, at: Date): Promise<void> {
      await queryRows(
        db,
        sql`insert into reminder_opt_outs (email, created_at) values (lower(${email}), ${at.toISOString()})
            on conflict (email) do nothing`,
      );
    },

    /** The reminder of a checkout named by its guid and address, for the restore link. */
    async reminded(orderGuid: string, email: string): Promise<{ order_id: number; restored_at: Date | null } | undefined> {
      const [row] = await queryRows<{ order_id: number; restored_at: Date | null }>(
        db,
        sql`select r.order_id, r.restored_at from checkout_reminders r
              join orders o on o.id = r.order_id join users u on u.id = o.user_id
             where o.guid::text = lower(${orderGuid}) and lower(u.email) = lower(${email})`,
      );
      return row;
    },

    async markRestored(orderId: number, at: Date): Promise<void> {
      await queryRows(
        db,
        sql`update checkout_reminders set restored_at = ${at.toISOString()} where order_id = ${orderId} and restored_at is null`,
      );
    },

    /**
     * R24.8: reminders sent since `since`, those whose basket was opened, and those followed by a
     * paid order of the same address within the window (the first such order, and what it took).
     */
    async figures(since: Date, windowDays: number) {
      const [row] = await queryRows<{ sent: number; restored: number; recovered: number; recovered_pence: number; opt_outs: number }>(
        db,
        sql`select count(*)::int as sent,
                   count(r.restored_at)::int as restored,
                   count(rec.id)::int as recovered,
                   coalesce(sum(rec.total_pence), 0)::int as recovered_pence,
                   (select count(*)::int from reminder_opt_outs x where x.created_at >= ${since.toISOString()}) as opt_outs
              from checkout_reminders r
              join users u on u.id = r.user_id
              left join lateral (
                select p.id, p.total_pence from orders p join users pu on pu.id = p.user_id
                 where lower(pu.email) = lower(u.email) and p.paid_at >= r.sent_at
                   and p.paid_at <= r.sent_at + ${windowDays} * interval '1 day'
                 order by p.paid_at limit 1) rec on true
             where r.sent_at >= ${since.toISOString()}`,
      );
      return row!;
    },
  };
}
