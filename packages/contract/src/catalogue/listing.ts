/**
 * Listing constants with no zod import, so the storefront's browser bundle can use them without
 * pulling in the schema library (catalogue.ts re-exports them for the API).
 */
export const SORTS = ['default', 'newest', 'best-selling', 'title-asc', 'title-desc', 'price-asc', 'price-desc', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

export const LISTING_PAGE_SIZE = 16;
export const MAX_PAGE_SIZE = 100;
export const PRICE_FILTER_MAX = 2000;

/** Best selling ranks products by the units of paid, not cancelled or refunded, order lines of these last days (R15.14). */
export const BEST_SELLING_DAYS = 90;
