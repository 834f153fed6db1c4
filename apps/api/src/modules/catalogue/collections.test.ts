import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, productCollections, products } from '../../db/schema/catalogue.ts';
import { commerceTestApp, newShopper, type Shopper } from '../../test/commerce.ts';
import { multipart, newAdmin, pngOf } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';

// The owner's collections (R18.5), and what the storefront then shows (R18.1, R18.4).

let t: AccountsTestContext;
let admin: Shopper;
let shopper: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  shopper = await newShopper(t.app);
});
afterAll(() => t.close());

const as = (who: Shopper | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const admin$ = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => as(admin, method, url, payload);
async function productId(slug: string): Promise<number> {
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row!.id;
}
const shopCollections = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/collection/collections' })).json().collections as Array<{ slug: string; items: number }>;
const auditActions = async () =>
  ((await admin$('GET', '/api/admin/audit')).json().entries as Array<{ action: string }>).map((e) => e.action);

describe('admin collections (R18.5)', () => {
  it('refuses guests and customers with 403, changing nothing', async () => {
    const before = await t.database.db.select().from(collections);
    for (const who of [null, shopper]) {
      expect((await as(who, 'GET', '/api/admin/collections')).statusCode).toBe(403);
      const made = await as(who, 'POST', '/api/admin/collections', { name: 'Sneaky', slug: 'sneaky' });
      expect(made.statusCode).toBe(403);
      expect(made.json().code).toBe('FORBIDDEN');
      expect((await as(who, 'DELETE', '/api/admin/collections/1')).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(collections)).toEqual(before);
  });

  it('creates a collection with its products; the shop lists it and its page', async () => {
    const ids = [await productId('linen-shirt'), await productId('silk-dress')];
    const made = await admin$('POST', '/api/admin/collections', {
      name: 'Autumn Edit',
      slug: 'autumn-edit',
      description: 'Layers for the changing light.',
      productIds: ids,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().collection).toMatchObject({ name: 'Autumn Edit', slug: 'autumn-edit', products: 2, image: null });
    expect(made.json().collection.productIds.sort()).toEqual(ids.sort());
    expect((await shopCollections()).find((c) => c.slug === 'autumn-edit')).toMatchObject({ items: 2 });
    const page = await t.app.inject({ method: 'GET', url: '/api/item?collection=autumn-edit' });
    expect(page.json().total).toBe(2);
    expect(await auditActions()).toContain('collection.create');
  });

  it('validates: a missing name, a bad slug, a taken slug, unknown products, extra fields', async () => {
    const count = async () => (await t.database.db.select().from(collections)).length;
    const before = await count();
    const noName = await admin$('POST', '/api/admin/collections', { name: '', slug: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await admin$('POST', '/api/admin/collections', { name: 'X', slug: 'Not A Slug' })).statusCode).toBe(400);
    expect((await admin$('POST', '/api/admin/collections', { name: 'X', slug: 'x', colour: 'red' })).statusCode).toBe(400);
    const taken = await admin$('POST', '/api/admin/collections', { name: 'Again', slug: 'autumn-edit' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const unknown = await admin$('POST', '/api/admin/collections', { name: 'Ghost', slug: 'ghost', productIds: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    expect(await count()).toBe(before);
  });

  it('edits fields and products, sets a picture, and answers 404 for an unknown id', async () => {
    const list = (await admin$('GET', '/api/admin/collections')).json().collections as Array<{ id: number; slug: string }>;
    const id = list.find((c) => c.slug === 'autumn-edit')!.id;
    const edited = await admin$('PUT', `/api/admin/collections/${id}`, {
      name: 'Autumn',
      slug: 'autumn',
      description: 'Warm layers.',
      productIds: [await productId('wool-scarf')],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().collection).toMatchObject({ name: 'Autumn', slug: 'autumn', products: 1 });
    const body = await multipart(await pngOf(600, 750), 'autumn.png', 'image/png');
    const pic = await t.app.inject({
      method: 'POST',
      url: `/api/admin/collections/${id}/image`,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(pic.statusCode).toBe(200);
    expect(pic.json().collection.image).toMatch(/^\/media\//);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/collection/autumn' })).json().collection;
    expect(shop.image).toMatch(/^\/media\/[0-9a-f-]+\/640\.webp$/);
    expect(shop.description).toBe('Warm layers.');

    expect((await admin$('GET', '/api/admin/collections/999999')).statusCode).toBe(404);
    const missing = await admin$('PUT', '/api/admin/collections/999999', { name: 'X', slug: 'x-y' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('COLLECTION_NOT_FOUND');
    expect((await admin$('DELETE', '/api/admin/collections/999999')).statusCode).toBe(404);
    expect(await auditActions()).toEqual(expect.arrayContaining(['collection.update', 'collection.image']));
  });

  it('an empty collection counts 0, so the shop does not link it (R18.4)', async () => {
    const made = await admin$('POST', '/api/admin/collections', { name: 'Coming Soon', slug: 'coming-soon' });
    expect(made.statusCode).toBe(201);
    expect((await shopCollections()).find((c) => c.slug === 'coming-soon')).toMatchObject({ items: 0 });
  });

  it('reorders: every id once, else 400 and nothing moves', async () => {
    const list = (await admin$('GET', '/api/admin/collections')).json().collections as Array<{ id: number; slug: string }>;
    const reversed = list.map((c) => c.id).reverse();
    expect((await admin$('PUT', '/api/admin/collections/order', { ids: reversed.slice(1) })).statusCode).toBe(400);
    expect((await admin$('PUT', '/api/admin/collections/order', { ids: [...reversed, reversed[0]] })).statusCode).toBe(400);
    const moved = await admin$('PUT', '/api/admin/collections/order', { ids: reversed });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().collections.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await shopCollections()).map((c) => c.slug)).toEqual([...list].reverse().map((c) => c.slug));
    expect(await auditActions()).toContain('collection.reorder');
  });

  it('deletes a collection and keeps its products', async () => {
    const list = (await admin$('GET', '/api/admin/collections')).json().collections as Array<{ id: number; slug: string }>;
    const id = list.find((c) => c.slug === 'autumn')!.id;
    const gone = await admin$('DELETE', `/api/admin/collections/${id}`);
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/collection/autumn' })).statusCode).toBe(404);
    expect(await t.database.db.select().from(productCollections).where(eq(productCollections.collectionId, id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/item/wool-scarf' })).statusCode).toBe(200);
    expect(await auditActions()).toContain('collection.delete');
  });
});
