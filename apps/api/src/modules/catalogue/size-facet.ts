import { facetValueSizes, FILTER_SIZES, JEANS_LEGS, JEANS_WAISTS } from '@atelier/contract/catalogue';
import { sizeMask } from '../../db/sizes.ts';

/** A count per size filter value; the listings' ValueCount. */
interface SizeCount {
  value: string;
  count: number;
}

/**
 * Size filter values counted from counts per set of size bits (products.sizes_mask, as text: a
 * bigint). A value counts what adding it to the filter would find (facetValueSizes, R15.13, R3.17):
 * a waist its jeans in any leg, or in the legs already chosen.
 */
export function countsBySizeBits(
  masks: readonly (readonly [string | number | null, number])[],
  filter: readonly string[] = [],
): SizeCount[] {
  const sets = masks.flatMap(([mask, n]) => (mask === null ? [] : [[BigInt(mask), n] as const]));
  return FILTER_SIZES.flatMap((value) => {
    const bits = sizeMask(facetValueSizes(value, filter));
    const count = sets.reduce((sum, [mask, n]) => ((mask & bits) !== 0n ? sum + n : sum), 0);
    return count > 0 ? [{ value, count }] : [];
  });
}

/** The most size rows one product has for one jeans filter value: a leg in every waist. */
export const JEANS_ROWS_PER_VALUE = Math.max(JEANS_WAISTS.length, JEANS_LEGS.length);
