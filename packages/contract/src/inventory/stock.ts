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
 * The size chosen for the shopper before they choose (R3.5): none, unless the product has only
 * one size to offer (bags and accessories in ONE, or a style made in a single size) and it is in
 * stock. Every other product waits for the shopper's own choice: the shop never picks M for them.
 */
export function onlyVariant<V extends StockVariant>(variants: readonly V[]): V | undefined {
  const [only] = variants;
  return variants.length === 1 && only && variantAvailable(only) ? only : undefined;
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
