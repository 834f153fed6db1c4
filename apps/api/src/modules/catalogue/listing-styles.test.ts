import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListItem } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, listItems, type FixtureProduct } from '../../test/listing-fixture.ts';

// R15.16: a listing shows one card per style (its first matching colour in the page's order), and
// its total, pages and facet counts count styles. R15.17: a search that finds nothing shows the
// nearest broader search's results and says what it left out.

const day = (d: number) => new Date(Date.UTC(2026, 0, d));
const blazer = (colour: string, pricePence: number, d: number): FixtureProduct => ({
  slug: `linen-blazer-${colour.toLowerCase()}`,
  name: 'Linen Blazer',
  category: 'Blazers',
  gender: 'female',
  colour,
  pricePence,
  stock: { S: 2, M: 2 },
  styleKey: 'linen-blazer',
  createdAt: day(d),
});
const catalogue: FixtureProduct[] = [
  blazer('Sand', 15000, 1),
  blazer('Navy', 14000, 2),
  blazer('Olive', 16000, 3),
  {
    slug: 'wool-coat',
    name: 'Wool Coat',
    category: 'Coats',
    gender: 'female',
    colour: 'Black',
    pricePence: 30000,
    stock: { M: 1 },
    createdAt: day(4),
  },
  { ...blazer('Red', 12000, 5), slug: 'silk-dress-red', name: 'Silk Dress', category: 'Dresses', styleKey: 'silk-dress' },
  { ...blazer('Ivory', 12000, 6), slug: 'silk-dress-ivory', name: 'Silk Dress', category: 'Dresses', styleKey: 'silk-dress' },
  {
    slug: 'cotton-tee',
    name: 'Cotton Tee',
    category: 'Tops',
    gender: 'unisex',
    colour: 'White',
    pricePence: 2500,
    stock: { L: 4 },
    createdAt: day(7),
  },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertCatalogue(t.database.db, catalogue);
});
afterAll(async () => {
  await t.close();
});

const slugs = (items: ProductListItem[]) => items.map((i) => i.slug);

describe('one card per style (R15.16)', () => {
  it('lists each style once, as its newest colour, with the other colours as swatches', async () => {
    const list = await listItems(t.app, 'limit=24');
    expect(slugs(list.items)).toEqual(['cotton-tee', 'silk-dress-ivory', 'wool-coat', 'linen-blazer-olive']);
    expect(list.total).toBe(4);
    const card = list.items.find((i) => i.slug === 'linen-blazer-olive')!;
    expect(card.siblings.map((s) => s.colour)).toEqual(['Navy', 'Sand']);
  });

  it('counts and pages styles, not colours', async () => {
    const first = await listItems(t.app, 'limit=3');
    const second = await listItems(t.app, 'limit=3&page=2');
    expect([first.total, first.totalPages]).toEqual([4, 2]);
    expect(slugs(second.items)).toEqual(['linen-blazer-olive']);
    const names = [...first.items, ...second.items].map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    // A category of one style in three colours counts one.
    expect((await listItems(t.app, 'category=blazers')).total).toBe(1);
    expect(first.facets.categories.find((c) => c.value === 'blazers')?.count).toBe(1);
  });

  it('counts styles in a facet whose own filter is set, too: what choosing the value would find', async () => {
    const counts = (facet: { value: string; count: number }[]) => Object.fromEntries(facet.map((c) => [c.value, c.count]));
    const blazers = await listItems(t.app, 'category=blazers');
    expect(counts(blazers.facets.categories)).toEqual({ blazers: 1, coats: 1, dresses: 1, tops: 1 });
    const inM = await listItems(t.app, 'size=M');
    expect(inM.total).toBe(3);
    // S: the blazer (three colours) and the silk dress (two); M: those and the coat; L: the tee.
    expect(counts(inM.facets.sizes)).toEqual({ S: 2, M: 3, L: 1 });
    for (const [size, n] of Object.entries(counts(inM.facets.sizes)))
      expect((await listItems(t.app, `size=${size}`)).total, `size ${size}`).toBe(n);
  });

  it('shows the colour a colour filter matched, its swatch first, the others after it', async () => {
    const list = await listItems(t.app, 'colour=Navy');
    expect(slugs(list.items)).toEqual(['linen-blazer-navy']);
    expect(list.items[0]!.siblings.map((s) => s.colour)).toEqual(['Olive', 'Sand']);
    // Two colours of one style chosen: still one card, the newer of them.
    expect(slugs((await listItems(t.app, 'colour=Navy&colour=Sand')).items)).toEqual(['linen-blazer-navy']);
    // Colour counts stay per colour, each one style.
    expect(list.facets.colours.filter((c) => ['Navy', 'Olive', 'Sand'].includes(c.value)).map((c) => c.count)).toEqual([1, 1, 1]);
  });

  it('takes the colour that comes first in the sort: the cheapest for price ascending', async () => {
    const list = await listItems(t.app, 'sort=price-asc');
    expect(slugs(list.items)).toEqual(['cotton-tee', 'silk-dress-red', 'linen-blazer-navy', 'wool-coat']);
    const desc = await listItems(t.app, 'sort=price-desc');
    expect(slugs(desc.items)).toEqual(['wool-coat', 'linen-blazer-olive', 'silk-dress-ivory', 'cotton-tee']);
  });

  it('gives carousels one card per style', async () => {
    for (const path of ['random-items', 'random-items2']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/item/${path}?limit=10` });
      const names = (res.json() as { items: ProductListItem[] }).items.map((i) => i.name);
      expect(names).toHaveLength(4);
      expect(new Set(names).size).toBe(4);
    }
  });
});

describe('a search that finds nothing (R15.17)', () => {
  it('drops the least important word and says which', async () => {
    const list = await listItems(t.app, `search=${encodeURIComponent('red linen blazer')}`);
    expect(list.search).toMatchObject({ text: 'red linen blazer', relaxed: { text: 'linen blazer', without: '“red”' } });
    expect(slugs(list.items)).toEqual(['linen-blazer-olive']);
    expect(list.total).toBe(1);
  });

  it('drops a filter when no word can go', async () => {
    const list = await listItems(t.app, 'search=blazer&size=XL');
    expect(list.search?.relaxed).toEqual({ text: 'blazer', without: 'size XL' });
    expect(slugs(list.items)).toEqual(['linen-blazer-olive']);
  });

  it('says nothing was relaxed when the search finds products, and offers nothing broader for nonsense', async () => {
    expect((await listItems(t.app, 'search=blazer')).search?.relaxed).toBeUndefined();
    const none = await listItems(t.app, 'search=qqqzzx');
    expect([none.total, none.search?.relaxed]).toEqual([0, undefined]);
  });
});
