import { desc, eq, sql } from 'drizzle-orm';
import { STOCK_HISTORY_PAGE_SIZE } from '@atelier/contract/inventory';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { variants } from '../../db/schema/catalogue.ts';
import { orders } from '../../db/schema/orders.ts';
import { stockHistory } from '../../db/schema/stock-history.ts';

/** Reads of a variant's stock history (R3.16); the rows are written only by inventory-moves.ts. */
export function stockHistoryRepository(db: Db) {
  return {
    async variant(id: number) {
      const [row] = await db
        .select({ id: variants.id, size: variants.size, sku: variants.sku, quantity: variants.quantity, productId: variants.productId })
        .from(variants)
        .where(eq(variants.id, id));
      return row;
    },

    /** One page, newest first (ids grow with time, and break ties within a transaction). */
    async page(variantId: number, page: number) {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(stockHistory)
        .where(eq(stockHistory.variantId, variantId));
      const rows = await db
        .select({
          id: stockHistory.id,
          at: stockHistory.createdAt,
          before: stockHistory.quantityBefore,
          after: stockHistory.quantityAfter,
          reason: stockHistory.reason,
          actorKind: stockHistory.actorKind,
          email: users.email,
          orderNumber: orders.orderNumber,
          orderGuid: orders.guid,
        })
        .from(stockHistory)
        .leftJoin(users, eq(users.id, stockHistory.actorUserId))
        .leftJoin(orders, eq(orders.id, stockHistory.orderId))
        .where(eq(stockHistory.variantId, variantId))
        .orderBy(desc(stockHistory.id))
        .limit(STOCK_HISTORY_PAGE_SIZE)
        .offset((page - 1) * STOCK_HISTORY_PAGE_SIZE);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
