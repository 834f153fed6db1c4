import { inArray } from 'drizzle-orm';
import type { AuditSubject } from '@atelier/contract/shared';
import type { Db } from '../db/client.ts';
import { categories, collections, products } from '../db/schema/catalogue.ts';
import { discountCodes, orders } from '../db/schema/orders.ts';

/** The admin page of each kind of change that has one list page rather than a page per thing. */
const LIST_PAGES: Record<string, string> = {
  order: '/admin/orders',
  product: '/admin/products',
  collection: '/admin/collections',
  customer: '/admin/customers',
  staff: '/admin/staff',
  settings: '/admin/settings',
  message: '/admin/messages',
  review: '/admin/reviews',
  newsletter: '/admin/subscribers',
  synonyms: '/admin/search-synonyms',
  colours: '/admin/colour-families',
  discount: '/admin/discounts',
};

/** A product's entries, and a review's, which names its product: 'review 7 of product 12 (linen-shirt)'. */
const PRODUCT = /^(?:review \d+ of )?product (\d+) \(/;

const idIn = (re: RegExp, target: string) => Number(re.exec(target)?.[1] ?? NaN);

/**
 * The one place an activity-log entry gets its subject's name as it is now and the link to it (R22.10):
 * a product, category or collection by its id, an order by its number, a discount by its code, all
 * looked up for a page of entries at once. Something deleted since keeps the words it was recorded
 * with and links to its list; one with no page of its own links to the list of its kind.
 */
export async function auditSubjects(
  db: Db,
  rows: Array<{ id: number; action: string; target: string }>,
): Promise<Map<number, AuditSubject>> {
  const productIds = rows.map((r) => idIn(PRODUCT, r.target)).filter(Number.isFinite);
  const categoryIds = rows.map((r) => idIn(/^category (\d+) \(/, r.target)).filter(Number.isFinite);
  const collectionIds = rows.map((r) => idIn(/^collection (\d+) \(/, r.target)).filter(Number.isFinite);
  const orderNumbers = rows.map((r) => /^order (\S+)$/.exec(r.target)?.[1]).filter((n): n is string => !!n);
  const codes = rows.map((r) => /^discount (\S+)$/.exec(r.target)?.[1]).filter((c): c is string => !!c);

  const [ps, cats, cols, os, ds] = await Promise.all([
    productIds.length
      ? db.select({ id: products.id, name: products.name, colour: products.colour }).from(products).where(inArray(products.id, productIds))
      : [],
    categoryIds.length
      ? db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds))
      : [],
    collectionIds.length
      ? db.select({ id: collections.id, name: collections.name }).from(collections).where(inArray(collections.id, collectionIds))
      : [],
    orderNumbers.length
      ? db.select({ number: orders.orderNumber, guid: orders.guid }).from(orders).where(inArray(orders.orderNumber, orderNumbers))
      : [],
    codes.length
      ? db.select({ code: discountCodes.code, guid: discountCodes.guid }).from(discountCodes).where(inArray(discountCodes.code, codes))
      : [],
  ]);
  const product = new Map(ps.map((p) => [p.id, `${p.name} in ${p.colour}`]));
  const category = new Map(cats.map((c) => [c.id, c.name]));
  const collection = new Map(cols.map((c) => [c.id, c.name]));
  const order = new Map(os.map((o) => [o.number, o.guid]));
  const discount = new Map(ds.map((d) => [d.code, d.guid]));

  const out = new Map<number, AuditSubject>();
  for (const r of rows) {
    const kind = r.action.split('.')[0]!;
    const list = LIST_PAGES[kind] ? { href: LIST_PAGES[kind] } : {};
    const p = idIn(PRODUCT, r.target);
    const cat = idIn(/^category (\d+) \(/, r.target);
    const col = idIn(/^collection (\d+) \(/, r.target);
    const num = /^order (\S+)$/.exec(r.target)?.[1];
    const code = /^discount (\S+)$/.exec(r.target)?.[1];
    // A review names its product, and links to the review screen (R25.5).
    if (product.has(p)) out.set(r.id, { name: product.get(p), href: kind === 'review' ? '/admin/reviews' : `/admin/products/${p}` });
    else if (category.has(cat)) out.set(r.id, { name: category.get(cat), href: `/admin/categories?edit=${cat}` });
    else if (collection.has(col)) out.set(r.id, { name: collection.get(col), href: '/admin/collections' });
    else if (num && order.has(num)) out.set(r.id, { href: `/admin/orders/${order.get(num)}` });
    else if (code && discount.has(code)) out.set(r.id, { href: `/admin/discounts?edit=${discount.get(code)}` });
    else if (kind === 'category' && r.action !== 'category.delete') out.set(r.id, { href: '/admin/categories' });
    else if (!r.action.endsWith('.delete')) out.set(r.id, list);
  }
  return out;
}
