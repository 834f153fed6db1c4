import { LOW_STOCK_PACE_DAYS, type LowStockItem, type LowStockList, type LowStockState } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { stockRepository, type LowStockRow } from './stock-repository.ts';

const DAY_MS = 86_400_000;
/** How many dormant sizes the low-stock answers name; the rest are counted. */
const DORMANT_NAMED = 100;

/**
 * The one rule for how fast a size sells and how long it lasts (R22.2): its pace is the units sold
 * in paid orders over the last LOW_STOCK_PACE_DAYS days, per day; its days left are its quantity at
 * that pace. A sold-out size that still sells is urgent; one nobody bought recently is dormant.
 */
export function stockPace(quantity: number, soldRecently: number): Pick<LowStockItem, 'pacePerDay' | 'daysLeft' | 'state'> {
  const pacePerDay = soldRecently / LOW_STOCK_PACE_DAYS;
  const state: LowStockState = soldRecently > 0 ? (quantity > 0 ? 'selling' : 'urgent') : quantity > 0 ? 'slow' : 'dormant';
  return { pacePerDay, daysLeft: soldRecently > 0 ? Math.floor(quantity / pacePerDay) : null, state };
}

/** The start of the pace window, by the injectable clock. */
export function paceSince(clock: Clock): Date {
  return new Date(clock.now().getTime() - LOW_STOCK_PACE_DAYS * DAY_MS);
}

function lowStockItem(v: LowStockRow): LowStockItem {
  return {
    productId: v.product_id,
    productName: v.name,
    size: v.size,
    sku: v.sku,
    quantity: v.quantity,
    soldRecently: v.sold,
    ...stockPace(v.quantity, v.sold),
  };
}

/**
 * Low stock as the dashboard and the low-stock page show it: the sizes that sell or have units left,
 * most pressing first (a page of them), and the dormant ones apart.
 */
export function lowStockService(db: Db, clock: Clock) {
  const stock = stockRepository(db);
  return {
    async lowStock(threshold: number, limit: number, offset = 0): Promise<Omit<LowStockList, 'page' | 'totalPages'>> {
      const since = paceSince(clock);
      const [active, dormant] = await Promise.all([
        stock.lowStock(threshold, since, 'active', limit, offset),
        stock.lowStock(threshold, since, 'dormant', DORMANT_NAMED),
      ]);
      return {
        threshold,
        paceDays: LOW_STOCK_PACE_DAYS,
        items: active.rows.map(lowStockItem),
        total: active.total,
        dormant: { count: dormant.total, items: dormant.rows.map(lowStockItem) },
      };
    },
  };
}
