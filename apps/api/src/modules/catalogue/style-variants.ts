import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { sizeOrderArray } from '../../db/sizes.ts';

/** A size of a style's colour that can be bought now, with what an order line needs to name it. */
export interface StyleVariant {
  /** The variant an order line or return names this by. */
  ofVariantId: number;
  variantId: number;
  variantGuid: string;
  productId: number;
  slug: string;
  name: string;
  colour: string;
  gender: string;
  size: string;
  pricePence: number;
  stock: number;
  isFinalSale: boolean;
  coverMediaId: string | null;
}

/**
 * For each variant, the other sizes and colours of its style (products sharing its style key, R17.1)
 * on sale and in stock: what a returned line may be exchanged for (R21.20). Colours in name order,
 * sizes in their system's order.
 */
export async function styleVariantsOf(db: Db, variantIds: number[]): Promise<StyleVariant[]> {
  if (!variantIds.length) return [];
  const ids = sql.join(
    variantIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return queryRows<StyleVariant>(
    db,
    sql`select o.id as "ofVariantId", v.id as "variantId", v.guid as "variantGuid", p.id as "productId", p.slug, p.name,
               p.colour, p.gender, v.size, p.price_pence as "pricePence", v.quantity as stock, p.is_final_sale as "isFinalSale",
               (select pi.media_id from product_images pi where pi.product_id = p.id
                 order by (pi.kind = 'cover') desc, pi.position limit 1) as "coverMediaId"
          from variants o
          join products op on op.id = o.product_id
          join products p on p.style_key = op.style_key and p.on_sale and p.archived_at is null
          join variants v on v.product_id = p.id and v.id <> o.id and v.quantity > 0
         where o.id in (${ids})
         order by o.id, lower(p.colour), p.id, array_position(${sizeOrderArray()}, v.size)`,
  );
}

/** One variant with its product, as an order line names it, whatever its stock or sale state now. */
export async function variantWithProduct(db: Db, variantId: number): Promise<Omit<StyleVariant, 'ofVariantId'> | undefined> {
  const [row] = await queryRows<Omit<StyleVariant, 'ofVariantId'>>(
    db,
    sql`select v.id as "variantId", v.guid as "variantGuid", p.id as "productId", p.slug, p.name, p.colour, p.gender, v.size,
               p.price_pence as "pricePence", v.quantity as stock, p.is_final_sale as "isFinalSale",
               (select pi.media_id from product_images pi where pi.product_id = p.id
                 order by (pi.kind = 'cover') desc, pi.position limit 1) as "coverMediaId"
          from variants v join products p on p.id = v.product_id
         where v.id = ${variantId}::int`,
  );
  return row;
}
