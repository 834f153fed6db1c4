import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// Counts that never make a shopper wait (R19.6): the total stops at 10,000, facet counts look at
// 2,000 products at most and say so, and small listings keep exact counts (R15.13).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    { slug: 'tote-a', name: 'Canvas Tote', category: 'Bags', gender: 'unisex', colour: 'Black', pricePence: 3000, stock: { ONE: 2 } },
    { slug: 'tote-b', name: 'Canvas Tote', category: 'Bags', gender: 'unisex', colour: 'Navy', pricePence: 3000, stock: { ONE: 2 } },
    { slug: 'tote-c', name: 'Leather Tote', category: 'Bags', gender: 'female', colour: 'Navy', pricePence: 9000, stock: { ONE: 0 } },
    { slug: 'shirt-0', name: 'Plain Shirt', category: 'Shirts', gender: 'male', colour: 'Black', pricePence: 2000, stock: { M: 1 } },
  ]);
  // Ten thousand more shirts, half black and half navy, each buyable in M.
  await t.database.db.execute(sql`
    insert into products (slug, name, gender, colour, colour_hex, price_pence, category_id)
    select 'shirt-' || g, 'Plain Shirt', 'male', case when g % 2 = 0 then 'Black' else 'Navy' end, '#222222', 2000,
      (select id from categories where slug = 'shirts')
    from generate_series(1, 10050) g`);
  await t.database.db.execute(sql`
    insert into variants (product_id, size, quantity, sku)
    select id, 'M', 1, 'SKU-' || id from products where slug like 'shirt-%' and slug <> 'shirt-0'`);
}, 120_000);
afterAll(() => t.close());

const list = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/item?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemListResponse;
};

describe('capped counts (R19.6)', () => {
  it('stops the total at 10,000 and says so', async () => {
    const all = await list('');
    expect(all.total).toBe(10_000);
    expect(all.totalCapped).toBe(true);
    expect(all.totalPages).toBe(Math.ceil(10_000 / all.limit));
    expect(all.items).toHaveLength(all.limit);
  });

  it('marks facet counts of a large listing as lower bounds, never more than it looked at', async () => {
    const { facets } = await list('');
    expect(facets.colours.map((c) => c.value)).toEqual(['Black', 'Navy']);
    for (const facet of [facets.colours, facets.categories, facets.sizes]) {
      expect(facet.every((v) => v.capped === true)).toBe(true);
      expect(facet.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(2_001);
    }
  });

  it('keeps small listings exact, with the other values of a checked facet on offer', async () => {
    const bags = await list('category=bags');
    expect(bags.total).toBe(3);
    expect(bags.totalCapped).toBe(false);
    expect(bags.facets.colours).toEqual([
      { value: 'Black', count: 1, hex: expect.any(String) },
      { value: 'Navy', count: 2, hex: expect.any(String) },
    ]);
    const black = await list('category=bags&colour=Black');
    expect(black.total).toBe(1);
    expect(black.facets.colours.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['Black', 1, undefined],
      ['Navy', 2, undefined],
    ]);
    // Categories are counted without the category filter: over five thousand black shirts, so
    // that facet looked at the newest 2,000 products and says its counts are lower bounds.
    expect(black.facets.categories.every((c) => c.capped === true)).toBe(true);
    expect(black.facets.categories.find((c) => c.value === 'shirts')!.count).toBeGreaterThan(1_900);
  });

  it('answers an unknown category with an empty listing, not a scan', async () => {
    const none = await list('category=no-such-thing');
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });
});
