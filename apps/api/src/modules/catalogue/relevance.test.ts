import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse, ProductListItem, SuggestResponse } from '@atelier/contract/catalogue';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { planSearch } from './search.ts';

/**
 * Searches as shoppers type them, on the demo catalogue (R19.1-R19.4): what the results must be
 * and must not be. Runs on PGlite in `npm test` and on PostgreSQL in `npm run test:pg`.
 */

interface Row {
  q: string;
  /** Every result must pass this. */
  all?: (p: ProductListItem) => boolean;
  /** The first result's name contains this. */
  first?: string;
  /** No result's name contains any of these. */
  none?: string[];
  /** Exactly this many results, counted in styles (R15.16; 0: the search finds nothing). */
  total?: number;
  /** Nothing found as asked: the results are the broader search without this (R15.17). */
  relaxed?: string;
  didYouMean?: string | null;
}

const named =
  (...words: string[]) =>
  (p: ProductListItem) =>
    words.every((w) => p.name.includes(w));
const inCategory = (slug: string) => (p: ProductListItem) => p.category.slug === slug;
const forMen = (p: ProductListItem) => p.gender !== 'female';
const forWomen = (p: ProductListItem) => p.gender !== 'male';
const both =
  (...checks: ((p: ProductListItem) => boolean)[]) =>
  (p: ProductListItem) =>
    checks.every((c) => c(p));
const coloured =
  (...colours: string[]) =>
  (p: ProductListItem) =>
    colours.includes(p.colour);

/** The demo catalogue's grey shades (packages/contract colour-families.ts). */
const GREYS = ['Charcoal', 'Grey Marl', 'Grey', 'Slate'];

const TABLE: Row[] = [
  // Gender words become filters, and Men and Women include unisex pieces.
  { q: 'mens coat', all: both(inCategory('jackets-coats'), forMen), total: 7 },
  { q: "men's coats", all: both(inCategory('jackets-coats'), forMen), total: 7 },
  { q: 'male jackets', all: both(inCategory('jackets-coats'), forMen) },
  { q: 'mens shirts', all: both(inCategory('shirts'), forMen), none: ['T-Shirt', 'Dress'] },
  { q: "women's dresses", all: both(inCategory('dresses'), forWomen), total: 7 },
  { q: 'womens jeans', all: both(inCategory('jeans'), forWomen), total: 5 },
  { q: 'ladies jeans', all: both(inCategory('jeans'), forWomen), total: 5 },
  { q: 'mens trainers', all: both(named('Trainers'), forMen) },
  { q: 'womens linen', all: both(named('Linen'), forWomen) },
  // UK and US words, and everyday synonyms.
  { q: 'sweater', all: named('Jumper'), none: ['Dress', 'Overshirt'] },
  { q: 'sweaters', all: named('Jumper') },
  { q: 'pullover', all: named('Jumper') },
  { q: 'jumpers', all: named('Jumper') },
  { q: 'sneakers', all: named('Trainers'), none: ['Jeans'] },
  { q: 'trainers', all: named('Trainers') },
  { q: 'pants', all: inCategory('trousers'), none: ['Card Holder'] },
  { q: 'trousers', all: inCategory('trousers') },
  { q: 'tee', all: named('T-Shirt'), none: ['Cardigan'] },
  { q: 'handbag', all: inCategory('bags'), none: ['Card Holder'] },
  { q: 'handbags', all: inCategory('bags') },
  { q: 'wallet', all: named('Card Holder') },
  // Hyphens and spaces.
  { q: 't-shirt', all: named('T-Shirt') },
  { q: 'tshirt', all: named('T-Shirt') },
  { q: 't shirt', all: named('T-Shirt') },
  { q: 'wide leg jeans', all: named('Wide-Leg', 'Jeans'), total: 1 },
  { q: 'wide-leg trousers', all: named('Wide-Leg', 'Trousers') },
  { q: 'v neck', all: named('V-Neck') },
  // Colour words become filters when the catalogue has that colour.
  { q: 'black dress', all: both(inCategory('dresses'), coloured('Black', 'Washed Black')), none: ['Belt'] },
  { q: 'navy', all: (p) => p.colour.startsWith('Navy') },
  { q: 'light blue shirt', all: both(named('Shirt'), coloured('Light Blue')) },
  // A family word is every shade of it (R17.11): a charcoal jumper is a grey jumper.
  { q: 'grey jumper', all: both(named('Jumper'), coloured(...GREYS)), total: 2 },
  { q: 'gray jumper', all: both(named('Jumper'), coloured(...GREYS)), total: 2 },
  { q: 'grey', all: coloured(...GREYS), total: 11 },
  { q: 'neutral trousers', all: both(inCategory('trousers'), coloured('Ecru', 'Cream', 'Oatmeal', 'Stone', 'Sand')) },
  { q: 'blue jeans', all: both(inCategory('jeans'), coloured('Indigo', 'Mid Wash', 'Light Wash', 'Navy', 'Light Blue')) },
  // Plurals and stems.
  { q: 'dresses', all: inCategory('dresses'), none: ['Belt'] },
  { q: 'cardigans', all: named('Cardigan') },
  { q: 'scarves', all: named('Scarf') },
  { q: 'beanies', all: named('Beanie') },
  { q: 'boots', all: named('Boots') },
  { q: 'shirt', all: (p) => p.name.includes('Shirt') || p.category.slug === 'shirts', none: ['T-Shirt', 'Shorts'] },
  // Typos are forgiven.
  { q: 'linnen shirt', first: 'Linen Shirt', none: ['Shorts'] },
  { q: 'jumpr', all: named('Jumper') },
  { q: 'jaket', all: inCategory('jackets-coats') },
  { q: 'cashmeer jumper', first: 'Cashmere Crew Neck Jumper' },
  // Several words: every one must match, names and categories first.
  { q: 'leather bag', all: both(inCategory('bags'), named('Leather')) },
  { q: 'merino beanie', all: named('Merino Beanie') },
  { q: 'silk', first: 'Silk' },
  { q: 'linen trousers', all: both(named('Linen'), inCategory('trousers')) },
  { q: 'hat', all: (p) => p.name.includes('Beanie') || p.name.includes('Cap') },
  // Nonsense finds nothing; a close spelling that finds something is offered. Real words that find
  // nothing together show the nearest broader search, saying what it left out (R15.17).
  { q: 'xyzzy', total: 0, didYouMean: null },
  { q: 'asdfgh qwerty', total: 0, didYouMean: null },
  { q: 'the', total: 0 },
  { q: 'silk jeans', relaxed: '“silk”', all: inCategory('jeans'), didYouMean: null },
  { q: 'cradigan', total: 0, didYouMean: 'cardigan' },
  // Few results, and a respelling that names a garment finds many more (R19.11).
  { q: 'shrit', didYouMean: 'shirt' },
  { q: 'jumpr', didYouMean: null },
  // Shoppers' words (R19.8-R19.10): British and US twins, style words that narrow.
  { q: 'rucksack', all: named('Backpack') },
  { q: 'cardholder', all: named('Card Holder') },
  { q: 'waistcoat', total: 0, didYouMean: null },
  { q: 'midi dress', all: both(inCategory('dresses'), named('Midi')), total: 2 },
  { q: 'maxi dress', relaxed: '“maxi”', all: inCategory('dresses'), none: ['Maxi'], didYouMean: null },
  { q: 'crew neck jumper', all: named('Crew', 'Jumper') },
  { q: 'slim jeans', all: both(inCategory('jeans'), named('Slim')) },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { info: () => {} });
}, 60_000);
afterAll(() => t.close());

async function search(q: string): Promise<ItemListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/item?limit=100&search=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemListResponse;
}

describe('relevance table (R19.1-R19.4)', () => {
  it('has at least forty shopper queries', () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE)('$q', async (row) => {
    const found = await search(row.q);
    const names = found.items.map((p) => `${p.name} (${p.colour}, ${p.category.slug}, ${p.gender})`);
    if (row.total !== undefined) expect(found.total, names.join('\n')).toBe(row.total);
    else expect(found.total, 'finds something').toBeGreaterThan(0);
    if (row.all) expect(found.items.filter((p) => !row.all!(p)).map((p) => p.name)).toEqual([]);
    if (row.first) expect(found.items[0]?.name).toContain(row.first);
    for (const word of row.none ?? []) expect(names.filter((n) => n.includes(word))).toEqual([]);
    if (row.didYouMean !== undefined) expect(found.search?.didYouMean).toBe(row.didYouMean);
    expect(found.search?.relaxed?.without).toBe(row.relaxed);
  });

  it('says which words it read as filters, and where removing each leads', async () => {
    const found = await search("Black women's dress");
    expect(found.search?.understood).toEqual([
      { facet: 'gender', words: ['womens'], values: ['female'], without: 'black dress' },
      { facet: 'colour', words: ['black'], values: ['Black', 'Washed Black'], without: 'womens dress' },
    ]);
  });

  it('lets the URL’s own filters win over the words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/item?limit=100&search=black%20dress&colour=Navy' });
    const body = res.json() as ItemListResponse;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((p) => p.colour === 'Navy' && p.category.slug === 'dresses')).toBe(true);
  });
});

describe('words in pairs (migration 0021)', () => {
  // Searches of several words read the pair index; it must find exactly what the words find.
  const more = ['denim jacket', 'wool sweater', 'relaxed linen shirt', 'shirt shirts', 'linnen trousers', 'cashmere jumper knitwear'];
  const several = [...TABLE.map((r) => r.q), ...more];

  it('matches the same search rows as the words, for every query of several words', async () => {
    const db = t.database.db;
    let paired = 0;
    for (const q of several) {
      const plan = await planSearch(db, q);
      if (plan.match === undefined || plan.pairs === undefined) continue;
      paired++;
      const byWords = await queryRows<{ id: number }>(
        db,
        sql`select id from product_search where head_vector @@ ${plan.match}::tsquery order by id`,
      );
      const byPairs = await queryRows<{ id: number }>(
        db,
        sql`select id from product_search where atelier_head_pairs(head_vector) @@ ${plan.pairs}::tsquery order by id`,
      );
      expect(byPairs, `${q}: ${plan.pairs}`).toEqual(byWords);
    }
    expect(paired).toBeGreaterThanOrEqual(10);
  });
});

describe('suggestions while typing (R19.5)', () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/item/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SuggestResponse;
  };

  it('takes the last word as a beginning: "jum" offers jumpers and Knitwear', async () => {
    const s = await suggest('jum');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(6);
    expect(s.products.every((p) => p.name.includes('Jumper'))).toBe(true);
    expect(s.categories[0]).toMatchObject({ slug: 'knitwear', name: 'Knitwear' });
    expect(s.products[0]).toMatchObject({ image: expect.stringMatching(/^\/media\//), price: expect.any(Number) });
  });

  it('offers the colours a word names, and the gender it understood', async () => {
    const s = await suggest('mens black');
    expect(s.genders).toEqual(['male']);
    expect(s.colours.map((c) => c.name)).toContain('Black');
    expect(s.products.length).toBeGreaterThan(0);
  });

  it('offers nothing for nonsense, and refuses an empty query with a 400', async () => {
    expect(await suggest('xyzzy')).toEqual({ categories: [], colours: [], genders: [], products: [] });
    const res = await t.app.inject({ method: 'GET', url: '/api/item/suggest?q=%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('code');
  });
});
