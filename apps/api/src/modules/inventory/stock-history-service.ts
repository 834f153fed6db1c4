import { STOCK_HISTORY_PAGE_SIZE, type StockHistoryPage } from '@atelier/contract/inventory';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { stockHistoryRepository } from './stock-history-repository.ts';

/** A variant's stock history as the admin shows it: each change with who, when and why, newest first. */
export function stockHistoryService(db: Db) {
  return {
    async page(variantId: number, page: number): Promise<StockHistoryPage> {
      const repo = stockHistoryRepository(db);
      const variant = await repo.variant(variantId);
      if (!variant) throw notFound('Variant not found.', 'VARIANT_NOT_FOUND');
      const { rows, total } = await repo.page(variantId, page);
      return {
        variant,
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          before: r.before,
          after: r.after,
          change: r.after - r.before,
          reason: r.reason,
          actor: { kind: r.actorKind, email: r.email },
          order: r.orderNumber && r.orderGuid ? { number: r.orderNumber, guid: r.orderGuid } : null,
        })),
        page,
        total,
        totalPages: Math.ceil(total / STOCK_HISTORY_PAGE_SIZE),
      };
    },
  };
}
export type StockHistoryService = ReturnType<typeof stockHistoryService>;
