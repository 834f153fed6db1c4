import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { type FixtureProduct, insertCatalogue } from '../../test/listing-fixture.ts';
import { colourFamilyRepository } from './colour-families.ts';

/** The colour facet by family, the family filter and the owner's families (R17.9-R17.11). */
let t: TestContext;
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/item?limit=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemListResponse;
};

const jumper = (colour: string, stock = 2): FixtureProduct => ({
  slug: `jumper-${colour.toLowerCase().replace(/\s+/g, '-')}`,
  name: 'Merino Jumper',
  category: 'Knitwear',
  gender: 'unisex',
  colour,
  pricePence: 6000,
  stock: { M: stock },
  // Each colour a style of its own: a listing shows a style once (R15.16), and these tests count shades.
});

beforeAll(async () => {
  // The answer cache is on in tests: a family change must reach the next answer all the same.
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    jumper('Charcoal'),
    jumper('Slate'),
    jumper('Grey Marl'),
    jumper('Navy'),
    jumper('Ecru'),
    jumper('Khaki'),
  ]);
});
afterAll(() => t.close());

describe('colour families (R17.9-R17.11)', () => {
  it('groups the colour facet in families with counts, each shade marked with its family', async () => {
    const { facets } = await list('');
    expect(facets.colourFamilies).toEqual([
      { value: 'grey', label: 'Grey', count: 3 },
      { value: 'neutral', label: 'Neutral', count: 1 },
      { value: 'green', label: 'Green', count: 1 },
      { value: 'blue', label: 'Blue', count: 1 },
    ]);
    expect(facets.colours.filter((c) => c.family === 'grey').map((c) => c.value)).toEqual(['Charcoal', 'Grey Marl', 'Slate']);
  });

  it('filters by a family as all its shades, alongside any shade given', async () => {
    const grey = await list('colourFamily=grey');
    expect(grey.items.map((p) => p.colour).sort()).toEqual(['Charcoal', 'Grey Marl', 'Slate']);
    const more = await list('colourFamily=grey&colour=Navy');
    expect(more.total).toBe(4);
    // A family with no shade on offer finds nothing, rather than every colour.
    expect((await list('colourFamily=pink')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/item?colourFamily=mauve-ish' });
    expect(bad.statusCode).toBe(400);
  });

  it('reads a family word in a search as every shade of it', async () => {
    const found = await list('search=grey%20jumper');
    expect(found.items.map((p) => p.colour).sort()).toEqual(['Charcoal', 'Grey Marl', 'Slate']);
  });

  it('follows the owner’s choice of family at once, and forgets it when set back to the default', async () => {
    const families = colourFamilyRepository(t.database.db);
    await families.set('Khaki', 'neutral');
    // Written past the routes: wait, as a writing route does, until this instance has dropped the answers it alters.
    await t.app.catalogueCache.settle();
    const { facets } = await list('');
    expect(facets.colourFamilies.find((f) => f.value === 'neutral')?.count).toBe(2);
    expect(facets.colourFamilies.some((f) => f.value === 'green')).toBe(false);
    expect((await list('search=neutral')).items.map((p) => p.colour).sort()).toEqual(['Ecru', 'Khaki']);
    expect((await families.list()).find((c) => c.colour === 'Khaki')).toEqual({
      colour: 'Khaki',
      colourHex: expect.stringMatching(/^#[0-9a-f]{6}$/),
      family: 'neutral',
      defaultFamily: 'green',
    });
    await families.set('Khaki', 'green');
    await t.app.catalogueCache.settle();
    expect((await families.onOffer()).overrides).toEqual({});
  });
});
