import type { AddToCartBody, Cart, CartItem, RemoveFromCartBody, UpdateCartLineBody } from '@atelier/contract/cart';
import { type AnySize, DEFAULT_RENDITION_WIDTH, mediaUrl, PLACEHOLDER_IMAGE } from '@atelier/contract/catalogue';
import { penceToPounds } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { cartRepository, type CartRow, type LineRecord } from './repository.ts';

/** Who is asking: the signed-in user, and the guest cart guid the request names (header or cookie). */
export interface CartIdentity {
  userId?: number;
  guid?: string;
}

export function toCartItem(l: LineRecord): CartItem {
  const isStock = l.buyable && l.stock > 0;
  // Stock may have dropped since the line was added: never show more than can be bought.
  const itemCount = isStock ? Math.min(l.quantity, l.stock) : l.quantity;
  return {
    itemSlug: l.productSlug,
    itemCount,
    unitPrice: penceToPounds(l.pricePence),
    oldPrice: l.oldPricePence === null ? null : penceToPounds(l.oldPricePence),
    totalPrice: penceToPounds(l.pricePence * itemCount),
    variantGuid: l.variantGuid,
    size: l.size as AnySize,
    name: l.productName,
    colour: l.colour,
    colourHex: l.colourHex,
    coverImage: l.coverMediaId ? mediaUrl(l.coverMediaId, DEFAULT_RENDITION_WIDTH) : PLACEHOLDER_IMAGE,
    isStock,
    maxQuantity: isStock ? l.stock : 0,
  };
}

export function cartService(db: Db, clock: Clock) {
  const repo = cartRepository(db);

  /**
   * The cart the request may use, if it has one. A guid naming another user's cart answers 404
   * (R7.10): a user's cart is reachable with that user's token only. A signed-in user always
   * gets their own cart; a guest guid they still send is left for the merge at sign-in.
   */
  async function find(id: CartIdentity): Promise<CartRow | undefined> {
    const named = id.guid ? await repo.byGuid(id.guid) : undefined;
    if (named && named.userId !== null && named.userId !== id.userId) throw notFound('Cart not found.', 'CART_NOT_FOUND');
    if (id.userId !== undefined) return named?.userId === id.userId ? named : repo.byUser(id.userId);
    return named;
  }

  async function ensure(id: CartIdentity): Promise<CartRow> {
    const cart = await find(id);
    if (cart) return cart;
    return id.userId !== undefined ? repo.ensureForUser(id.userId, clock.now()) : repo.createGuest(clock.now());
  }

  async function view(cart: CartRow | undefined): Promise<{ cart: Cart; row: CartRow | undefined }> {
    const items = cart ? (await repo.lines(cart.id)).map(toCartItem) : [];
    const buyable = items.filter((i) => i.isStock);
    const totalPence = buyable.reduce((sum, i) => sum + Math.round(i.unitPrice * 100) * i.itemCount, 0);
    return {
      cart: {
        guid: cart?.guid ?? null,
        items,
        totalItems: buyable.reduce((sum, i) => sum + i.itemCount, 0),
        totalPrice: penceToPounds(totalPence),
      },
      row: cart,
    };
  }

  /** 404 for an unknown product or a variant that is not one of its sizes. */
  async function variantOf(slug: string, variantGuid: string, opts: { includeArchived?: boolean } = {}) {
    const { product, variant } = await repo.findVariant(slug, variantGuid, opts);
    if (!product) throw notFound(`No product called '${slug}'`, 'PRODUCT_NOT_FOUND');
    if (!variant) throw notFound('This size does not exist for this product.', 'VARIANT_NOT_FOUND');
    return { product, variant };
  }

  function assertBuyable(product: { onSale: boolean }, variant: { quantity: number }): void {
    if (!product.onSale) throw conflict('This item is not available to buy at the moment.', 'NOT_ON_SALE');
    if (variant.quantity <= 0) throw conflict('This size is sold out.', 'SOLD_OUT');
  }

  return {
    find,

    async get(id: CartIdentity) {
      return view(await find(id));
    },

    /** Client prices in the body are ignored: every amount comes from the catalogue (R1.7). */
    async add(id: CartIdentity, body: AddToCartBody) {
      const { product, variant } = await variantOf(body.itemSlug, body.variantGuid);
      assertBuyable(product, variant);
      const cart = await ensure(id);
      await repo.addToLine(cart.id, variant.id, body.itemCount, clock.now());
      return view(cart);
    },

    async update(id: CartIdentity, slug: string, body: UpdateCartLineBody) {
      const { product, variant } = await variantOf(slug, body.variantGuid);
      const cart = await find(id);
      const missing = () => notFound('This item is not in your cart.', 'LINE_NOT_FOUND');
      if (!cart) throw missing();
      // The units the shopper's own unpaid checkout holds still count as theirs (repository).
      assertBuyable(product, { quantity: await repo.availableTo(cart.id, variant.id) });
      if (!(await repo.setLineQuantity(cart.id, variant.id, body.itemCount, clock.now()))) throw missing();
      return view(cart);
    },

    /**
     * Removing a line that is not there is not an error: the cart ends as asked. A product
     * withdrawn from the shop since it was added still shows as a sold-out line, so it can go too.
     */
    async remove(id: CartIdentity, body: RemoveFromCartBody) {
      const { variant } = await variantOf(body.itemSlug, body.variantGuid, { includeArchived: true });
      const cart = await find(id);
      if (cart) await repo.removeLine(cart.id, variant.id, clock.now());
      return view(cart);
    },

    /**
     * A checkout reminder's basket put back in the asker's cart (R24.5): the same lines, each
     * priced by the catalogue when the cart is read, and checked against the stock there is now.
     * Answers the names of the lines that can no longer be bought.
     */
    async restore(id: CartIdentity, lines: Array<{ variantId: number; quantity: number; name: string }>) {
      const cart = await ensure(id);
      const unavailable: string[] = [];
      for (const l of lines) {
        if (!(await repo.putLine(cart.id, l.variantId, l.quantity, clock.now()))) unavailable.push(l.name);
      }
      return { ...(await view(cart)), unavailable };
    },

    /** At sign-in: the guest cart the request names joins the user's cart. Other carts are left alone. */
    async mergeGuestCart(guid: string, userId: number): Promise<boolean> {
      const guest = await repo.byGuid(guid);
      if (!guest || guest.userId !== null) return false;
      const mine = await repo.ensureForUser(userId, clock.now());
      await repo.mergeInto(guest.id, mine.id, clock.now());
      return true;
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
