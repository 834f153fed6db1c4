import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, listItems } from '../../test/listing-fixture.ts';

// R15.16 on a listing too large to read at once (R19.6): its pages are read in index order, and
// each style still shows once, as the colour that comes first in the sort.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertCatalogue(t.database.db, [
    { slug: 'shirt-0', name: 'Plain Shirt 0', category: 'Shirts', gender: 'male', colour: 'Black', pricePence: 2000, stock: { M: 1 } },
  ]);
  // 2,100 shirts in 700 styles of three colours; within a style the newer colour costs more.
  await t.database.db.execute(sql`
    insert into products (slug, name, gender, colour, colour_hex, price_pence, category_id, style_key, created_at)
    select 'shirt-' || g, 'Plain Shirt ' || (g % 700), 'male', (array['Black', 'Navy', 'White'])[1 + g / 700 % 3], '#222222',
      2000 + g, (select id from categories where slug = 'shirts'), 'style-' || (g % 700), timestamptz '2026-01-01' + g * interval '1 minute'
    from generate_series(1, 2100) g`);
  await t.database.db.execute(sql`
    insert into variants (product_id, size, quantity, sku)
    select id, 'M', 1, 'SKU-' || id from products where slug like 'shirt-%' and slug <> 'shirt-0'`);
}, 120_000);
afterAll(() => t.close());

describe('one card per style on a large listing (R15.16)', () => {
  it('pages styles newest first, each in its newest colour', async () => {
    const [one, two] = [await listItems(t.app, 'limit=24'), await listItems(t.app, 'limit=24&page=2')];
    const items = [...one.items, ...two.items];
    expect(new Set(items.map((i) => i.name)).size).toBe(48);
    // Shirts 2100 down to 2053 are the newest of their styles (styles 0 and 699 down to 653).
    expect(items.map((i) => i.slug)).toEqual(Array.from({ length: 48 }, (_, k) => `shirt-${2100 - k}`));
    expect(items.every((i) => i.siblings.length === 2)).toBe(true);
  });

  it('takes each style at its cheapest colour for price ascending, and filters before choosing', async () => {
    const cheap = await listItems(t.app, 'sort=price-asc&limit=24&category=shirts');
    expect(cheap.items.slice(1).map((i) => i.slug)).toEqual(Array.from({ length: 23 }, (_, k) => `shirt-${k + 1}`));
    const navy = await listItems(t.app, 'colour=Navy&limit=24');
    expect(navy.items.every((i) => i.colour === 'Navy')).toBe(true);
    expect(new Set(navy.items.map((i) => i.name)).size).toBe(24);
  });
});
