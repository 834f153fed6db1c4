import { sql } from 'drizzle-orm';
import { DASHBOARD_DAYS, type DashboardResponse, type LowStockItem, type LowStockList } from '@atelier/contract/admin';
import { ADMIN_PAGE_SIZE, adminPaging, adminPageOffset } from '@atelier/contract/admin-catalogue';
import { statusLabel, UNPAID_STATUSES } from '@atelier/contract/order-status';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SettingsService } from '../settings/service.ts';
import { stockRepository, type LowStockRow } from './stock-repository.ts';

const ZONE = 'Europe/London';
const UNPAID = sql.raw(`(${UNPAID_STATUSES.map((s) => `'${s}'`).join(',')})`);

/** The UK calendar day of an instant, 'YYYY-MM-DD'. */
export function ukDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The n UK days ending with `last`, oldest first. */
function daysEnding(last: string, n: number): string[] {
  const end = new Date(`${last}T12:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

const DAY_MS = 86_400_000;
/** Low stock is judged by the last 30 days of sales. */
const SALES_DAYS = 30;

function lowStockItem(v: LowStockRow): LowStockItem {
  return {
    productId: v.product_id,
    productName: v.name,
    size: v.size,
    sku: v.sku,
    quantity: v.quantity,
    soldLast30Days: v.sold,
    daysLeft: v.sold > 0 ? Math.floor((v.quantity * SALES_DAYS) / v.sold) : null,
  };
}

/**
 * Orders and revenue by UK day. An order counts on the day it was paid; revenue is what the shop
 * keeps: a cancelled order nothing, a refunded one its shipping (the items go back).
 */
export function dashboardService(db: Db, clock: Clock, settings: SettingsService) {
  const stock = stockRepository(db);
  const since = () => new Date(clock.now().getTime() - SALES_DAYS * DAY_MS);
  return {
    /** Every size at or under the owner's threshold, soonest to run out first (R22.2). */
    async lowStock(page: number): Promise<LowStockList> {
      const threshold = (await settings.current()).inventory.lowStockThreshold;
      const { rows, total } = await stock.lowStock(threshold, since(), ADMIN_PAGE_SIZE, adminPageOffset(page));
      return { threshold, items: rows.map(lowStockItem), ...adminPaging(page, total) };
    },

    async summary(): Promise<DashboardResponse> {
      const today = ukDay(clock.now());
      const days = daysEnding(today, DASHBOARD_DAYS);
      const first = days[0]!;
      const threshold = (await settings.current()).inventory.lowStockThreshold;
      const [daily, pending, pendingList, lowStock, toShip] = await Promise.all([
        queryRows<{ day: string; orders: number; revenue: number }>(
          db,
          sql`select to_char((paid_at at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as orders,
                     coalesce(sum(case status when 'Cancelled' then 0 when 'Refunded' then shipping_pence else total_pence end), 0)::int as revenue
                from orders
               where paid_at is not null and status not in ${UNPAID}
                 and (paid_at at time zone ${ZONE})::date >= ${first}::date
               group by 1`,
        ),
        queryRows<{ cancels: number; refunds: number }>(
          db,
          sql`select count(*) filter (where status = 'CancelRequested')::int as cancels,
                     count(*) filter (where status = 'RefundRequested')::int as refunds
                from orders where status in ('CancelRequested', 'RefundRequested')`,
        ),
        queryRows<{ guid: string; order_number: string; status: string; email: string; at: Date | string }>(
          db,
          sql`select o.guid, o.order_number, o.status, u.email,
                     (select max(e.created_at) from order_events e where e.order_id = o.id) as at
                from orders o join users u on u.id = o.user_id
               where o.status in ('CancelRequested', 'RefundRequested')
               order by at asc limit 20`,
        ),
        stock.lowStock(threshold, since(), 10),
        queryRows<{ guid: string; order_number: string; status: string; email: string; paid_at: Date | string; items: number; n: number }>(
          db,
          sql`select o.guid, o.order_number, o.status, u.email, o.paid_at,
                     (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
                     count(*) over ()::int as n
                from orders o join users u on u.id = o.user_id
               where o.status in ('Waiting', 'Processing') and o.paid_at is not null
               order by o.paid_at asc, o.id asc limit 20`,
        ),
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
          cancelRequests: pending[0]?.cancels ?? 0,
          refundRequests: pending[0]?.refunds ?? 0,
          orders: pendingList.map((o) => ({
            orderGuid: o.guid,
            orderNumber: o.order_number,
            status: o.status,
            statusLabel: statusLabel(o.status),
            customerEmail: o.email,
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
          })),
        },
        lowStockThreshold: threshold,
        lowStockCount: lowStock.total,
        lowStock: lowStock.rows.map(lowStockItem),
      };
    },
  };
}
