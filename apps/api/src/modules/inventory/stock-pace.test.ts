import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, type Shopper } from '../../test/commerce.ts';
import { stockPace } from './stock-pace.ts';

const DAY = 86_400_000;
/** The fixture's products by name (the fixture names them after their slugs). */
const OURS = /^(dead coat \d+|old hit|wanted|fast|steady|quiet)$/;
type Item = { productName: string; state: string; daysLeft: number | null; soldRecently: number; quantity: number };
const ours = (items: Item[]) => items.filter((v) => OURS.test(v.productName));
let t: AccountsTestContext;
let admin: Shopper;

async function paid(slug: string, size: string, count: number) {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, t.database.db, slug, size, count);
  await payOnTestPage(t.app, (await checkoutOk(t.app, shopper)).id);
}

beforeAll(async () => {
  t = await commerceTestApp();
  // Many sold-out sizes nobody buys, and a few that sell at different paces.
  const dead = Array.from({ length: 12 }, (_, i) => ({ slug: `dead-coat-${i}`, pricePence: 5000, stock: { S: 0, M: 0, L: 0 } }));
  await insertCatalogueFixture(t.database.db, [
    ...dead,
    { slug: 'old-hit', pricePence: 5000, stock: { M: 2 } },
    { slug: 'wanted', pricePence: 5000, stock: { M: 1 } },
    { slug: 'fast', pricePence: 5000, stock: { M: 6 } },
    { slug: 'steady', pricePence: 5000, stock: { M: 5 } },
    { slug: 'quiet', pricePence: 5000, stock: { M: 2 } },
  ]);
  // Sold out five weeks ago, outside the pace window: dormant now.
  await paid('old-hit', 'M', 2);
  t.clock.advance(35 * DAY);
  await paid('wanted', 'M', 1); // sold out now, and selling: urgent
  await paid('fast', 'M', 4); // 2 left at 4 in 28 days: 14 days
  await paid('steady', 'M', 2); // 3 left at 2 in 28 days: 42 days
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('stock pace (R22.2)', () => {
  it('gives the pace per day, whole days left and the state', () => {
    expect(stockPace(3, 2)).toEqual({ pacePerDay: 2 / 28, daysLeft: 42, state: 'selling' });
    expect(stockPace(0, 5)).toEqual({ pacePerDay: 5 / 28, daysLeft: 0, state: 'urgent' });
    expect(stockPace(2, 0)).toEqual({ pacePerDay: 0, daysLeft: null, state: 'slow' });
    expect(stockPace(0, 0)).toEqual({ pacePerDay: 0, daysLeft: null, state: 'dormant' });
  });
});

describe('low stock led by what sells (R22.2)', () => {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('puts a sold-out size that still sells first, then the selling ones by days left, then unsold ones', async () => {
    const list = await get('/api/admin/low-stock');
    expect(list.paceDays).toBe(28);
    const items = ours(list.items);
    expect(items.map((v) => [v.productName, v.state, v.daysLeft])).toEqual([
      ['wanted', 'urgent', 0],
      ['fast', 'selling', 14],
      ['steady', 'selling', 42],
      ['quiet', 'slow', null],
    ]);
    // The shop's own low sizes sort by the same rule around them.
    const states = list.items.map((v: Item) => ['urgent', 'selling', 'slow'].indexOf(v.state));
    expect(states).toEqual([...states].sort((a: number, b: number) => a - b));
    expect(states).not.toContain(-1);
  });

  it('keeps sold-out sizes with no recent sales apart, counted and named', async () => {
    const list = await get('/api/admin/low-stock');
    const dormant = ours(list.dormant.items);
    expect(dormant).toHaveLength(37);
    expect(dormant.every((v) => v.state === 'dormant' && v.quantity === 0 && v.soldRecently === 0)).toBe(true);
    expect(dormant.map((v) => v.productName)).toContain('old hit');
    expect(list.dormant.count).toBeGreaterThanOrEqual(37);
    expect(ours(list.items).map((v) => v.productName)).not.toContain('old hit');
  });

  it('gives the dashboard the same most pressing sizes and the dormant count', async () => {
    const [dash, list] = [await get('/api/admin/dashboard'), await get('/api/admin/low-stock')];
    expect(dash.lowStock).toEqual(list.items.slice(0, 10));
    expect(dash.lowStockCount).toBe(list.total);
    expect(dash.lowStockDormant).toBe(list.dormant.count);
  });
});
