import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue.ts';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';
import { newAdmin } from '../../test/admin.ts';

// The admin product list's orders and filters (R22.14), on a category of its own so the shop's
// other products do not get in the way.

let t: AccountsTestContext;
let admin: Shopper;
let category: number;

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/products?${query}`, headers: admin.headers });
const slugs = async (query: string) => {
  const res = await get(`category=${category}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().products as Array<{ slug: string }>).map((p) => p.slug);
};

beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  // Alpha is sold out, bravo (lower case on purpose) has 2 units, Charlie 15, delta 40.
  const made = await insertCatalogueFixture(t.database.db, [
    { slug: 'list-alpha', name: 'Alpha Coat', pricePence: 1000, stock: { M: 0 } },
    { slug: 'list-bravo', name: 'bravo Scarf', pricePence: 3000, stock: { M: 2, L: 0 } },
    { slug: 'list-charlie', name: 'Charlie Shirt', pricePence: 2000, stock: { M: 10, L: 5 } },
    { slug: 'list-delta', name: 'Delta Jumper', pricePence: 4500, stock: { S: 20, M: 20 } },
  ]);
  const [row] = await t.database.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, made['list-alpha']!.id));
  category = row!.categoryId;
  // Changed on different days: charlie most recently, then alpha, delta, bravo.
  const days = { 'list-charlie': '2026-11-20', 'list-alpha': '2026-11-18', 'list-delta': '2026-11-10', 'list-bravo': '2026-11-01' };
  for (const [slug, day] of Object.entries(days))
    await t.database.db
      .update(products)
      .set({ updatedAt: new Date(`${day}T10:00:00Z`) })
      .where(eq(products.slug, slug));
});
afterAll(() => t.close());

describe('admin product list: sort (R22.14)', () => {
  it('sorts by the latest change first unless asked otherwise', async () => {
    expect(await slugs('')).toEqual(['list-charlie', 'list-alpha', 'list-delta', 'list-bravo']);
    expect(await slugs('sort=updated-desc')).toEqual(['list-charlie', 'list-alpha', 'list-delta', 'list-bravo']);
    expect(await slugs('sort=updated-asc')).toEqual(['list-bravo', 'list-delta', 'list-alpha', 'list-charlie']);
  });

  it('sorts by name whatever the capitals, by price and by units in stock, both ways', async () => {
    expect(await slugs('sort=name-asc')).toEqual(['list-alpha', 'list-bravo', 'list-charlie', 'list-delta']);
    expect(await slugs('sort=name-desc')).toEqual(['list-delta', 'list-charlie', 'list-bravo', 'list-alpha']);
    expect(await slugs('sort=price-asc')).toEqual(['list-alpha', 'list-charlie', 'list-bravo', 'list-delta']);
    expect(await slugs('sort=price-desc')).toEqual(['list-delta', 'list-bravo', 'list-charlie', 'list-alpha']);
    expect(await slugs('sort=stock-asc')).toEqual(['list-alpha', 'list-bravo', 'list-charlie', 'list-delta']);
    expect(await slugs('sort=stock-desc')).toEqual(['list-delta', 'list-charlie', 'list-bravo', 'list-alpha']);
    const row = (await get(`category=${category}&sort=stock-asc`)).json().products[2];
    expect(row).toMatchObject({ slug: 'list-charlie', stockTotal: 15, pricePence: 2000, updatedAt: '2026-11-20T10:00:00.000Z' });
  });

  it('keeps the order and the filters across pages', async () => {
    // 30 products of one price band in a category of their own: two pages of 25.
    const many = await insertCatalogueFixture(
      t.database.db,
      Array.from({ length: 30 }, (_, i) => ({ slug: `page-item-${i}`, pricePence: 5000 + ((i * 7) % 30) * 10, stock: { M: i % 3 } })),
    );
    const [row] = await t.database.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, many['page-item-0']!.id));
    const categoryId = row!.categoryId;
    const page = async (n: number) => {
      const body = (await get(`category=${categoryId}&sort=price-desc&stock=in-stock&page=${n}`)).json();
      return body as { products: Array<{ slug: string; pricePence: number; stockTotal: number }>; total: number; totalPages: number };
    };
    const [one, two] = [await page(1), await page(2)];
    expect(one).toMatchObject({ total: 20, totalPages: 1 });
    expect(two.products).toEqual([]);
    const all = one.products;
    expect(all.every((p) => p.stockTotal > 0)).toBe(true);
    expect(all.map((p) => p.pricePence)).toEqual([...all.map((p) => p.pricePence)].sort((a, b) => b - a));

    const unfiltered = async (n: number) => (await get(`category=${categoryId}&sort=price-asc&page=${n}`)).json();
    const [first, second] = [await unfiltered(1), await unfiltered(2)];
    expect(first).toMatchObject({ total: 30, totalPages: 2 });
    expect(first.products).toHaveLength(25);
    const joined = [...first.products, ...second.products] as Array<{ slug: string; pricePence: number }>;
    expect(new Set(joined.map((p) => p.slug)).size).toBe(30);
    expect(joined.map((p) => p.pricePence)).toEqual([...joined.map((p) => p.pricePence)].sort((a, b) => a - b));
  });
});

describe('admin product list: filters (R22.14)', () => {
  it('filters by stock: in stock, low (at most the owner’s threshold), sold out', async () => {
    expect(await slugs('stock=sold-out')).toEqual(['list-alpha']);
    expect(await slugs('stock=low&sort=name-asc')).toEqual(['list-bravo']);
    expect(await slugs('stock=in-stock&sort=name-asc')).toEqual(['list-bravo', 'list-charlie', 'list-delta']);
    expect((await get(`category=${category}&stock=low`)).json().lowStockThreshold).toBe(3);

    // The owner raises the threshold: Charlie's 15 units are now low too.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: { lowStockThreshold: 15 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(await slugs('stock=low&sort=name-asc')).toEqual(['list-bravo', 'list-charlie']);
    expect((await get(`category=${category}&stock=low`)).json().lowStockThreshold).toBe(15);
  });

  it('filters by a price range in pence, both ends included, with the other filters', async () => {
    expect(await slugs('minPricePence=2000&maxPricePence=3000&sort=price-asc')).toEqual(['list-charlie', 'list-bravo']);
    expect(await slugs('minPricePence=3000&sort=price-asc')).toEqual(['list-bravo', 'list-delta']);
    expect(await slugs('maxPricePence=1999')).toEqual(['list-alpha']);
    expect(await slugs('minPricePence=1000&maxPricePence=4500&stock=in-stock&search=scarf')).toEqual(['list-bravo']);
    const counted = (await get(`category=${category}&minPricePence=2000`)).json();
    expect(counted).toMatchObject({ total: 3, page: 1, totalPages: 1 });
  });

  it('answers 400 to a bad sort, stock filter or price, naming it', async () => {
    for (const query of [
      'sort=cheapest',
      'sort=price',
      'stock=some',
      'minPricePence=-1',
      'minPricePence=ten',
      'maxPricePence=12.5',
      'minPricePence=5000&maxPricePence=1000',
      'page=0',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await get('minPricePence=5000&maxPricePence=1000')).json().message).toContain('The highest price cannot be below the lowest.');
    expect((await get('stock=some')).json().message).toContain('Stock must be one of in-stock, low, sold-out.');
  });
});
