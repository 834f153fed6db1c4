/** Top-level sections of the store, and which one a URL belongs to (for the active mark). */
export type Section = 'home' | 'shop' | 'men' | 'women' | 'categories' | 'collections' | null;

export const NAV_ITEMS: ReadonlyArray<{ section: Exclude<Section, 'categories' | 'collections' | null>; label: string; to: string }> = [
  { section: 'home', label: 'Home', to: '/' },
  { section: 'shop', label: 'Shop All', to: '/product-list' },
  { section: 'men', label: 'Men', to: '/product-list?gender=male' },
  { section: 'women', label: 'Women', to: '/product-list?gender=female' },
];

/** The Collections entry, shown only while some collection has products (R18.1, R18.4). */
export const COLLECTIONS_ITEM = { section: 'collections', label: 'Collections', to: '/collections' } as const;

const LISTINGS = new Set(['/product-list', '/shop-fullwidth']);

export function activeSection(pathname: string, search: string): Section {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/category-list') return 'categories';
  if (path === '/collections' || path.startsWith('/collections/')) return 'collections';
  if (path.startsWith('/product-detail/')) return 'shop';
  if (!LISTINGS.has(path)) return null;
  const params = new URLSearchParams(search);
  const genders = params.getAll('gender').flatMap((g) => g.split(','));
  if (genders.length === 1 && genders[0] === 'male') return 'men';
  if (genders.length === 1 && genders[0] === 'female') return 'women';
  if (params.has('category') && genders.length === 0) return 'categories';
  return 'shop';
}
