/**
 * What a catalogue notice says changed, and which cached answers that can alter (R15.9, decision
 * 0007). The notices are written by the triggers of migration 0012_catalogue_change_kinds.
 */

/** What a cached answer was made from. */
export interface Depends {
  /** Products whose own figures the answer shows: a product page, the items of a listing or carousel. */
  products?: readonly number[];
  /** Which products and sizes are in stock: size facets, availability filters, in-stock carousels. */
  stock?: boolean;
  /** Which products there are and their figures: listings, searches, suggestions and every count. */
  listing?: boolean;
  /** Units sold lately: the Best Selling order (R15.14). */
  sales?: boolean;
}

export type CatalogueChange =
  /** Quantities of these products changed; no size sold out or came back. */
  | { kind: 'stock'; products: readonly number[] }
  /** A size of these products sold out or came back (or the product did, for its other colours). */
  | { kind: 'sizes'; products: readonly number[] }
  /** Anything else about these products: price, name, images, collections, a new or archived one. */
  | { kind: 'product'; products: readonly number[] }
  /** A payment, cancellation or refund moved the units sold. */
  | { kind: 'sales' }
  /** Categories, collections, synonyms, or more than one notice can say: everything. */
  | { kind: 'all' };

const ID_LIST = /^\d+(,\d+)*$/;

/**
 * Reads a notice: `stock:12,40`, `sizes:12`, `product:7`, `sales` or `all`. Anything else (an older
 * trigger naming its table, a cut payload) is taken as `all`, so an unknown notice never leaves a
 * stale answer behind.
 */
export function parseNotice(payload: string): CatalogueChange {
  if (payload === 'sales') return { kind: 'sales' };
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const ids = payload.slice(colon + 1);
  if ((kind === 'stock' || kind === 'sizes' || kind === 'product') && ID_LIST.test(ids)) {
    return { kind, products: ids.split(',').map(Number) };
  }
  return { kind: 'all' };
}

/** Whether an answer made from `depends` may read differently after `change`. */
export function alters(change: CatalogueChange, depends: Depends): boolean {
  switch (change.kind) {
    case 'all':
      return true;
    case 'sales':
      return depends.sales === true;
    case 'stock':
      return shows(depends, change.products);
    case 'sizes':
      return depends.stock === true || shows(depends, change.products);
    case 'product':
      return depends.stock === true || depends.listing === true || shows(depends, change.products);
  }
}

function shows(depends: Depends, ids: readonly number[]): boolean {
  if (!depends.products?.length) return false;
  return ids.some((id) => depends.products!.includes(id));
}
