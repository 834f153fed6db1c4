import type { AdminProductSort } from '@atelier/contract/catalogue';

/** The sortable columns of the product list and the way each first sorts (R22.14). */
export const SORT_COLUMNS = { name: 'asc', price: 'asc', stock: 'asc', updated: 'desc' } as const;
export type SortColumn = keyof typeof SORT_COLUMNS;

export const SORT_LABELS: Record<AdminProductSort, string> = {
  'updated-desc': 'Last changed, newest first',
  'updated-asc': 'Last changed, oldest first',
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  'stock-asc': 'Stock, fewest first',
  'stock-desc': 'Stock, most first',
};

const DEFAULT_SORT: AdminProductSort = 'updated-desc';

export function currentSort(value: string): AdminProductSort {
  return value in SORT_LABELS ? (value as AdminProductSort) : DEFAULT_SORT;
}

/** A column heading's aria-sort: only the column the list is sorted by has one. */
export function ariaSort(sort: AdminProductSort, column: SortColumn): 'ascending' | 'descending' | undefined {
  const [col, dir] = sort.split('-') as [SortColumn, 'asc' | 'desc'];
  if (col !== column) return undefined;
  return dir === 'asc' ? 'ascending' : 'descending';
}

/** What choosing a column heading sorts by: the other way round when it already sorts the list. */
export function nextSort(sort: AdminProductSort, column: SortColumn): AdminProductSort {
  const [col, dir] = sort.split('-');
  if (col === column) return `${column}-${dir === 'asc' ? 'desc' : 'asc'}` as AdminProductSort;
  return `${column}-${SORT_COLUMNS[column]}` as AdminProductSort;
}

/** The list's address with other values changed; a new order starts again at page 1, with nothing ticked. */
export function listHref(search: string, changes: Record<string, string | null>): string {
  const q = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  if (!('page' in changes)) q.delete('page');
  // "Select all" is for the page it was asked on.
  if (!('select' in changes)) q.delete('select');
  const s = q.toString();
  return s ? `?${s}` : '?';
}
