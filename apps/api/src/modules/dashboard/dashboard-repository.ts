import { sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '@atelier/contract/orders';
import { queryRows, type Db } from '../../db/client.ts';

const ZONE = 'Europe/London';
const UNPAID = sql.raw(`(${UNPAID_STATUSES.map((s) => `'${s}'`).join(',')})`);

export interface WaitingRow {
  guid: string;
  order_number: string;
  status: string;
  email: string;
  kind: 'cancel' | 'refund' | 'return';
  /** Units asked to be returned (item returns only). */
  items: number | null;
  /** When the customer asked: the request's move, or the oldest open item return. */
  at: Date | string;
}

/** The dashboard's reads (R22.2): sales by UK day, what waits for the owner, what to ship. */
export function dashboardRepository(db: Db) {
  return {
    /**
     * Orders and revenue by UK day of payment from `first` on. Revenue is what the shop keeps: what
     * was paid less what has been refunded since, by any path (cancellation, returns, the owner's refunds).
     */
    daily(first: string) {
      return queryRows<{ day: string; orders: number; revenue: number }>(
        db,
        sql`select to_char((paid_at at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as orders,
                   coalesce(sum(total_pence - refunded_pence), 0)::int as revenue
              from orders
             where paid_at is not null and status not in ${UNPAID}
               and (paid_at at time zone ${ZONE})::date >= ${first}::date
             group by 1`,
      );
    },

    /** How many orders wait for a decision: cancellation and whole-order refund requests, and orders with item returns asked for. */
    async waitingCounts(): Promise<{ cancels: number; refunds: number; returns: number }> {
      const [row] = await queryRows<{ cancels: number; refunds: number; returns: number }>(
        db,
        sql`select (select count(*) from orders where status = 'CancelRequested')::int as cancels,
                   (select count(*) from orders where status = 'RefundRequested')::int as refunds,
                   (select count(distinct order_id) from order_returns where status = 'Requested')::int as returns`,
      );
      return row ?? { cancels: 0, refunds: 0, returns: 0 };
    },

    /** Those requests, oldest first; an order's item returns are one entry, as old as its oldest open one. */
    waiting(limit: number) {
      return queryRows<WaitingRow>(
        db,
        sql`select * from (
              select o.guid, o.order_number, o.status, u.email,
                     case o.status when 'CancelRequested' then 'cancel' else 'refund' end as kind, null::int as items,
                     (select max(e.created_at) from order_events e where e.order_id = o.id) as at
                from orders o join users u on u.id = o.user_id
               where o.status in ('CancelRequested', 'RefundRequested')
              union all
              select o.guid, o.order_number, o.status, u.email, 'return' as kind, r.items, r.at
                from (select order_id, sum(quantity)::int as items, min(created_at) as at
                        from order_returns where status = 'Requested' group by order_id) r
                join orders o on o.id = r.order_id join users u on u.id = o.user_id
            ) w order by at asc, order_number asc limit ${limit}`,
      );
    },

    /**
     * Paid orders not shipped yet: next-day orders promised by `arrivingBy` (they must leave today)
     * first, then the oldest payment first, with their item count and how many there are.
     */
    toShip(limit: number, arrivingBy: string) {
      return queryRows<{
        guid: string;
        order_number: string;
        status: string;
        email: string;
        paid_at: Date | string;
        items: number;
        delivery_method: 'standard' | 'next_day' | 'collect';
        due: boolean;
        n: number;
      }>(
        db,
        sql`select o.guid, o.order_number, o.status, u.email, o.paid_at, o.delivery_method,
                   coalesce(o.delivery_method = 'next_day' and o.delivery_from <= ${arrivingBy}, false) as due,
                   (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
                   count(*) over ()::int as n
              from orders o join users u on u.id = o.user_id
             where o.status in ('Waiting', 'Processing') and o.paid_at is not null
             order by due desc, o.paid_at asc, o.id asc limit ${limit}`,
      );
    },
  };
}
