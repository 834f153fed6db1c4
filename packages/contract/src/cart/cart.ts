import { z } from 'zod';
import { Slug } from '../catalogue/catalogue.ts';
import { ALL_SIZES } from '../catalogue/sizes.ts';

/** Header and cookie that name a guest's cart (R4.1). */
export const CART_HEADER = 'x-cart-guid';
export const CART_COOKIE = 'atelier_cart';

/** Largest quantity a request may ask for; the server then clamps it to the variant's stock. */
export const MAX_LINE_QUANTITY = 10_000;

const Guid = z.uuid({ message: 'must be a variant guid' });
const ItemCount = z.number().int().min(1).max(MAX_LINE_QUANTITY);
/** Accepted for compatibility with older clients and ignored (R1.7). */
const ClientPrice = z.number().min(0).max(1_000_000).optional();

export const AddToCartBody = z.strictObject({
  itemSlug: Slug,
  itemCount: ItemCount,
  variantGuid: Guid,
  unitPrice: ClientPrice,
  totalPrice: ClientPrice,
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

export const UpdateCartLineBody = z.strictObject({ itemCount: ItemCount, variantGuid: Guid });
export type UpdateCartLineBody = z.infer<typeof UpdateCartLineBody>;

export const RemoveFromCartBody = z.strictObject({ itemSlug: Slug, variantGuid: Guid });
export type RemoveFromCartBody = z.infer<typeof RemoveFromCartBody>;

export const CartSlugParams = z.object({ slug: Slug });

/** One line; prices in pounds (2 dp) from the catalogue, never from the client. */
export const CartItem = z
  .object({
    itemSlug: z.string(),
    /** Already clamped to the variant's stock when the line is in stock. */
    itemCount: z.number().int(),
    unitPrice: z.number(),
    oldPrice: z.number().nullable(),
    totalPrice: z.number(),
    variantGuid: z.string(),
    size: z.enum(ALL_SIZES),
    name: z.string(),
    /** The product's colour and its swatch value, so a line says which colour it is (R17.4). */
    colour: z.string(),
    colourHex: z.string(),
    coverImage: z.string(),
    /** False when the size sold out or the product left sale after it was added. */
    isStock: z.boolean(),
    /** Units the shopper may have of this variant (its stock; 0 when sold out). */
    maxQuantity: z.number().int(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z
  .object({
    /** Null only when the shopper has no cart yet: reading never creates one. */
    guid: z.string().nullable(),
    items: z.array(CartItem),
    /** Units and amount of the lines that can be bought (lines with isStock). */
    totalItems: z.number().int(),
    totalPrice: z.number(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;

export const CartResponse = z.object({ cart: Cart }).meta({ id: 'CartResponse' });
export type CartResponse = z.infer<typeof CartResponse>;
