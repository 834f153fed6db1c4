import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ItemListResponse, ALL_SIZES } from '@atelier/contract/catalogue';
import { queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { sizeMask } from '../../db/sizes.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// The columns the listings are counted from (migration 0011, R19.7): size bits that agree with
// the contract's size order, and size facet rows that follow the product whatever changes it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    { slug: 'oxford', name: 'Oxford Shirt', category: 'Shirts', gender: 'male', colour: 'White', pricePence: 5000, stock: { M: 1, L: 2 } },
  ]);
});
afterAll(() => t.close());

const facetRows = () =>
  queryRows<{ size: string; price_pence: number; colour: string; on_sale: boolean }>(
    t.database.db,
    sql`select f.size, f.price_pence, f.colour, f.on_sale from product_size_facets f join products p on p.id = f.product_id
        where p.slug = 'oxford' order by f.size`,
  );
const sizeFacet = async (qs = '') =>
  ((await t.app.inject({ method: 'GET', url: `/api/item?category=shirts${qs}` })).json() as ItemListResponse).facets.sizes;

describe('listing facet columns', () => {
  it('gives every size the bit the API tests it with', async () => {
    // A bigint since jeans came in waist and leg (migration 0040): read as text, every bit kept.
    const maskOf = async (sizes: string) =>
      BigInt((await queryRows<{ mask: string }>(t.database.db, sql`select atelier_size_mask(${sizes}::text[])::text as mask`))[0]!.mask);
    for (const size of ALL_SIZES) expect(await maskOf(`{"${size}"}`), size).toBe(sizeMask([size]));
    expect(await maskOf('{M,L,M,NOPE}')).toBe(sizeMask(['M', 'L']));
    expect(await maskOf('{"W40 L34",ONE}')).toBe(sizeMask(['W40 L34', 'ONE']));
    expect(sizeMask(['ONE'])).toBe(1n << 40n);
    const [row] = await t.database.db.select({ mask: products.sizesMask }).from(products).where(eq(products.slug, 'oxford'));
    expect(BigInt(row!.mask!)).toBe(sizeMask(['M', 'L']));
  });

  it('keeps one size facet row per size in stock, following sales, prices and archiving', async () => {
    expect((await facetRows()).map((r) => r.size)).toEqual(['L', 'M']);
    await t.database.db.execute(sql`update variants set quantity = 0 where size = 'M' and sku like 'OXFORD-%'`);
    expect((await facetRows()).map((r) => r.size)).toEqual(['L']);
    expect(await sizeFacet()).toEqual([{ value: 'L', count: 1 }]);
    await t.database.db.execute(sql`update products set price_pence = 4500, colour = 'Blue' where slug = 'oxford'`);
    expect(await facetRows()).toEqual([{ size: 'L', price_pence: 4500, colour: 'Blue', on_sale: true }]);
    expect(await sizeFacet('&priceMax=44')).toEqual([]);
    await t.database.db.execute(sql`update products set on_sale = false where slug = 'oxford'`);
    expect(await sizeFacet('&isStock=true')).toEqual([]);
    await t.database.db.execute(sql`update products set archived_at = now() where slug = 'oxford'`);
    expect(await facetRows()).toEqual([]);
    await t.database.db.execute(sql`update products set archived_at = null, on_sale = true where slug = 'oxford'`);
    expect(await sizeFacet()).toEqual([{ value: 'L', count: 1 }]);
  });
});
