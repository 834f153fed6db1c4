import { CATEGORIES, COLLECTIONS, FABRICS, type CategorySlug, type CollectionSlug, type ProductLine } from './content.ts';
import { BOTTOM_LINES } from './lines-bottoms.ts';
import { LAYER_LINES } from './lines-layers.ts';
import { TOP_LINES } from './lines-tops.ts';
import { COLOURS, type ColourName } from './palette.ts';
import { seededRandom, type Random } from './random.ts';
import type { ShapeName } from './shapes.ts';
import { JEANS_LEGS, JEANS_WAISTS, sizeSystemFor, type AnySize, type JeansWaist, type SizeSystem } from '@atelier/contract/catalogue';
import type { ProductArt, Shot } from './svg.ts';

/**
 * The demo catalogue as plain data: every product with its price, stock, variants and the pictures
 * to draw. Pure and deterministic, so tests can check it and every seed gives the same shop.
 */

export interface VariantSpec {
  size: AnySize;
  quantity: number;
  sku: string;
}

export interface ImageSpec {
  shot: Shot;
  kind: 'cover' | 'hover' | 'gallery';
  alt: string;
}

export interface ProductSpec {
  slug: string;
  name: string;
  detail: string;
  care: string;
  gender: ProductLine['gender'];
  sizeSystem: SizeSystem;
  colour: ColourName;
  pricePence: number;
  oldPricePence: number | null;
  isFinalSale: boolean;
  onSale: boolean;
  category: CategorySlug;
  collections: CollectionSlug[];
  /** How long ago it arrived, in minutes: New In is the newest. */
  ageMinutes: number;
  variants: VariantSpec[];
  art: ProductArt;
  images: ImageSpec[];
}

const SEED = 0x5eed_a7e1;
const DISCOUNT_SHARE = 0.2;
const FINAL_SALE_COUNT = 6;
const SOLD_OUT_COUNT = 9;
const OFF_SALE_COUNT = 2;
const DISCOUNTS = [0.2, 0.25, 0.3, 0.3, 0.4, 0.5];

/** Each range has as many sizes as the letter one, so the random draws (and the rest of the shop) stay put. */
const SIZES_BY_GENDER: Record<ProductLine['gender'], AnySize[]> = {
  female: ['XS', 'S', 'M', 'L', 'XL'],
  male: ['S', 'M', 'L', 'XL', 'XXL'],
  unisex: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
};
const SHOE_SIZES_BY_GENDER: Record<ProductLine['gender'], AnySize[]> = {
  female: ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7'],
  male: ['UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
  unisex: ['UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9'],
};
/** Jeans waists by cut; each waist comes in every leg (R3.17). */
const JEANS_WAISTS_BY_GENDER: Record<ProductLine['gender'], JeansWaist[]> = {
  female: ['W26', 'W28', 'W30', 'W32', 'W34'],
  male: ['W30', 'W32', 'W34', 'W36', 'W38'],
  unisex: ['W28', 'W30', 'W32', 'W34', 'W36', 'W38'],
};

/** A product's range: its sizes, or for jeans its waists (each in every leg, stockedSizes). */
function rangeFor(line: ProductLine): (AnySize | JeansWaist)[] {
  if (line.category === 'shoes') return [...SHOE_SIZES_BY_GENDER[line.gender]];
  if (line.category === 'jeans') return [...JEANS_WAISTS_BY_GENDER[line.gender]];
  return [...SIZES_BY_GENDER[line.gender]];
}

export const ALL_LINES: readonly ProductLine[] = [...TOP_LINES, ...BOTTOM_LINES, ...LAYER_LINES];

export function kebab(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Sale prices end in 00 or 50 pence, as a shop would print them. */
function salePrice(full: number, off: number): number {
  return Math.floor((full * (1 - off)) / 50) * 50;
}

function sizesFor(line: ProductLine, rng: Random): (AnySize | JeansWaist)[] {
  if (line.sizes) return [...line.sizes];
  if (line.category === 'bags' || line.category === 'accessories') return ['ONE'];
  const sizes = rangeFor(line);
  // Not every style is cut in every size.
  if (rng.next() < 0.2) sizes.shift();
  if (rng.next() < 0.15) sizes.pop();
  return sizes;
}

/** The leg a waist's one draw stocks; the other legs draw from a stream of their own (below). */
const REGULAR_LEG = 'L32';
const isWaist = (size: string): size is JeansWaist => (JEANS_WAISTS as readonly string[]).includes(size);

/**
 * A product's sizes with their stock. Jeans draw one quantity per waist from the shop's stream, as
 * every other size does, for the regular leg; the short and long legs draw from a stream of the
 * product's own, so adding legs (R3.17) left the rest of the demo shop as it was.
 */
function stockedSizes(sizes: readonly (AnySize | JeansWaist)[], rng: Random, legs: Random): { size: AnySize; quantity: number }[] {
  return sizes.flatMap((size) => {
    const drawn = quantity(rng);
    if (!isWaist(size)) return [{ size, quantity: drawn }];
    return JEANS_LEGS.map((leg) => ({
      size: `${size} ${leg}` as const,
      quantity: leg === REGULAR_LEG ? drawn : quantity(legs),
    }));
  });
}

function quantity(rng: Random): number {
  const r = rng.next();
  if (r < 0.13) return 0;
  if (r < 0.3) return rng.int(1, 3);
  return rng.int(4, 25);
}

/** Soles, trims and patches in a colour that sits well with the product's. */
export function accentFor(shape: ShapeName, colour: ColourName, fabric?: ProductLine['fabric']): string | undefined {
  const own = COLOURS[colour] as { accent?: string };
  if (own.accent) return own.accent;
  if (shape === 'trainers') return fabric === 'suedeShoe' ? '#c08a55' : '#f2efe8';
  if (shape === 'loafers') return '#4a3224';
  if (shape === 'boots') return '#2a2622';
  if (shape === 'tote' || shape === 'crossbody' || shape === 'backpack')
    return colour === 'Tan' || colour === 'Camel' ? '#5b3d2e' : '#a5714a';
  if (shape === 'beanie') return colour === 'Navy' ? '#d6c9b0' : '#1f2b45';
  if (shape === 'cap') return '#b8a27a';
  return undefined;
}

function imagesFor(name: string, colour: string, category: CategorySlug, withDetail: boolean): ImageSpec[] {
  const of = `${name} in ${colour}`;
  const shoes = category === 'shoes';
  const images: ImageSpec[] = [
    { shot: 'cover', kind: 'cover', alt: `${of}, ${shoes ? 'pair seen from the side' : 'front view'}` },
    { shot: 'hover', kind: 'hover', alt: `${of}, ${shoes ? 'single shoe from the other side' : 'back view'}` },
  ];
  if (withDetail) images.push({ shot: 'detail', kind: 'gallery', alt: `${of}, close-up of the detail` });
  return images;
}

export interface DemoCatalogue {
  categories: typeof CATEGORIES;
  collections: typeof COLLECTIONS;
  products: ProductSpec[];
}

export function buildCatalogue(): DemoCatalogue {
  const rng = seededRandom(SEED);
  const nameCount = new Map<string, number>();
  for (const line of ALL_LINES) nameCount.set(line.name, (nameCount.get(line.name) ?? 0) + line.colours.length);

  const products: ProductSpec[] = [];
  ALL_LINES.forEach((line, lineIndex) => {
    const category = CATEGORIES.find((c) => c.slug === line.category)!;
    for (const colourName of line.colours) {
      const colour = COLOURS[colourName];
      const repeated = (nameCount.get(line.name) ?? 0) > 1;
      const sizes = stockedSizes(sizesFor(line, rng), rng, seededRandom(SEED + products.length + 1));
      products.push({
        slug: kebab(repeated ? `${line.name} ${colourName}` : line.name),
        name: line.name,
        detail: line.detail,
        care: FABRICS[line.fabric],
        gender: line.gender,
        sizeSystem: sizeSystemFor(sizes.map((s) => s.size)),
        colour: colourName,
        pricePence: line.price,
        oldPricePence: null,
        isFinalSale: false,
        onSale: true,
        category: line.category,
        collections: [...(line.collections ?? [])],
        ageMinutes: 0,
        variants: sizes.map(({ size, quantity }) => ({
          size,
          quantity,
          // SKUs have no spaces: 'UK 8' becomes UK8.
          sku: `${category.code}-${String(lineIndex + 1).padStart(3, '0')}-${colour.code}-${size.replace(/ /g, '')}`,
        })),
        art: { shape: line.shape, hex: colour.hex, accent: accentFor(line.shape, colourName, line.fabric), backdrop: rng.int(0, 3) },
        images: imagesFor(line.name, colourName, line.category, rng.next() < 0.6),
      });
    }
  });

  // New In arrived over the last fortnight, mixed so the newest page is not one style in every colour;
  // the rest arrived over the past months.
  const newIn = rng.shuffle(products.filter((p) => p.collections.includes('new-in')));
  newIn.forEach((p, i) => (p.ageMinutes = 90 + i * 480));
  for (const p of products) if (!p.collections.includes('new-in')) p.ageMinutes = rng.int(20, 240) * 1440 + rng.int(0, 1439);

  // About a fifth is marked down, never the new arrivals; the deepest cuts are final sale.
  const older = rng.shuffle(products.filter((p) => !p.collections.includes('new-in')));
  const discounted = older.slice(0, Math.round(products.length * DISCOUNT_SHARE));
  for (const p of discounted) {
    const off = rng.pick(DISCOUNTS);
    p.oldPricePence = p.pricePence;
    p.pricePence = salePrice(p.pricePence, off);
  }
  const clearance = [...discounted].sort(
    (a, b) => a.pricePence / a.oldPricePence! - b.pricePence / b.oldPricePence! || a.slug.localeCompare(b.slug),
  );
  for (const p of clearance.slice(0, FINAL_SALE_COUNT)) p.isFinalSale = true;

  // A few sell out completely, and a couple are taken off sale for now.
  const soldOut = (p: ProductSpec) => p.variants.every((v) => v.quantity === 0);
  const rest = older.slice(discounted.length).filter((p) => !soldOut(p));
  const more = Math.max(0, SOLD_OUT_COUNT - products.filter(soldOut).length);
  for (const p of rest.slice(0, more)) for (const v of p.variants) v.quantity = 0;
  for (const p of rest.slice(more, more + OFF_SALE_COUNT)) p.onSale = false;

  return { categories: CATEGORIES, collections: COLLECTIONS, products };
}
