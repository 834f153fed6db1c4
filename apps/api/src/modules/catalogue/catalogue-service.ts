import {
  type AdminCategoryInput,
  type AdminColourSiblingInput,
  type AdminProductInput,
  type AdminStyleInput,
  type AdminCategory,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  adminPaging,
  inputSizeSystem,
  defaultColourHex,
  mediaUrl,
  THUMBNAIL_WIDTH,
} from '@atelier/contract/catalogue';
import { formatPence } from '@atelier/contract/shared';
import type { z } from 'zod';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { catalogueRepository } from './repository.ts';
import { refreshSearchIndex } from './search-repository.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { adminCatalogueRepository } from './catalogue-repository.ts';
import { storeImage } from './images.ts';
import type { StockActor } from '../inventory/inventory-moves.ts';

type ProductValues = z.output<typeof AdminProductInput>;
type CategoryValues = z.output<typeof AdminCategoryInput>;
type ColourValues = z.output<typeof AdminColourSiblingInput>;
type StyleValues = z.output<typeof AdminStyleInput>;

const staff = (userId: number): StockActor => ({ kind: 'staff', userId });

/** A new colour's SKU: the source's with the colour's first letters, so it stays unique and readable (R17.6). */
export function siblingSku(sourceSku: string, colour: string): string {
  const code =
    colour
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 3) || 'CLR';
  return `${sourceSku.slice(0, 60)}-${code}`;
}

/** The constraint a failed write broke, however the driver wraps the error. */
function brokenConstraint(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e?.cause?.code ?? e?.code, constraint: e?.cause?.constraint ?? e?.constraint };
}

function asConflict(err: unknown, what: 'product' | 'category', slug: string): never {
  const { code, constraint = '' } = brokenConstraint(err);
  if (code === '23505') {
    if (constraint.includes('slug'))
      throw conflict(`The slug '${slug}' is already used by another ${what}. Please choose another.`, 'SLUG_TAKEN');
    if (constraint.includes('sku'))
      throw conflict('One of these SKUs is already used by another product. SKUs must be unique.', 'SKU_TAKEN');
    if (constraint.includes('product_size')) throw conflict('Each size can be listed once per product.', 'SIZE_TAKEN');
  }
  throw err;
}

const TRACKED = [
  'name',
  'slug',
  'pricePence',
  'oldPricePence',
  'isFinalSale',
  'onSale',
  'categoryId',
  'colour',
  'colourHex',
  'gender',
  'sizeSystem',
] as const;

/** What changed, for the audit log: prices, flags and each size's stock. */
function productChanges(before: AdminProduct, after: AdminProduct): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of TRACKED) {
    if (before[k] !== after[k]) {
      const show = (v: unknown) => (k.endsWith('Pence') && typeof v === 'number' ? formatPence(v) : String(v));
      out[k] = `${show(before[k])} -> ${show(after[k])}`;
    }
  }
  const stock = (p: AdminProduct) => new Map(p.variants.map((v) => [v.size, v.quantity]));
  const was = stock(before);
  const now = stock(after);
  for (const size of new Set([...was.keys(), ...now.keys()])) {
    if (was.get(size) !== now.get(size)) out[`stock ${size}`] = `${was.get(size) ?? 'none'} -> ${now.get(size) ?? 'removed'}`;
  }
  return out;
}

/**
 * Products, variants, images and categories for the admin (R13.3). Every write is one
 * transaction and refreshes the product's search words; the catalogue answer cache hears of the
 * commit by NOTIFY (0007), so the storefront shows it at once. Each write answers what to record in
 * the audit log. The order and words of images, and changes to many products at once, are in
 * product-image-edits.ts and product-bulk.ts.
 */
export function adminCatalogueService(db: Db, clock: Clock, lowStockThreshold: () => Promise<number>) {
  async function load(id: number, executor: Db = db): Promise<AdminProduct> {
    const found = await adminCatalogueRepository(executor).product(id);
    if (!found) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
    const { row } = found;
    const siblings = await adminCatalogueRepository(executor).styleSiblings(row.styleKey, row.id);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      detail: row.detail,
      care: row.care,
      gender: row.gender,
      sizeSystem: row.sizeSystem,
      colour: row.colour,
      colourHex: row.colourHex,
      styleKey: row.styleKey,
      siblings: siblings.map((x) => ({
        id: x.id,
        slug: x.slug,
        colour: x.colour,
        colourHex: x.colourHex,
        archived: x.archivedAt !== null,
      })),
      pricePence: row.pricePence,
      oldPricePence: row.oldPricePence,
      isFinalSale: row.isFinalSale,
      onSale: row.onSale,
      categoryId: row.categoryId,
      collectionIds: found.collectionIds,
      variants: found.variants.map((v) => ({
        id: v.id,
        guid: v.guid,
        size: v.size as AdminProduct['variants'][number]['size'],
        quantity: v.quantity,
        sku: v.sku,
      })),
      images: found.images.map((i) => ({
        id: i.id,
        mediaId: i.mediaId,
        url: mediaUrl(i.mediaId, THUMBNAIL_WIDTH),
        position: i.position,
        kind: i.kind,
        alt: i.alt,
      })),
      archivedAt: row.archivedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function checkReferences(tx: Db, v: Pick<ProductValues, 'categoryId' | 'collectionIds'>): Promise<void> {
    const repo = adminCatalogueRepository(tx);
    if (!(await repo.categoryExists(v.categoryId))) throw badRequest('That category does not exist.', 'UNKNOWN_CATEGORY');
    const found = await repo.existingCollections(v.collectionIds);
    if (found.length !== new Set(v.collectionIds).size) throw badRequest('One of the collections does not exist.', 'UNKNOWN_COLLECTION');
  }

  /** The row's fields; a missing swatch value is the palette's, or `keptHex` when the colour did not change. */
  function fieldsOf(v: ProductValues, keptHex?: string) {
    const { collectionIds: _c, variants: _v, colourHex, ...fields } = v;
    return { ...fields, colourHex: colourHex ?? keptHex ?? defaultColourHex(v.colour), sizeSystem: inputSizeSystem(v) };
  }

  return {
    load: (id: number) => load(id),

    async list(q: AdminProductListQuery): Promise<AdminProductList> {
      const threshold = await lowStockThreshold();
      const { rows, total } = await adminCatalogueRepository(db).listProducts(q, threshold);
      return {
        products: rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: r.name,
          category: r.category,
          colour: r.colour,
          colourHex: r.colourHex,
          pricePence: r.pricePence,
          oldPricePence: r.oldPricePence,
          stockTotal: r.stockTotal,
          isFinalSale: r.isFinalSale,
          onSale: r.onSale,
          archived: r.archivedAt !== null,
          thumbnail: r.cover ? mediaUrl(r.cover, THUMBNAIL_WIDTH) : null,
          updatedAt: r.updatedAt.toISOString(),
        })),
        ...adminPaging(q.page, total),
        lowStockThreshold: threshold,
      };
    },

    /** One product: a style of its own in one colour; more colours join it through addColour (R17.6). */
    async create(v: ProductValues, staffId: number): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      const { colour, colourHex, slug, variants, ...style } = v;
      const { products, audit } = await this.createStyle({ ...style, colours: [{ colour, colourHex, slug, variants }] }, staffId);
      return { product: products[0]!, audit };
    },

    /** A new style in all its colours at once, each a product with its own sizes, stock and SKUs (R17.8). */
    async createStyle(v: StyleValues, staffId: number): Promise<{ products: AdminProduct[]; audit: AuditEntry }> {
      const now = clock.now();
      const { colours, ...style } = v;
      const sizeSystem = style.sizeSystem ?? inputSizeSystem({ variants: colours.flatMap((c) => c.variants) });
      // The first colour's slug names the style, as a product created alone is keyed by its own.
      const styleKey = colours[0]!.slug;
      let current = colours[0]!.slug;
      const ids = await inTransaction(db, async (tx) => {
        await checkReferences(tx, v);
        const repo = adminCatalogueRepository(tx);
        const made: number[] = [];
        for (const c of colours) {
          current = c.slug;
          const product = { ...style, sizeSystem, colour: c.colour, colourHex: c.colourHex, slug: c.slug, variants: c.variants };
          const productId = await repo.insertProduct({ ...fieldsOf(product), styleKey }, now);
          await repo.replaceVariants(
            productId,
            c.variants.map(({ id: _id, ...rest }) => rest),
            { actor: staff(staffId), at: now, created: 'new-style' },
          );
          await repo.replaceCollections(productId, [...new Set(v.collectionIds)]);
          made.push(productId);
        }
        await refreshSearchIndex(tx, made);
        return made;
      }).catch((err) => asConflict(err, 'product', current));
      const products = await Promise.all(ids.map((id) => load(id)));
      const one = colours.length === 1;
      return {
        products,
        audit: {
          action: 'product.create',
          target: one ? `product ${ids[0]} (${styleKey})` : `style ${styleKey} (${ids.length} colours: products ${ids.join(', ')})`,
          detail: {
            price: formatPence(v.pricePence),
            ...(one ? {} : { colours: colours.map((c) => c.colour).join(', ') }),
            sizes: colours.map((c) => c.variants.map((x) => `${one ? '' : `${c.colour} `}${x.size}:${x.quantity}`).join(' ')).join(' '),
          },
        },
      };
    },

    async update(id: number, v: ProductValues, staffId: number): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      const before = await load(id);
      const own = new Set(before.variants.map((x) => x.id));
      const stranger = v.variants.find((x) => x.id !== undefined && !own.has(x.id));
      if (stranger) throw badRequest('One of the variants does not belong to this product.', 'UNKNOWN_VARIANT');
      await inTransaction(db, async (tx) => {
        await checkReferences(tx, v);
        const repo = adminCatalogueRepository(tx);
        const keptHex = v.colour === before.colour ? before.colourHex : undefined;
        const now = clock.now();
        await repo.updateProduct(id, { ...fieldsOf(v, keptHex), updatedAt: now });
        await repo.replaceVariants(id, v.variants, { actor: staff(staffId), at: now, created: 'new-size' });
        await repo.replaceCollections(id, [...new Set(v.collectionIds)]);
        await refreshSearchIndex(tx, [id]);
      }).catch((err) => asConflict(err, 'product', v.slug));
      const product = await load(id);
      return {
        product,
        audit: { action: 'product.update', target: `product ${id} (${product.slug})`, detail: productChanges(before, product) },
      };
    },

    /**
     * The same style in another colour (R17.6): a copy of the product with the new colour, swatch
     * value and slug, the same sizes with no stock, no photos, off sale until the owner is ready.
     */
    async addColour(id: number, v: ColourValues, staffId: number): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      const source = await load(id);
      const colour = v.colour.replace(/\s+/g, ' ');
      const taken = [source, ...source.siblings].some((p) => p.colour.trim().toLowerCase() === colour.toLowerCase());
      if (taken) throw conflict(`This style already comes in ${colour}.`, 'COLOUR_TAKEN');
      const now = clock.now();
      const newId = await inTransaction(db, async (tx) => {
        const repo = adminCatalogueRepository(tx);
        const productId = await repo.insertProduct(
          {
            name: source.name,
            slug: v.slug,
            detail: source.detail,
            care: source.care,
            gender: source.gender,
            colour,
            colourHex: v.colourHex ?? defaultColourHex(colour),
            styleKey: source.styleKey,
            pricePence: source.pricePence,
            oldPricePence: source.oldPricePence,
            isFinalSale: source.isFinalSale,
            onSale: false,
            categoryId: source.categoryId,
          },
          now,
        );
        await repo.replaceVariants(
          productId,
          source.variants.map((x) => ({ size: x.size, quantity: 0, sku: siblingSku(x.sku, colour) })),
          { actor: staff(staffId), at: now, created: 'new-colour' },
        );
        await repo.replaceCollections(productId, source.collectionIds);
        await refreshSearchIndex(tx, [productId]);
        return productId;
      }).catch((err) => asConflict(err, 'product', v.slug));
      const product = await load(newId);
      return {
        product,
        audit: { action: 'product.colour', target: `product ${newId} (${v.slug})`, detail: { from: `${source.slug}`, colour } },
      };
    },

    async setArchived(id: number, archived: boolean): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      const now = clock.now();
      const ok = await adminCatalogueRepository(db).updateProduct(id, { archivedAt: archived ? now : null, updatedAt: now });
      if (!ok) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
      const product = await load(id);
      return { product, audit: { action: archived ? 'product.archive' : 'product.restore', target: `product ${id} (${product.slug})` } };
    },

    async addImage(id: number, bytes: Buffer, alt: string): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      await load(id);
      const mediaId = await storeImage(db, bytes);
      await inTransaction(db, async (tx) => {
        const repo = adminCatalogueRepository(tx);
        await repo.addImage(id, mediaId, alt);
        await repo.orderImages(
          id,
          (await repo.images(id)).map((i) => i.id),
        );
        await repo.updateProduct(id, { updatedAt: clock.now() });
      });
      const product = await load(id);
      return { product, audit: { action: 'product.image.add', target: `product ${id} (${product.slug})`, detail: { media: mediaId } } };
    },

    async removeImage(id: number, imageId: number): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      // The media row stays: orders placed earlier still show it as their line's picture.
      await inTransaction(db, async (tx) => {
        const repo = adminCatalogueRepository(tx);
        if (!(await repo.removeImage(id, imageId))) throw notFound('Image not found.', 'IMAGE_NOT_FOUND');
        await repo.orderImages(
          id,
          (await repo.images(id)).map((i) => i.id),
        );
        await repo.updateProduct(id, { updatedAt: clock.now() });
      });
      const product = await load(id);
      return { product, audit: { action: 'product.image.remove', target: `product ${id} (${product.slug})`, detail: { image: imageId } } };
    },

    async makeCover(id: number, imageId: number): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      await inTransaction(db, async (tx) => {
        const repo = adminCatalogueRepository(tx);
        const ids = (await repo.images(id)).map((i) => i.id);
        if (!ids.includes(imageId)) throw notFound('Image not found.', 'IMAGE_NOT_FOUND');
        await repo.orderImages(id, [imageId, ...ids.filter((x) => x !== imageId)]);
        await repo.updateProduct(id, { updatedAt: clock.now() });
      });
      const product = await load(id);
      return { product, audit: { action: 'product.image.cover', target: `product ${id} (${product.slug})`, detail: { image: imageId } } };
    },

    async categories(): Promise<AdminCategory[]> {
      const rows = await catalogueRepository(db).listCategories();
      return rows.map(({ imageId, items, ...c }) => ({
        ...c,
        products: items,
        image: imageId ? mediaUrl(imageId, THUMBNAIL_WIDTH) : null,
      }));
    },

    async category(id: number): Promise<AdminCategory> {
      const found = (await this.categories()).find((c) => c.id === id);
      if (!found) throw notFound('Category not found.', 'CATEGORY_NOT_FOUND');
      return found;
    },

    async createCategory(v: CategoryValues): Promise<{ category: AdminCategory; audit: AuditEntry }> {
      const id = await adminCatalogueRepository(db)
        .insertCategory(v, clock.now())
        .catch((err) => asConflict(err, 'category', v.slug));
      return { category: await this.category(id), audit: { action: 'category.create', target: `category ${id} (${v.slug})` } };
    },

    async updateCategory(id: number, v: CategoryValues): Promise<{ category: AdminCategory; audit: AuditEntry }> {
      const repo = adminCatalogueRepository(db);
      const ok = await repo.updateCategory(id, v).catch((err) => asConflict(err, 'category', v.slug));
      if (!ok) throw notFound('Category not found.', 'CATEGORY_NOT_FOUND');
      // Product search words include the category name.
      const ids = await repo.productIdsInCategory(id);
      if (ids.length) await refreshSearchIndex(db, ids);
      return {
        category: await this.category(id),
        audit: { action: 'category.update', target: `category ${id} (${v.slug})`, detail: { name: v.name } },
      };
    },

    async setCategoryImage(id: number, bytes: Buffer): Promise<{ category: AdminCategory; audit: AuditEntry }> {
      await this.category(id);
      const mediaId = await storeImage(db, bytes);
      await adminCatalogueRepository(db).updateCategory(id, { imageId: mediaId });
      const category = await this.category(id);
      return { category, audit: { action: 'category.image', target: `category ${id} (${category.slug})`, detail: { media: mediaId } } };
    },
  };
}
export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;
