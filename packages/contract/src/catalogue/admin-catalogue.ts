import { z } from 'zod';
import { PageNumber, RowId } from '../shared/edge.ts';
import { Slug } from './catalogue.ts';
import { ColourHex } from './colour-schemas.ts';
import {
  ALL_SIZES,
  GENDERS,
  SIZE_SYSTEM_NAMES,
  SIZE_SYSTEMS,
  sizeInSystem,
  sizeSystemFor,
  SYSTEM_SIZES,
  type SizeSystem,
} from './sizes.ts';

/** The most variants a product can have: one per size of the largest system. */
const MAX_VARIANTS = Math.max(...Object.values(SYSTEM_SIZES).map((s) => s.length));

/** Admin catalogue shapes (R13.3). Money is integer pence here: the admin edits exact amounts. */

export const ADMIN_PAGE_SIZE = 25;
/** The first row of an admin list's page. */
export const adminPageOffset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;
/** The paging part of every admin list's answer. */
export function adminPaging(page: number, total: number): { page: number; total: number; totalPages: number } {
  return { page, total, totalPages: Math.ceil(total / ADMIN_PAGE_SIZE) };
}
/** Uploads: JPEG, PNG or WebP, judged by their bytes, at most 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const IMAGE_TYPES_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Images must be at most 10 MB.';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

const Pence = (label: string) =>
  z
    .number({ error: `${label} must be an amount in pence.` })
    .int(`${label} must be a whole number of pence.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`);

export const AdminVariantInput = z.strictObject({
  /** An existing variant keeps its id (and guid, so carts keep pointing at it). */
  id: z.number().int().positive().optional(),
  size: z.enum(ALL_SIZES, { error: `Size must be one of ${ALL_SIZES.join(', ')}.` }),
  quantity: z
    .number({ error: 'Stock must be a number.' })
    .int('Stock must be a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(1_000_000, 'Stock is too large.'),
  sku: text('SKU', 64)
    .min(1, 'SKU is required.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may use letters, digits, dots, hyphens and underscores.'),
});
export type AdminVariantInput = z.infer<typeof AdminVariantInput>;

/** The most collections one product can be in. */
export const MAX_PRODUCT_COLLECTIONS = 20;

/** What every colour of a style shares: name, words, category, price and rules of sale. */
const StyleFields = {
  name: text('Name', 160).min(1, 'Name is required.'),
  detail: text('Description', 5000).default(''),
  care: text('Care', 2000).default(''),
  gender: z.enum(GENDERS, { error: 'Gender must be male, female or unisex.' }),
  /** Optional for older clients: then taken from the sizes (R3.12). */
  sizeSystem: z.enum(SIZE_SYSTEMS, { error: `Size system must be one of ${SIZE_SYSTEMS.join(', ')}.` }).optional(),
  pricePence: Pence('Price'),
  oldPricePence: Pence('Old price').nullable().default(null),
  isFinalSale: z.boolean().default(false),
  onSale: z.boolean().default(true),
  categoryId: z.number({ error: 'Please choose a category.' }).int().positive('Please choose a category.'),
  collectionIds: z.array(z.number().int().positive()).max(MAX_PRODUCT_COLLECTIONS).default([]),
};

/** One colour of a style: its name, swatch value, address and sizes. */
const ColourFields = {
  colour: text('Colour', 60).min(1, 'Colour is required.'),
  /** Swatch value; without it the palette's value for the colour name (R17.2). */
  colourHex: ColourHex.optional(),
  slug: Slug,
  variants: z.array(AdminVariantInput).min(1, 'Add at least one size.').max(MAX_VARIANTS),
};

type Issues = z.RefinementCtx;
type Path = (string | number)[];

function checkPrices(p: { pricePence: number; oldPricePence: number | null }, ctx: Issues): void {
  if (p.oldPricePence !== null && p.oldPricePence <= p.pricePence) {
    ctx.addIssue({ code: 'custom', path: ['oldPricePence'], message: 'The old price must be higher than the price.' });
  }
}

/** A colour's sizes: each once, one-size alone, all from the product's one system (R3.12). */
function checkVariants(variants: readonly AdminVariantInput[], system: SizeSystem, ctx: Issues, at: Path): void {
  const sizes = new Set<string>();
  variants.forEach((v, i) => {
    if (sizes.has(v.size)) ctx.addIssue({ code: 'custom', path: [...at, i, 'size'], message: `Size ${v.size} is listed twice.` });
    sizes.add(v.size);
  });
  if (variants.some((v) => v.size === 'ONE') && variants.length > 1) {
    ctx.addIssue({ code: 'custom', path: at, message: 'A one-size product has no other sizes.' });
  }
  variants.forEach((v, i) => {
    if (!sizeInSystem(v.size, system))
      ctx.addIssue({
        code: 'custom',
        path: [...at, i, 'size'],
        message: `Size ${v.size} does not belong to the product's size system (${SIZE_SYSTEM_NAMES[system]}: ${SYSTEM_SIZES[system].join(', ')}).`,
      });
  });
}

/** SKUs are unique across everything saved in one request. */
function checkSkus(lists: { variants: readonly AdminVariantInput[]; at: Path }[], ctx: Issues): void {
  const skus = new Set<string>();
  for (const { variants, at } of lists)
    variants.forEach((v, i) => {
      if (skus.has(v.sku.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: [...at, i, 'sku'], message: `SKU ${v.sku} is listed twice.` });
      skus.add(v.sku.toLowerCase());
    });
}

export const AdminProductInput = z.strictObject({ ...StyleFields, ...ColourFields }).superRefine((p, ctx) => {
  checkPrices(p, ctx);
  checkVariants(p.variants, inputSizeSystem(p), ctx, ['variants']);
  checkSkus([{ variants: p.variants, at: ['variants'] }], ctx);
});
export type AdminProductInput = z.input<typeof AdminProductInput>;

/** The system of a product being saved: as given, else taken from its sizes. */
export function inputSizeSystem(p: { sizeSystem?: SizeSystem | undefined; variants: readonly { size: string }[] }): SizeSystem {
  return p.sizeSystem ?? sizeSystemFor(p.variants.map((v) => v.size));
}
export type AdminProductValues = z.output<typeof AdminProductInput>;

/** POST /api/admin/products/{id}/colours: the same style in another colour (R17.6). */
export const AdminColourSiblingInput = z.strictObject({
  colour: text('Colour', 60).min(1, 'Colour is required.'),
  colourHex: ColourHex.optional(),
  slug: Slug,
});
export type AdminColourSiblingInput = z.input<typeof AdminColourSiblingInput>;

/** The most colours one new style may be created with at once. */
export const MAX_STYLE_COLOURS = 12;

/**
 * POST /api/admin/styles: a new style in several colours at once, the colour x size grid with
 * stock and SKU per variant (R17.8). Each colour becomes a product; they are siblings (R17.1).
 */
export const AdminStyleInput = z
  .strictObject({
    ...StyleFields,
    colours: z
      .array(z.strictObject(ColourFields))
      .min(1, 'Add at least one colour.')
      .max(MAX_STYLE_COLOURS, `A style is created with at most ${MAX_STYLE_COLOURS} colours at once.`),
  })
  .superRefine((p, ctx) => {
    checkPrices(p, ctx);
    const system = p.sizeSystem ?? sizeSystemFor(p.colours.flatMap((c) => c.variants.map((v) => v.size)));
    const names = new Set<string>();
    const slugs = new Set<string>();
    p.colours.forEach((c, i) => {
      checkVariants(c.variants, system, ctx, ['colours', i, 'variants']);
      const name = c.colour.trim().replace(/\s+/g, ' ').toLowerCase();
      if (names.has(name)) ctx.addIssue({ code: 'custom', path: ['colours', i, 'colour'], message: `${c.colour} is listed twice.` });
      if (slugs.has(c.slug))
        ctx.addIssue({ code: 'custom', path: ['colours', i, 'slug'], message: `The slug '${c.slug}' is listed twice.` });
      names.add(name);
      slugs.add(c.slug);
    });
    checkSkus(
      p.colours.map((c, i) => ({ variants: c.variants, at: ['colours', i, 'variants'] })),
      ctx,
    );
  });
export type AdminStyleInput = z.input<typeof AdminStyleInput>;
export type AdminStyleValues = z.output<typeof AdminStyleInput>;

export const AdminIdParams = z.object({ id: RowId });
export const AdminImageParams = z.object({
  id: RowId,
  imageId: RowId,
});

/** The admin product list's orders (R22.14): a column and a direction; the latest change first unless asked. */
export const ADMIN_PRODUCT_SORTS = [
  'updated-desc',
  'updated-asc',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
/**
 * Stock filters by a product's total units: in stock (at least one), low (at least one and at most
 * the owner's low-stock threshold, R22.9) and sold out (none).
 */
export const ADMIN_STOCK_FILTERS = ['in-stock', 'low', 'sold-out'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];

const PriceBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be an amount in pence.` })
    .int(`${label} must be a whole number of pence.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`)
    .optional();

export const AdminProductListQuery = z
  .object({
    page: PageNumber,
    search: z.string().trim().max(100).optional(),
    status: z.enum(['active', 'archived', 'all']).default('active'),
    category: RowId.optional(),
    stock: z.enum(ADMIN_STOCK_FILTERS, { error: `Stock must be one of ${ADMIN_STOCK_FILTERS.join(', ')}.` }).optional(),
    /** Price range in pence, both ends included. */
    minPricePence: PriceBound('The lowest price'),
    maxPricePence: PriceBound('The highest price'),
    sort: z.enum(ADMIN_PRODUCT_SORTS, { error: `Sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}.` }).default('updated-desc'),
  })
  .refine((q) => q.minPricePence === undefined || q.maxPricePence === undefined || q.minPricePence <= q.maxPricePence, {
    path: ['maxPricePence'],
    message: 'The highest price cannot be below the lowest.',
  });
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

export const AdminVariant = z.object({
  id: z.number().int(),
  guid: z.string(),
  size: z.enum(ALL_SIZES),
  quantity: z.number().int(),
  sku: z.string(),
});

export const AdminProductRow = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    category: z.string(),
    colour: z.string(),
    colourHex: z.string(),
    pricePence: z.number().int(),
    oldPricePence: z.number().int().nullable(),
    stockTotal: z.number().int(),
    isFinalSale: z.boolean(),
    onSale: z.boolean(),
    archived: z.boolean(),
    /** 160 px wide cover, or null. */
    thumbnail: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminProductRow' });
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProductList = z
  .object({
    products: z.array(AdminProductRow),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
    /** The owner's low-stock threshold the `low` filter used (R22.9). */
    lowStockThreshold: z.number().int(),
  })
  .meta({ id: 'AdminProductList' });
export type AdminProductList = z.infer<typeof AdminProductList>;

export const AdminImage = z.object({
  id: z.number().int(),
  mediaId: z.string(),
  url: z.string(),
  position: z.number().int(),
  kind: z.enum(['cover', 'hover', 'gallery']),
  alt: z.string(),
});
export type AdminImage = z.infer<typeof AdminImage>;

export const AdminProduct = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    detail: z.string(),
    care: z.string(),
    gender: z.enum(GENDERS),
    sizeSystem: z.enum(SIZE_SYSTEMS),
    colour: z.string(),
    colourHex: z.string(),
    /** Products sharing it are the same style in other colours (R17.1). */
    styleKey: z.string(),
    /** The style's other colours, archived ones included, by colour name. */
    siblings: z.array(
      z.object({ id: z.number().int(), slug: z.string(), colour: z.string(), colourHex: z.string(), archived: z.boolean() }),
    ),
    pricePence: z.number().int(),
    oldPricePence: z.number().int().nullable(),
    isFinalSale: z.boolean(),
    onSale: z.boolean(),
    categoryId: z.number().int(),
    collectionIds: z.array(z.number().int()),
    variants: z.array(AdminVariant),
    images: z.array(AdminImage),
    archivedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductResponse = z.object({ product: AdminProduct }).meta({ id: 'AdminProductResponse' });
/** The colours of a new style, in the order they were given. */
export const AdminStyleResponse = z.object({ products: z.array(AdminProduct) }).meta({ id: 'AdminStyleResponse' });

export const AdminCategoryInput = z.strictObject({
  name: text('Name', 80).min(1, 'Name is required.'),
  slug: Slug,
  description: text('Description', 1000).default(''),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type AdminCategoryInput = z.input<typeof AdminCategoryInput>;

export const AdminCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    position: z.number().int(),
    image: z.string().nullable(),
    products: z.number().int(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof AdminCategory>;
export const AdminCategoryList = z.object({ categories: z.array(AdminCategory) }).meta({ id: 'AdminCategoryList' });
export const AdminCategoryResponse = z.object({ category: AdminCategory }).meta({ id: 'AdminCategoryResponse' });

/** A collection's fields and its chosen products (R18.5); the picture is sent on its own, as a category's. */
export const AdminCollectionInput = AdminCategoryInput.extend({
  description: text('Intro', 1000).default(''),
  productIds: z.array(z.number().int().positive()).max(5000).default([]),
});
export type AdminCollectionInput = z.input<typeof AdminCollectionInput>;

/** As a category; `products` counts the live ones, and 0 means the storefront does not link to it (R18.4). */
export const AdminCollection = AdminCategory.extend({ productIds: z.array(z.number().int()) }).meta({ id: 'AdminCollection' });
export type AdminCollection = z.infer<typeof AdminCollection>;
export const AdminCollectionList = z.object({ collections: z.array(AdminCollection) }).meta({ id: 'AdminCollectionList' });
export const AdminCollectionResponse = z.object({ collection: AdminCollection }).meta({ id: 'AdminCollectionResponse' });
/** The collections' new order, every collection's id once (R18.5). */
export const AdminCollectionOrder = z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(1000) });

/** A zod error as field -> first message, for forms ("variants.0.sku"). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}
