import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRODUCT_COLLECTIONS, MAX_BULK_PRODUCTS } from '@atelier/contract/catalogue';
import { productCollections, products } from '../../db/schema/catalogue.ts';
import { adminAudit } from '../../db/schema/store.ts';
import { insertCatalogueFixture } from '../../test/catalogue-fixture.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';
import { newAdmin } from '../../test/admin.ts';

// One action on many products at once (R22.16).

let t: AccountsTestContext;
let admin: Shopper;
let ids: { a: number; b: number; c: number };
let collectionId: number;

const db = () => t.database.db;
const bulk = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers: admin.headers, payload });
const rows = () =>
  db()
    .select({
      id: products.id,
      slug: products.slug,
      isFinalSale: products.isFinalSale,
      archivedAt: products.archivedAt,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(inArray(products.id, Object.values(ids)))
    .orderBy(products.slug);
const inCollection = async () =>
  (
    await db()
      .select({ id: productCollections.productId })
      .from(productCollections)
      .where(eq(productCollections.collectionId, collectionId))
  )
    .map((r) => r.id)
    .sort((x, y) => x - y);
const latestAudit = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers })).json().entries[0] as {
    action: string;
    target: string;
    summary: string;
    detail: string;
    href?: string;
  };
const auditCount = async () => (await db().select().from(adminAudit)).length;

beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, db());
  const made = await insertCatalogueFixture(db(), [
    { slug: 'bulk-a', pricePence: 2000, stock: { M: 1 } },
    { slug: 'bulk-b', pricePence: 2000, stock: { M: 1 } },
    { slug: 'bulk-c', pricePence: 2000, stock: { M: 1 } },
  ]);
  ids = { a: made['bulk-a']!.id, b: made['bulk-b']!.id, c: made['bulk-c']!.id };
  const col = await t.app.inject({
    method: 'POST',
    url: '/api/admin/collections',
    headers: admin.headers,
    payload: { name: 'Bulk Edit', slug: 'bulk-edit' },
  });
  collectionId = col.json().collection.id;
});
afterAll(() => t.close());

describe('bulk product actions (R22.16)', () => {
  it('sets Final Sale on the chosen products, counting only those it changed, in one audit entry', async () => {
    const first = await bulk({ action: 'set-final-sale', ids: [ids.a, ids.b] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ action: 'set-final-sale', changed: 2, selected: 2, collection: null });
    expect((await rows()).map((r) => [r.slug, r.isFinalSale])).toEqual([
      ['bulk-a', true],
      ['bulk-b', true],
      ['bulk-c', false],
    ]);
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'product.bulk-set-final-sale',
      target: '2 products',
      detail: 'products: bulk a in black, bulk b in black',
    });
    expect(entry.summary).toBe(`2 products set to Final Sale by ${admin.email}`);

    // Again with one more: only that one changes; the others keep their updated time.
    const before = await rows();
    const again = await bulk({ action: 'set-final-sale', ids: [ids.a, ids.b, ids.c, ids.c] });
    expect(again.json()).toEqual({ action: 'set-final-sale', changed: 1, selected: 3, collection: null });
    const after = await rows();
    expect(after.every((r) => r.isFinalSale)).toBe(true);
    expect(after[0]!.updatedAt).toEqual(before[0]!.updatedAt);
    const entry2 = await latestAudit();
    expect(entry2.target).toBe('1 product');
    expect(entry2.detail.split('; ').sort()).toEqual(['products: bulk c in black', 'unchanged: 2 already as asked']);
    // The shop's product answer shows it.
    expect((await t.app.inject({ method: 'GET', url: '/api/item/bulk-c' })).json().formattedItem.isFinalSale).toBe(true);
  });

  it('clears Final Sale', async () => {
    const res = await bulk({ action: 'clear-final-sale', ids: [ids.a, ids.c] });
    expect(res.json()).toMatchObject({ changed: 2, selected: 2 });
    expect((await rows()).map((r) => r.isFinalSale)).toEqual([false, true, false]);
    expect((await latestAudit()).summary).toBe(`Final Sale cleared on 2 products by ${admin.email}`);
  });

  it('adds products to a collection and takes them out of it; the shop’s collection follows', async () => {
    const added = await bulk({ action: 'add-to-collection', ids: [ids.a, ids.b], collectionId });
    expect(added.json()).toEqual({ action: 'add-to-collection', changed: 2, selected: 2, collection: 'Bulk Edit' });
    expect(await inCollection()).toEqual([ids.a, ids.b].sort((x, y) => x - y));
    expect((await t.app.inject({ method: 'GET', url: '/api/item?collection=bulk-edit' })).json().total).toBe(2);
    // jsonb keeps the detail's keys in its own order.
    const entry = await latestAudit();
    expect(entry.action).toBe('product.bulk-add-to-collection');
    // The collection is named in the sentence, so the details do not repeat it.
    expect(entry).toMatchObject({
      summary: `2 products added to collection Bulk Edit by ${admin.email}`,
      detail: 'products: bulk a in black, bulk b in black',
      href: '/admin/products',
    });
    expect((await bulk({ action: 'add-to-collection', ids: [ids.a, ids.c], collectionId })).json()).toMatchObject({
      changed: 1,
      selected: 2,
    });

    const removed = await bulk({ action: 'remove-from-collection', ids: [ids.a, ids.b], collectionId });
    expect(removed.json()).toEqual({ action: 'remove-from-collection', changed: 2, selected: 2, collection: 'Bulk Edit' });
    expect(await inCollection()).toEqual([ids.c]);
    expect((await t.app.inject({ method: 'GET', url: '/api/item?collection=bulk-edit' })).json().total).toBe(1);
    expect((await latestAudit()).summary).toBe(`2 products removed from collection Bulk Edit by ${admin.email}`);
  });

  it('archives products (off the shop) and restores them', async () => {
    const res = await bulk({ action: 'archive', ids: [ids.b, ids.c] });
    expect(res.json()).toMatchObject({ action: 'archive', changed: 2 });
    expect((await rows()).map((r) => r.archivedAt !== null)).toEqual([false, true, true]);
    expect((await t.app.inject({ method: 'GET', url: '/api/item/bulk-b' })).statusCode).toBe(404);
    expect((await latestAudit()).summary).toBe(`2 products archived by ${admin.email}`);

    expect((await bulk({ action: 'restore', ids: [ids.a, ids.b, ids.c] })).json()).toMatchObject({ changed: 2, selected: 3 });
    expect((await rows()).every((r) => r.archivedAt === null)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/item/bulk-b' })).statusCode).toBe(200);
  });

  it('refuses an empty selection, unknown products or collections and too many at once, changing nothing', async () => {
    await bulk({ action: 'archive', ids: [ids.a] });
    const before = { rows: await rows(), collection: await inCollection(), audit: await auditCount() };
    const refusals: Array<[object, string]> = [
      [{ action: 'archive', ids: [] }, 'Choose at least one product.'],
      [{ action: 'archive' }, 'ids'],
      [{ action: 'set-final-sale', ids: [ids.b, 999_999] }, 'No product has the id 999999. Nothing was changed.'],
      [{ action: 'restore', ids: [ids.a, 999_998] }, 'Nothing was changed.'],
      [{ action: 'add-to-collection', ids: [ids.a, ids.b], collectionId: 999_999 }, 'That collection does not exist.'],
      [{ action: 'add-to-collection', ids: [ids.a] }, 'Choose a collection.'],
      [{ action: 'archive', ids: [ids.b], collectionId }, 'Only collection actions take a collection.'],
      [{ action: 'delete', ids: [ids.b] }, 'Action must be one of'],
      [{ action: 'archive', ids: [ids.b, 'c'] }, 'ids'],
      [
        { action: 'archive', ids: Array.from({ length: MAX_BULK_PRODUCTS + 1 }, (_, i) => i + 1) },
        `At most ${MAX_BULK_PRODUCTS} products can be changed at once.`,
      ],
    ];
    for (const [payload, message] of refusals) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await rows()).toEqual(before.rows);
    expect(await inCollection()).toEqual(before.collection);
    expect(await auditCount()).toBe(before.audit);
    await bulk({ action: 'restore', ids: [ids.a] });
  });

  it('refuses to put a product in more collections than a product can hold, changing nothing', async () => {
    const made: number[] = [];
    for (let i = 0; i < MAX_PRODUCT_COLLECTIONS + 1; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/collections',
        headers: admin.headers,
        payload: { name: `Full ${i}`, slug: `full-${i}` },
      });
      made.push(res.json().collection.id);
    }
    // Product c is already in Bulk Edit: 19 more make 20, the most.
    for (const id of made.slice(0, MAX_PRODUCT_COLLECTIONS - 1))
      expect((await bulk({ action: 'add-to-collection', ids: [ids.c], collectionId: id })).statusCode).toBe(200);
    const count = async () => (await db().select().from(productCollections).where(eq(productCollections.productId, ids.c))).length;
    expect(await count()).toBe(MAX_PRODUCT_COLLECTIONS);
    // One already in it is fine; one more is refused for the whole request.
    expect((await bulk({ action: 'add-to-collection', ids: [ids.c], collectionId: made[0] })).json()).toMatchObject({ changed: 0 });
    const full = await bulk({ action: 'add-to-collection', ids: [ids.b, ids.c], collectionId: made.at(-1) });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: 'TOO_MANY_COLLECTIONS' });
    expect(await count()).toBe(MAX_PRODUCT_COLLECTIONS);
    expect(
      await db()
        .select()
        .from(productCollections)
        .where(eq(productCollections.collectionId, made.at(-1)!)),
    ).toEqual([]);
  });
});
