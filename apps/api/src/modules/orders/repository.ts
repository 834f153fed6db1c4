import { and, asc, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { isGuid } from '@atelier/contract/shared';
import { UNPAID_STATUSES, type OrderStatus } from '@atelier/contract/orders';
import { type Db, queryRows } from '../../db/client.ts';
import { cartLines, carts, orderEvents, orderLines, orders, paymentSessions } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { variants } from '../../db/schema/catalogue.ts';
import { giveStock, type StockCause, type StockMove } from '../inventory/inventory-moves.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** Every query takes the executor it runs on: the database, or a transaction. */
export function orderRepository(db: Db) {
  /** The order's units that still have a variant, to take or give back through the inventory. */
  async function stockMoves(orderId: number): Promise<StockMove[]> {
    const lines = await db
      .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId), isNotNull(orderLines.productId)));
    return lines.map((l) => ({ productId: l.productId!, variantId: l.variantId!, quantity: l.quantity }));
  }
  return {
    /** An id for an order about to be written, so its stock can be taken (and recorded) before the row exists. */
    async nextId(): Promise<number> {
      const [row] = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
      return row!.id;
    },

    async insertOrder(order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: row!.id })));
      return row!;
    },

    async byId(id: number, lock?: 'update' | 'skip-locked'): Promise<OrderRow | undefined> {
      const q = db.select().from(orders).where(eq(orders.id, id)).limit(1);
      const [row] = await (lock === 'update' ? q.for('update') : lock === 'skip-locked' ? q.for('update', { skipLocked: true }) : q);
      return row;
    },

    async byGuid(guid: string, lock?: 'update'): Promise<OrderRow | undefined> {
      if (!isGuid(guid)) return undefined;
      const q = db.select().from(orders).where(eq(orders.guid, guid)).limit(1);
      const [row] = await (lock ? q.for('update') : q);
      return row;
    },

    async lines(orderId: number): Promise<OrderLineRow[]> {
      return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
    },

    async linesOf(orderIds: number[]): Promise<OrderLineRow[]> {
      if (!orderIds.length) return [];
      return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
    },

    async events(orderId: number): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },

    async addEvent(e: {
      orderId: number;
      from: OrderStatus | null;
      to: OrderStatus;
      actorUserId: number | null;
      note: string;
      at: Date;
    }): Promise<void> {
      await db
        .insert(orderEvents)
        .values({ orderId: e.orderId, fromStatus: e.from, toStatus: e.to, actorUserId: e.actorUserId, note: e.note, createdAt: e.at });
    },

    async update(orderId: number, patch: Partial<NewOrder>): Promise<void> {
      await db.update(orders).set(patch).where(eq(orders.id, orderId));
    },

    stockMoves,

    /** Gives an order's units back to its variants (those that still exist), for the reason given (R3.16). */
    async returnStock(order: Pick<OrderRow, 'id'>, cause: Omit<StockCause, 'orderId'>): Promise<void> {
      await giveStock(db, await stockMoves(order.id), { ...cause, orderId: order.id });
    },

    /** Units of each ordered variant leave the user's cart, or a guest order's own cart (what is left of a line stays). */
    async removeFromCart(order: Pick<OrderRow, 'id' | 'userId' | 'guestCartId'>): Promise<void> {
      const orderId = order.id;
      const cartOf =
        order.guestCartId !== null
          ? sql`select id from ${carts} where id = ${order.guestCartId}`
          : sql`select id from ${carts} where user_id = ${order.userId}`;
      await queryRows(
        db,
        sql`with ordered as (
              select variant_id, sum(quantity)::int as quantity from ${orderLines}
               where order_id = ${orderId} and variant_id is not null group by variant_id
            ), cart as (${cartOf}),
            gone as (
              delete from ${cartLines} cl using ordered o, cart c
               where cl.cart_id = c.id and cl.variant_id = o.variant_id and cl.quantity <= o.quantity
              returning cl.id
            )
            update ${cartLines} cl set quantity = cl.quantity - o.quantity from ordered o, cart c
             where cl.cart_id = c.id and cl.variant_id = o.variant_id and cl.quantity > o.quantity`,
      );
    },

    /** Unpaid orders whose reservation has ended, oldest first. */
    async expiredReservations(now: Date, limit: number): Promise<Array<{ id: number }>> {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'PendingPayment'), lte(orders.reservationExpiresAt, now)))
        .orderBy(asc(orders.reservationExpiresAt))
        .limit(limit);
    },

    async pendingOfUser(userId: number): Promise<Array<{ id: number; guestCartId: number | null }>> {
      return db
        .select({ id: orders.id, guestCartId: orders.guestCartId })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'PendingPayment')));
    },

    /** A page of the user's order history: paid orders only, newest first. */
    async historyPage(userId: number, page: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const visible = and(eq(orders.userId, userId), notInArray(orders.status, [...UNPAID_STATUSES]));
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(visible);
      const rows = await db
        .select()
        .from(orders)
        .where(visible)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: count?.n ?? 0 };
    },

    async customer(userId: number): Promise<{ email: string; firstName: string; lastName: string; guest: boolean } | undefined> {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, guest: users.guest })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Stock now left of each variant the order holds, for the low-stock notice (R21.10). */
    async stockOfLines(
      orderId: number,
    ): Promise<Array<{ name: string; size: string; colour: string; quantity: number; productId: number }>> {
      return db
        .selectDistinct({
          name: orderLines.productName,
          size: variants.size,
          colour: orderLines.colour,
          quantity: variants.quantity,
          productId: variants.productId,
        })
        .from(orderLines)
        .innerJoin(variants, eq(variants.id, orderLines.variantId))
        .where(eq(orderLines.orderId, orderId));
    },

    /** The order a checkout session belongs to. */
    async bySessionId(sessionId: string, lock?: 'update'): Promise<OrderRow | undefined> {
      const q = db
        .select({ order: orders })
        .from(paymentSessions)
        .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
        .where(eq(paymentSessions.id, sessionId))
        .limit(1);
      const [row] = await (lock ? q.for('update', { of: orders }) : q);
      return row?.order;
    },
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
