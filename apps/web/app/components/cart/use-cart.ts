import type { Cart } from '@atelier/contract/cart';
import type { ShippingSettingsResponse } from '@atelier/contract/checkout';
import { poundsToPence } from '@atelier/contract/shared';
import { useRouteLoaderData } from 'react-router';

/** Shipping settings in pence (the API sends pounds). */
export interface ShippingView {
  freeThresholdPence: number;
  feePence: number;
}

export function shippingView(settings: ShippingSettingsResponse): ShippingView {
  return { freeThresholdPence: poundsToPence(settings.freeShippingThreshold), feePence: poundsToPence(settings.shippingFee) };
}

/** What the root loader gives every page for the cart: the lines, and the free-shipping rule. */
export interface CartShellData {
  cart: Cart;
  shipping: ShippingView;
}

/** What the /cart action answers a fetcher. */
export type CartActionData = { ok: true; cart: Cart } | { ok: false; message: string };

export const EMPTY_CART: Cart = { guid: null, items: [], totalItems: 0, totalPrice: 0 };
/** R2.2: free shipping on everything unless the store raises the threshold. */
export const DEFAULT_SHIPPING: ShippingView = { freeThresholdPence: 0, feePence: 0 };

/** The resource route every cart form posts to (routes/cart.ts). */
export const CART_ACTION = '/cart';
/** The page where the cart opens as a modal instead of a side panel (R4.10). */
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
