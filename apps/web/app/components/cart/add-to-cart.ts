import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { usePanels } from '~/components/ui/panels';
import { CART_ACTION, useCart, type CartActionData } from './use-cart.ts';

/** What a card, quick view or product page asks to add. */
export interface AddToCartRequest {
  slug: string;
  variantGuid: string;
  quantity: number;
}

/**
 * Every add button shares this fetcher, so the drawer can show the add in progress and its error
 * even when the button that started it is gone (a quick view that closed).
 */
export const ADD_FETCHER_KEY = 'cart-add';

/**
 * The single place every add-to-cart button calls: opens the drawer and posts the line to the
 * cart action (the root loader then revalidates the count and the drawer's lines). A size that
 * is already in the cart is not added again (R4.4); the drawer just shows it.
 */
export function useAddToCart(): (request: AddToCartRequest) => void {
  const { openPanel } = usePanels();
  const { cart } = useCart();
  const { submit } = useFetcher<CartActionData>({ key: ADD_FETCHER_KEY });
  return useCallback(
    function addToCart({ slug, variantGuid, quantity }: AddToCartRequest) {
      openPanel('shoppingCart');
      if (cart.items.some((i) => i.variantGuid === variantGuid)) return;
      void submit({ intent: 'add', slug, variantGuid, quantity: String(quantity) }, { method: 'post', action: CART_ACTION });
    },
    [openPanel, submit, cart.items],
  );
}
