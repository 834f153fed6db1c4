import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse, ProductListItem } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, type FixtureProduct } from '../../test/listing-fixture.ts';

/** Size systems on the storefront API (R3.12): each product answers its system and its sizes in order. */
const catalogue: FixtureProduct[] = [
  {
    slug: 'leather-derby-shoes',
    name: 'Leather Derby Shoes',
    category: 'Shoes',
    gender: 'male',
    colour: 'Black',
    pricePence: 14500,
    // Inserted out of order: the answer sorts them.
    stock: { 'UK 10': 2, 'UK 8': 3, 'UK 7': 0, 'UK 9': 1 },
  },
  {
    slug: 'canvas-trainers',
    name: 'Canvas Trainers',
    category: 'Shoes',
    gender: 'unisex',
    colour: 'White',
    pricePence: 6500,
    stock: { 'UK 5': 4, 'UK 8': 0 },
  },
  {
    slug: 'straight-leg-jeans',
    name: 'Straight Leg Jeans',
    category: 'Jeans',
    gender: 'male',
    colour: 'Indigo',
    pricePence: 8900,
    stock: { 'W34 L32': 1, 'W30 L32': 2, 'W32 L30': 5, 'W32 L32': 0 },
  },
  {
    slug: 'slim-jeans',
    name: 'Slim Jeans',
    category: 'Jeans',
    gender: 'female',
    colour: 'Black',
    pricePence: 7900,
    stock: { 'W28 L30': 3, 'W32 L32': 2, 'W32 L34': 0 },
  },
  {
    slug: 'oxford-shirt',
    name: 'Oxford Shirt',
    category: 'Shirts',
    gender: 'male',
    colour: 'White',
    pricePence: 5500,
    stock: { L: 1, M: 3 },
  },
  {
    slug: 'canvas-tote',
    name: 'Canvas Tote',
    category: 'Bags',
    gender: 'unisex',
    colour: 'Ecru',
    pricePence: 3500,
    stock: { ONE: 5 },
  },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, catalogue);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const item = async (slug: string) => (await get(`/api/item/${slug}`)).json().formattedItem as ProductListItem;
const slugs = (r: ItemListResponse) => r.items.map((i) => i.slug).sort();

describe('size systems on the storefront', () => {
  it('answers a shoe product with sizeSystem uk-shoe and its UK sizes in order, still under `size`', async () => {
    const shoe = await item('leather-derby-shoes');
    expect(shoe.sizeSystem).toBe('uk-shoe');
    expect(shoe.variants.map((v) => v.size)).toEqual(['UK 7', 'UK 8', 'UK 9', 'UK 10']);
    expect(shoe.variants.find((v) => v.size === 'UK 7')?.isStock).toBe(false);
  });

  it('answers each product its own system: jeans by waist and leg, letters, one size', async () => {
    const jeans = await item('straight-leg-jeans');
    expect(jeans.sizeSystem).toBe('jeans');
    expect(jeans.variants.map((v) => v.size)).toEqual(['W30 L32', 'W32 L30', 'W32 L32', 'W34 L32']);
    expect((await item('oxford-shirt')).sizeSystem).toBe('letters');
    expect((await item('oxford-shirt')).variants.map((v) => v.size)).toEqual(['M', 'L']);
    expect((await item('canvas-tote')).sizeSystem).toBe('one-size');
  });

  it('gives old clients every variant field they had, with sizeSystem added in lists too', async () => {
    const list = (await get('/api/item?category=shoes')).json() as ItemListResponse;
    for (const p of list.items) {
      expect(p.sizeSystem).toBe('uk-shoe');
      // The spec's fields, plus fewLeft (R3.15): added, never renamed or removed.
      for (const v of p.variants) expect(Object.keys(v).sort()).toEqual(['fewLeft', 'guid', 'isStock', 'quantity', 'size', 'sku']);
    }
  });

  it('filters the listing by a UK size or a waist, finding only what can be bought in it', async () => {
    expect(slugs((await get('/api/item?size=UK%208')).json())).toEqual(['leather-derby-shoes']);
    expect(slugs((await get('/api/item?size=UK+5,W30')).json())).toEqual(['canvas-trainers', 'straight-leg-jeans']);
    expect(slugs((await get('/api/item?size=UK%207')).json())).toEqual([]);
    expect(slugs((await get('/api/item?size=M&size=W30')).json())).toEqual(['oxford-shirt', 'straight-leg-jeans']);
  });

  it('filters jeans by waist, by leg, and by both: the two together are one size in stock (R3.17)', async () => {
    expect(slugs((await get('/api/item?size=W32')).json())).toEqual(['slim-jeans', 'straight-leg-jeans']);
    expect(slugs((await get('/api/item?size=L30')).json())).toEqual(['slim-jeans', 'straight-leg-jeans']);
    // Slim comes in W32 and in L30, but not in W32 L30; Straight Leg's W32 L32 is sold out.
    expect(slugs((await get('/api/item?size=W32&size=L30')).json())).toEqual(['straight-leg-jeans']);
    expect(slugs((await get('/api/item?size=W32&size=L32')).json())).toEqual(['slim-jeans']);
    expect(slugs((await get('/api/item?size=W32&size=L34')).json())).toEqual([]);
    // A waist and a letter size widen, as two letter sizes do.
    expect(slugs((await get('/api/item?size=W28&size=M')).json())).toEqual(['oxford-shirt', 'slim-jeans']);
  });

  it('counts each waist and leg, a waist with the legs chosen and a leg with the waists chosen', async () => {
    const sizes = async (qs: string) => ((await get(`/api/item?category=jeans${qs}`)).json() as ItemListResponse).facets.sizes;
    expect(await sizes('')).toEqual([
      { value: 'W28', count: 1 },
      { value: 'W30', count: 1 },
      { value: 'W32', count: 2 },
      { value: 'W34', count: 1 },
      { value: 'L30', count: 2 },
      { value: 'L32', count: 2 },
    ]);
    // With L30 chosen, a waist counts the jeans it would find in L30 (the chosen value stays on offer).
    expect(await sizes('&size=L30')).toEqual([
      { value: 'W28', count: 1 },
      { value: 'W32', count: 1 },
      { value: 'L30', count: 2 },
      { value: 'L32', count: 2 },
    ]);
    expect(await sizes('&size=W32')).toEqual([
      { value: 'W28', count: 1 },
      { value: 'W30', count: 1 },
      { value: 'W32', count: 2 },
      { value: 'W34', count: 1 },
      { value: 'L30', count: 1 },
      { value: 'L32', count: 1 },
    ]);
  });

  it('refuses a size no system has with a 400', async () => {
    for (const size of ['UK8', 'W31', 'L31', 'W32 L30', 'EU 42', "M') or true --"]) {
      const res = await get(`/api/item?size=${encodeURIComponent(size)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
