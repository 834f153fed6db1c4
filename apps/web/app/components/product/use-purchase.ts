import type { CardVariant } from './card-item.ts';
import { clampQuantity, maxQuantity } from '@atelier/contract/inventory';
import { useState } from 'react';
import { askedVariantGuid, initialVariantGuid } from './stock-rules.ts';

/**
 * Size and quantity of one product being bought. Nothing is chosen until the shopper chooses
 * (R3.5): a size asked for in the address (R17.7) counts as their choice, and a product with one
 * size only starts on it. The quantity is always kept within 1..the chosen size's stock (5 when
 * unknown): a smaller new maximum pulls it down.
 */
export function usePurchase(variants: readonly CardVariant[], initialSize?: string) {
  const [guid, setGuid] = useState<string | undefined>(() => askedVariantGuid(variants, initialSize) ?? initialVariantGuid(variants));
  const [wanted, setWanted] = useState(1);
  const variant = variants.find((v) => v.guid === guid);
  const max = maxQuantity(variant);
  const quantity = clampQuantity(wanted, max);
  return {
    variant,
    max,
    quantity,
    /** A size, or none again (jeans whose new waist lacks the chosen leg, R3.17). */
    selectVariant: (next: string | undefined) => {
      setGuid(next);
      // Reduce (never raise) the quantity to the new size's stock.
      setWanted((w) => clampQuantity(w, maxQuantity(variants.find((v) => v.guid === next))));
    },
    setQuantity: (q: number) => setWanted(clampQuantity(q, max)),
  };
}
