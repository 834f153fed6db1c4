import { expect } from 'vitest';
import { type ItemListResponse, defaultColourHex, sizeSystemFor } from '@atelier/contract/catalogue';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { categories, collections, media, productCollections, productImages, products, variants } from '../db/schema/catalogue.ts';
import { refreshSearchIndex } from '../modules/catalogue/search-repository.ts';

export interface FixtureProduct {
  slug: string;
  name: string;
  category: string;
  gender: 'male' | 'female' | 'unisex';
  colour: string;
  pricePence: number;
  oldPricePence?: number;
  detail?: string;
  collections?: string[];
  stock: Record<string, number>;
  onSale?: boolean;
  isFinalSale?: boolean;
  createdAt?: Date;
  /** Products given the same style key are siblings (R17.1); without one, a style of its own. */
  styleKey?: string;
  colourHex?: string;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="50"><rect width="40" height="50" fill="#c9b79c"/></svg>',
);

/** A small, known catalogue for API tests that must not depend on the demo seed. */
export async function insertCatalogue(db: Db, items: FixtureProduct[]): Promise<void> {
  const categoryNames = [...new Set(items.map((p) => p.category))];
  const catRows = await db
    .insert(categories)
    .values(categoryNames.map((name, i) => ({ name, slug: slugify(name), position: i })))
    .returning();
  const collectionNames = [...new Set(items.flatMap((p) => p.collections ?? []))];
  const colRows = collectionNames.length
    ? await db
        .insert(collections)
        .values(collectionNames.map((name, i) => ({ name, slug: slugify(name), position: i })))
        .returning()
    : [];
  const [image] = await db.insert(media).values({ contentType: 'image/svg+xml', original: SVG, width: 40, height: 50 }).returning();
  let n = 0;
  for (const p of items) {
    n += 1;
    const [row] = await db
      .insert(products)
      .values({
        slug: p.slug,
        name: p.name,
        detail: p.detail ?? `${p.name} in ${p.colour}.`,
        care: 'Machine wash at 30°C.',
        gender: p.gender,
        sizeSystem: sizeSystemFor(Object.keys(p.stock)),
        colour: p.colour,
        ...(p.styleKey ? { styleKey: p.styleKey } : {}),
        colourHex: p.colourHex ?? defaultColourHex(p.colour),
        pricePence: p.pricePence,
        oldPricePence: p.oldPricePence ?? null,
        isFinalSale: p.isFinalSale ?? false,
        onSale: p.onSale ?? true,
        categoryId: catRows.find((c) => c.name === p.category)!.id,
        createdAt: p.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, n)),
      })
      .returning();
    const sizes = Object.entries(p.stock);
    if (sizes.length) {
      await db.insert(variants).values(
        sizes.map(([size, quantity]) => ({
          productId: row!.id,
          size,
          quantity,
          sku: `${p.slug}-${size.replace(/ /g, '')}`.toUpperCase(),
        })),
      );
    }
    await db.insert(productImages).values([
      { productId: row!.id, mediaId: image!.id, position: 0, kind: 'cover' as const, alt: `${p.name} front` },
      { productId: row!.id, mediaId: image!.id, position: 1, kind: 'hover' as const, alt: `${p.name} back` },
    ]);
    const cols = colRows.filter((c) => p.collections?.includes(c.name));
    if (cols.length) await db.insert(productCollections).values(cols.map((c) => ({ productId: row!.id, collectionId: c.id })));
  }
  await refreshSearchIndex(db);
}

/** The listing for a query string, which must be answered 200 (the body is shown when it is not). */
export async function listItems(app: App, qs: string): Promise<ItemListResponse> {
  const res = await app.inject({ method: 'GET', url: `/api/item?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemListResponse;
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
