import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import { products, variants } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// products.sizes_in_stock follows every write to variants (migration 0007), whatever code makes
// it, so the size filter and facet (R15.13, R19.6) see what can be bought.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    { slug: 'oxford', name: 'Oxford Shirt', category: 'Shirts', gender: 'male', colour: 'White', pricePence: 5000, stock: { M: 1, L: 0 } },
  ]);
});
afterAll(() => t.close());

const sizes = async () => {
  const [row] = await t.database.db.select({ s: products.sizesInStock }).from(products).where(eq(products.slug, 'oxford'));
  return [...row!.s].sort();
};
const setQuantity = (size: string, quantity: number) =>
  t.database.db.execute(sql`update variants set quantity = ${quantity} where size = ${size} and sku like 'OXFORD-%'`);
const found = async (size: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/item?size=${size}` })).json() as ItemListResponse).items.map((i) => i.slug);

describe('sizes in stock', () => {
  it('follows stock coming in, selling out, and variants added and removed', async () => {
    expect(await sizes()).toEqual(['M']);
    await setQuantity('L', 2);
    expect(await sizes()).toEqual(['L', 'M']);
    expect(await found('L')).toEqual(['oxford']);
    await setQuantity('M', 0);
    expect(await sizes()).toEqual(['L']);
    expect(await found('M')).toEqual([]);
    await setQuantity('L', 1);
    expect(await sizes()).toEqual(['L']);
    const [product] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'oxford'));
    await t.database.db.insert(variants).values({ productId: product!.id, size: 'S', quantity: 4, sku: 'OXFORD-S' });
    expect(await sizes()).toEqual(['L', 'S']);
    await t.database.db.delete(variants).where(eq(variants.sku, 'OXFORD-L'));
    expect(await sizes()).toEqual(['S']);
  });
});
