/**
 * Size systems (R3.12-R3.14). Every product uses one system; a variant stores its size as the
 * label a shopper reads ('M', 'UK 8', 'W32'), so orders, mails and old clients need no lookup.
 * The strings of different systems never collide, so a size names its own system.
 */
export const SIZE_SYSTEMS = ['letters', 'uk-shoe', 'jeans', 'one-size'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

/** Letter sizes, smallest first. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** Whole UK shoe sizes 3 to 12. */
export const UK_SHOE_SIZES = ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11', 'UK 12'] as const;
export type UkShoeSize = (typeof UK_SHOE_SIZES)[number];

/** Jeans waists in inches, even steps W26 to W40 (R3.17). */
export const JEANS_WAISTS = ['W26', 'W28', 'W30', 'W32', 'W34', 'W36', 'W38', 'W40'] as const;
export type JeansWaist = (typeof JEANS_WAISTS)[number];

/** Jeans inside legs in inches: short, regular and long (R3.17). */
export const JEANS_LEGS = ['L30', 'L32', 'L34'] as const;
export type JeansLeg = (typeof JEANS_LEGS)[number];

/**
 * Jeans sizes, two dimensions in one label ('W32 L30'), waist first, then leg (R3.17). Stored as
 * read, like every size, so carts, orders and mails need no lookup.
 */
export const JEANS_SIZES = JEANS_WAISTS.flatMap((w) => JEANS_LEGS.map((l) => `${w} ${l}` as const));
export type JeansSize = `${JeansWaist} ${JeansLeg}`;

/** Some accessories and bags come in one size only. */
export const ONE_SIZE = 'ONE' as const;

/**
 * Values a listing can be filtered by: letters, UK shoe sizes, then jeans by waist and by leg
 * apart (R3.17), so a shopper picks W32 and L30 rather than one of 24 combined sizes.
 */
export const FILTER_SIZES = [...SIZES, ...UK_SHOE_SIZES, ...JEANS_WAISTS, ...JEANS_LEGS] as const;
export type FilterSize = (typeof FILTER_SIZES)[number];

/** Every size of every system, in display order (each system's sizes together, smallest first). */
export const ALL_SIZES = [...SIZES, ...UK_SHOE_SIZES, ...JEANS_SIZES, ONE_SIZE] as [
  ...typeof SIZES,
  ...typeof UK_SHOE_SIZES,
  ...JeansSize[],
  typeof ONE_SIZE,
];
export type AnySize = Size | UkShoeSize | JeansSize | typeof ONE_SIZE;

/** The ordered sizes of each system. */
export const SYSTEM_SIZES: Readonly<Record<SizeSystem, readonly AnySize[]>> = {
  letters: SIZES,
  'uk-shoe': UK_SHOE_SIZES,
  jeans: JEANS_SIZES,
  'one-size': [ONE_SIZE],
};

/** How each system is named to a person choosing one (admin form, filter groups). */
export const SIZE_SYSTEM_NAMES: Readonly<Record<SizeSystem, string>> = {
  letters: 'Letter sizes',
  'uk-shoe': 'UK shoe sizes',
  jeans: 'Jeans waist and leg',
  'one-size': 'One size',
};

export function isSizeSystem(value: unknown): value is SizeSystem {
  return typeof value === 'string' && (SIZE_SYSTEMS as readonly string[]).includes(value);
}

/** The system a size belongs to, or undefined for a string that is no size. */
export function sizeSystemOf(size: string): SizeSystem | undefined {
  return SIZE_SYSTEMS.find((s) => (SYSTEM_SIZES[s] as readonly string[]).includes(size));
}

export function sizeInSystem(size: string, system: SizeSystem): boolean {
  return (SYSTEM_SIZES[system] as readonly string[]).includes(size);
}

/** The system a new or migrated product takes from its sizes: one-size when its only size is ONE. */
export function sizeSystemFor(sizes: readonly string[]): SizeSystem {
  return sizes.length > 0 && sizes.every((s) => s === ONE_SIZE) ? 'one-size' : (sizeSystemOf(sizes[0] ?? '') ?? 'letters');
}

/** How a size reads to a shopper: 'One size' for ONE, else the stored size itself ('M', 'UK 8', 'W32'). */
export function sizeLabel(size: string): string {
  return size === ONE_SIZE ? 'One size' : size;
}

/** How a size reads inside a sentence or a line of details: 'Size M', 'Size UK 8', or 'One size'. */
export function sizePhrase(size: string): string {
  return size === ONE_SIZE ? sizeLabel(size) : `Size ${size}`;
}

const isWaist = (v: string): v is JeansWaist => (JEANS_WAISTS as readonly string[]).includes(v);
const isLeg = (v: string): v is JeansLeg => (JEANS_LEGS as readonly string[]).includes(v);

/** A jeans size's two dimensions ('W32 L30' → W32, L30), or undefined for any other size. */
export function jeansParts(size: string): { waist: JeansWaist; leg: JeansLeg } | undefined {
  const [waist = '', leg = '', ...rest] = size.split(' ');
  return rest.length === 0 && isWaist(waist) && isLeg(leg) ? { waist, leg } : undefined;
}

/** Which dimension of the size filter a value belongs to: its own size system, or a jeans waist or leg. */
export function filterDimension(value: string): 'letters' | 'uk-shoe' | 'waist' | 'leg' | undefined {
  if (isWaist(value)) return 'waist';
  if (isLeg(value)) return 'leg';
  const system = sizeSystemOf(value);
  return system === 'letters' || system === 'uk-shoe' ? system : undefined;
}

/**
 * The sizes a size filter finds (R3.17, R15.13): letters and shoe sizes as chosen; jeans whose waist
 * is one of the chosen waists and whose leg one of the chosen legs, a dimension with none chosen
 * allowing any. Waists and legs narrow each other; every other choice widens.
 */
export function sizesMatching(filter: readonly string[]): AnySize[] {
  const waists = filter.filter(isWaist);
  const legs = filter.filter(isLeg);
  const jeans = waists.length + legs.length > 0;
  return ALL_SIZES.filter((size) => {
    const parts = jeansParts(size);
    if (!parts) return filter.includes(size);
    return jeans && (waists.length === 0 || waists.includes(parts.waist)) && (legs.length === 0 || legs.includes(parts.leg));
  });
}

/**
 * The sizes a filter value's count is taken over (R15.13): the value with the choices of the other
 * jeans dimension (a waist's count keeps the legs chosen), as a shopper adding it would find.
 */
export function facetValueSizes(value: string, filter: readonly string[]): AnySize[] {
  const dimension = filterDimension(value);
  if (dimension === 'waist') return sizesMatching([value, ...filter.filter(isLeg)]);
  if (dimension === 'leg') return sizesMatching([value, ...filter.filter(isWaist)]);
  return sizesMatching([value]);
}

/** Display order of sizes on a product: the system's own order (unknown sizes last). */
export function sizeRank(size: string): number {
  const i = (ALL_SIZES as readonly string[]).indexOf(size);
  return i === -1 ? ALL_SIZES.length : i;
}

/** Display order of a size filter's values (FILTER_SIZES' order; unknown values last). */
export function filterRank(value: string): number {
  const i = (FILTER_SIZES as readonly string[]).indexOf(value);
  return i === -1 ? FILTER_SIZES.length : i;
}

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];
