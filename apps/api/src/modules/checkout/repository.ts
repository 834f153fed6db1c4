import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { cartLines, carts, orderLines, orders } from '../../db/schema/orders.ts';
import { productImages, products, variants } from '../../db/schema/catalogue.ts';

export interface CheckoutLine {
  cartQuantity: number;
  variantId: number;
  variantGuid: string;
  size: string;
  stock: number;
  productId: number;
  slug: string;
  name: string;
  colour: string;
  gender: string;
  pricePence: number;
  isFinalSale: boolean;
  /** Reduced already: it shows an old price (R1.8). */
  onSale: boolean;
  buyable: boolean;
  coverMediaId: string | null;
}

/**
 * The user's cart lines. For a quote the stock counts what the user's own unpaid checkout holds, as
 * the cart does (back from the payment page, their items are still theirs); checkout ends that hold first.
 */
const ownHold = (userId: number) =>
  sql`coalesce((select sum(ol.quantity) from ${orderLines} ol join ${orders} o on o.id = ol.order_id
                 where o.user_id = ${userId} and ol.variant_id = v.id and o.status = 'PendingPayment' and o.stock_held), 0)`;

/** Whose cart: a customer's (by user) or a guest's (by the cart the browser names, 0042). */
export type CartOwner = { userId: number } | { guestCartId: number };

const cartOf = (owner: CartOwner) =>
  'userId' in owner ? sql`c.user_id = ${owner.userId}` : sql`c.id = ${owner.guestCartId} and c.user_id is null`;

const cartLinesOf = (
  owner: CartOwner,
  ownHolds = false,
) => sql`select cl.quantity as "cartQuantity", v.id as "variantId", v.guid as "variantGuid", v.size,
                   (v.quantity + ${ownHolds && 'userId' in owner ? ownHold(owner.userId) : sql`0`})::int as stock,
                   p.id as "productId", p.slug, p.name, p.colour, p.gender, p.price_pence as "pricePence",
                   p.is_final_sale as "isFinalSale", (p.old_price_pence is not null) as "onSale",
                   (p.on_sale and p.archived_at is null) as buyable,
                   (select pi.media_id from ${productImages} pi where pi.product_id = p.id
                     order by (pi.kind = 'cover') desc, pi.position limit 1) as "coverMediaId"
              from ${carts} c
              join ${cartLines} cl on cl.cart_id = c.id
              join ${variants} v on v.id = cl.variant_id
              join ${products} p on p.id = v.product_id
             where ${cartOf(owner)}
             order by p.id, v.id`;

export function checkoutRepository(db: Db) {
  return {
    /**
     * The user's cart lines with their variants locked (FOR UPDATE) in (product, variant) order:
     * the same order every stock writer uses, so concurrent checkouts queue rather than deadlock,
     * and the stock read here is what this transaction may take.
     */
    async lockCartLines(owner: CartOwner): Promise<CheckoutLine[]> {
      return queryRows<CheckoutLine>(db, sql`${cartLinesOf(owner)} for update of v`);
    },

    /** The same lines, unlocked, for a quote. */
    async cartLines(owner: CartOwner): Promise<CheckoutLine[]> {
      return queryRows<CheckoutLine>(db, cartLinesOf(owner, true));
    },

    /** The shopper's latest order since `since`, paid or not (R5.13). */
    async latestSince(userId: number, since: Date): Promise<typeof orders.$inferSelect | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row;
    },
  };
}
