import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import { searchSynonyms } from '../../db/schema/catalogue.ts';
import { accountsTestApp, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { newShopper, type Shopper } from '../../test/commerce.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// The owner extends what a search understands (R19.3); shoppers see it at once (R15.9).

let t: AccountsTestContext;
let admin: Shopper;
let shopper: Shopper;
beforeAll(async () => {
  // The cache on, as in production: a new group must not wait for the cache to expire.
  t = await accountsTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '300' });
  admin = await newAdmin(t.app, t.database.db);
  shopper = await newShopper(t.app);
  await insertCatalogue(t.database.db, [
    {
      slug: 'quilted-gilet',
      name: 'Quilted Gilet',
      category: 'Jackets',
      gender: 'unisex',
      colour: 'Navy',
      pricePence: 8900,
      stock: { M: 3 },
    },
    { slug: 'linen-shirt', name: 'Linen Shirt', category: 'Shirts', gender: 'male', colour: 'White', pricePence: 5900, stock: { M: 3 } },
  ]);
});
afterAll(() => t.close());

const call = (who: Shopper | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const found = async (q: string) =>
  ((await call(null, 'GET', `/api/item?search=${encodeURIComponent(q)}`)).json() as ItemListResponse).items.map((i) => i.slug);
const groups = () => t.database.db.select().from(searchSynonyms);

describe('search synonyms in the admin area (R19.3)', () => {
  it('starts with the everyday groups', async () => {
    const res = await call(admin, 'GET', '/api/admin/search-synonyms');
    expect(res.statusCode).toBe(200);
    const terms = (res.json().groups as { terms: string[] }[]).map((g) => g.terms);
    expect(terms).toContainEqual(['jumper', 'sweater', 'pullover']);
    expect(terms).toContainEqual(['trainers', 'sneakers']);
  });

  // Words the shop's own vocabulary does not hold (gilet and bodywarmer are twins there, R19.8).
  it('adds a group that searches use at once, and records it', async () => {
    expect(await found('sleeveless')).toEqual([]);
    const res = await call(admin, 'POST', '/api/admin/search-synonyms', { terms: ['Gilet', 'sleeveless', 'sleeveless jacket'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().group.terms).toEqual(['gilet', 'sleeveless', 'sleeveless jacket']);
    expect(await found('sleeveless')).toEqual(['quilted-gilet']);
    const audit = (await call(admin, 'GET', '/api/admin/audit')).json().entries as { action: string; target: string }[];
    expect(audit[0]).toMatchObject({ action: 'synonyms.create' });
    expect(audit[0]!.target).toContain('gilet, sleeveless');
  });

  it('edits and deletes a group', async () => {
    const id = ((await call(admin, 'GET', '/api/admin/search-synonyms')).json().groups as { id: number; terms: string[] }[]).find((g) =>
      g.terms.includes('gilet'),
    )!.id;
    const edited = await call(admin, 'PUT', `/api/admin/search-synonyms/${id}`, { terms: ['gilet', 'vest top'] });
    expect(edited.statusCode).toBe(200);
    expect(await found('sleeveless')).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/admin/search-synonyms/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/search-synonyms/${id}`)).json()).toMatchObject({ code: 'SYNONYMS_NOT_FOUND' });
  });

  it('refuses bad groups with a 400 and changes nothing', async () => {
    const before = await groups();
    for (const terms of [['alone'], ['shirt', 'shirt'], ['x', 'y'], ['<b>', 'bold'], [], 'jumper']) {
      const res = await call(admin, 'POST', '/api/admin/search-synonyms', { terms });
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await call(admin, 'PUT', '/api/admin/search-synonyms/999999', { terms: ['a1', 'b1'] })).statusCode).toBe(404);
    expect(await groups()).toEqual(before);
  });

  it('is for admins only', async () => {
    for (const who of [null, shopper]) {
      expect((await call(who, 'POST', '/api/admin/search-synonyms', { terms: ['shirt', 'blouse'] })).statusCode).toBe(403);
    }
  });
});
