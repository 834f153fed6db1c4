import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListItem } from '@atelier/contract/catalogue';
import { queryRows, type Db } from '../../db/client.ts';
import { collections, productCollections, productImages, products, variants } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { overlapping } from '../../test/database.ts';
import { insertCatalogue, listItems, type FixtureProduct } from '../../test/listing-fixture.ts';

// A product's card (migration 0017) holds its sizes with their stock, its pictures and its
// collections, kept by triggers so a listing reads one row per product. Whatever writes them, the
// cards must stay what the products' own rows say (R19.7).
const shirt = (slug: string, stock: Record<string, number>, extra: Partial<FixtureProduct> = {}): FixtureProduct => ({
  slug,
  name: 'Oxford Shirt',
  category: 'Shirts',
  gender: 'male',
  colour: 'Blue',
  pricePence: 4500,
  collections: ['Essentials'],
  stock,
  ...extra,
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertCatalogue(t.database.db, [
    shirt('shirt-a', { S: 4, M: 5, L: 6 }, { collections: ['Essentials', 'New In'] }),
    shirt('shirt-b', { M: 2 }),
    shirt('shirt-c', { XL: 1 }, { collections: [] }),
  ]);
});
afterAll(() => t.close());

/** Products whose card differs from one built afresh from their rows (a product with no rows may have none). */
const staleCards = (db: Db) =>
  queryRows<{ slug: string }>(
    db,
    sql`select p.slug from products p left join product_cards k on k.product_id = p.id
      join product_cards_of(array(select id from products)) f on f.product_id = p.id
      where k.product_id is null and (f.variants::text <> '[]' or f.images::text <> '[]' or f.collections::text <> '[]')
         or k.variants::text <> f.variants::text or k.images::text <> f.images::text or k.collections::text <> f.collections::text`,
  );
const idOf = async (db: Db, slug: string) => (await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;
const itemOf = async (slug: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/item/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { formattedItem: ProductListItem }).formattedItem;
};

describe('product cards', () => {
  it('are built for every product, and a listing shows what they hold in size order', async () => {
    expect(await staleCards(t.database.db)).toEqual([]);
    const [a] = (await listItems(t.app, 'category=shirts')).items.filter((i) => i.slug === 'shirt-a');
    expect(a!.variants.map((v) => [v.size, v.quantity])).toEqual([
      ['S', 4],
      ['M', 5],
      ['L', 6],
    ]);
    expect(a!.collections).toEqual(['Essentials', 'New In']);
    expect(a!.images.map((i) => i.alt)).toEqual(['Oxford Shirt front', 'Oxford Shirt back']);
  });

  it('follow sales, new and removed sizes, in whatever order sizes are added', async () => {
    const db = t.database.db;
    const a = await idOf(db, 'shirt-a');
    await db.execute(sql`update variants set quantity = quantity - 1 where product_id = ${a} and size in ('S', 'L')`);
    // XS added last still comes first; L removed.
    await db.insert(variants).values({ productId: a, size: 'XS', quantity: 9, sku: 'SHIRT-A-XS' });
    await db.execute(sql`delete from variants where product_id = ${a} and size = 'L'`);
    expect(await staleCards(db)).toEqual([]);
    expect((await itemOf('shirt-a')).variants.map((v) => [v.size, v.quantity])).toEqual([
      ['XS', 9],
      ['S', 3],
      ['M', 5],
    ]);
  });

  it('follow pictures reordered, described, added and removed', async () => {
    const db = t.database.db;
    const b = await idOf(db, 'shirt-b');
    // Reordered as the admin does, to new positions (each position is unique): back 10, front 11.
    await db.execute(sql`update product_images set position = 11 - position where product_id = ${b}`);
    await db
      .update(productImages)
      .set({ alt: 'Worn, side' })
      .where(sql`${productImages.productId} = ${b} and ${productImages.position} = 11`);
    const [one] = await db.select().from(productImages).where(eq(productImages.productId, b)).limit(1);
    await db.insert(productImages).values({ productId: b, mediaId: one!.mediaId, position: 12, kind: 'gallery', alt: 'Detail' });
    expect(await staleCards(db)).toEqual([]);
    expect((await itemOf('shirt-b')).images.map((i) => i.alt)).toEqual(['Oxford Shirt back', 'Worn, side', 'Detail']);

    await db.delete(productImages).where(eq(productImages.productId, b));
    expect(await staleCards(db)).toEqual([]);
    expect((await itemOf('shirt-b')).images).toEqual([]);
  });

  it('follow collection memberships, and a collection renamed or moved', async () => {
    const db = t.database.db;
    const c = await idOf(db, 'shirt-c');
    const [essentials] = await db.select().from(collections).where(eq(collections.name, 'Essentials'));
    await db.insert(productCollections).values({ productId: c, collectionId: essentials!.id });
    expect((await itemOf('shirt-c')).collections).toEqual(['Essentials']);

    // Renamed and moved after New In: every member's card changes, in the collections' order.
    await db.update(collections).set({ name: 'The Essentials', position: 5 }).where(eq(collections.id, essentials!.id));
    expect(await staleCards(db)).toEqual([]);
    expect((await itemOf('shirt-a')).collections).toEqual(['New In', 'The Essentials']);
    expect((await itemOf('shirt-c')).collections).toEqual(['The Essentials']);

    // A collection deleted leaves its members' cards.
    await db.delete(collections).where(eq(collections.id, essentials!.id));
    expect(await staleCards(db)).toEqual([]);
    expect((await itemOf('shirt-c')).collections).toEqual([]);
  });

  it('go with their product, and are rebuilt when a table is emptied outright', async () => {
    const db = t.database.db;
    const b = await idOf(db, 'shirt-b');
    await db.delete(variants).where(eq(variants.productId, b));
    await db.delete(products).where(eq(products.id, b));
    expect(await queryRows(db, sql`select 1 from product_cards where product_id = ${b}`)).toEqual([]);

    await db.execute(sql`truncate product_collections`);
    expect(await staleCards(db)).toEqual([]);
    expect((await itemOf('shirt-a')).collections).toEqual([]);
  });
});

// Two writers at once need two connections: PostgreSQL only.
describe.runIf(!!process.env.TEST_DATABASE_URL)('product cards under concurrent writers', () => {
  it('keep both of two sales of different sizes, and a picture added during a sale', async () => {
    const db = t.database.db;
    await insertCatalogue(db, [shirt('shirt-d', { S: 10, M: 10 }, { category: 'Shirts Two', collections: ['Race'] })]);
    const d = await idOf(db, 'shirt-d');
    // Each sells a different size, neither yet seeing the other's commit.
    await overlapping(
      db,
      (tx) => tx.execute(sql`update variants set quantity = quantity - 1 where product_id = ${d} and size = 'S'`),
      (tx) => tx.execute(sql`update variants set quantity = quantity - 2 where product_id = ${d} and size = 'M'`),
    );
    expect((await itemOf('shirt-d')).variants.map((v) => [v.size, v.quantity])).toEqual([
      ['S', 9],
      ['M', 8],
    ]);

    const [one] = await db.select().from(productImages).where(eq(productImages.productId, d)).limit(1);
    await overlapping(
      db,
      (tx) => tx.execute(sql`update variants set quantity = quantity - 1 where product_id = ${d} and size = 'S'`),
      (tx) => tx.insert(productImages).values({ productId: d, mediaId: one!.mediaId, position: 5, kind: 'gallery', alt: 'Cuff' }),
    );
    const item = await itemOf('shirt-d');
    expect(item.variants.find((v) => v.size === 'S')?.quantity).toBe(8);
    expect(item.images.map((i) => i.alt)).toContain('Cuff');
    expect(await staleCards(db)).toEqual([]);
  });
});
