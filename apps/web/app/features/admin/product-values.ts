import { AdminProductInput, fieldErrors, type AdminProduct } from '@atelier/contract/admin-catalogue';
import { ALL_SIZES, isSizeSystem, SYSTEM_SIZES, type AnySize, type SizeSystem } from '@atelier/contract/sizes';
import { inputToPence, penceToInput } from './format.ts';

/** What the product form holds: strings as typed, so a refused form comes back as it was. */
export interface ProductFormValues {
  name: string;
  slug: string;
  categoryId: string;
  gender: string;
  sizeSystem: SizeSystem;
  colour: string;
  /** '#rrggbb', or empty for the palette's value (R17.2). */
  colourHex: string;
  price: string;
  oldPrice: string;
  isFinalSale: boolean;
  onSale: boolean;
  collectionIds: string[];
  detail: string;
  care: string;
  sizes: Record<AnySize, { on: boolean; quantity: string; sku: string; id: string }>;
}

export function emptyValues(): ProductFormValues {
  const sizes = Object.fromEntries(ALL_SIZES.map((s) => [s, { on: false, quantity: '0', sku: '', id: '' }])) as ProductFormValues['sizes'];
  return {
    name: '',
    slug: '',
    categoryId: '',
    gender: 'unisex',
    sizeSystem: 'letters',
    colour: '',
    colourHex: '',
    price: '',
    oldPrice: '',
    isFinalSale: false,
    onSale: true,
    collectionIds: [],
    detail: '',
    care: '',
    sizes,
  };
}

export function valuesOf(p: AdminProduct): ProductFormValues {
  const v = emptyValues();
  for (const x of p.variants) v.sizes[x.size] = { on: true, quantity: String(x.quantity), sku: x.sku, id: String(x.id) };
  return {
    ...v,
    name: p.name,
    slug: p.slug,
    categoryId: String(p.categoryId),
    gender: p.gender,
    sizeSystem: p.sizeSystem,
    colour: p.colour,
    colourHex: p.colourHex,
    price: penceToInput(p.pricePence),
    oldPrice: penceToInput(p.oldPricePence),
    isFinalSale: p.isFinalSale,
    onSale: p.onSale,
    collectionIds: p.collectionIds.map(String),
    detail: p.detail,
    care: p.care,
  };
}

export function readForm(form: FormData): ProductFormValues {
  const s = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  const v = emptyValues();
  const system = s('sizeSystem');
  for (const size of ALL_SIZES) {
    v.sizes[size] = {
      on: form.get(`size.${size}.on`) === 'on',
      quantity: s(`size.${size}.quantity`) || '0',
      sku: s(`size.${size}.sku`),
      id: s(`size.${size}.id`),
    };
  }
  return {
    ...v,
    name: s('name'),
    slug: s('slug').toLowerCase(),
    categoryId: s('categoryId'),
    gender: s('gender'),
    sizeSystem: isSizeSystem(system) ? system : v.sizeSystem,
    colour: s('colour'),
    colourHex: s('colourHex'),
    price: s('price'),
    oldPrice: s('oldPrice'),
    isFinalSale: form.get('isFinalSale') === 'on',
    onSale: form.get('onSale') === 'on',
    collectionIds: form.getAll('collectionIds').map(String),
    detail: s('detail'),
    care: s('care'),
  };
}

/**
 * The API body for the form, or the messages to show beside each field (keys as the form names
 * them: price, oldPrice, size.M.sku ...). The rules are the contract's, checked before the call.
 */
export function toInput(v: ProductFormValues): { input: AdminProductInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const price = inputToPence(v.price);
  if (price === undefined) errors.price = v.price ? 'Enter the price in pounds, such as 45 or 45.50.' : 'Price is required.';
  const oldPrice = v.oldPrice ? inputToPence(v.oldPrice) : null;
  if (oldPrice === undefined) errors.oldPrice = 'Enter the old price in pounds, such as 60, or leave it empty.';
  // Only the rows of the chosen system are on the form (R3.12).
  const chosen = SYSTEM_SIZES[v.sizeSystem].filter((size) => v.sizes[size].on);
  const variants = chosen.map((size) => {
    const row = v.sizes[size];
    const quantity = /^\d+$/.test(row.quantity) ? Number(row.quantity) : Number.NaN;
    if (Number.isNaN(quantity)) errors[`size.${size}.quantity`] = 'Stock must be a whole number, 0 or more.';
    return {
      ...(row.id ? { id: Number(row.id) } : {}),
      size,
      quantity: Number.isNaN(quantity) ? 0 : quantity,
      // A blank SKU becomes SLUG-SIZE, the pattern the demo catalogue uses ('UK 8' as UK8).
      sku: row.sku || `${v.slug.replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'ITEM'}-${size.replace(/ /g, '')}`.toUpperCase(),
    };
  });
  const candidate = {
    name: v.name,
    slug: v.slug,
    detail: v.detail,
    care: v.care,
    gender: v.gender,
    sizeSystem: v.sizeSystem,
    colour: v.colour,
    ...(v.colourHex ? { colourHex: v.colourHex } : {}),
    pricePence: price ?? 0,
    oldPricePence: oldPrice ?? null,
    isFinalSale: v.isFinalSale,
    onSale: v.onSale,
    categoryId: Number(v.categoryId) || 0,
    collectionIds: v.collectionIds.map(Number).filter((n) => n > 0),
    variants,
  };
  const parsed = AdminProductInput.safeParse(candidate);
  if (!parsed.success) Object.assign(errors, renameErrors(fieldErrors(parsed.error), chosen), errors);
  if (Object.keys(errors).length) return { errors };
  return { input: candidate as AdminProductInput };
}

/** The contract names fields as the API does (pricePence, variants.0.sku); the form names them its way. */
export function renameErrors(errors: Record<string, string>, sizes: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, msg] of Object.entries(errors)) {
    const m = /^variants\.(\d+)\.(\w+)$/.exec(k);
    const key = m
      ? `size.${sizes[Number(m[1])]}.${m[2]}`
      : k === 'variants'
        ? 'sizes'
        : k === 'pricePence'
          ? 'price'
          : k === 'oldPricePence'
            ? 'oldPrice'
            : k;
    out[key] ??= key === 'slug' && !msg.startsWith('The slug') ? 'Use lowercase letters, digits and hyphens, such as linen-shirt.' : msg;
  }
  return out;
}
