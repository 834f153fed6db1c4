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

/** Low sizes that sell or have units left ('active'), or sold-out ones nobody bought since `since` ('dormant'). */
export type LowStockGroup = 'active' | 'dormant';

/**
 * Sizes of live products at or under the threshold, with the units sold in paid orders since
 * `since`. The order is stockPace's (stock-pace.ts) in SQL, so the page can be cut here: sold out
 * but still selling (most sold first), then by days left at the pace (quantity / sold orders the
 * same as quantity / (sold / days)), then unsold sizes with units left, fewest first.
 */
export function stockRepository(db: Db) {
  const low = (threshold: number, since: Date) => sql`
    select p.id as product_id, p.name, v.size, v.sku, v.quantity,
           coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.variant_id = v.id and o.paid_at >= ${since}
                        and o.status not in ('Cancelled', 'PendingPayment', 'PaymentFailed', 'Expired')), 0)::int as sold
      from variants v join products p on p.id = v.product_id
     where p.archived_at is null and v.quantity <= ${threshold}`;
  const groups = {
    active: {
      where: sql`where sold > 0 or quantity > 0`,
      order: sql`order by case when sold > 0 and quantity <= 0 then 0 when sold > 0 then 1 else 2 end,
                 case when sold > 0 then quantity::float / sold end asc, sold desc, quantity asc, name asc, sku asc`,
    },
    dormant: { where: sql`where sold = 0 and quantity <= 0`, order: sql`order by name asc, sku asc` },
  };
  return {
    async lowStock(
      threshold: number,
      since: Date,
      group: LowStockGroup,
      limit: number,
      offset = 0,
    ): Promise<{ rows: LowStockRow[]; total: number }> {
      const { where, order } = groups[group];
      const [rows, count] = await Promise.all([
        queryRows<LowStockRow>(db, sql`select * from (${low(threshold, since)}) s ${where} ${order} limit ${limit} offset ${offset}`),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${low(threshold, since)}) s ${where}`),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },
  };
}
