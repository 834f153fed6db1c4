import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminColourFamily, ItemListResponse } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { newAdmin } from '../../test/admin.ts';
import { type FixtureProduct, insertCatalogue } from '../../test/listing-fixture.ts';
import type { Shopper } from '../../test/commerce.ts';

/** The owner's colour family screen through its routes (R17.10): defaults shown, changes saved and logged. */
let t: TestContext;
let admin: Shopper;
const jumper = (colour: string): FixtureProduct => ({
  slug: `jumper-${colour.toLowerCase().replace(/\s+/g, '-')}`,
  name: 'Merino Jumper',
  category: 'Knitwear',
  gender: 'unisex',
  colour,
  pricePence: 6000,
  stock: { M: 2 },
});

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [jumper('Charcoal'), jumper('Khaki'), jumper('Pale Moss')]);
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const as = (method: 'GET' | 'PUT', payload?: object, who: Shopper = admin) =>
  t.app.inject({ method, url: '/api/admin/colour-families', headers: who.headers, ...(payload ? { payload } : {}) });
const colours = async () => ((await as('GET')).json() as { colours: AdminColourFamily[] }).colours;
const families = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/item?limit=100' })).json() as ItemListResponse).facets.colourFamilies.map(
    (f) => `${f.value}:${f.count}`,
  );
const log = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers })).json().entries;

describe('admin colour families (R17.10)', () => {
  it('lists every colour on offer with its swatch, its family and its default', async () => {
    expect(await colours()).toEqual([
      { colour: 'Charcoal', colourHex: expect.stringMatching(/^#/), family: 'grey', defaultFamily: 'grey' },
      { colour: 'Khaki', colourHex: expect.stringMatching(/^#/), family: 'green', defaultFamily: 'green' },
      // Not a palette shade: the default comes from no family word either, so it is other.
      { colour: 'Pale Moss', colourHex: expect.stringMatching(/^#/), family: 'other', defaultFamily: 'other' },
    ]);
  });

  it('saves the changed colours at once, logs them, and the storefront follows', async () => {
    const res = await as('PUT', {
      families: [
        { colour: 'Charcoal', family: 'grey' },
        { colour: 'Khaki', family: 'neutral' },
        { colour: 'Pale Moss', family: 'green' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().colours as AdminColourFamily[]).map((c) => `${c.colour}:${c.family}:${c.defaultFamily}`)).toEqual([
      'Charcoal:grey:grey',
      'Khaki:neutral:green',
      'Pale Moss:green:other',
    ]);
    expect(await families()).toEqual(['grey:1', 'neutral:1', 'green:1']);
    const [entry] = await log();
    // Charcoal was already grey: only the two changes are named.
    expect(entry).toMatchObject({ action: 'colours.family', target: 'colour families (Khaki, Pale Moss)' });
    expect(entry.detail).toBe('Khaki: Green → Neutral; Pale Moss: Other → Green');
  });

  it('a colour set back to its default follows the defaults again; a save that changes nothing logs nothing', async () => {
    await as('PUT', { families: [{ colour: 'Khaki', family: 'green' }] });
    const before = (await log()).length;
    expect((await as('PUT', { families: [{ colour: 'Khaki', family: 'green' }] })).statusCode).toBe(200);
    expect((await log()).length).toBe(before);
    // Families come in the shop's order (grey before green).
    expect(await families()).toEqual(['grey:1', 'green:2']);
  });

  it('refuses an unknown colour, an unknown family and a colour named twice, changing nothing', async () => {
    const before = await colours();
    const cases: [object, number, string][] = [
      [
        {
          families: [
            { colour: 'Khaki', family: 'blue' },
            { colour: 'Plum', family: 'purple' },
          ],
        },
        404,
        'COLOUR_NOT_FOUND',
      ],
      [{ families: [{ colour: 'Khaki', family: 'teal' }] }, 400, 'VALIDATION_ERROR'],
      [
        {
          families: [
            { colour: 'Khaki', family: 'blue' },
            { colour: 'Khaki', family: 'red' },
          ],
        },
        400,
        'VALIDATION_ERROR',
      ],
      [{ families: [] }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await as('PUT', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    }
    expect(await colours()).toEqual(before);
  });

  it('is for staff who may change the catalogue', async () => {
    const packer = await newAdmin(t.app, t.database.db, 'fulfilment');
    expect((await as('PUT', { families: [{ colour: 'Khaki', family: 'blue' }] }, packer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/colour-families' })).statusCode).toBe(403);
  });
});
