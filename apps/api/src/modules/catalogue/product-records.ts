import { sql, type SQL } from 'drizzle-orm';
import { sizeRank, type SizeSystem } from '@atelier/contract/catalogue';
import { preparedRows, type Db } from '../../db/client.ts';

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
 * more than the rows themselves (R19.7). Sizes, pictures and collections come from the product's
 * card (migration 0017), one row read instead of three aggregates per product; the siblings
 * follow other products' stock and are read live.
 */
function productRecords(from: SQL, extra: SQL = sql``): SQL {
  return sql`select p.id, p.slug, p.name, p.detail, p.care, p.gender, p.size_system as "sizeSystem", p.colour,
      p.colour_hex as "colourHex", p.style_key as "styleKey", p.price_pence as "pricePence",
      p.old_price_pence as "oldPricePence", p.is_final_sale as "isFinalSale", p.on_sale as "onSale",
      json_build_object('name', c.name, 'slug', c.slug) as category,
      coalesce(k.variants, '[]') as variants, coalesce(k.images, '[]') as images, coalesce(k.collections, '[]') as collections,
      coalesce((select json_agg(json_build_object('slug', s.slug, 'colour', s.colour, 'colourHex', s.colour_hex,
                 'onSale', s.on_sale, 'stockTotal', s.stock_total))
                 from products s where s.style_key = p.style_key and s.id <> p.id and s.archived_at is null), '[]') as siblings
      ${extra}
    ${from}
    join categories c on c.id = p.category_id
    left join product_cards k on k.product_id = p.id`;
}

/** The JSON columns come back parsed from node-postgres and as text from some drivers. */
function parsed(row: Record<string, unknown>): ProductRecord {
  for (const k of ['category', 'variants', 'images', 'collections', 'siblings']) {
    if (typeof row[k] === 'string') row[k] = JSON.parse(row[k] as string);
  }
  const record = row as unknown as ProductRecord;
  // A card keeps its sizes in the order they were added; the shop shows them in size order (R3.12).
  record.variants.sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
  return record;
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
