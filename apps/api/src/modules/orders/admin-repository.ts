import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, adminPageOffset } from '@atelier/contract/catalogue';
import type { AdminOrderListQuery } from '@atelier/contract/orders';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';

/** The admin list's filters (status, order number or email, UK days placed), shared with the CSV export (R22.3). */
export function orderFilter(q: Omit<AdminOrderListQuery, 'page'>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.method) where.push(eq(orders.deliveryMethod, q.method));
  if (q.q) {
    const like = containing(q.q);
    where.push(or(ilike(orders.orderNumber, like), ilike(users.email, like)));
  }
  if (q.from) where.push(sql`(${orders.createdAt} at time zone 'Europe/London')::date >= ${q.from}::date`);
  if (q.to) where.push(sql`(${orders.createdAt} at time zone 'Europe/London')::date <= ${q.to}::date`);
  return and(...where);
}

/**
 * A next-day order still to leave whose promised day is `arrivingBy` or earlier: it must go out
 * today (issue 33). `arrivingBy` is the working day after today (addBusinessDays), from the caller.
 */
export function dueOutSql(arrivingBy: string): SQL {
  return sql`(${orders.deliveryMethod} = 'next_day' and ${orders.status} in ('Waiting', 'Processing') and ${orders.deliveryFrom} <= ${arrivingBy})`;
}

/** The admin area's reads of orders: every customer's, with who did what. */
export function orderAdminRepository(db: Db) {
  return {
    /** One page of orders: next-day orders due out today first, then newest first, with the customer and the number of items. */
    async page(q: AdminOrderListQuery, arrivingBy: string) {
      const cond = orderFilter(q);
      const due = dueOutSql(arrivingBy);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(cond);
      const rows = await db
        .select({
          guid: orders.guid,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          totalPence: orders.totalPence,
          items: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l where l.order_id = "orders"."id")`,
          deliveryMethod: orders.deliveryMethod,
          dueOutToday: sql<boolean>`coalesce(${due}, false)`,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(cond)
        .orderBy(sql`coalesce(${due}, false) desc`, desc(orders.createdAt), desc(orders.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(adminPageOffset(q.page));
      return { rows, total: count?.n ?? 0 };
    },

    /** The order's moves in order, with the email of whoever made each. */
    timeline(orderId: number) {
      return db
        .select({
          fromStatus: orderEvents.fromStatus,
          toStatus: orderEvents.toStatus,
          at: orderEvents.createdAt,
          note: orderEvents.note,
          actor: users.email,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },
  };
}
