import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users, variants } from '../../db/schema.ts';

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
    lines: (orderId: number) =>
      db
        .select({ line: orderLines, sku: variants.sku })
        .from(orderLines)
        .leftJoin(variants, eq(variants.id, orderLines.variantId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
  };
}
