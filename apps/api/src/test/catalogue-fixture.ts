import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultColourHex } from '@atelier/contract/catalogue';
import type { Db } from '../db/client.ts';
import { categories, products, variants } from '../db/schema/catalogue.ts';

export interface FixtureVariant {
  guid: string;
  size: string;
  quantity: number;
}

export interface FixtureProduct {
  id: number;
  slug: string;
  pricePence: number;
  variants: Record<string, FixtureVariant>;
}

/**
 * A small catalogue written straight into the database, so cart tests depend on nothing but the
 * schema: one category and the products asked for, each with the sizes and stock given.
 */
export async function insertCatalogueFixture(
  db: Db,
  spec: Array<{
    slug: string;
    name?: string;
    pricePence: number;
    oldPricePence?: number;
    onSale?: boolean;
    stock: Record<string, number>;
    /** Colour and swatch value; products given the same style key are siblings (R17.1). */
    colour?: string;
    colourHex?: string;
    styleKey?: string;
  }>,
): Promise<Record<string, FixtureProduct>> {
  const tag = randomBytes(3).toString('hex');
  const [category] = await db
    .insert(categories)
    .values({ slug: `fixture-${tag}`, name: `Fixture ${tag}` })
    .returning();
  const out: Record<string, FixtureProduct> = {};
  for (const p of spec) {
    const [product] = await db
      .insert(products)
      .values({
        slug: p.slug,
        name: p.name ?? p.slug.replace(/-/g, ' '),
        gender: 'unisex',
        colour: p.colour ?? 'black',
        colourHex: p.colourHex ?? defaultColourHex(p.colour ?? 'black'),
        ...(p.styleKey ? { styleKey: p.styleKey } : {}),
        pricePence: p.pricePence,
        oldPricePence: p.oldPricePence ?? null,
        onSale: p.onSale ?? true,
        categoryId: category!.id,
      })
      .returning();
    const rows = await db
      .insert(variants)
      .values(
        Object.entries(p.stock).map(([size, quantity]) => ({ productId: product!.id, size, quantity, sku: `${p.slug}-${size}-${tag}` })),
      )
      .returning();
    out[p.slug] = {
      id: product!.id,
      slug: p.slug,
      pricePence: p.pricePence,
      variants: Object.fromEntries(rows.map((v) => [v.size, { guid: v.guid, size: v.size, quantity: v.quantity }])),
    };
  }
  return out;
}

/** Changes a variant's stock, as an admin or a sale elsewhere would. */
export async function setStock(db: Db, variantGuid: string, quantity: number): Promise<void> {
  await db.update(variants).set({ quantity }).where(eq(variants.guid, variantGuid));
}
