import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Collection, ItemListResponse } from '@atelier/contract/catalogue';
import { eq } from 'drizzle-orm';
import { collections } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, type FixtureProduct } from '../../test/listing-fixture.ts';

// Shoes: one for men, two unisex; no dresses for men at all.
const catalogue: FixtureProduct[] = [
  { slug: 'derby-shoe', name: 'Derby Shoe', category: 'Shoes', gender: 'male', colour: 'Black', pricePence: 12000, stock: { M: 2 } },
  {
    slug: 'canvas-trainer',
    name: 'Canvas Trainer',
    category: 'Shoes',
    gender: 'unisex',
    colour: 'White',
    pricePence: 6000,
    stock: { S: 1, M: 0 },
    collections: ['Summer'],
  },
  { slug: 'leather-loafer', name: 'Leather Loafer', category: 'Shoes', gender: 'unisex', colour: 'Tan', pricePence: 9000, stock: { L: 3 } },
  {
    slug: 'slip-dress',
    name: 'Slip Dress',
    category: 'Dresses',
    gender: 'female',
    colour: 'Black',
    pricePence: 8000,
    stock: { S: 2, M: 1 },
    collections: ['Summer'],
  },
  {
    slug: 'tea-dress',
    name: 'Tea Dress',
    category: 'Dresses',
    gender: 'female',
    colour: 'Sage',
    pricePence: 8500,
    stock: { M: 4 },
    collections: ['Summer', 'Evening'],
  },
  { slug: 'rib-tee', name: 'Rib Tee', category: 'Tops', gender: 'female', colour: 'White', pricePence: 2500, stock: { XS: 1, M: 2 } },
];

let t: TestContext;
async function get<T = ItemListResponse>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}
const facet = (list: { value: string; count: number }[]) => Object.fromEntries(list.map((v) => [v.value, v.count]));

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, catalogue);
  await t.database.db.update(collections).set({ description: 'For after dark.' }).where(eq(collections.slug, 'evening'));
});
afterAll(() => t.close());

describe('unisex products (R15.11)', () => {
  it('Men -> Shoes shows the men’s and the unisex shoes', async () => {
    const { body } = await get('/api/item?gender=male&category=shoes&limit=100');
    expect(body.items.map((i) => i.slug).sort()).toEqual(['canvas-trainer', 'derby-shoe', 'leather-loafer']);
    expect(body.total).toBe(3);
  });

  it('Women includes unisex too, and Unisex alone shows only unisex', async () => {
    expect((await get('/api/item?gender=female')).body.total).toBe(5);
    expect((await get('/api/item?gender=unisex')).body.total).toBe(2);
  });

  it('random items for Men include unisex products', async () => {
    const { body } = await get<{ items: { gender: string }[] }>('/api/item/random-items?gender=male&limit=100');
    expect(new Set(body.items.map((i) => i.gender))).toEqual(new Set(['male', 'unisex']));
  });
});

describe('availability per gender and category (R15.12)', () => {
  it('counts what each gender’s listing would show, so empty combinations can be left out', async () => {
    const { body } = await get<{ categories: Category[] }>('/api/category/categories');
    const by = Object.fromEntries(body.categories.map((c) => [c.slug, c.itemsByGender]));
    expect(by.shoes).toEqual({ male: 3, female: 2, unisex: 2 });
    expect(by.dresses).toEqual({ male: 0, female: 2, unisex: 0 });
    expect(by.tops).toEqual({ male: 0, female: 1, unisex: 0 });
    // The empty combination really is empty.
    expect((await get('/api/item?gender=male&category=dresses')).body.total).toBe(0);
  });
});

describe('facet counts (R15.13)', () => {
  it('counts colours and buyable sizes over the filtered set', async () => {
    const { body } = await get('/api/item?category=dresses');
    expect(facet(body.facets.colours)).toEqual({ Black: 1, Sage: 1 });
    expect(body.facets.colours.find((c) => c.value === 'Sage')!.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(facet(body.facets.sizes)).toEqual({ S: 1, M: 2 });
  });

  it('filters by colour, one or several, and a checked colour keeps its siblings’ counts', async () => {
    const one = await get('/api/item?colour=White');
    expect(one.body.items.map((i) => i.slug).sort()).toEqual(['canvas-trainer', 'rib-tee']);
    // The colour counts ignore the colour filter itself; the sizes respect it.
    expect(facet(one.body.facets.colours)).toEqual({ Black: 2, White: 2, Tan: 1, Sage: 1 });
    expect(facet(one.body.facets.sizes)).toEqual({ XS: 1, S: 1, M: 1 });
    const two = await get('/api/item?colour=White&colour=Tan');
    expect(two.body.total).toBe(3);
    expect(facet(two.body.facets.colours)).toEqual({ Black: 2, White: 2, Tan: 1, Sage: 1 });
  });

  it('a checked size keeps the other sizes on offer and narrows the colours', async () => {
    const { body } = await get('/api/item?size=M');
    // Products buyable in M: derby, slip dress, tea dress, rib tee (the trainer has none in M).
    expect(body.total).toBe(4);
    expect(facet(body.facets.sizes)).toEqual({ XS: 1, S: 2, M: 4, L: 1 });
    expect(facet(body.facets.colours)).toEqual({ Black: 2, Sage: 1, White: 1 });
  });

  it('counts categories without the category filter, so the panel offers only categories with products (R15.12)', async () => {
    const { body } = await get('/api/item?gender=male&category=shoes');
    expect(facet(body.facets.categories)).toEqual({ shoes: 3 });
    const summer = await get('/api/item?collection=summer&category=dresses');
    expect(facet(summer.body.facets.categories)).toEqual({ shoes: 1, dresses: 2 });
  });

  it('combines with gender: Men’s colours include the unisex shoes', async () => {
    const { body } = await get('/api/item?gender=male&colour=Tan');
    expect(body.items.map((i) => i.slug)).toEqual(['leather-loafer']);
    expect(facet(body.facets.colours)).toEqual({ Black: 1, White: 1, Tan: 1 });
  });

  it('refuses a bad colour value with a 400 JSON error', async () => {
    const long = await get<{ message: string; code: string }>(`/api/item?colour=${'x'.repeat(61)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBeTruthy();
    const many = await get<{ message: string }>(`/api/item?colour=${Array.from({ length: 11 }, (_, i) => `c${i}`).join(',')}`);
    expect(many.status).toBe(400);
  });

  it('answers empty facets for a search that finds nothing', async () => {
    const { body } = await get('/api/item?search=zzqqxx');
    expect(body.total).toBe(0);
    expect(body.facets).toEqual({ colours: [], colourFamilies: [], sizes: [], categories: [] });
  });
});

describe('collections as pages (R18.1-R18.3)', () => {
  it('lists collections with intro, picture and count', async () => {
    const { status, body } = await get<{ collections: Collection[] }>('/api/collection/collections');
    expect(status).toBe(200);
    const summer = body.collections.find((c) => c.slug === 'summer')!;
    expect(summer).toMatchObject({ name: 'Summer', items: 3 });
    expect(summer.image).toMatch(/^\/media\//);
    expect(body.collections.find((c) => c.slug === 'evening')).toMatchObject({ items: 1, description: 'For after dark.' });
  });

  it('answers one collection by slug, 404 for an unknown one and 400 for a malformed one', async () => {
    const one = await get<{ collection: Collection }>('/api/collection/summer');
    expect(one.status).toBe(200);
    expect(one.body.collection).toMatchObject({ slug: 'summer', name: 'Summer', items: 3 });
    const missing = await get<{ message: string; code: string }>('/api/collection/winter');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('COLLECTION_NOT_FOUND');
    expect((await get('/api/collection/Not%20A%20Slug')).status).toBe(400);
  });
});
