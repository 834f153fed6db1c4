import {
  AdminStyleInput,
  fieldErrors,
  type AdminProduct,
  type AdminProductInput,
  isSizeSystem,
  SYSTEM_SIZES,
  type SizeSystem,
} from '@atelier/contract/catalogue';
import { inputToPence, penceToInput } from '../format.ts';

/** One cell of the colour x size grid, as the form posts it (colours[i].stock[j]). */
export type StockCell = {
  size: string;
  quantity?: string;
  sku?: string;
  /** An existing variant keeps its id, so carts keep pointing at it. */
  id?: string;
};

/** One colour of the style being edited: a column of the grid. */
export type ColourRow = {
  colour?: string;
  colourHex?: string;
  stock?: StockCell[];
};

/** The product form as posted (Conform turns empty fields into undefined). */
export type ProductFormValues = {
  name?: string;
  slug?: string;
  categoryId?: string;
  gender?: string;
  sizeSystem?: string;
  price?: string;
  oldPrice?: string;
  isFinalSale?: string;
  onSale?: string;
  collectionIds?: string[];
  detail?: string;
  care?: string;
  /** The sizes the style is sold in: ticked rows of the grid. */
  sizes?: string[];
  colours?: ColourRow[];
};

export type FormErrors = Record<string, string[]>;

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const systemOf = (v: ProductFormValues): SizeSystem => (v.sizeSystem && isSizeSystem(v.sizeSystem) ? v.sizeSystem : 'letters');

/** The grid's cells of a colour for a system, filled from the product's variants where it has them. */
export function stockCells(system: SizeSystem, variants: AdminProduct['variants'] = []): StockCell[] {
  return SYSTEM_SIZES[system].map((size) => {
    const v = variants.find((x) => x.size === size);
    return v ? { size, quantity: String(v.quantity), sku: v.sku, id: String(v.id) } : { size, quantity: '0', sku: '' };
  });
}

export function newProductValues(): ProductFormValues {
  return {
    gender: 'unisex',
    sizeSystem: 'letters',
    onSale: 'on',
    collectionIds: [],
    sizes: [],
    colours: [{ colour: '', colourHex: '', stock: stockCells('letters') }],
  };
}

export function productValues(p: AdminProduct): ProductFormValues {
  return {
    name: p.name,
    slug: p.slug,
    categoryId: String(p.categoryId),
    gender: p.gender,
    sizeSystem: p.sizeSystem,
    price: penceToInput(p.pricePence),
    oldPrice: penceToInput(p.oldPricePence),
    isFinalSale: p.isFinalSale ? 'on' : undefined,
    onSale: p.onSale ? 'on' : undefined,
    collectionIds: p.collectionIds.map(String),
    detail: p.detail,
    care: p.care,
    sizes: p.variants.map((v) => v.size),
    colours: [{ colour: p.colour, colourHex: p.colourHex, stock: stockCells(p.sizeSystem, p.variants) }],
  };
}

/** The address of each colour: the slug as typed for the first, slug-colour for the others. */
export function colourSlugs(v: ProductFormValues): string[] {
  const base = (v.slug ?? '').trim().toLowerCase();
  return (v.colours ?? []).map((c, i) => (i === 0 ? base : `${base}-${slugify(c.colour ?? '') || i + 1}`));
}

/** The sizes ticked, in the system's order; other systems' sizes are not on the form (R3.12). */
const chosenSizes = (v: ProductFormValues) => SYSTEM_SIZES[systemOf(v)].filter((s) => (v.sizes ?? []).includes(s));

/**
 * The API body for the form (a style of one or more colours), or the messages to show beside each
 * field, named as the form names them. The rules are the contract's, checked before the call.
 */
export function toStyleInput(v: ProductFormValues): { input: AdminStyleInput } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const price = inputToPence(v.price ?? '');
  if (price === undefined) errors.price = [v.price ? 'Enter the price in pounds, such as 45 or 45.50.' : 'Price is required.'];
  const oldPrice = v.oldPrice ? inputToPence(v.oldPrice) : null;
  if (oldPrice === undefined) errors.oldPrice = ['Enter the old price in pounds, such as 60, or leave it empty.'];
  const system = systemOf(v);
  const chosen = chosenSizes(v);
  const slugs = colourSlugs(v);
  const colours = (v.colours ?? []).map((c, i) => {
    const cells = c.stock ?? [];
    const variants = chosen.map((size) => {
      const j = SYSTEM_SIZES[system].indexOf(size);
      const cell = cells.find((x) => x.size === size) ?? { size };
      const typed = cell.quantity ?? '0';
      const quantity = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
      if (Number.isNaN(quantity)) errors[`colours[${i}].stock[${j}].quantity`] = ['Stock must be a whole number, 0 or more.'];
      return {
        ...(cell.id ? { id: Number(cell.id) } : {}),
        size,
        quantity: Number.isNaN(quantity) ? 0 : quantity,
        // A blank SKU becomes SLUG-SIZE, the pattern the demo catalogue uses ('UK 8' as UK8).
        sku: cell.sku?.trim() || `${slugify(slugs[i]!) || 'ITEM'}-${size.replace(/ /g, '')}`.toUpperCase(),
      };
    });
    return { colour: c.colour ?? '', ...(c.colourHex ? { colourHex: c.colourHex } : {}), slug: slugs[i]!, variants };
  });
  const candidate = {
    name: v.name ?? '',
    detail: v.detail ?? '',
    care: v.care ?? '',
    gender: v.gender ?? '',
    sizeSystem: system,
    pricePence: price ?? 0,
    oldPricePence: oldPrice ?? null,
    isFinalSale: v.isFinalSale === 'on',
    onSale: v.onSale === 'on',
    categoryId: Number(v.categoryId) || 0,
    collectionIds: (v.collectionIds ?? []).map(Number).filter((n) => n > 0),
    colours,
  };
  const parsed = AdminStyleInput.safeParse(candidate);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
      const key = formName(path, v);
      errors[key] ??= [friendly(key, message)];
    }
  }
  if (Object.keys(errors).length) return { errors };
  return { input: candidate as AdminStyleInput };
}

/** One colour of the form as the single product the edit page saves. */
export function toProductInput(v: ProductFormValues): { input: AdminProductInput } | { errors: FormErrors } {
  const out = toStyleInput(v);
  if ('errors' in out) return out;
  const { colours, ...style } = out.input;
  return { input: { ...style, ...colours[0]! } };
}

const RENAMED: Record<string, string> = { pricePence: 'price', oldPricePence: 'oldPrice' };

/** The contract's slug message is about the pattern; the form says it as a person would. */
const friendly = (key: string, message: string) =>
  key === 'slug' && !message.startsWith('The slug') ? 'Use lowercase letters, digits and hyphens, such as linen-shirt.' : message;

/**
 * The form's name for a field the contract names its way (colours.1.variants.0.sku). A colour's
 * slug is made from the slug field and its colour, so its errors go to whichever of the two the
 * owner typed; a variant's go to its cell of the grid.
 */
export function formName(path: string, v: ProductFormValues): string {
  const parts = path.split('.');
  if (parts[0] !== 'colours' || parts.length < 3) return RENAMED[path] ?? path;
  const i = Number(parts[1]);
  const field = parts[2];
  if (field === 'slug') return i === 0 ? 'slug' : `colours[${i}].colour`;
  if (field !== 'variants') return `colours[${i}].${field}`;
  if (parts.length < 5 || parts[4] === 'size') return 'sizes';
  const size = chosenSizes(v)[Number(parts[3])];
  return `colours[${i}].stock[${SYSTEM_SIZES[systemOf(v)].indexOf(size as never)}].${parts[4]}`;
}

/** The messages of a product's API answer (AdminProductInput paths) as form names. */
export function productFormErrors(errors: Record<string, string>, v: ProductFormValues): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = path === 'slug' || path.startsWith('variants') ? formName(`colours.0.${path}`, v) : formName(path, v);
    out[key] ??= [friendly(key, message)];
  }
  return out;
}
