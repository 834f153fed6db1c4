import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client.ts';
import { products, variants } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { overlapping } from '../../test/database.ts';
import { insertCatalogue, listItems, type FixtureProduct } from '../../test/listing-fixture.ts';

// The colours on offer (migration 0015) follow the live products: a colour is listed while some
// live product has it, with the swatch most recently given to one of them (R19.7).
const tee = (slug: string, colour: string, colourHex: string): FixtureProduct => ({
  slug,
  name: 'Cotton Tee',
  category: 'Tops',
  gender: 'unisex',
  colour,
  colourHex,
  pricePence: 2000,
  stock: { M: 3 },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertCatalogue(t.database.db, [
    tee('tee-black-1', 'Black', '#111111'),
    tee('tee-black-2', 'Black', '#222222'),
    tee('tee-navy', 'Navy', '#1f2b45'),
    tee('tee-ecru', 'Ecru', '#eee8d5'),
  ]);
});
afterAll(() => t.close());

const onOffer = (db: Db) =>
  queryRows<{ colour: string; colour_hex: string }>(db, sql`select colour, colour_hex from live_colours order by colour`);
const archive = (db: Db, slugs: string[]) => db.update(products).set({ archivedAt: new Date() }).where(inArray(products.slug, slugs));
const restore = (db: Db, slugs: string[]) => db.update(products).set({ archivedAt: null }).where(inArray(products.slug, slugs));
/** A tee in the fixture's category, written as an import would write it. */
const addTee = (db: Db, slug: string, colour: string, hex: string) =>
  db.execute(sql`insert into products (slug, name, gender, colour, colour_hex, price_pence, category_id)
    values (${slug}, 'Cotton Tee', 'unisex', ${colour}, ${hex}, 2000, (select id from categories where slug = 'tops'))`);

describe('the colours on offer', () => {
  it('lists each live colour once, with the swatch of the product written last', async () => {
    expect(await onOffer(t.database.db)).toEqual([
      { colour: 'Black', colour_hex: '#222222' },
      { colour: 'Ecru', colour_hex: '#eee8d5' },
      { colour: 'Navy', colour_hex: '#1f2b45' },
    ]);
    const body = await listItems(t.app, 'category=tops&colour=Navy');
    // The listing's colour facet shows the same swatches.
    expect(body.facets.colours.map((c) => [c.value, c.hex])).toEqual([
      ['Black', '#222222'],
      ['Ecru', '#eee8d5'],
      ['Navy', '#1f2b45'],
    ]);
  });

  it('follows a new swatch, a colour change, archiving and restoring', async () => {
    const db = t.database.db;
    await db.update(products).set({ colourHex: '#000000' }).where(eq(products.slug, 'tee-black-1'));
    expect((await onOffer(db)).find((c) => c.colour === 'Black')?.colour_hex).toBe('#000000');

    // One of two black tees archived: black stays; the other too: black goes.
    await archive(db, ['tee-black-1']);
    expect((await onOffer(db)).map((c) => c.colour)).toEqual(['Black', 'Ecru', 'Navy']);
    await archive(db, ['tee-black-2']);
    expect((await onOffer(db)).map((c) => c.colour)).toEqual(['Ecru', 'Navy']);

    // The only navy tee turned olive: navy goes, olive comes.
    await db.update(products).set({ colour: 'Olive', colourHex: '#556b2f' }).where(eq(products.slug, 'tee-navy'));
    expect(await onOffer(db)).toEqual([
      { colour: 'Ecru', colour_hex: '#eee8d5' },
      { colour: 'Olive', colour_hex: '#556b2f' },
    ]);

    await restore(db, ['tee-black-1', 'tee-black-2']);
    expect((await onOffer(db)).map((c) => c.colour)).toEqual(['Black', 'Ecru', 'Olive']);
  });

  it('is untouched by a sale, and drops the colour of a deleted product', async () => {
    const db = t.database.db;
    const before = await onOffer(db);
    await db.execute(sql`update variants set quantity = quantity - 1 where product_id = (select id from products where slug = 'tee-ecru')`);
    await db.update(products).set({ pricePence: 1500 }).where(eq(products.slug, 'tee-ecru'));
    expect(await onOffer(db)).toEqual(before);

    const [ecru] = await db.select({ id: products.id }).from(products).where(eq(products.slug, 'tee-ecru'));
    await db.delete(variants).where(eq(variants.productId, ecru!.id));
    await db.execute(sql`delete from product_images where product_id = ${ecru!.id}`);
    await db.delete(products).where(eq(products.id, ecru!.id));
    expect((await onOffer(db)).map((c) => c.colour)).toEqual(['Black', 'Olive']);
  });

  it('answers a search for a colour word with that colour, and with nothing once it has gone', async () => {
    const olive = await listItems(t.app, 'search=olive%20tee');
    expect(olive.items.map((i) => i.slug)).toEqual(['tee-navy']);
    await archive(t.database.db, ['tee-navy']);
    // Olive gone, the search as asked finds nothing: it says so and shows the tees without the word (R15.17).
    const gone = await listItems(t.app, 'search=olive%20tee');
    expect(gone.search?.relaxed).toEqual({ text: 'tee', without: '“olive”' });
    expect(gone.items.map((i) => i.slug).sort()).toEqual(['tee-black-1', 'tee-black-2']);
    await restore(t.database.db, ['tee-navy']);
  });
});

// Two writers at once need two connections: PostgreSQL only.
describe.runIf(!!process.env.TEST_DATABASE_URL)('the colours on offer under concurrent writers', () => {
  it('keeps a colour that one writer takes while another archives its last product, and drops one both archive', async () => {
    const db = t.database.db;
    for (const [slug, colour, hex] of [
      ['tee-rust-1', 'Rust', '#b7410e'],
      ['tee-rust-2', 'Rust', '#b7410e'],
      ['tee-sand', 'Sand', '#c2b280'],
    ] as const)
      await addTee(db, slug, colour, hex);
    // Each archives one of the last two rust tees, neither yet seeing the other's commit.
    await overlapping(
      db,
      (tx) => archive(tx, ['tee-rust-1']),
      (tx) => archive(tx, ['tee-rust-2']),
    );
    expect((await onOffer(db)).map((c) => c.colour)).not.toContain('Rust');

    // One archives the last sand tee while another adds a sand tee: sand stays.
    await overlapping(
      db,
      (tx) => archive(tx, ['tee-sand']),
      (tx) => addTee(tx, 'tee-sand-2', 'Sand', '#c2b280'),
    );
    expect((await onOffer(db)).map((c) => c.colour)).toContain('Sand');
  });
});
