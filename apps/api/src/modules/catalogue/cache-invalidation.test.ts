import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FormattedItem, ItemListResponse } from '@atelier/contract/catalogue';
import { products } from '../../db/schema/catalogue.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, type Shopper } from '../../test/commerce.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// The shop of test/commerce.ts (linen-shirt S5 M5 L1, wool-scarf ONE 10, silk-dress M3,
// canvas-tote ONE 0), plus one style in two colours, with the answer cache on (R15.9).
let t: AccountsTestContext;
let admin: Shopper;

beforeAll(async () => {
  t = await commerceTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '300' });
  await insertCatalogue(t.database.db, [
    {
      slug: 'rib-jumper-rust',
      name: 'Rib Jumper',
      category: 'Knitwear',
      gender: 'unisex',
      colour: 'Rust',
      pricePence: 6500,
      stock: { M: 1 },
      styleKey: 'rib-jumper',
    },
    {
      slug: 'rib-jumper-moss',
      name: 'Rib Jumper',
      category: 'Knitwear',
      gender: 'unisex',
      colour: 'Moss',
      pricePence: 6500,
      stock: { M: 4 },
      styleKey: 'rib-jumper',
    },
  ]);
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** One GET and whether the cache answered it from memory (no computation, so no query). */
async function served<T>(url: string): Promise<{ body: T; fromMemory: boolean }> {
  const before = t.app.catalogueCache.stats();
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const after = t.app.catalogueCache.stats();
  const fromMemory = after.hits === before.hits + 1;
  if (fromMemory) expect(after.misses).toBe(before.misses);
  return { body: res.json() as T, fromMemory };
}
const page = (slug: string) => served<{ formattedItem: FormattedItem }>(`/api/item/${slug}`);
const list = (query: string) => served<ItemListResponse>(`/api/item?${query}`);
const quantity = (item: FormattedItem, size: string) => item.variants.find((v) => v.size === size)!.quantity;
const slugs = (r: ItemListResponse) => r.items.map((i) => i.slug);

/** A signed-in shopper reserves these units at checkout (stock is taken then, R5.3). */
async function buy(lines: [slug: string, size: string, count: number][]) {
  const shopper = await newShopper(t.app);
  for (const [slug, size, count] of lines) await addToCart(t.app, shopper, t.database.db, slug, size, count);
  return checkoutOk(t.app, shopper);
}

describe('the answer cache under sales (R15.9)', () => {
  it('a sale that sells no size out drops the product and the listings showing it, and nothing else', async () => {
    // Warm: a listing without the scarf, another product's page, the scarf's page, a listing with it.
    await list('category=shirts');
    await page('linen-shirt');
    expect(quantity((await page('wool-scarf')).body.formattedItem, 'ONE')).toBe(10);
    await list('category=accessories');
    const stats = t.app.catalogueCache.stats();

    await buy([['wool-scarf', 'ONE', 1]]);

    const shirts = await list('category=shirts');
    expect(shirts.fromMemory).toBe(true);
    expect(slugs(shirts.body)).toEqual(['linen-shirt']);
    expect((await page('linen-shirt')).fromMemory).toBe(true);
    const scarf = await page('wool-scarf');
    expect(scarf.fromMemory).toBe(false);
    expect(quantity(scarf.body.formattedItem, 'ONE')).toBe(9);
    const accessories = await list('category=accessories');
    expect(accessories.fromMemory).toBe(false);
    expect(quantity(accessories.body.items.find((i) => i.slug === 'wool-scarf')! as FormattedItem, 'ONE')).toBe(9);
    const after = t.app.catalogueCache.stats();
    expect(after.notices.stock).toBeGreaterThan(stats.notices.stock);
    expect(after.clears).toBe(stats.clears);
    expect(after.dropped.product - stats.dropped.product).toBe(2);
    expect(after.dropped.listing).toBe(stats.dropped.listing);
  });

  it('selling the last of a size drops the listings, so size counts and the in-stock filter are right at once', async () => {
    const all = await list('limit=100');
    expect(all.body.facets.sizes.find((s) => s.value === 'L')?.count).toBe(1);
    expect(slugs((await list('size=L')).body)).toEqual(['linen-shirt']);
    expect(slugs((await list('isStock=true&limit=100')).body)).toContain('silk-dress');
    await page('wool-scarf');

    await buy([
      ['linen-shirt', 'L', 1],
      ['silk-dress', 'M', 3],
    ]);

    const after = await list('limit=100');
    expect(after.fromMemory).toBe(false);
    expect(after.body.facets.sizes.find((s) => s.value === 'L')).toBeUndefined();
    expect(slugs((await list('size=L')).body)).toEqual([]);
    expect(slugs((await list('isStock=true&limit=100')).body)).not.toContain('silk-dress');
    expect(slugs((await list('isStock=false&limit=100')).body)).toContain('silk-dress');
    // Other products' pages stay in memory.
    expect((await page('wool-scarf')).fromMemory).toBe(true);
    const dress = await page('silk-dress');
    expect(dress.body.formattedItem.isStock).toBe(false);
  });

  it("a product selling out shows on its other colours' pages at once", async () => {
    const moss = await page('rib-jumper-moss');
    expect(moss.body.formattedItem.siblings).toEqual([expect.objectContaining({ slug: 'rib-jumper-rust', inStock: true })]);
    await page('linen-shirt');

    await buy([['rib-jumper-rust', 'M', 1]]);

    const again = await page('rib-jumper-moss');
    expect(again.fromMemory).toBe(false);
    expect(again.body.formattedItem.siblings).toEqual([expect.objectContaining({ slug: 'rib-jumper-rust', inStock: false })]);
    expect((await page('linen-shirt')).fromMemory).toBe(true);
  });

  it('a price change shows at once, on the page and in the listings, and keeps other pages', async () => {
    await page('wool-scarf');
    await list('sort=price-asc&limit=100');
    await page('linen-shirt');
    const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'wool-scarf'));
    const current = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${row!.id}`, headers: admin.headers })).json().product;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row!.id}`,
      headers: admin.headers,
      payload: {
        name: current.name,
        slug: current.slug,
        gender: current.gender,
        colour: current.colour,
        pricePence: 1000,
        categoryId: current.categoryId,
        variants: current.variants.map(({ id, size, sku, quantity }: { id: number; size: string; sku: string; quantity: number }) => ({
          id,
          size,
          sku,
          quantity,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const scarf = await page('wool-scarf');
    expect(scarf.fromMemory).toBe(false);
    expect(scarf.body.formattedItem.totalPrice).toBe(10);
    const cheapest = await list('sort=price-asc&limit=100');
    expect(cheapest.fromMemory).toBe(false);
    expect(slugs(cheapest.body)[0]).toBe('wool-scarf');
    expect((await page('linen-shirt')).fromMemory).toBe(true);
  });

  it('a payment reorders Best Selling at once, and leaves the other listings in memory', async () => {
    const order = await buy([['linen-shirt', 'S', 3]]);
    const before = await list('sort=best-selling&limit=100');
    expect(slugs(before.body)[0]).not.toBe('linen-shirt');
    expect((await list('sort=best-selling&limit=100')).fromMemory).toBe(true);
    await list('category=dresses');

    expect((await payOnTestPage(t.app, order.id)).statusCode).toBe(303);

    const after = await list('sort=best-selling&limit=100');
    expect(after.fromMemory).toBe(false);
    expect(slugs(after.body)[0]).toBe('linen-shirt');
    expect((await list('category=dresses')).fromMemory).toBe(true);
  });
});
