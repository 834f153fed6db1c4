import { ONE_SIZE, sizePreference } from '../catalogue/sizes.ts';

/** The part of a variant the stock rules look at. */
export interface StockVariant {
  guid: string;
  size: string;
  quantity: number;
}

/** Quantity a shopper may pick when the variant's stock is not known (R3.6). */
export const DEFAULT_MAX_QUANTITY = 5;

export function variantAvailable(v: StockVariant): boolean {
  return v.quantity > 0;
}

/** A product can be bought when it is on sale and some variant has stock. */
export function productInStock(product: { onSale: boolean; variants: readonly StockVariant[] }): boolean {
  return product.onSale && product.variants.some(variantAvailable);
}

/**
 * Default variant (R3.5): first in-stock variant in its size system's preference (R3.13; letters
 * M, L, S, XL, XS), then any in-stock variant, then the first variant. Undefined only for a
 * product with no variants.
 */
export function defaultVariant<V extends StockVariant>(variants: readonly V[]): V | undefined {
  for (const size of sizePreference(variants.map((x) => x.size))) {
    const v = variants.find((x) => x.size === size && variantAvailable(x));
    if (v) return v;
  }
  return variants.find(variantAvailable) ?? variants[0];
}

/** Quick add picks only from the preferred sizes, and only in stock; undefined means give up. */
export function quickAddVariant<V extends StockVariant>(variants: readonly V[]): V | undefined {
  for (const size of sizePreference(variants.map((x) => x.size))) {
    const v = variants.find((x) => x.size === size && variantAvailable(x));
    if (v) return v;
  }
  // One-size items (bags, accessories) have no lettered size to prefer.
  return variants.find((x) => x.size === ONE_SIZE && variantAvailable(x));
}

/** Upper bound for the quantity picker: the variant's stock, or 5 when unknown. */
export function maxQuantity(variant: { quantity?: number | null } | undefined): number {
  const q = variant?.quantity;
  return typeof q === 'number' && Number.isFinite(q) ? Math.max(0, Math.floor(q)) : DEFAULT_MAX_QUANTITY;
}

/** Clamp a quantity between 1 and max; anything that is not a number becomes the minimum. */
export function clampQuantity(value: unknown, max: number): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, Math.max(1, max));
}

/** 'Only N left' (R3.15): some units, but no more than the shop's threshold. */
export function isFewLeft(quantity: number, threshold: number): boolean {
  return quantity > 0 && quantity <= threshold;
}
