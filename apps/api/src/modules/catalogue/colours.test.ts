import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormattedItem, ProductListItem } from '@atelier/contract/catalogue';
import { migrationsFolder } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue, type FixtureProduct } from '../../test/listing-fixture.ts';

// One style in three colours (one archived, one sold out), and a style of its own.
const jumper = (slug: string, colour: string, colourHex: string, stock: Record<string, number>): FixtureProduct => ({
  slug,
  name: 'Merino Crew Neck Jumper',
  category: 'Knitwear',
  gender: 'unisex',
  colour,
  colourHex,
  styleKey: 'merino-crew-neck-jumper',
  pricePence: 8900,
  stock,
});
const catalogue: FixtureProduct[] = [
  jumper('merino-crew-neck-jumper-oatmeal', 'Oatmeal', '#d6c9b0', { S: 2, M: 3 }),
  jumper('merino-crew-neck-jumper-navy', 'Navy', '#1f2b45', { M: 4, L: 1 }),
  jumper('merino-crew-neck-jumper-terracotta', 'Terracotta', '#c06a45', { M: 0 }),
  jumper('merino-crew-neck-jumper-black', 'Black', '#242424', { M: 5 }),
  { slug: 'canvas-tote', name: 'Canvas Tote', category: 'Bags', gender: 'unisex', colour: 'Ecru', pricePence: 2500, stock: { ONE: 9 } },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  await insertCatalogue(t.database.db, catalogue);
  await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.slug, 'merino-crew-neck-jumper-black'));
});
afterAll(async () => {
  await t.close();
});

const detail = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/item/${slug}` })).json().formattedItem as FormattedItem;

describe('colour siblings on the storefront (R17.1-R17.3)', () => {
  it('product detail carries its swatch value and the live siblings by colour name, with their stock', async () => {
    const item = await detail('merino-crew-neck-jumper-oatmeal');
    expect(item.colour).toBe('Oatmeal');
    expect(item.colourHex).toBe('#d6c9b0');
    // The archived black is left out; Navy before Terracotta; the product itself is not its own sibling.
    expect(item.siblings).toEqual([
      { slug: 'merino-crew-neck-jumper-navy', colour: 'Navy', colourHex: '#1f2b45', inStock: true },
      { slug: 'merino-crew-neck-jumper-terracotta', colour: 'Terracotta', colourHex: '#c06a45', inStock: false },
    ]);
  });

  it('every sibling sees the others, in the same order', async () => {
    const item = await detail('merino-crew-neck-jumper-terracotta');
    expect(item.siblings.map((s) => s.colour)).toEqual(['Navy', 'Oatmeal']);
  });

  it('listing items carry colourHex and siblings; a product of its own style has none', async () => {
    // One card per style (R15.16): the colour filter shows the jumper as its navy.
    const res = await t.app.inject({ method: 'GET', url: '/api/item?limit=50&colour=Navy&colour=Ecru' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as ProductListItem[];
    const navy = items.find((i) => i.slug === 'merino-crew-neck-jumper-navy')!;
    expect(navy).toMatchObject({ colour: 'Navy', colourHex: '#1f2b45' });
    expect(navy.siblings.map((s) => s.slug)).toEqual(['merino-crew-neck-jumper-oatmeal', 'merino-crew-neck-jumper-terracotta']);
    const tote = items.find((i) => i.slug === 'canvas-tote')!;
    expect(tote.siblings).toEqual([]);
    expect(tote.colourHex).toBe('#e6dcc6');
    expect(items.some((i) => i.slug === 'merino-crew-neck-jumper-black')).toBe(false);
  });

  it('a sibling taken off sale shows as out of stock', async () => {
    await t.database.db.update(products).set({ onSale: false }).where(eq(products.slug, 'merino-crew-neck-jumper-navy'));
    const item = await detail('merino-crew-neck-jumper-oatmeal');
    expect(item.siblings.find((s) => s.colour === 'Navy')?.inStock).toBe(false);
    await t.database.db.update(products).set({ onSale: true }).where(eq(products.slug, 'merino-crew-neck-jumper-navy'));
  });

  it('a product inserted without a style key is a style of its own (its slug)', async () => {
    const [row] = await t.database.db.select({ styleKey: products.styleKey }).from(products).where(eq(products.slug, 'canvas-tote'));
    expect(row?.styleKey).toBe('canvas-tote');
  });
});

describe('migration 0005 backfill (R17.1, R17.2)', () => {
  it('groups products by name and takes swatch values from the palette', async () => {
    const db = t.database.db;
    // Undo what the migration set, then run its backfill statements again on these rows.
    await db.execute(sql`alter table products drop constraint products_colour_hex`);
    await db.update(products).set({ styleKey: sql`'x-' || ${products.id}`, colourHex: '#9e9e9e' });
    await db.update(products).set({ colour: 'terracotta ' }).where(eq(products.slug, 'merino-crew-neck-jumper-terracotta'));
    await db.update(products).set({ colour: 'Bright Unknown' }).where(eq(products.slug, 'canvas-tote'));
    const migration = readFileSync(`${migrationsFolder}/0005_colour_siblings.sql`, 'utf8').split('--> statement-breakpoint');
    const backfill = migration.filter((s) => /^\s*(--[^\n]*\n\s*)*UPDATE/i.test(s));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const rows = await db
      .select({ slug: products.slug, styleKey: products.styleKey, colourHex: products.colourHex })
      .from(products)
      .orderBy(products.slug);
    expect(rows).toEqual([
      { slug: 'canvas-tote', styleKey: 'canvas-tote', colourHex: '#9e9e9e' },
      { slug: 'merino-crew-neck-jumper-black', styleKey: 'merino-crew-neck-jumper', colourHex: '#242424' },
      { slug: 'merino-crew-neck-jumper-navy', styleKey: 'merino-crew-neck-jumper', colourHex: '#1f2b45' },
      { slug: 'merino-crew-neck-jumper-oatmeal', styleKey: 'merino-crew-neck-jumper', colourHex: '#d6c9b0' },
      { slug: 'merino-crew-neck-jumper-terracotta', styleKey: 'merino-crew-neck-jumper', colourHex: '#c06a45' },
    ]);
  });
});
