import { randomUUID } from 'node:crypto';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { refreshSearchIndex } from '../modules/catalogue/search-repository.ts';
import { openStock } from '../modules/inventory/inventory-moves.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  collections,
  media,
  productCollections,
  productImages,
  products,
  searchTerms,
  variants,
} from '../db/schema/catalogue.ts';
import { accentFor, buildCatalogue, kebab } from './catalogue.ts';
import { COLOURS } from './palette.ts';
import { CANVAS_H, CANVAS_W } from './svg-kit.ts';
import { categorySvg, productSvg } from './svg.ts';

/** Rows per INSERT: big enough to be quick, small enough to stay well under parameter limits. */
const BATCH = 200;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function svgMedia(svg: string) {
  return { id: randomUUID(), contentType: 'image/svg+xml', original: Buffer.from(svg), width: CANVAS_W, height: CANVAS_H };
}

/**
 * Fills an empty catalogue with the demo shop: categories with pictures, collections, products with
 * variants and generated product shots. WebP renditions are made later, on first request.
 */
export async function seedDemo(db: Db): Promise<Record<string, number>> {
  const catalogue = buildCatalogue();
  const now = Date.now();

  return db.transaction(async (tx): Promise<Record<string, number>> => {
    // A shop that already has a catalogue keeps it: the demo is never mixed in.
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if ((existing?.n ?? 0) > 0) return { skipped: 1 };

    const categoryMedia = catalogue.categories.map((c, i) =>
      svgMedia(
        categorySvg(
          c.picture.items.map(([shape, name]) => ({ shape, hex: COLOURS[name].hex, accent: accentFor(shape, name) })),
          c.picture.layout,
          i,
        ),
      ),
    );
    await tx.insert(media).values(categoryMedia);
    const categoryRows = await tx
      .insert(categories)
      .values(
        catalogue.categories.map((c, i) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          imageId: categoryMedia[i]!.id,
          position: i,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));
    const collectionRows = await tx
      .insert(collections)
      .values(catalogue.collections.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, position: i })))
      .returning({ id: collections.id, slug: collections.slug });
    const collectionId = new Map(collectionRows.map((r) => [r.slug, r.id]));

    const productId = new Map<string, number>();
    await inBatches(catalogue.products, async (batch) => {
      const rows = await tx
        .insert(products)
        .values(
          batch.map((p) => {
            const created = new Date(now - p.ageMinutes * 60_000);
            return {
              slug: p.slug,
              name: p.name,
              detail: p.detail,
              care: p.care,
              gender: p.gender,
              sizeSystem: p.sizeSystem,
              colour: p.colour,
              colourHex: COLOURS[p.colour].hex,
              // The demo names every colourway of a style alike: the name is the style (R17.1).
              styleKey: kebab(p.name),
              pricePence: p.pricePence,
              oldPricePence: p.oldPricePence,
              isFinalSale: p.isFinalSale,
              onSale: p.onSale,
              categoryId: categoryId.get(p.category)!,
              createdAt: created,
              updatedAt: created,
            };
          }),
        )
        .returning({ id: products.id, slug: products.slug });
      for (const r of rows) productId.set(r.slug, r.id);
    });

    // stock_total follows from these rows through the variants trigger.
    const variantRows = catalogue.products.flatMap((p) => p.variants.map((v) => ({ productId: productId.get(p.slug)!, ...v })));
    // Each size's history opens with its demo stock (R3.16), like any other variant's.
    await inBatches(variantRows, async (batch) => {
      const made = await tx.insert(variants).values(batch).returning({ id: variants.id, quantity: variants.quantity });
      await openStock(tx, made, { reason: 'seed', actor: { kind: 'system' }, at: new Date(now) });
    });

    const links = catalogue.products.flatMap((p) =>
      p.collections.map((c) => ({ productId: productId.get(p.slug)!, collectionId: collectionId.get(c)! })),
    );
    await inBatches(links, (batch) => tx.insert(productCollections).values(batch));

    const images = catalogue.products.flatMap((p) =>
      p.images.map((img, position) => ({
        media: svgMedia(productSvg(p.art, img.shot)),
        productId: productId.get(p.slug)!,
        position,
        kind: img.kind,
        alt: img.alt,
      })),
    );
    await inBatches(images, async (batch) => {
      await tx.insert(media).values(batch.map((i) => i.media));
      await tx
        .insert(productImages)
        .values(batch.map((i) => ({ productId: i.productId, mediaId: i.media.id, position: i.position, kind: i.kind, alt: i.alt })));
    });

    await refreshSearchIndex(tx as unknown as Db);

    return {
      categories: categoryRows.length,
      collections: collectionRows.length,
      products: catalogue.products.length,
      variants: variantRows.length,
      images: images.length,
      media: images.length + categoryMedia.length,
    };
  });
}

/** Removes the catalogue (and the carts' lines that point into it) so the demo can be seeded again. */
export async function wipeCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await tx.select({ id: productImages.mediaId }).from(productImages);
    const pictures = await tx.select({ id: categories.imageId }).from(categories).where(isNotNull(categories.imageId));
    const ids = [...used, ...pictures].map((r) => r.id!);
    await tx.delete(productImages);
    await tx.delete(productCollections);
    // Order lines keep their own snapshot; their links to products and variants are set to null.
    await tx.delete(variants);
    await tx.delete(products);
    await tx.delete(collections);
    await tx.delete(categories);
    for (let i = 0; i < ids.length; i += BATCH) await tx.delete(media).where(inArray(media.id, ids.slice(i, i + BATCH)));
    await tx.delete(searchTerms);
  });
}
