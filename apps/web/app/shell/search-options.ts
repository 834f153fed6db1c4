import type { SuggestResponse } from '@atelier/contract/catalogue';
import { searchHref } from './search-href.ts';

/** One choice of the search panel's list (R19.5), in the order the list shows them. */
export interface SearchOption {
  key: string;
  kind: 'search' | 'category' | 'colour' | 'product';
  label: string;
  /** A second line: a category's count, a product's colour. */
  detail?: string;
  href: string;
  hex?: string;
  image?: { src: string; srcSet: string };
  price?: number;
}

/** The suggestions as options: the search itself, then categories, colours and products. */
export function searchOptions(text: string, s: SuggestResponse): SearchOption[] {
  const all = searchHref(text);
  if (!all) return [];
  // A gender the words named goes with the category and colour links.
  const gender = s.genders.map((g) => `&gender=${g}`).join('');
  return [
    { key: 'search', kind: 'search', label: `Search for “${text.trim()}”`, href: all },
    ...s.categories.map((c): SearchOption => ({
      key: `category-${c.slug}`,
      kind: 'category',
      label: c.name,
      detail: `${c.count} ${c.count === 1 ? 'product' : 'products'}`,
      href: `/product-list?category=${encodeURIComponent(c.slug)}${gender}`,
    })),
    ...s.colours.map((c): SearchOption => ({
      key: `colour-${c.name}`,
      kind: 'colour',
      label: c.name,
      detail: 'Colour',
      hex: c.hex,
      href: `/product-list?colour=${encodeURIComponent(c.name)}${gender}`,
    })),
    ...s.products.map((p): SearchOption => ({
      key: `product-${p.slug}`,
      kind: 'product',
      label: p.name,
      detail: p.colour,
      price: p.price,
      image: { src: p.image, srcSet: p.srcSet },
      href: `/product-detail/${encodeURIComponent(p.slug)}`,
    })),
  ];
}
