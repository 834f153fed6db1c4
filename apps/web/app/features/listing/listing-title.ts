/**
 * What a listing is called (R15.18): the heading, the <title> and the breadcrumb trail name the
 * category, the wearer or the search the page shows, and the trail is given to search engines
 * as a BreadcrumbList.
 */
import type { Crumb } from '~/components/ui/breadcrumb';
import type { ListingState } from './listing-query.ts';

const WEARERS = { female: ['Women', 'Women’s'], male: ['Men', 'Men’s'], unisex: ['Unisex', 'Unisex'] } as const;

export interface ListingTitle {
  heading: string;
  crumbs: Crumb[];
}

/** “linen”: a search's words as the page quotes them. */
export const quotedSearch = (text: string) => `“${text}”`;

/**
 * The listing's title and trail. A search: `Search results for “linen”`. A category for one
 * wearer: `Women’s dresses`, under Women. A category: `Dresses`, under Categories. A wearer: `Women`.
 */
export function listingTitle(s: Pick<ListingState, 'gender' | 'search' | 'category'>, categoryName?: string): ListingTitle {
  const home: Crumb = { label: 'Home', to: '/' };
  if (s.search) {
    const heading = `Search results for ${quotedSearch(s.search)}`;
    return { heading, crumbs: [home, { label: heading }] };
  }
  const wearer = s.gender.length === 1 ? s.gender[0] : undefined;
  if (categoryName) {
    if (!wearer) return { heading: categoryName, crumbs: [home, { label: 'Categories', to: '/category-list' }, { label: categoryName }] };
    const [plural, possessive] = WEARERS[wearer];
    const heading = `${possessive} ${categoryName.toLowerCase()}`;
    return { heading, crumbs: [home, { label: plural, to: `/product-list?gender=${wearer}` }, { label: heading }] };
  }
  const heading = wearer ? WEARERS[wearer][0] : 'All Products';
  return { heading, crumbs: [home, { label: heading }] };
}

/** schema.org BreadcrumbList of a trail; the last crumb is the page at `here` (a path). */
export function breadcrumbJsonLd(crumbs: Crumb[], here: string, siteUrl: string) {
  const absolute = (path: string) => new URL(path, `${siteUrl || 'http://localhost'}/`).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absolute(c.to ?? here),
    })),
  };
}
