/**
 * The stock history under real concurrency (R3.8, R3.16): PostgreSQL, many connections. Runs when
 * TEST_DATABASE_URL is set (CI sets it).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { stockHistory } from '../../db/schema/stock-history.ts';
import { orders } from '../../db/schema/orders.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { setStock as fixtureStock } from '../../test/catalogue-fixture.ts';
import { addToCart, commerceTestApp, newShopper, startCheckout, stockOf, variantOf, type Shopper } from '../../test/commerce.ts';
import { newAdmin } from '../../test/admin.ts';
import { giveStock, setStock, takeStock, type StockCause } from './inventory-moves.ts';

describe.runIf(!!process.env.TEST_DATABASE_URL)('stock history on PostgreSQL under concurrency', () => {
  let t: AccountsTestContext;
  let staffId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await commerceTestApp();
    staffId = (await newAdmin(t.app, db())).id;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A variant's rows in the order they were written, which is the order they committed in (each held the row's lock to commit). */
  const rowsOf = (variantId: number) =>
    db().select().from(stockHistory).where(eq(stockHistory.variantId, variantId)).orderBy(asc(stockHistory.id));

  /** Each row starts where the one before ended; the last ends at the quantity; the deltas add up to the change. */
  async function consistent(variantId: number, from: number, to: number) {
    const rows = await rowsOf(variantId);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.quantityBefore).toBe(rows[i - 1]!.quantityAfter);
    expect(rows.reduce((n, r) => n + r.quantityAfter - r.quantityBefore, 0)).toBe(to - from);
    if (rows.length) {
      expect(rows[0]!.quantityBefore).toBe(from);
      expect(rows.at(-1)!.quantityAfter).toBe(to);
    }
    return rows;
  }

  it('30 shoppers racing for 8 units: 8 sales, one row each naming its order, stock 0, history adds up', async () => {
    const v = await variantOf(db(), 'linen-shirt', 'M');
    await fixtureStock(db(), v.guid, 8);
    const crowd: Shopper[] = [];
    for (let i = 0; i < 30; i += 1) {
      const s = await newShopper(t.app);
      await addToCart(t.app, s, db(), 'linen-shirt', 'M', 1);
      crowd.push(s);
    }
    const results = await Promise.all(crowd.map((s) => startCheckout(t.app, s)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(8);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(0);

    const rows = await consistent(v.id, 8, 0);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.reason === 'sale' && r.actorKind === 'customer')).toBe(true);
    const placed = await db().select({ id: orders.id, userId: orders.userId }).from(orders);
    const byId = new Map(placed.map((o) => [o.id, o.userId]));
    // Each sale names an order that exists and was placed by the customer the row names.
    for (const r of rows) expect(byId.get(r.orderId!)).toBe(r.actorUserId);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(8);
  });

  it('sales, returns and adjustments at once on one size: every committed change has its row, in order', async () => {
    const v = await variantOf(db(), 'wool-scarf', 'ONE');
    const start = v.quantity;
    const at = new Date();
    const sale: StockCause = { reason: 'sale', actor: { kind: 'system' }, at };
    const back: StockCause = { reason: 'return-restocked', actor: { kind: 'staff', userId: staffId }, at };
    const adjust: StockCause = { reason: 'adjustment', actor: { kind: 'staff', userId: staffId }, at };
    const move = { productId: 0, variantId: v.id, quantity: 1 };
    const work = Array.from({ length: 40 }, (_, i) =>
      inTransaction(db(), async (tx) => {
        if (i % 10 === 9) return setStock(tx, v.id, 6, adjust);
        if (i % 4 === 3) return giveStock(tx, [move], back);
        // A refused take changes nothing; the caller would roll back, as checkout does.
        return takeStock(tx, [move], sale);
      }),
    );
    await Promise.all(work);
    const end = await stockOf(db(), 'wool-scarf', 'ONE');
    expect(end).toBeGreaterThanOrEqual(0);
    const rows = await consistent(v.id, start, end);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.quantityAfter >= 0)).toBe(true);
  });
});
