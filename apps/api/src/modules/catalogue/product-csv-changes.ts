import { penceToPoundsText, type ImportChange, type ProductCsvRow } from '@atelier/contract/catalogue';

/** A product's own fields as the import compares them. */
interface ProductFields {
  name: string;
  categoryId: number;
  colour: string;
  gender: string;
  sizeSystem: string;
  pricePence: number;
  oldPricePence: number | null;
  isFinalSale: boolean;
}

/** What the import will do to one product of the file: the same plan the write follows. */
export interface ImportPlan {
  lead: ProductCsvRow;
  /** The product as it is; undefined when the file creates it. */
  product: ProductFields | undefined;
  fields: ProductFields;
  /** Collection ids the product is in now, and those the file puts it in, sorted. */
  had: number[];
  collectionIds: number[];
  sizes: Array<{ r: ProductCsvRow; existing?: { size: string; quantity: number } }>;
}

/** Each field in the file's words: its column, and how its value reads. */
const COLUMNS: Array<[keyof ProductFields, string, (v: never, names: Names) => string]> = [
  ['name', 'name', (v: string) => v],
  ['categoryId', 'category', (v: number, n) => n.category.get(v) ?? String(v)],
  ['colour', 'colour', (v: string) => v],
  ['gender', 'gender', (v: string) => v],
  ['sizeSystem', 'size_system', (v: string) => v],
  ['pricePence', 'price', (v: number) => penceToPoundsText(v)],
  ['oldPricePence', 'old_price', (v: number | null) => (v === null ? '' : penceToPoundsText(v))],
  ['isFinalSale', 'final_sale', (v: boolean) => (v ? 'yes' : 'no')],
];

interface Names {
  category: Map<number, string>;
  collection: Map<number, string>;
}

/**
 * Every change of an import, in the file's order (R22.6, decision 0024): a new product, each field of
 * an existing product that differs (old -> new), its collections, and each new size, size label and
 * stock. The dry run lists these, and the write applies the same plan, so nothing else changes.
 */
export function importChanges(plan: ImportPlan[], names: Names): ImportChange[] {
  const out: ImportChange[] = [];
  const collections = (ids: number[]) => ids.map((id) => names.collection.get(id) ?? String(id)).join(', ');
  for (const p of plan) {
    const product = p.lead.slug;
    const at = { line: p.lead.line, product, sku: null };
    if (!p.product) out.push({ ...at, field: 'product', from: null, to: `new: ${p.fields.name}` });
    else
      for (const [k, column, show] of COLUMNS)
        if (p.product[k] !== p.fields[k])
          out.push({ ...at, field: column, from: show(p.product[k] as never, names), to: show(p.fields[k] as never, names) });
    if (p.had.join(',') !== p.collectionIds.join(','))
      out.push({ ...at, field: 'collections', from: p.product ? collections(p.had) : null, to: collections(p.collectionIds) });
    for (const { r, existing } of p.sizes) {
      const size = { line: r.line, product, sku: r.sku };
      if (!existing) {
        out.push({ ...size, field: 'new size', from: null, to: `${r.size}, ${r.stock} in stock` });
        continue;
      }
      if (existing.size !== r.size) out.push({ ...size, field: 'size', from: existing.size, to: r.size });
      if (existing.quantity !== r.stock) out.push({ ...size, field: 'stock', from: String(existing.quantity), to: String(r.stock) });
    }
  }
  return out;
}
