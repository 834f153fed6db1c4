import { useCallback } from 'react';
import { useToast } from '~/components/ui/toast';
import { usePanels } from '~/features/shell/panels';

/** What a card, quick view or product page asks to add. */
export interface AddToCartRequest {
  slug: string;
  variantGuid: string;
  quantity: number;
}

/**
 * The single place every add-to-cart button calls. The cart API and drawer arrive with the cart
 * feature (issue 4), which implements the POST here; until then it opens the drawer and says so.
 */
export function useAddToCart(): (request: AddToCartRequest) => void {
  const { openPanel } = usePanels();
  const toast = useToast();
  return useCallback(
    function addToCart(_request: AddToCartRequest) {
      openPanel('shoppingCart');
      toast('Cart is not available yet', 'info');
    },
    [openPanel, toast],
  );
}
