import { sql, type SQL } from 'drizzle-orm';
import { ALL_SIZES, SIZE_SYSTEMS } from '@atelier/contract/catalogue';

/** A SQL list of literals; the values come from the contract's constants, never from a request. */
const literals = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',');

/** Every valid size, in display order, as a SQL array for array_position (R3.12). */
export function sizeOrderArray(): SQL {
  return sql.raw(`array[${literals(ALL_SIZES)}]`);
}

/** `in (...)` lists for the check constraints on sizes and size systems. */
export const SIZE_LIST = sql.raw(`(${literals(ALL_SIZES)})`);
export const SIZE_SYSTEM_LIST = sql.raw(`(${literals(SIZE_SYSTEMS)})`);

/**
 * Sizes as the bits of products.sizes_mask, a bigint: bit i is ALL_SIZES[i] (atelier_size_mask,
 * migrations 0011 and 0040). 41 sizes need more than 32 bits, so the mask is a BigInt here.
 */
export function sizeMask(sizes: readonly string[]): bigint {
  return sizes.reduce((mask, s) => {
    const i = (ALL_SIZES as readonly string[]).indexOf(s);
    return i === -1 ? mask : mask | (1n << BigInt(i));
  }, 0n);
}

/** A mask as a SQL bigint parameter (a driver takes no BigInt; the text keeps every bit). */
export const maskParam = (mask: bigint): SQL => sql`${mask.toString()}::bigint`;
