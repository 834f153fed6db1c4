/** Checks, in SQL, what must hold in the shop's database whatever happened to the processes. */
import type pg from 'pg';

export interface StockBaseline {
  variantId: number;
  /** Units the variant had before the test's orders. */
  initial: number;
}

/**
 * Sets a variant's stock for a test and returns its baseline. Units already held by orders from
 * earlier tests on the same database count in it, so a variant drawn twice cannot show a drift
 * that is not there.
 */
export async function setStock(pool: pg.Pool, variantId: number, quantity: number): Promise<StockBaseline> {
  await pool.query('update variants set quantity = $1 where id = $2', [quantity, variantId]);
  const { rows } = await pool.query(
    `select coalesce(sum(l.quantity), 0)::int as held from order_lines l join orders o on o.id = l.order_id
      where l.variant_id = $1 and o.stock_held`,
    [variantId],
  );
  return { variantId, initial: quantity + (rows[0] as { held: number }).held };
}

/** Each query returns the offending rows; every list must be empty. */
export async function invariantViolations(pool: pg.Pool, baselines: StockBaseline[]): Promise<Record<string, unknown[]>> {
  const q = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows;
  const out: Record<string, unknown[]> = {
    negativeStock: await q('select id, quantity from variants where quantity < 0'),
    // No half-written order: lines, a first event, totals that add up.
    orderWithoutLines: await q('select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)'),
    orderWithoutEvents: await q('select o.id from orders o where not exists (select 1 from order_events e where e.order_id = o.id)'),
    totalsDisagree: await q(
      `select o.id from orders o join (select order_id, sum(line_total_pence) s, sum(discount_pence) d from order_lines group by order_id) l on l.order_id = o.id
       where o.items_pence <> l.s or o.discount_pence <> l.d or o.total_pence <> o.items_pence - o.discount_pence + o.shipping_pence`,
    ),
    // A discount use is counted once per paid order, and only while its order holds or used it.
    paidCodeNotCounted: await q(
      `select o.id from orders o where o.discount_code_id is not null and o.paid_at is not null and o.status <> 'CancelRequested'
         and not exists (select 1 from discount_redemptions r where r.order_id = o.id and r.status = 'used')`,
    ),
    useWithoutOrder: await q(
      `select r.order_id from discount_redemptions r join orders o on o.id = r.order_id
        where (r.status = 'used' and o.paid_at is null) or (r.status = 'held' and o.status <> 'PendingPayment')`,
    ),
    codeOverLimit: await q(
      `select c.code from discount_codes c where c.usage_limit is not null
         and (select count(*) from discount_redemptions r where r.discount_code_id = c.id) > c.usage_limit`,
    ),
    // Gift cards and store credit (R23.3): never below zero, every change in the ledger, a hold
    // live only while its checkout is, spent only by a paid order and by what the order says.
    balanceNegative: await q('select id, balance_pence from balance_accounts where balance_pence < 0'),
    balanceDrift: await q(
      `select a.id, a.balance_pence, coalesce(sum(e.amount_pence), 0)::int entries from balance_accounts a
         left join balance_entries e on e.account_id = a.id group by a.id having a.balance_pence <> coalesce(sum(e.amount_pence), 0)`,
    ),
    holdOfEndedCheckout: await q(
      `select h.order_id from balance_holds h join orders o on o.id = h.order_id where h.status = 'held' and o.status <> 'PendingPayment'`,
    ),
    balanceSpentUnpaid: await q(
      `select h.order_id from balance_holds h join orders o on o.id = h.order_id where h.status = 'captured' and o.paid_at is null`,
    ),
    balancePaidDisagrees: await q(
      `select o.id from orders o where o.paid_at is not null and o.status <> 'CancelRequested'
         and o.balance_paid_pence <> (select coalesce(sum(h.amount_pence), 0) from balance_holds h where h.order_id = o.id and h.status = 'captured')`,
    ),
    pendingWithoutExpiry: await q(`select id from orders where status = 'PendingPayment' and reservation_expires_at is null`),
    // No paid order lost: every payment the provider took belongs to a paid order.
    paidAtProviderNotInShop: await q(
      `select s.id, o.status from payment_sessions s join orders o on o.id = s.order_id
       where s.status = 'complete' and (o.paid_at is null or o.status in ('PendingPayment', 'Expired', 'PaymentFailed'))`,
    ),
    paidWithoutPayment: await q(
      `select o.id from orders o where o.paid_at is not null and not exists (select 1 from payment_sessions s where s.order_id = o.id and s.status = 'complete')`,
    ),
    // Paid once: a single move out of PendingPayment per order.
    paidTwice: await q(
      `select order_id, count(*) from order_events where from_status = 'PendingPayment' and to_status = 'Waiting' group by order_id having count(*) > 1`,
    ),
    // Sold or reserved units plus what is left equals what there was: nothing lost, nothing counted twice.
    stockDrift: [],
  };
  for (const b of baselines) {
    const [row] = await q(
      `select v.quantity, coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id where l.variant_id = v.id and o.stock_held), 0)::int as held
       from variants v where v.id = $1`,
      [b.variantId],
    );
    if (!row || row.quantity + row.held !== b.initial) out.stockDrift!.push({ variantId: b.variantId, initial: b.initial, ...row });
  }
  return out;
}

/** Keeps only the failing checks, so a test failure names them. */
export function failing(v: Record<string, unknown[]>): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(v).filter(([, rows]) => rows.length > 0));
}
