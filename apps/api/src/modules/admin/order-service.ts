import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@atelier/contract/admin-catalogue';
import { actionsFor, type AdminOrder, type AdminOrderList, type AdminOrderListQuery, type OrderAction } from '@atelier/contract/admin-order';
import { statusLabel } from '@atelier/contract/order-status';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orders, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrderAdminService } from '../order/admin.ts';
import { orderRepository } from '../order/repository.ts';
import { toDetail } from '../order/views.ts';
import type { AuditEntry } from './audit.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin's view of orders: every order with its customer, and the moves of decisions 21. */
export function adminOrderService(db: Db, clock: Clock, moves: OrderAdminService) {
  async function detail(guid: string): Promise<AdminOrder> {
    const repo = orderRepository(db);
    const order = await repo.byGuid(guid);
    if (!order) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
    const [lines, events, customer, timeline] = await Promise.all([
      repo.lines(order.id),
      repo.events(order.id),
      db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.userId)),
      db
        .select({ fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, at: orderEvents.createdAt, note: orderEvents.note, actor: users.email })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserId))
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    ]);
    const who = customer[0];
    return {
      order: toDetail(order, lines, events, clock.now()),
      customer: { email: who?.email ?? '', name: who ? `${who.firstName} ${who.lastName}`.trim() : '' },
      events: timeline.map((e) => ({ fromStatus: e.fromStatus, toStatus: e.toStatus, statusLabel: statusLabel(e.toStatus), at: e.at.toISOString(), note: e.note, actor: e.actor })),
      actions: actionsFor(order.status),
    };
  }

  return {
    detail,

    async list(q: AdminOrderListQuery): Promise<AdminOrderList> {
      const where: (SQL | undefined)[] = [];
      if (q.status) where.push(eq(orders.status, q.status));
      if (q.q) {
        const like = `%${escapeLike(q.q)}%`;
        where.push(or(ilike(orders.orderNumber, like), ilike(users.email, like)));
      }
      const cond = and(...where);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(cond);
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
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(cond)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((q.page - 1) * ADMIN_PAGE_SIZE);
      const total = count?.n ?? 0;
      return {
        orders: rows.map((r) => ({
          orderGuid: r.guid,
          orderNumber: r.orderNumber,
          createdAt: r.createdAt.toISOString(),
          status: r.status,
          statusLabel: statusLabel(r.status),
          customerEmail: r.email,
          customerName: `${r.firstName} ${r.lastName}`.trim(),
          totalPence: r.totalPence,
          items: r.items,
        })),
        page: q.page,
        total,
        totalPages: Math.ceil(total / ADMIN_PAGE_SIZE),
      };
    },

    /** Runs one move through the order service (refunds, stock, mails), then answers the new detail. */
    async act(guid: string, action: OrderAction, adminId: number, note: string): Promise<{ order: AdminOrder; audit: AuditEntry }> {
      const before = await detail(guid);
      const run: Record<OrderAction, () => Promise<unknown>> = {
        process: () => moves.process(guid, adminId),
        ship: () => moves.ship(guid, adminId, note),
        deliver: () => moves.deliver(guid, adminId),
        'approve-cancel': () => moves.approveCancel(guid, adminId),
        'decline-cancel': () => moves.declineCancel(guid, adminId, note),
        'approve-refund': () => moves.approveRefund(guid, adminId),
        'reject-refund': () => moves.rejectRefund(guid, adminId, note),
      };
      await run[action]();
      const after = await detail(guid);
      return {
        order: after,
        audit: {
          action: `order.${action}`,
          target: `order ${after.order.orderNumber}`,
          detail: { status: `${before.order.status} -> ${after.order.status}`, ...(note ? { note } : {}) },
        },
      };
    },
  };
}
export type AdminOrderService = ReturnType<typeof adminOrderService>;
