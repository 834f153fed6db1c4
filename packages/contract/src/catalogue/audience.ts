/**
 * Who a product is for, as the shop filters it (R15.11): Men and Women each include the unisex
 * products, so a shopper browsing Men sees every piece made for men.
 */
import { GENDERS, type Gender } from './sizes.ts';

/** The product genders a gender filter keeps: male -> male + unisex, female -> female + unisex. */
export function gendersMatching(requested: readonly Gender[]): Gender[] {
  const wanted = new Set<Gender>(requested);
  if (wanted.has('male') || wanted.has('female')) wanted.add('unisex');
  return GENDERS.filter((g) => wanted.has(g));
}

/** Counts of products made for each gender, as stored. */
export type GenderCounts = Record<Gender, number>;

/** What a listing filtered by one gender would count, given the counts as stored (R15.11). */
export function countForGender(stored: GenderCounts, gender: Gender): number {
  return gendersMatching([gender]).reduce((n, g) => n + stored[g], 0);
}

/** Counts as the shopper sees them: male and female include unisex. */
export function shopperGenderCounts(stored: GenderCounts): GenderCounts {
  return { male: countForGender(stored, 'male'), female: countForGender(stored, 'female'), unisex: stored.unisex };
}

/** Anything counted per gender as the listing shows it (a category of GET /category/categories). */
interface CountedByGender {
  items: number;
  itemsByGender: GenderCounts;
}

/**
 * The entries worth linking to (R15.12): those whose listing, for this gender or for everyone,
 * has at least one product.
 */
export function withProducts<T extends CountedByGender>(entries: readonly T[], gender?: Gender): T[] {
  return entries.filter((e) => (gender ? e.itemsByGender[gender] : e.items) > 0);
}
