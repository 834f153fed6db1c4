import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface LowStockRow {
  product_id: number;
  name: string;
  size: string;
  sku: string;
  quantity: number;
  sold: number;
}

/**
 * Sizes of live products at or under the threshold, with the units sold over the last 30 days, the
 * soonest to run out first: sold out, then by days of stock left at that pace, then unsold ones.
 */
export function stockRepository(db: Db) {
  const low = (threshold: number, since: Date) => sql`
    select p.id as product_id, p.name, v.size, v.sku, v.quantity,
           coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.variant_id = v.id and o.paid_at >= ${since}
                        and o.status not in ('Cancelled', 'PendingPayment', 'PaymentFailed', 'Expired')), 0)::int as sold
      from variants v join products p on p.id = v.product_id
     where p.archived_at is null and v.quantity <= ${threshold}`;
  const soonest = sql`order by (quantity > 0), case when sold > 0 then quantity::float / sold end asc nulls last, quantity asc, name asc, sku asc`;
  return {
    async lowStock(threshold: number, since: Date, limit: number, offset = 0): Promise<{ rows: LowStockRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        queryRows<LowStockRow>(db, sql`select * from (${low(threshold, since)}) s ${soonest} limit ${limit} offset ${offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${low(threshold, since)}) s`),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },
  };
}
