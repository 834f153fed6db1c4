import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, listItems } from '../../test/listing-fixture.ts';
import { refreshSearchIndex } from './search-repository.ts';

// Counts that never make a shopper wait (R19.6, R19.7): the total stops at 2,000, each facet
// value's count stops at 100 and says so, and every count under its cap is exact (R15.13).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    { slug: 'tote-a', name: 'Canvas Tote', category: 'Bags', gender: 'unisex', colour: 'Black', pricePence: 3000, stock: { ONE: 2 } },
    { slug: 'tote-b', name: 'Canvas Tote', category: 'Bags', gender: 'unisex', colour: 'Navy', pricePence: 3000, stock: { ONE: 2 } },
    { slug: 'tote-c', name: 'Leather Tote', category: 'Bags', gender: 'female', colour: 'Navy', pricePence: 9000, stock: { ONE: 0 } },
    { slug: 'shirt-0', name: 'Plain Shirt', category: 'Shirts', gender: 'male', colour: 'Black', pricePence: 2000, stock: { M: 1 } },
    {
      slug: 'jumper-0',
      name: 'Wool Jumper',
      category: 'Knitwear',
      gender: 'male',
      colour: 'Grey',
      pricePence: 5000,
      stock: { S: 1, M: 2 },
    },
  ]);
  // 2,100 more shirts, half black and half navy, each buyable in M.
  await t.database.db.execute(sql`
    insert into products (slug, name, gender, colour, colour_hex, price_pence, category_id)
    select 'shirt-' || g, 'Plain Shirt', 'male', case when g % 2 = 0 then 'Black' else 'Navy' end, '#222222', 2000,
      (select id from categories where slug = 'shirts')
    from generate_series(1, 2100) g`);
  await t.database.db.execute(sql`
    insert into variants (product_id, size, quantity, sku)
    select id, 'M', 1, 'SKU-' || id from products where slug like 'shirt-%' and slug <> 'shirt-0'`);
}, 120_000);
afterAll(() => t.close());

const list = (qs: string) => listItems(t.app, qs);

describe('capped counts (R19.6)', () => {
  it('stops the total at 2,000 and says so, and pages on beyond it', async () => {
    const all = await list('');
    expect(all.total).toBe(2_000);
    expect(all.totalCapped).toBe(true);
    expect(all.totalPages).toBe(Math.ceil(2_000 / all.limit));
    expect(all.items).toHaveLength(all.limit);
    // Past the counted pages a full page still offers the next one; the last page offers none.
    const deep = await list(`page=${all.totalPages + 1}`);
    expect(deep.items).toHaveLength(deep.limit);
    expect(deep.totalPages).toBe(all.totalPages + 2);
    const lastFull = Math.floor(2_105 / all.limit);
    const last = await list(`page=${lastFull + 1}`);
    expect(last.items).toHaveLength(2_105 % all.limit);
    expect(last.totalPages).toBe(lastFull + 1);
  });

  it('gives every facet value its exact count up to 100, and "100+" beyond, however large the listing', async () => {
    const { facets } = await list('');
    expect(facets.colours.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['Black', 100, true],
      ['Grey', 1, undefined],
      ['Navy', 100, true],
    ]);
    // A rare value among ten thousand products is still counted exactly (R19.7).
    expect(facets.categories.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['bags', 3, undefined],
      ['shirts', 100, true],
      ['knitwear', 1, undefined],
    ]);
    // Two totes are buyable one-size; the shirts in M are over the cap.
    expect(facets.sizes.map((s) => [s.value, s.count, s.capped])).toEqual([
      ['S', 1, undefined],
      ['M', 100, true],
    ]);
  });

  it('keeps small listings exact, with the other values of a checked facet on offer', async () => {
    const bags = await list('category=bags');
    expect(bags.total).toBe(3);
    expect(bags.totalCapped).toBe(false);
    expect(bags.facets.colours).toEqual([
      // Each shade names its family (R17.9).
      { value: 'Black', count: 1, hex: expect.any(String), family: 'black' },
      { value: 'Navy', count: 2, hex: expect.any(String), family: 'blue' },
    ]);
    const black = await list('category=bags&colour=Black');
    expect(black.total).toBe(1);
    expect(black.facets.colours.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['Black', 1, undefined],
      ['Navy', 2, undefined],
    ]);
    // Categories are counted without the category filter: over a thousand black shirts, shown as 100+.
    expect(black.facets.categories.map((c) => [c.value, c.count, c.capped])).toContainEqual(['shirts', 100, true]);
    expect(black.facets.categories.map((c) => [c.value, c.count, c.capped])).toContainEqual(['bags', 1, undefined]);
  });

  it('counts what a filter keeps, not what a sample saw: narrow filters over a large listing stay exact', async () => {
    const navyShirts = await list('colour=Navy&priceMax=25');
    // 1,050 navy shirts at £20 in M, and no tote at £25 or less: a listing that small is read at
    // once, so its own counts are exact past 100; the colours, counted without the colour filter, are not.
    expect(navyShirts.total).toBe(1_050);
    expect(navyShirts.facets.categories.map((c) => [c.value, c.count, c.capped])).toEqual([['shirts', 1_050, undefined]]);
    expect(navyShirts.facets.colours.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['Black', 100, true],
      ['Navy', 100, true],
    ]);
    const oneSize = await list('size=M&category=bags');
    expect(oneSize.total).toBe(0);
    expect(oneSize.facets.sizes.map((s) => [s.value, s.count])).toEqual([]);
  });

  it('counts categories under a size filter once per product, however many of its sizes are checked', async () => {
    // The jumper is buyable in S and M; the shirts only in M; the totes are one-size.
    const both = await list('size=S&size=M&category=knitwear');
    expect(both.total).toBe(1);
    expect(both.facets.categories.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['shirts', 100, true],
      ['knitwear', 1, undefined],
    ]);
    const small = await list('size=S&category=bags');
    expect(small.total).toBe(0);
    expect(small.facets.categories.map((c) => [c.value, c.count, c.capped])).toEqual([['knitwear', 1, undefined]]);
  });

  it('answers an unknown category with an empty listing, not a scan', async () => {
    const none = await list('category=no-such-thing');
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it('counts a colour the first matches of a large listing see over the cap as over it, and counts the others', async () => {
    // One red shirt among 2,100: the first 2,001 matches may not hold it, so it is counted on its own.
    await t.database.db.execute(sql`
      insert into products (slug, name, gender, colour, colour_hex, price_pence, category_id)
      values ('shirt-red', 'Plain Shirt', 'male', 'Red', '#aa0000', 2000, (select id from categories where slug = 'shirts'))`);
    const shirts = await list('category=shirts&gender=male');
    expect([shirts.total, shirts.totalCapped]).toEqual([2_000, true]);
    expect(shirts.facets.colours.map((c) => [c.value, c.count, c.capped, c.hex])).toEqual([
      ['Black', 100, true, expect.any(String)],
      ['Navy', 100, true, '#222222'],
      ['Red', 1, undefined, '#aa0000'],
    ]);
  });

  it('lists a search with more than 2,000 matches newest first, page by page, in any sort, with its facets as lower bounds', async () => {
    // The shirts above were written in SQL: their words are indexed as an edit would index them.
    await refreshSearchIndex(t.database.db);
    const newest = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from products where name = 'Plain Shirt' and archived_at is null order by created_at desc, id desc`,
    );
    const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id);
    for (const qs of ['search=plain%20shirt', 'search=plain%20shirt&sort=newest']) {
      const first = await list(qs);
      expect([first.total, first.totalCapped]).toEqual([2_000, true]);
      expect(ids(first)).toEqual(newest.slice(0, first.limit).map((r) => r.id));
      const third = await list(`${qs}&page=3`);
      expect(ids(third)).toEqual(newest.slice(2 * third.limit, 3 * third.limit).map((r) => r.id));
      // Past the walked pages, the page is planned for the words: the same order.
      const ninth = await list(`${qs}&page=9`);
      expect(ids(ninth)).toEqual(newest.slice(8 * ninth.limit, 9 * ninth.limit).map((r) => r.id));
      // Counted over the first 2,001 matches: at least what they say.
      expect(first.facets.colours.filter((c) => c.value !== 'Red').map((c) => [c.value, c.capped])).toEqual([
        ['Black', true],
        ['Navy', true],
      ]);
      expect(first.facets.categories.map((c) => [c.value, c.capped])).toEqual([['shirts', true]]);
    }
    // Another sort reads its page in its own order, planned for the words.
    const cheapest = await list('search=plain%20shirt&sort=price-desc&page=2');
    expect([cheapest.total, cheapest.totalCapped, cheapest.items.length]).toEqual([2_000, true, cheapest.limit]);
    expect(cheapest.items.every((i) => i.name === 'Plain Shirt')).toBe(true);
  });

  // Last: it archives the shirts.
  it('reads unfiltered pages alike once the catalogue is known to be large, and exactly again once it shrinks', async () => {
    // The first listing counted the catalogue; these pages are read with their count in one statement.
    const page = await list('sort=newest&page=3');
    const ids = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from products where archived_at is null order by created_at desc, id desc
        limit ${page.limit} offset ${2 * page.limit}`,
    );
    expect(page.items.map((i) => i.id)).toEqual(ids.map((r) => r.id));
    expect([page.total, page.totalCapped]).toEqual([2_000, true]);
    expect(page.facets.colours.map((c) => [c.value, c.count, c.capped])).toContainEqual(['Navy', 100, true]);
    const past = await list('sort=newest&page=5000');
    expect(past.items).toEqual([]);

    await t.database.db.execute(sql`update products set archived_at = now() where slug like 'shirt-%' and slug <> 'shirt-0'`);
    const shrunk = await list('sort=newest&page=1');
    expect([shrunk.total, shrunk.totalCapped]).toEqual([5, false]);
    expect(shrunk.items).toHaveLength(5);
    expect(shrunk.facets.colours.map((c) => [c.value, c.count, c.capped])).toEqual([
      ['Black', 2, undefined],
      ['Grey', 1, undefined],
      ['Navy', 2, undefined],
    ]);
  });
});
