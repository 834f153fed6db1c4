import type { Variant } from '@atelier/contract/catalogue';
import { clampQuantity, maxQuantity } from '@atelier/contract/inventory';
import { useState } from 'react';
import { askedVariantGuid, initialVariantGuid } from './stock-rules.ts';

/**
 * Size and quantity of one product being bought. Cards start with no size (the shopper picks);
 * product pages and quick view start on the default size. The quantity is always kept within
 * 1..the chosen size's stock (5 when unknown): a smaller new maximum pulls it down.
 */
export function usePurchase(variants: readonly Variant[], preselect: boolean, initialSize?: string) {
  const [guid, setGuid] = useState<string | undefined>(() =>
    preselect ? (askedVariantGuid(variants, initialSize) ?? initialVariantGuid(variants)) : undefined,
  );
  const [wanted, setWanted] = useState(1);
  const variant = variants.find((v) => v.guid === guid);
  const max = maxQuantity(variant);
  const quantity = clampQuantity(wanted, max);
  return {
    variant,
    max,
    quantity,
    selectVariant: (next: string) => {
      setGuid(next);
      // Reduce (never raise) the quantity to the new size's stock.
      setWanted((w) => clampQuantity(w, maxQuantity(variants.find((v) => v.guid === next))));
    },
    setQuantity: (q: number) => setWanted(clampQuantity(q, max)),
  };
}
