export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** Some accessories and bags come in one size only. */
export const ONE_SIZE = 'ONE' as const;
export const ALL_SIZES = [...SIZES, ONE_SIZE] as const;

/** How a size reads to a shopper: 'One size' for ONE, else the size itself. */
export function sizeLabel(size: string): string {
  return size === ONE_SIZE ? 'One size' : size;
}

/** How a size reads inside a sentence or a line of details: 'Size M', or 'One size'. */
export function sizePhrase(size: string): string {
  return size === ONE_SIZE ? sizeLabel(size) : `Size ${size}`;
}
export type AnySize = (typeof ALL_SIZES)[number];

/** Preference for the size picked for a shopper (R3.2: M, L, S, XL, XS). */
export const SIZE_PREFERENCE: readonly string[] = ['M', 'L', 'S', 'XL', 'XS'];

/** Display order of sizes on a product. */
export function sizeRank(size: string): number {
  const i = (ALL_SIZES as readonly string[]).indexOf(size);
  return i === -1 ? ALL_SIZES.length : i;
}

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];
