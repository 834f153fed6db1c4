import { asc, desc, eq } from 'drizzle-orm';
import type { AdminOrderListQuery } from '@atelier/contract/orders';
import type { Db } from '../../db/client.ts';
import { orderLines, orderNotes, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { variants } from '../../db/schema/catalogue.ts';
import { orderFilter } from '../orders/admin-repository.ts';

/** The rows of a packing slip (R22.4): the order, its customer, its lines with today's SKU. */
export function fulfilmentRepository(db: Db) {
  return {
    async order(guid: string) {
      const [row] = await db
        .select({ order: orders, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.guid, guid));
      return row;
    },
    /** Every line of the orders the admin list's filters find, newest order first (R22.3). */
    exportLines: (q: Omit<AdminOrderListQuery, 'page'>) =>
      db
        .select({
          order: orders,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          line: orderLines,
          sku: variants.sku,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .leftJoin(variants, eq(variants.id, orderLines.variantId))
        .where(orderFilter(q))
        .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id)),

    notes: (orderId: number) =>
      db
        .select({ id: orderNotes.id, body: orderNotes.body, at: orderNotes.createdAt, author: users.email })
        .from(orderNotes)
        .leftJoin(users, eq(users.id, orderNotes.authorId))
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),

    async addNote(orderId: number, authorId: number, body: string, at: Date): Promise<void> {
      await db.insert(orderNotes).values({ orderId, authorId, body, createdAt: at });
    },

    lines: (orderId: number) =>
      db
        .select({ line: orderLines, sku: variants.sku })
        .from(orderLines)
        .leftJoin(variants, eq(variants.id, orderLines.variantId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
  };
}
