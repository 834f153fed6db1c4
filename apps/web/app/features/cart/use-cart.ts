import type { Cart } from '@atelier/contract/cart';
import { useRouteLoaderData } from 'react-router';
import { useSyncExternalStore } from 'react';

/** Shipping settings in pence (the API sends pounds). */
export interface ShippingView {
  freeThresholdPence: number;
  feePence: number;
}

/** What the root loader gives every page for the cart: the lines, and the free-shipping rule. */
export interface CartShellData {
  cart: Cart;
  shipping: ShippingView;
}

/** What the /cart action answers a fetcher. */
export type CartActionData = { ok: true; cart: Cart } | { ok: false; message: string };

export const EMPTY_CART: Cart = { guid: null, items: [], totalItems: 0, totalPrice: 0 };
/** Decisions 6: free shipping on everything unless the store raises the threshold. */
export const DEFAULT_SHIPPING: ShippingView = { freeThresholdPence: 0, feePence: 0 };

/** The resource route every cart form posts to (routes/cart.ts). */
export const CART_ACTION = '/cart';
/** The page where the cart opens as a modal instead of a side panel (decisions 28). */
export const CART_MODAL_PATH = '/cart-drawer-v2';

function isCartShellData(value: unknown): value is CartShellData {
  return typeof value === 'object' && value !== null && 'cart' in value && 'shipping' in value;
}

/** The cart as the root loader last read it (revalidated after every cart action). */
export function useCart(): CartShellData {
  const root = useRouteLoaderData('root');
  return isCartShellData(root) ? root : { cart: EMPTY_CART, shipping: DEFAULT_SHIPPING };
}

/** True when this size of a product is already a line of the cart ('Already Added'). */
export function useInCart(variantGuid: string | undefined): boolean {
  const { cart } = useCart();
  return variantGuid !== undefined && cart.items.some((i) => i.variantGuid === variantGuid);
}

const noSubscribe = () => () => {};
/**
 * False in the server HTML and during hydration, true after: forms add their no-JavaScript
 * fallback (a returnTo field, so the action redirects back) only while scripts are not running.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
