import { DASHBOARD_DAYS, type DashboardResponse, type LowStockList } from '@atelier/contract/shared';
import { ADMIN_PAGE_SIZE, adminPaging, adminPageOffset } from '@atelier/contract/catalogue';
import { addBusinessDays, statusLabel } from '@atelier/contract/orders';
import { DELIVERY_LABELS } from '@atelier/contract/checkout';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SettingsService } from '../settings/service.ts';
import { dashboardRepository } from './dashboard-repository.ts';
import { lowStockService } from '../inventory/stock-pace.ts';
import { balanceRepository } from '../balances/repository.ts';

const ZONE = 'Europe/London';

/** The UK calendar day of an instant, 'YYYY-MM-DD'. */
export function ukDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The n UK days ending with `last`, oldest first. */
function daysEnding(last: string, n: number): string[] {
  const end = new Date(`${last}T12:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * What to do next and how sales go (R22.2): orders to ship, the customers' requests waiting for the
 * owner (cancellations, whole-order refunds, item returns), low stock, and orders and revenue by UK
 * day of payment.
 */
export function dashboardService(db: Db, clock: Clock, settings: SettingsService) {
  const stock = lowStockService(db, clock);
  const repo = dashboardRepository(db);
  return {
    /** Every size at or under the owner's threshold, most pressing first, dormant ones apart (R22.2). */
    async lowStock(page: number): Promise<LowStockList> {
      const threshold = (await settings.current()).inventory.lowStockThreshold;
      const low = await stock.lowStock(threshold, ADMIN_PAGE_SIZE, adminPageOffset(page));
      return { ...low, ...adminPaging(page, low.total) };
    },

    async summary(): Promise<DashboardResponse> {
      const today = ukDay(clock.now());
      const days = daysEnding(today, DASHBOARD_DAYS);
      const first = days[0]!;
      const threshold = (await settings.current()).inventory.lowStockThreshold;
      const [daily, counts, waiting, lowStock, toShip, liability] = await Promise.all([
        repo.daily(first),
        repo.waitingCounts(),
        repo.waiting(20),
        stock.lowStock(threshold, 10),
        repo.toShip(20, addBusinessDays(today, 1)),
        balanceRepository(db).liability(clock.now()),
      ]);
      const byDay = new Map(daily.map((d) => [d.day, d]));
      const series = days.map((date) => ({ date, orders: byDay.get(date)?.orders ?? 0, revenuePence: byDay.get(date)?.revenue ?? 0 }));
      const sum = (xs: typeof series) => ({
        orders: xs.reduce((n, d) => n + d.orders, 0),
        revenuePence: xs.reduce((n, d) => n + d.revenuePence, 0),
      });
      return {
        today: sum(series.slice(-1)),
        last30Days: sum(series),
        daily: series,
        pending: {
          cancelRequests: counts.cancels,
          refundRequests: counts.refunds,
          returnRequests: counts.returns,
          orders: waiting.map((o) => ({
            orderGuid: o.guid,
            orderNumber: o.order_number,
            status: o.status,
            statusLabel: statusLabel(o.status),
            customerEmail: o.email,
            kind: o.kind,
            items: o.items,
            at: new Date(o.at).toISOString(),
          })),
        },
        toShip: {
          count: toShip[0]?.n ?? 0,
          orders: toShip.map((o) => ({
            orderGuid: o.guid,
            orderNumber: o.order_number,
            status: o.status,
            statusLabel: statusLabel(o.status),
            customerEmail: o.email,
            paidAt: new Date(o.paid_at).toISOString(),
            items: o.items,
            deliveryMethod: o.delivery_method,
            deliveryLabel: DELIVERY_LABELS[o.delivery_method],
            dueOutToday: o.due,
          })),
        },
        lowStockThreshold: threshold,
        lowStockPaceDays: lowStock.paceDays,
        lowStockCount: lowStock.total,
        lowStock: lowStock.items,
        lowStockDormant: lowStock.dormant.count,
        giftCardLiabilityPence: liability,
      };
    },
  };
}
