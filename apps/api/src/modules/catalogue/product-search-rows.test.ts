import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client.ts';
import { products, variants } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, listItems, type FixtureProduct } from '../../test/listing-fixture.ts';
import { SEARCH_BUCKETS } from './listing-repository.ts';
import { refreshSearchIndex } from './search-repository.ts';

// A search's first read takes its rows from product_search (migration 0018), kept by a row trigger
// on products. Whatever writes the products, those rows must stay what the live products say.
const coat = (slug: string, colour: string, stock: Record<string, number>): FixtureProduct => ({
  slug,
  name: 'Wool Overcoat',
  category: 'Coats',
  gender: 'female',
  colour,
  pricePence: 18000,
  stock,
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertCatalogue(t.database.db, [coat('coat-camel', 'Camel', { S: 1, M: 2 }), coat('coat-navy', 'Navy', { M: 3 })]);
});
afterAll(() => t.close());

/** Ids whose search row is missing, left over or different from its live product. */
const strayRows = (db: Db) =>
  queryRows<{ id: number }>(
    db,
    sql`select coalesce(s.id, p.id) as id from product_search s
      full join (select * from products where archived_at is null) p on p.id = s.id
      where s.id is null or p.id is null
         or (s.created_at, s.price_pence, s.colour, s.category_id, s.gender, s.on_sale, s.in_stock, s.sizes_mask, s.head_vector::text)
            is distinct from (p.created_at, p.price_pence, p.colour, p.category_id, p.gender, p.on_sale, p.stock_total > 0, p.sizes_mask, p.head_vector::text)`,
  );
const found = async (qs: string) => (await listItems(t.app, qs)).items.map((i) => i.slug).sort();
const idOf = async (db: Db, slug: string) => (await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;

describe('the search rows', () => {
  it('hold every live product, and follow sales that sell a size or the whole product out', async () => {
    const db = t.database.db;
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=wool%20coat')).toEqual(['coat-camel', 'coat-navy']);

    const camel = await idOf(db, 'coat-camel');
    await db.execute(sql`update variants set quantity = 0 where product_id = ${camel} and size = 'S'`);
    expect(await strayRows(db)).toEqual([]);
    // Nothing in S: the page says so, and shows the coats without the size (R15.17).
    const inS = await listItems(t.app, 'search=wool%20coat&size=S');
    expect(inS.search?.relaxed).toEqual({ text: 'wool coat', without: 'size S' });
    expect(inS.items.map((i) => i.slug).sort()).toEqual(['coat-camel', 'coat-navy']);
    await db.update(variants).set({ quantity: 0 }).where(eq(variants.productId, camel));
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=wool%20coat&isStock=true')).toEqual(['coat-navy']);
    await db.update(variants).set({ quantity: 4 }).where(eq(variants.productId, camel));
    expect(await found('search=wool%20coat&isStock=true')).toEqual(['coat-camel', 'coat-navy']);
  });

  it('follow price, colour and category changes, archiving, restoring and deleting', async () => {
    const db = t.database.db;
    const navy = await idOf(db, 'coat-navy');
    await db.update(products).set({ pricePence: 9000 }).where(eq(products.id, navy));
    expect(await found('search=wool%20coat&priceMax=100')).toEqual(['coat-navy']);
    await db.update(products).set({ colour: 'Olive', colourHex: '#556b2f' }).where(eq(products.id, navy));
    await refreshSearchIndex(db, [navy]);
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=olive%20coat')).toEqual(['coat-navy']);

    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, navy));
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=wool%20coat')).toEqual(['coat-camel']);
    await db.update(products).set({ archivedAt: null }).where(eq(products.id, navy));
    expect(await found('search=wool%20coat')).toEqual(['coat-camel', 'coat-navy']);

    await db.delete(variants).where(eq(variants.productId, navy));
    await db.execute(sql`delete from product_images where product_id = ${navy}`);
    await db.delete(products).where(eq(products.id, navy));
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=wool%20coat')).toEqual(['coat-camel']);
  });

  it('take a new product and a renamed one once their search columns are built', async () => {
    const db = t.database.db;
    await insertCatalogue(db, [{ ...coat('coat-rust', 'Rust', { L: 2 }), name: 'Cashmere Wrap Coat', category: 'Wraps' }]);
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=cashmere%20wrap')).toEqual(['coat-rust']);

    const camel = await idOf(db, 'coat-camel');
    await db.update(products).set({ name: 'Camel Duffle' }).where(eq(products.id, camel));
    await refreshSearchIndex(db, [camel]);
    expect(await strayRows(db)).toEqual([]);
    expect(await found('search=duffle')).toEqual(['coat-camel']);
  });
});

describe("the search rows' word index", () => {
  it('is split by id in SEARCH_BUCKETS partial indexes that between them hold every row (migration 0019)', async () => {
    const rows = await queryRows<{ def: string }>(
      t.database.db,
      sql`select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = 'product_search'::regclass`,
    );
    const buckets = rows
      .filter((r) => /using gin \(head_vector\)/i.test(r.def))
      .map((r) => /WHERE \(\(id % (\d+)\) = (\d+)\)/.exec(r.def))
      .map((m) => (m ? `${m[2]} of ${m[1]}` : 'a whole-table index'));
    expect(buckets.sort()).toEqual(Array.from({ length: SEARCH_BUCKETS }, (_, k) => `${k} of ${SEARCH_BUCKETS}`).sort());
  });

  it('finds every match whichever bucket its id falls in', async () => {
    const shirts = Array.from({ length: 3 * SEARCH_BUCKETS + 1 }, (_, i) => ({
      ...coat(`linen-shirt-${i}`, 'White', { M: 1 }),
      name: 'Linen Shirt',
      category: 'Shirts',
    }));
    await insertCatalogue(t.database.db, shirts);
    const ids = await queryRows<{ id: number }>(t.database.db, sql`select id from products where slug like 'linen-shirt-%'`);
    expect(new Set(ids.map((r) => r.id % SEARCH_BUCKETS)).size).toBe(SEARCH_BUCKETS);
    const answer = await listItems(t.app, 'search=linen%20shirt&limit=48');
    expect(answer.total).toBe(shirts.length);
    expect(answer.items.map((i) => i.slug).sort()).toEqual(shirts.map((s) => s.slug).sort());
  });

  it('keeps its rows by bucket, category and name words when rebuilt or regrouped, and still matches the products (migration 0020)', async () => {
    const db = t.database.db;
    // The order a search reads them in, against the order the rows lie in the table.
    const stored = () => queryRows<{ id: number }>(db, sql`select id from product_search order by ctid`);
    const wanted = () =>
      queryRows<{ id: number }>(
        db,
        sql`select id from product_search
          order by id % ${SEARCH_BUCKETS}, category_id, strip(ts_filter(head_vector, '{a}'))::text, id`,
      );
    // New products lie wherever the table has room: the shirts above came after the coats.
    expect(await stored()).not.toEqual(await wanted());
    await db.execute(sql`select product_search_regroup()`);
    expect(await stored()).toEqual(await wanted());
    await db.execute(sql`select product_search_rebuild()`);
    expect(await stored()).toEqual(await wanted());
    expect(await strayRows(db)).toEqual([]);
    const [table] = await queryRows<{ options: string[] }>(
      db,
      sql`select reloptions as options from pg_class where relname = 'product_search'`,
    );
    expect(table?.options).toContain('fillfactor=90');
    expect((await listItems(t.app, 'search=linen%20shirt&limit=48')).total).toBe(3 * SEARCH_BUCKETS + 1);
  });
});
