import { sql, type SQL } from 'drizzle-orm';
import type { SizeSystem } from '@atelier/contract/sizes';
import { preparedRows, type Db } from '../../db/client.ts';
import { sizeOrderArray } from '../../db/sizes.ts';

export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  detail: string;
  care: string;
  gender: 'male' | 'female' | 'unisex';
  sizeSystem: SizeSystem;
  colour: string;
  colourHex: string;
  styleKey: string;
  pricePence: number;
  oldPricePence: number | null;
  isFinalSale: boolean;
  onSale: boolean;
  category: { name: string; slug: string };
  collections: string[];
  variants: { id: number; guid: string; size: string; quantity: number; sku: string }[];
  images: { mediaId: string; position: number; kind: 'cover' | 'hover' | 'gallery'; alt: string }[];
  /** The style's other live colours, in no particular order (the service orders them). */
  siblings: SiblingRecord[];
}

export interface SiblingRecord {
  slug: string;
  colour: string;
  colourHex: string;
  onSale: boolean;
  stockTotal: number;
}

/**
 * Whole products, each one row with its sizes, pictures, collections and sibling colours as JSON.
 * One statement whatever the number of products: every round trip to the database costs the API
 * more than the rows themselves (R19.7).
 */
function productRecords(from: SQL, extra: SQL = sql``): SQL {
  return sql`select p.id, p.slug, p.name, p.detail, p.care, p.gender, p.size_system as "sizeSystem", p.colour,
      p.colour_hex as "colourHex", p.style_key as "styleKey", p.price_pence as "pricePence",
      p.old_price_pence as "oldPricePence", p.is_final_sale as "isFinalSale", p.on_sale as "onSale",
      json_build_object('name', c.name, 'slug', c.slug) as category,
      coalesce((select json_agg(json_build_object('id', v.id, 'guid', v.guid, 'size', v.size, 'quantity', v.quantity, 'sku', v.sku)
                 order by array_position(${sizeOrderArray()}, v.size)) from variants v where v.product_id = p.id), '[]') as variants,
      coalesce((select json_agg(json_build_object('mediaId', i.media_id, 'position', i.position, 'kind', i.kind, 'alt', i.alt)
                 order by i.position) from product_images i where i.product_id = p.id), '[]') as images,
      coalesce((select json_agg(col.name order by col.position) from product_collections pc
                 join collections col on col.id = pc.collection_id where pc.product_id = p.id), '[]') as collections,
      coalesce((select json_agg(json_build_object('slug', s.slug, 'colour', s.colour, 'colourHex', s.colour_hex,
                 'onSale', s.on_sale, 'stockTotal', s.stock_total))
                 from products s where s.style_key = p.style_key and s.id <> p.id and s.archived_at is null), '[]') as siblings
      ${extra}
    ${from}
    join categories c on c.id = p.category_id`;
}

/** The JSON columns come back parsed from node-postgres and as text from some drivers. */
function parsed(row: Record<string, unknown>): ProductRecord {
  for (const k of ['category', 'variants', 'images', 'collections', 'siblings']) {
    if (typeof row[k] === 'string') row[k] = JSON.parse(row[k] as string);
  }
  return row as unknown as ProductRecord;
}

/** A statement for the products whose ids `ids` (an int[] expression) lists, in its order; `extra` adds columns. */
export function recordsOf(ids: SQL, extra?: SQL): SQL {
  return sql`${productRecords(sql`from unnest(${ids}) with ordinality as wanted(id, ord) join products p on p.id = wanted.id`, extra)}
    order by wanted.ord`;
}

/** Rows of recordsOf as records. */
export const toRecords = (rows: Record<string, unknown>[]): ProductRecord[] => rows.map(parsed);

/** Products in the order of ids; unknown ids are skipped. */
export async function loadProductRecords(db: Db, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const list = sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
  return toRecords(await preparedRows<Record<string, unknown>>(db, 'catalogue_products_by_ids', recordsOf(list)));
}

/** The live product with this slug, in one statement. */
export async function loadProductBySlug(db: Db, slug: string): Promise<ProductRecord | undefined> {
  const [row] = await preparedRows<Record<string, unknown>>(
    db,
    'catalogue_product_by_slug',
    productRecords(sql`from products p`).append(sql` where p.slug = ${slug} and p.archived_at is null`),
  );
  return row ? parsed(row) : undefined;
}
