import { sizePhrase } from './sizes.ts';

/**
 * The one way a bought size and colour are written in a line of details, in every mail and on the
 * order pages (R10.4): 'Size UK 9, Black', 'One size, Ecru'. The size keeps the case the product
 * page shows ('UK 9', never 'uk 9') and the colour is never left out.
 */
export function variantPhrase(v: { size: string; colour: string }): string {
  return `${sizePhrase(v.size)}, ${v.colour}`;
}

/** A product with its size and colour inside a sentence: 'Linen Shirt (Size M, Ecru)'. */
export function productVariantPhrase(v: { name: string; size: string; colour: string }): string {
  return `${v.name} (${variantPhrase(v)})`;
}
