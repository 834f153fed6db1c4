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

/** Jeans by waist in inches, even steps W26 to W40. */
export const JEANS_SIZES = ['W26', 'W28', 'W30', 'W32', 'W34', 'W36', 'W38', 'W40'] as const;
export type JeansSize = (typeof JEANS_SIZES)[number];

/** Some accessories and bags come in one size only. */
export const ONE_SIZE = 'ONE' as const;

/** Sizes a listing can be filtered by: letters, then UK shoe sizes, then jeans waists. */
export const FILTER_SIZES = [...SIZES, ...UK_SHOE_SIZES, ...JEANS_SIZES] as const;
export type FilterSize = (typeof FILTER_SIZES)[number];

/** Every size of every system, in display order (each system's sizes together, smallest first). */
export const ALL_SIZES = [...FILTER_SIZES, ONE_SIZE] as const;
export type AnySize = (typeof ALL_SIZES)[number];

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
  jeans: 'Jeans waist sizes',
  'one-size': 'One size',
};

/**
 * Sizes picked for a shopper, first in stock wins (R3.2, R3.13): the most common size of each
 * range, then outwards on both sides. Letters keep M, L, S, XL, XS.
 */
export const SIZE_PREFERENCES: Readonly<Record<SizeSystem, readonly AnySize[]>> = {
  letters: ['M', 'L', 'S', 'XL', 'XS'],
  'uk-shoe': ['UK 7', 'UK 8', 'UK 6', 'UK 9', 'UK 5', 'UK 10', 'UK 4', 'UK 11', 'UK 3', 'UK 12'],
  jeans: ['W32', 'W30', 'W34', 'W28', 'W36', 'W26', 'W38', 'W40'],
  'one-size': [ONE_SIZE],
};

/** Preference of letter sizes (R3.2: M, L, S, XL, XS); see sizePreference for the others. */
export const SIZE_PREFERENCE: readonly string[] = SIZE_PREFERENCES.letters;

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

/** The preference order for a product's sizes: that of the system of its first known size. */
export function sizePreference(sizes: readonly string[]): readonly string[] {
  for (const size of sizes) {
    const system = sizeSystemOf(size);
    if (system) return SIZE_PREFERENCES[system];
  }
  return SIZE_PREFERENCE;
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

/** Display order of sizes on a product: the system's own order (unknown sizes last). */
export function sizeRank(size: string): number {
  const i = (ALL_SIZES as readonly string[]).indexOf(size);
  return i === -1 ? ALL_SIZES.length : i;
}

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];
