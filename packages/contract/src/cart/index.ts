// The cart domain's public surface: what the API and the web may import from @atelier/contract/cart.
export {
  AddToCartBody,
  Cart,
  CART_COOKIE,
  CART_HEADER,
  CartItem,
  CartResponse,
  CartSlugParams,
  MAX_LINE_QUANTITY,
  RemoveFromCartBody,
  UpdateCartLineBody,
} from './cart.ts';
export { freeShippingProgress, type FreeShippingProgress } from './free-shipping.ts';
