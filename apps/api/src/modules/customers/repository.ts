import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@atelier/contract/catalogue';
import { UNPAID_STATUSES } from '@atelier/contract/orders';
import { queryRows, type Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';

const UNPAID = sql.raw(`(${UNPAID_STATUSES.map((s) => `'${s}'`).join(',')})`);
/** What the shop kept of an order, as the dashboard counts it: what was paid less what was refunded. */
const KEPT = sql.raw(`o.total_pence - o.refunded_pence`);

export interface CustomerRowData {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  orders: number;
  spend: number;
  last_order_at: Date | string | null;
}

/** Customers with their paid orders' count and spend (R22.7). */
export function customersRepository(db: Db) {
  const summary = sql`select u.id, u.email, u.first_name, u.last_name, u.created_at,
         count(o.id)::int as orders, coalesce(sum(${KEPT}), 0)::int as spend, max(o.created_at) as last_order_at
    from users u left join orders o on o.user_id = u.id and o.status not in ${UNPAID}`;
  return {
    /** Every customer the filter finds, in the list's order: the export's rows (R13.15). */
    all(q: string | undefined): Promise<CustomerRowData[]> {
      const like = q ? containing(q) : undefined;
      const where = like ? sql`where u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like}` : sql``;
      return queryRows<CustomerRowData>(
        db,
        sql`${summary} ${where} group by u.id order by max(o.created_at) desc nulls last, u.created_at desc, u.id desc`,
      );
    },

    async list(q: string | undefined, page: number): Promise<{ rows: CustomerRowData[]; total: number }> {
      const like = q ? containing(q) : undefined;
      const where = like ? sql`where u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like}` : sql``;
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u ${where}`);
      const rows = await queryRows<CustomerRowData>(
        db,
        sql`${summary} ${where} group by u.id order by max(o.created_at) desc nulls last, u.created_at desc, u.id desc
            limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
      );
      return { rows, total: count?.n ?? 0 };
    },

    async one(id: number) {
      const [row] = await queryRows<CustomerRowData & { phone_number: string; email_verified_at: Date | null; role: 'customer' | 'admin' }>(
        db,
        sql`select s.*, u2.phone_number, u2.email_verified_at, u2.role from (${summary} where u.id = ${id} group by u.id) s
              join users u2 on u2.id = s.id`,
      );
      return row;
    },

    async newsletter(email: string): Promise<{ unsubscribed_at: Date | null } | undefined> {
      const [row] = await queryRows<{ unsubscribed_at: Date | null }>(
        db,
        sql`select unsubscribed_at from newsletter_subscribers where lower(email) = lower(${email})`,
      );
      return row;
    },

    orders: (userId: number) =>
      queryRows<{
        guid: string;
        order_number: string;
        created_at: Date | string;
        status: string;
        total_pence: number;
        shipping_address: unknown;
      }>(
        db,
        sql`select o.guid, o.order_number, o.created_at, o.status, o.total_pence, o.shipping_address from orders o
             where o.user_id = ${userId} and o.status not in ${UNPAID} order by o.created_at desc, o.id desc`,
      ),
  };
}
