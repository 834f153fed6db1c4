import { ONE_SIZE, sizeLabel } from '@atelier/contract/catalogue';
import { onlyVariant, variantAvailable, type StockVariant } from '@atelier/contract/inventory';

/** A listing card is out of stock when the product is flagged so or no size has any left (R3.3). */
export function cardOutOfStock(item: { isStock: boolean; variants: readonly StockVariant[] }): boolean {
  return !item.isStock || !item.variants.some(variantAvailable);
}

/** The size a product page, quick view or card starts on (R3.5): none, one-size products aside. */
export function initialVariantGuid(variants: readonly StockVariant[]): string | undefined {
  return onlyVariant(variants)?.guid;
}

/** The variant of a size asked for in the address, when the product has it in stock (R17.7). */
export function askedVariantGuid(
  variants: readonly (StockVariant & { isStock?: boolean })[],
  size: string | undefined,
): string | undefined {
  if (!size) return undefined;
  const v = variants.find((x) => x.size === size);
  return v && variantAvailable(v) && v.isStock !== false ? v.guid : undefined;
}

export type AddLabel = 'Add to cart' | 'Already Added' | 'Out of stock';

/** The add button's label (R3.7); inCart: the chosen size is already a line of the cart. */
export function addLabel(productInStock: boolean, variant: StockVariant | undefined, inCart = false): AddLabel {
  if (!productInStock) return 'Out of stock';
  if (variant && !variantAvailable(variant)) return 'Out of stock';
  if (variant && inCart) return 'Already Added';
  return 'Add to cart';
}

/** The compact card button's tooltip: 'Add to Cart' or 'Already Added'. */
export function addTooltip(label: AddLabel): string | undefined {
  if (label === 'Out of stock') return undefined;
  return label === 'Already Added' ? 'Already Added' : 'Add to Cart';
}

/** 'Only 2 left in size M' for a size with little stock (R3.15); '' otherwise. */
export function fewLeftText(variant: (StockVariant & { fewLeft?: boolean }) | undefined): string {
  if (!variant?.fewLeft) return '';
  const n = `Only ${variant.quantity} left`;
  return variant.size === ONE_SIZE ? n : `${n} in size ${sizeLabel(variant.size)}`;
}
