import { z } from 'zod';
import { csvField } from '../shared/admin.ts';
import { Slug } from './catalogue.ts';
import { GENDERS, SIZE_SYSTEMS, sizeInSystem, SYSTEM_SIZES, type AnySize, type Gender, type SizeSystem } from './sizes.ts';

/**
 * The catalogue as CSV (R22.6, decision 0024): one line per size (SKU), the product's own fields
 * repeated on each of its lines. Export writes this; import reads it back, so an unchanged export
 * imports as "nothing to change".
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'slug',
  'name',
  'category',
  'collections',
  'colour',
  'gender',
  'size_system',
  'size',
  'price',
  'old_price',
  'stock',
  'final_sale',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** Columns a file may leave out: slug (made from name and colour), collections, old price, final sale. */
export const OPTIONAL_CSV_COLUMNS: readonly ProductCsvColumn[] = ['slug', 'collections', 'old_price', 'final_sale'];
/** Collections are listed in one cell, separated by this. */
export const COLLECTION_SEPARATOR = '|';
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/** One line of the file, checked on its own (references to categories and collections are checked by the API). */
export interface ProductCsvRow {
  line: number;
  sku: string;
  slug: string;
  /** False when the file left the slug out and it was made from the name and colour. */
  slugGiven: boolean;
  name: string;
  category: string;
  collections: string[];
  colour: string;
  gender: Gender;
  sizeSystem: SizeSystem;
  size: AnySize;
  pricePence: number;
  oldPricePence: number | null;
  stock: number;
  isFinalSale: boolean;
}

/** A line's problems, as the import page lists them. */
export const ImportLineError = z.object({ line: z.number().int(), messages: z.array(z.string()) });
export type ImportLineError = z.infer<typeof ImportLineError>;

export const ImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** The `plan` of the dry run the owner read: the import writes only if its changes are still exactly those. */
  plan: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/**
 * One change an import makes, as the dry run lists it: a field of a product (sku null) or of a size,
 * from what it is to what the file says (from null: something new).
 */
export const ImportChange = z.object({
  line: z.number().int(),
  product: z.string(),
  sku: z.string().nullable(),
  /** A column of the file, or 'product' / 'new size' for something created. */
  field: z.string(),
  from: z.string().nullable(),
  to: z.string(),
});
export type ImportChange = z.infer<typeof ImportChange>;

export const ImportReport = z
  .object({
    dryRun: z.boolean(),
    /** True when the changes were written (never on a dry run or with errors). */
    applied: z.boolean(),
    rows: z.number().int(),
    productsCreated: z.number().int(),
    productsUpdated: z.number().int(),
    sizesCreated: z.number().int(),
    sizesUpdated: z.number().int(),
    unchanged: z.number().int(),
    /** Every change, product by product, in the file's order; empty while any line has a problem. */
    changes: z.array(ImportChange),
    /** A digest of `changes`: given back as the import's `plan`, it holds the import to exactly these. */
    plan: z.string(),
    errors: z.array(ImportLineError),
  })
  .meta({ id: 'AdminProductImportReport' });
export type ImportReport = z.infer<typeof ImportReport>;

/** The 400 of an import with errors: the usual message and code, and every line's problems. */
export const ImportErrorBody = z.object({ message: z.string(), code: z.string(), errors: z.array(ImportLineError).optional() });

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const POUNDS = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** "12.5" or "£12.50" -> 1250; undefined when it is no amount. */
export function poundsTextToPence(text: string): number | undefined {
  const m = POUNDS.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** 1250 -> "12.50": what the export writes and Excel shows as a number. */
export function penceToPoundsText(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** A slug from free text: "Linen Shirt", "Sage" -> "linen-shirt-sage". */
export function slugOf(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** The export's protection against spreadsheet formulas ('=...' written as "'=..."), undone on import. */
function unguard(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** What a spreadsheet may run as a formula: a cell starting with = + - @, a tab or a carriage return (OWASP CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;

/** A cell as the import reads it: trimmed, the export's apostrophe undone. */
const cellOf = (raw: Partial<Record<ProductCsvColumn, string>>, c: ProductCsvColumn) => unguard((raw[c] ?? '').trim());

/** The cells of a line that a spreadsheet would run as formulas; one written "'=..." is text and passes. */
export function formulaCells(raw: Partial<Record<ProductCsvColumn, string>>): string[] {
  return PRODUCT_CSV_COLUMNS.filter((c) => {
    const value = raw[c] ?? '';
    return FORMULA.test(value) || FORMULA.test(value.trimStart());
  }).map(
    (c) =>
      `${c}: '${(raw[c] ?? '').trim()}' starts with '${(raw[c] ?? '').trimStart()[0] ?? ''}', which a spreadsheet runs as a formula; start it with an apostrophe (') if it is meant as text.`,
  );
}

/**
 * The references of a line, read as checkCsvRow reads them, so the API can check them on every
 * line, those with problems of their own too.
 */
export function csvReferences(raw: Partial<Record<ProductCsvColumn, string>>): { sku: string; category: string; collections: string[] } {
  return {
    sku: cellOf(raw, 'sku'),
    category: cellOf(raw, 'category'),
    collections: cellOf(raw, 'collections')
      .split(COLLECTION_SEPARATOR)
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

/**
 * Checks one line's own values. Answers the row or the line's messages, each naming its column,
 * in the column order of the file format.
 */
export function checkCsvRow(line: number, raw: Partial<Record<ProductCsvColumn, string>>): ProductCsvRow | ImportLineError {
  const v = (c: ProductCsvColumn) => cellOf(raw, c);
  const messages: string[] = formulaCells(raw);
  const sku = v('sku');
  if (!sku) messages.push('sku: an SKU is required.');
  else if (sku.length > 64 || !SKU.test(sku))
    messages.push(`sku: '${sku}' may use only letters, digits, dots, hyphens and underscores (at most 64).`);
  const name = v('name');
  if (!name) messages.push('name: a name is required.');
  else if (name.length > 160) messages.push('name: at most 160 characters.');
  const colour = v('colour');
  if (!colour) messages.push('colour: a colour is required.');
  else if (colour.length > 60) messages.push('colour: at most 60 characters.');
  const slug = v('slug') || slugOf(name, colour);
  if (name && colour && !Slug.safeParse(slug).success) messages.push(`slug: '${slug}' must be lowercase letters, digits and hyphens.`);
  const category = v('category');
  if (!category) messages.push('category: a category is required.');
  const gender = v('gender').toLowerCase();
  if (!(GENDERS as readonly string[]).includes(gender)) messages.push(`gender: must be ${GENDERS.join(', ')}.`);
  const system = v('size_system').toLowerCase();
  const sizeSystem = (SIZE_SYSTEMS as readonly string[]).includes(system) ? (system as SizeSystem) : undefined;
  if (!sizeSystem) messages.push(`size_system: must be ${SIZE_SYSTEMS.join(', ')}.`);
  const size = v('size').toUpperCase();
  if (sizeSystem && !sizeInSystem(size, sizeSystem))
    messages.push(`size: '${v('size')}' is not a size of ${sizeSystem} (${SYSTEM_SIZES[sizeSystem].join(', ')}).`);
  const pricePence = poundsTextToPence(v('price'));
  if (pricePence === undefined) messages.push(`price: '${v('price')}' is not an amount in pounds, such as 49.00.`);
  else if (pricePence === 0) messages.push('price: must be more than 0.00.');
  const oldText = v('old_price');
  const oldPricePence = oldText ? poundsTextToPence(oldText) : null;
  if (oldPricePence === undefined) messages.push(`old_price: '${oldText}' is not an amount in pounds.`);
  else if (oldPricePence !== null && pricePence !== undefined && oldPricePence <= pricePence)
    messages.push('old_price: must be higher than the price (or empty).');
  const stockText = v('stock');
  const stock = /^\d{1,7}$/.test(stockText) ? Number(stockText) : undefined;
  if (stock === undefined) messages.push(`stock: '${stockText}' is not a whole number of units (0 or more).`);
  const finalSale = v('final_sale').toLowerCase();
  if (!YES.has(finalSale) && !NO.has(finalSale)) messages.push(`final_sale: '${v('final_sale')}' must be yes or no.`);
  const { collections } = csvReferences(raw);

  if (messages.length) return { line, messages };
  return {
    line,
    sku,
    slug,
    slugGiven: v('slug') !== '',
    name,
    category,
    collections,
    colour,
    gender: gender as Gender,
    sizeSystem: sizeSystem!,
    size: size as AnySize,
    pricePence: pricePence!,
    oldPricePence: oldPricePence ?? null,
    stock: stock!,
    isFinalSale: YES.has(finalSale),
  };
}

export const isLineError = (r: ProductCsvRow | ImportLineError): r is ImportLineError => 'messages' in r;

/** One export line, in column order. */
export function productCsvLine(r: Omit<ProductCsvRow, 'line' | 'slugGiven'>): string {
  const cells: Record<ProductCsvColumn, string> = {
    sku: r.sku,
    slug: r.slug,
    name: r.name,
    category: r.category,
    collections: r.collections.join(COLLECTION_SEPARATOR),
    colour: r.colour,
    gender: r.gender,
    size_system: r.sizeSystem,
    size: r.size,
    price: penceToPoundsText(r.pricePence),
    old_price: r.oldPricePence === null ? '' : penceToPoundsText(r.oldPricePence),
    stock: String(r.stock),
    final_sale: r.isFinalSale ? 'yes' : 'no',
  };
  return PRODUCT_CSV_COLUMNS.map((c) => csvField(cells[c])).join(',');
}

/** The whole file: a byte-order mark (so Excel reads UTF-8), the header, CRLF line ends. */
export function productCsv(rows: readonly Omit<ProductCsvRow, 'line' | 'slugGiven'>[]): string {
  return `\uFEFF${[PRODUCT_CSV_COLUMNS.join(','), ...rows.map(productCsvLine)].join('\r\n')}\r\n`;
}
