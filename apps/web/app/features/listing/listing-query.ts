/**
 * The listing's state lives in its URL (R15.3): this module reads it, writes it back,
 * and turns it into the API query. Bad values are dropped rather than rejected, so any shared or
 * hand-edited link still shows a page.
 */
import {
  type ItemListQuery,
  LISTING_PAGE_SIZE,
  PRICE_FILTER_MAX,
  SORTS,
  type Sort,
  formatCount,
  type SearchInfo,
  FILTER_SIZES,
  GENDERS,
  sizePhrase,
  type FilterSize,
  type Gender,
  COLOUR_FAMILIES,
  COLOUR_FAMILY_LABELS,
  type ColourFamily,
} from '@atelier/contract/catalogue';

export const VIEWS = ['list', '2', '3', '4'] as const;
export type View = (typeof VIEWS)[number];
export const DEFAULT_VIEW: View = '4';

export type Availability = 'all' | 'in-stock' | 'out-of-stock';

export interface ListingState {
  category?: string;
  collection?: string;
  search?: string;
  gender: Gender[];
  /** Sizes of any system (R3.12): 'M', 'UK 8', 'W32'. */
  size: FilterSize[];
  /** Colour names, as products carry them (R15.13). */
  colour: string[];
  /** Colour families, each standing for all its shades (R17.9). */
  colourFamily: ColourFamily[];
  availability: Availability;
  priceMin: number;
  priceMax: number;
  sort: Sort;
  page: number;
  view: View;
}

export const SORT_LABELS: Record<Exclude<Sort, 'relevance'>, string> = {
  default: 'Sort by (Default)',
  newest: 'Newest',
  'best-selling': 'Best Selling',
  'title-asc': 'Title Ascending',
  'title-desc': 'Title Descending',
  'price-asc': 'Price Ascending',
  'price-desc': 'Price Descending',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SEARCH = 100;
// The API's limits on colour values (packages/contract/src/catalogue/catalogue.ts): past them a link is trimmed, not refused.
const MAX_COLOUR = 60;
const MAX_COLOURS = 10;

function listParam(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(values: readonly T[], raw: string[]): T[] {
  const set = new Set(raw);
  return values.filter((v) => set.has(v));
}

function slugParam(params: URLSearchParams, key: string): string | undefined {
  const v = params.get(key)?.trim().toLowerCase();
  return v && v.length <= 120 && SLUG.test(v) ? v : undefined;
}

function price(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Math.round(Number(raw));
  return Number.isFinite(n) ? Math.min(PRICE_FILTER_MAX, Math.max(0, n)) : fallback;
}

export function parseListing(params: URLSearchParams): ListingState {
  let priceMin = price(params.get('priceMin'), 0);
  let priceMax = price(params.get('priceMax'), PRICE_FILTER_MAX);
  if (priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const isStock = params.get('isStock');
  const sort = params.get('sort');
  const view = params.get('view');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH);
  return {
    category: slugParam(params, 'category'),
    collection: slugParam(params, 'collection'),
    search: search || undefined,
    gender: oneOf(GENDERS, listParam(params, 'gender')),
    size: oneOf(FILTER_SIZES, listParam(params, 'size')),
    colour: [...new Set(listParam(params, 'colour'))].filter((c) => c.length <= MAX_COLOUR).slice(0, MAX_COLOURS),
    colourFamily: oneOf(COLOUR_FAMILIES, listParam(params, 'colourFamily')),
    availability: isStock === 'true' ? 'in-stock' : isStock === 'false' ? 'out-of-stock' : 'all',
    priceMin,
    priceMax,
    sort: sort && (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'default',
    page: Number.isFinite(page) && page >= 1 && page <= 100000 ? page : 1,
    view: view && (VIEWS as readonly string[]).includes(view) ? (view as View) : DEFAULT_VIEW,
  };
}

/** The listing's own query string, defaults left out so equal states give equal URLs. */
export function toSearchParams(s: ListingState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.search) p.set('search', s.search);
  if (s.category) p.set('category', s.category);
  if (s.collection) p.set('collection', s.collection);
  for (const g of s.gender) p.append('gender', g);
  for (const z of s.size) p.append('size', z);
  for (const f of s.colourFamily) p.append('colourFamily', f);
  for (const c of s.colour) p.append('colour', c);
  if (s.availability !== 'all') p.set('isStock', String(s.availability === 'in-stock'));
  if (s.priceMin > 0) p.set('priceMin', String(s.priceMin));
  if (s.priceMax < PRICE_FILTER_MAX) p.set('priceMax', String(s.priceMax));
  if (s.sort !== 'default') p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  if (s.view !== DEFAULT_VIEW) p.set('view', s.view);
  return p;
}

/** `?...` for a state with some fields changed; any change other than the page starts at page 1. */
export function hrefWith(s: ListingState, change: Partial<ListingState>): string {
  const next = { ...s, page: 1, ...change };
  if (change.view !== undefined && change.page === undefined) next.page = s.page;
  const qs = toSearchParams(next).toString();
  return qs ? `?${qs}` : '?';
}

/** GET /api/item query for a state (R11.2, R15.5: page size 16; sort applies to the whole result). */
export function toApiQuery(s: ListingState): Partial<ItemListQuery> {
  const q: Partial<ItemListQuery> = { page: s.page, limit: LISTING_PAGE_SIZE };
  if (s.search) q.search = s.search;
  if (s.category) q.category = s.category;
  if (s.collection) q.collection = s.collection;
  if (s.gender.length) q.gender = s.gender;
  if (s.size.length) q.size = s.size;
  if (s.colour.length) q.colour = s.colour;
  if (s.colourFamily.length) q.colourFamily = s.colourFamily;
  if (s.availability !== 'all') q.isStock = s.availability === 'in-stock';
  if (s.priceMin > 0) q.priceMin = s.priceMin;
  if (s.priceMax < PRICE_FILTER_MAX) q.priceMax = s.priceMax;
  if (s.sort !== 'default') q.sort = s.sort;
  return q;
}

/** "37 Products found"; a total that stopped at its cap reads "2,000+ Products found" (R19.6). */
export function countText(total: number, capped = false): string {
  if (capped) return `${formatCount(total, true)} Products found`;
  return total === 1 ? '1 Product found' : `${formatCount(total, false)} Products found`;
}

/**
 * Words of the search read as filters (R19.1), as removable tags: "Colour: Black" leads to the
 * search without "black". A facet the URL sets itself wins, so its words make no tag.
 */
export function understoodTags(s: ListingState, search: SearchInfo | undefined): FilterTag[] {
  if (!search || !s.search) return [];
  return search.understood
    .filter((u) => (u.facet === 'colour' ? s.colour.length === 0 && s.colourFamily.length === 0 : s.gender.length === 0))
    .map((u) => ({
      key: `understood-${u.facet}-${u.words.join('-')}`,
      label:
        u.facet === 'colour'
          ? `Colour: ${titleCase(u.words.join(' '))}`
          : `Gender: ${u.values.map((g) => genderLabel(g as Gender)).join(', ')}`,
      href: hrefWith(s, { search: u.without || undefined }),
    }));
}

const GENDER_LABELS: Record<Gender, string> = { male: 'Men', female: 'Women', unisex: 'Unisex' };
export const genderLabel = (g: Gender) => GENDER_LABELS[g];

/** 'summer-edit' -> 'Summer Edit', for a slug with no name at hand. */
function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export interface FilterTag {
  key: string;
  label: string;
  /** The listing without this filter. */
  href: string;
}

/** One removable tag per applied filter, in the order the panel lists them. */
export function filterTags(s: ListingState, categoryName: (slug: string) => string | undefined): FilterTag[] {
  const tags: FilterTag[] = [];
  if (s.search) tags.push({ key: 'search', label: `“${s.search}”`, href: hrefWith(s, { search: undefined }) });
  if (s.category) {
    tags.push({ key: 'category', label: categoryName(s.category) ?? s.category, href: hrefWith(s, { category: undefined }) });
  }
  if (s.collection)
    tags.push({ key: 'collection', label: `Collection: ${titleCase(s.collection)}`, href: hrefWith(s, { collection: undefined }) });
  if (s.availability !== 'all') {
    tags.push({
      key: 'availability',
      label: s.availability === 'in-stock' ? 'In Stock' : 'Out of Stock',
      href: hrefWith(s, { availability: 'all' }),
    });
  }
  if (s.priceMin > 0 || s.priceMax < PRICE_FILTER_MAX) {
    tags.push({ key: 'price', label: `£${s.priceMin} – £${s.priceMax}`, href: hrefWith(s, { priceMin: 0, priceMax: PRICE_FILTER_MAX }) });
  }
  for (const f of s.colourFamily) {
    tags.push({
      key: `family-${f}`,
      label: `${COLOUR_FAMILY_LABELS[f]} (all shades)`,
      href: hrefWith(s, { colourFamily: s.colourFamily.filter((x) => x !== f) }),
    });
  }
  for (const c of s.colour) {
    tags.push({ key: `colour-${c}`, label: c, href: hrefWith(s, { colour: s.colour.filter((x) => x !== c) }) });
  }
  for (const z of s.size) tags.push({ key: `size-${z}`, label: sizePhrase(z), href: hrefWith(s, { size: s.size.filter((x) => x !== z) }) });
  for (const g of s.gender) {
    tags.push({ key: `gender-${g}`, label: genderLabel(g), href: hrefWith(s, { gender: s.gender.filter((x) => x !== g) }) });
  }
  return tags;
}

/** Clear all (R15.4): price 0-2000, availability All, no size, colour or colour family, category All, no gender. */
export function clearAllHref(s: ListingState): string {
  return hrefWith(s, {
    priceMin: 0,
    priceMax: PRICE_FILTER_MAX,
    availability: 'all',
    size: [],
    colour: [],
    colourFamily: [],
    category: undefined,
    gender: [],
  });
}

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageItems(current: number, total: number, window = 1): Array<number | null> {
  const pages = new Set<number>([1, total]);
  for (let p = current - window; p <= current + window; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}
