import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { cartLines, carts, orderLines, orders } from '../../db/schema/orders.ts';
import { productImages, products, variants } from '../../db/schema/catalogue.ts';

export type CartRow = typeof carts.$inferSelect;

export interface LineRecord {
  quantity: number;
  variantGuid: string;
  size: string;
  stock: number;
  productSlug: string;
  productName: string;
  colour: string;
  colourHex: string;
  pricePence: number;
  oldPricePence: number | null;
  /** On sale and not archived. */
  buyable: boolean;
  coverMediaId: string | null;
}

/**
 * Units of a variant a cart's owner may put in it: the free stock plus what their own unpaid
 * checkout holds. A shopper who leaves the payment page by Back still sees their lines buyable;
 * starting checkout again releases the earlier hold (checkout service).
 */
function stockFor(cartId: SQL | number, variantId: SQL | number): SQL<number> {
  return sql<number>`((select quantity from ${variants} where id = ${variantId}) + coalesce((
    select sum(ol.quantity) from ${orderLines} ol
      join ${orders} o on o.id = ol.order_id
      join ${carts} c on c.user_id = o.user_id
     where c.id = ${cartId} and ol.variant_id = ${variantId} and o.status = 'PendingPayment' and o.stock_held), 0))::int`;
}

export function cartRepository(db: Db) {
  return {
    async byGuid(guid: string): Promise<CartRow | undefined> {
      const [row] = await db.select().from(carts).where(eq(carts.guid, guid)).limit(1);
      return row;
    },

    async byUser(userId: number): Promise<CartRow | undefined> {
      const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
      return row;
    },

    async createGuest(now: Date): Promise<CartRow> {
      const [row] = await db.insert(carts).values({ createdAt: now, updatedAt: now }).returning();
      return row!;
    },

    /** The user's one cart, made if needed; two first requests at once still make one. */
    async ensureForUser(userId: number, now: Date): Promise<CartRow> {
      await queryRows(
        db,
        sql`insert into ${carts} (user_id, created_at, updated_at) values (${userId}, ${now}, ${now})
            on conflict (user_id) where user_id is not null do nothing`,
      );
      return (await this.byUser(userId))!;
    },

    /** The product (not archived) and, if it is one of its variants, the variant. */
    /** includeArchived: a withdrawn product's line still shows in carts, so it must stay removable. */
    async findVariant(slug: string, variantGuid: string, opts: { includeArchived?: boolean } = {}) {
      const [product] = await db
        .select({ id: products.id, onSale: products.onSale })
        .from(products)
        .where(and(eq(products.slug, slug), opts.includeArchived ? undefined : isNull(products.archivedAt)))
        .limit(1);
      if (!product) return { product: undefined, variant: undefined };
      const [variant] = await db
        .select({ id: variants.id, quantity: variants.quantity })
        .from(variants)
        .where(and(eq(variants.guid, variantGuid), eq(variants.productId, product.id)))
        .limit(1);
      return { product, variant };
    },

    /** Adds to the line (or makes it), never past the variant's stock at that moment. */
    async addToLine(cartId: number, variantId: number, quantity: number, now: Date): Promise<void> {
      const stock = stockFor(cartId, variantId);
      await db
        .insert(cartLines)
        .values({ cartId, variantId, quantity: sql`greatest(1, least(${quantity}, ${stock}))`, createdAt: now })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: { quantity: sql`greatest(1, least(${cartLines.quantity} + excluded.quantity, ${stock}))` },
        });
      await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
    },

    async availableTo(cartId: number, variantId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select ${stockFor(cartId, variantId)} as n`);
      return Number(row?.n ?? 0);
    },

    /**
     * Puts a line back as it was (R24.5): the quantity asked, never past what the cart's owner may
     * buy now; a line already there takes that quantity. False when none can be bought (withdrawn,
     * off sale or sold out), and nothing is written for it.
     */
    async putLine(cartId: number, variantId: number, quantity: number, now: Date): Promise<boolean> {
      const [row] = await queryRows<{ buyable: boolean; n: number }>(
        db,
        sql`select (p.on_sale and p.archived_at is null) as buyable, ${stockFor(cartId, variantId)} as n
              from ${variants} v join ${products} p on p.id = v.product_id where v.id = ${variantId}`,
      );
      const can = row?.buyable ? Math.min(quantity, Number(row.n)) : 0;
      if (can <= 0) return false;
      await db
        .insert(cartLines)
        .values({ cartId, variantId, quantity: can, createdAt: now })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.variantId], set: { quantity: can } });
      await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
      return true;
    },

    /** False when the cart has no such line. */
    async setLineQuantity(cartId: number, variantId: number, quantity: number, now: Date): Promise<boolean> {
      const stock = stockFor(cartId, variantId);
      const rows = await db
        .update(cartLines)
        .set({ quantity: sql`greatest(1, least(${quantity}, ${stock}))` })
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)))
        .returning({ id: cartLines.id });
      if (rows.length) await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
      return rows.length === 1;
    },

    async removeLine(cartId: number, variantId: number, now: Date): Promise<void> {
      await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
      await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
    },

    async lines(cartId: number): Promise<LineRecord[]> {
      const cover = sql<string | null>`(select ${productImages.mediaId} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by (${productImages.kind} = 'cover') desc, ${productImages.position} limit 1)`;
      return db
        .select({
          quantity: cartLines.quantity,
          variantGuid: variants.guid,
          size: variants.size,
          stock: stockFor(sql`${cartLines.cartId}`, sql`${cartLines.variantId}`),
          productSlug: products.slug,
          productName: products.name,
          colour: products.colour,
          colourHex: products.colourHex,
          pricePence: products.pricePence,
          oldPricePence: products.oldPricePence,
          buyable: sql<boolean>`(${products.onSale} and ${products.archivedAt} is null)`,
          coverMediaId: cover,
        })
        .from(cartLines)
        .innerJoin(variants, eq(variants.id, cartLines.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    },

    /**
     * Moves a guest cart's lines into the user's cart (R4.2): quantities of the same
     * variant are added, then clamped to its stock; the guest cart is deleted.
     */
    async mergeInto(guestCartId: number, userCartId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await queryRows(
          tx as unknown as Db,
          sql`insert into ${cartLines} (cart_id, variant_id, quantity, created_at)
              select ${userCartId}, gl.variant_id,
                     case when v.quantity > 0 then least(gl.quantity, v.quantity) else gl.quantity end,
                     gl.created_at
                from ${cartLines} gl join ${variants} v on v.id = gl.variant_id
               where gl.cart_id = ${guestCartId}
              on conflict (cart_id, variant_id) do update set quantity =
                case when (select quantity from ${variants} where id = excluded.variant_id) > 0
                     then least(${cartLines.quantity} + excluded.quantity, (select quantity from ${variants} where id = excluded.variant_id))
                     else ${cartLines.quantity} + excluded.quantity end`,
        );
        await tx.delete(carts).where(eq(carts.id, guestCartId));
        await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, userCartId));
      });
    },
  };
}
export type CartRepository = ReturnType<typeof cartRepository>;
