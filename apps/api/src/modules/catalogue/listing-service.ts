import { FILTER_SIZES, filterRank } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import type { ShadeFacets } from './colour-families.ts';
import { facetCounts, type FacetCount } from './listing-facets.ts';
import { listingRepository, SMALL_LISTING, type SmallListing, type ValueCount } from './listing-repository.ts';
import { isFiltered, type Facet, type ListingFilter } from './listing-where.ts';
import { loadProductRecords, type ProductRecord } from './product-records.ts';
import { catalogueRepository } from './repository.ts';

/** A listing's facet counts are exact up to this and shown as "100+" beyond (R19.7). */
export const FACET_CAP = 100;

type Counted = ValueCount & { capped?: boolean };
type Counts = Partial<Record<Facet, Counted[]>>;

export interface ListingRead {
  products: ProductRecord[];
  /** Styles counted up to SMALL_LISTING (the shop's TOTAL_COUNT_CAP), SMALL_LISTING + 1 meaning more matches than that. */
  counted: number;
  /** Colours by shade: the catalogue service puts them in families (colour-families.ts). */
  facets: ShadeFacets;
}

/**
 * How a listing is read on the database path (R19.6, R19.7). Its first 2,001 matches are read once:
 * a listing with no more is paged and counted from them, and so are its facets whose own filter is
 * not set. A larger listing is read in index order up to its page, and its facets are counted value
 * by value up to FACET_CAP. A facet whose own filter is set is counted over the listing without
 * that filter, value by value. A search's facets come from its first 2,001 matches instead (a
 * search cannot use the facet indexes), as lower bounds when it has more.
 */
export function listingService(db: Db) {
  const listing = listingRepository(db);
  const repo = catalogueRepository(db);
  /**
   * Whether the whole catalogue was last counted above SMALL_LISTING. Then an unfiltered listing is
   * read the large way at once and counted in the same statement as its page, a round trip fewer;
   * a count at or under the cap (the catalogue shrank) sends it back to the small read.
   */
  let catalogueLarge = false;

  /** The facets of `facets` over the listing, each value on its own index range or, for a search, sampled. */
  async function countValues(f: ListingFilter, facets: Facet[]): Promise<Counts> {
    if (f.match === undefined) return fromRanges(await facetCounts(db, f, FACET_CAP, facets));
    const sample = { colour: repo.colourCounts, size: repo.sizeCounts, category: repo.categoryCounts };
    const out: Counts = {};
    await Promise.all(
      facets.map(async (facet) => {
        const { rows, cut } = await sample[facet](f, SMALL_LISTING);
        out[facet] = cut ? asLowerBounds(rows) : rows;
      }),
    );
    return out;
  }

  /**
   * The facets whose own filter is set (R15.13), each over the listing without that filter. In a
   * shop of no more than SMALL_LISTING products that listing is small: read once, it counts styles
   * exactly, as the total does (R15.16). A larger catalogue counts them value by value, in products,
   * up to FACET_CAP (decision 0027), where reading every style would cost the whole range.
   */
  async function countOwnFiltered(f: ListingFilter, own: Facet[], salesSince: Date): Promise<Counts> {
    if (catalogueLarge || f.match !== undefined || own.length === 0) return countValues(f, own);
    const exact: Counts = {};
    await Promise.all(
      own.map(async (x) => {
        const without = await listing.small(withoutFilter(f, x), [x], salesSince, { sizesChosen: f.q.size ?? [] });
        const rows = without.facets[x];
        if (without.found <= SMALL_LISTING && rows) exact[x] = rows;
      }),
    );
    return {
      ...(await countValues(
        f,
        own.filter((x) => !exact[x]),
      )),
      ...exact,
    };
  }

  return {
    /** The listing's size up to `cap` + 1: whether a search finds anything (R19.4). */
    count: listing.count,

    /**
     * A search looks in names, categories and colours first; when that finds anything the
     * descriptions are not searched (R19.2).
     */
    async read(filter: ListingFilter, salesSince: Date): Promise<ListingRead> {
      let f = filter;
      const facets: Facet[] = ['colour', 'size', 'category'];
      if (catalogueLarge && !isFiltered(f)) {
        const [page, counts] = await Promise.all([listing.large({ ...f, rank: false }, salesSince, true), countValues(f, facets)]);
        if (page.found !== undefined && page.found > SMALL_LISTING) {
          return { products: page.products, counted: page.found, facets: toFacets(counts) };
        }
        catalogueLarge = false;
      }
      const own: Record<Facet, boolean> = {
        colour: !!f.q.colour?.length,
        size: !!f.q.size?.length,
        category: !!f.q.category,
      };
      const free = facets.filter((x) => !own[x]);
      let small: SmallListing | undefined;
      if (f.match !== undefined) {
        const named = await listing.small({ ...f, inHead: true, rank: true }, free, salesSince);
        if (named.found > 0) {
          f = { ...f, inHead: true };
          small = named;
        }
      }
      // A search ranks its matches when they are few enough to be read at once (R19.6).
      small ??= await listing.small({ ...f, rank: true }, free, salesSince);
      if (!isFiltered(f)) catalogueLarge = small.found > SMALL_LISTING;
      if (small.categoryId !== null) f = { ...f, categoryId: small.categoryId };
      // The free facets the first read counted: exact, or for a large search counted over its
      // first matches, lower bounds (R19.6). The others are counted value by value.
      const large = small.found > SMALL_LISTING;
      const known: Counts = {};
      for (const x of free) {
        const rows = small.facets[x];
        if (rows) known[x] = large ? asLowerBounds(rows) : rows;
      }
      const rest = facets.filter((x) => !known[x]);
      const page =
        small.ids !== null ? loadProductRecords(db, small.ids) : listing.large({ ...f, rank: false }, salesSince).then((r) => r.products);
      const [products, counts] = await Promise.all([page, countOwnFiltered(f, rest, salesSince)]);
      // A small listing counts its styles, one card each; beyond the cap, its matches say "2,000+" (R15.16).
      const counted = small.found <= SMALL_LISTING && small.styles !== null ? small.styles : small.found;
      return { products, counted, facets: toFacets({ ...counts, ...known }) };
    },
  };
}
export type ListingService = ReturnType<typeof listingService>;

/** The listing with one facet's own filter left out: what choosing another of its values would find. */
function withoutFilter(f: ListingFilter, facet: Facet): ListingFilter {
  if (facet === 'category') return { ...f, q: { ...f.q, category: undefined }, categoryId: undefined };
  return { ...f, q: { ...f.q, [facet]: undefined } };
}

/** Counts over a sample of a larger listing: each is at least what it says (shown with a plus). */
const asLowerBounds = (rows: ValueCount[]): Counted[] => rows.map((r) => ({ ...r, capped: true }));

/** Rows counted to FACET_CAP + 1: beyond the cap a count says so. Categories keep the shop's order. */
function fromRanges(rows: FacetCount[]): Counts {
  const out: Counts = {};
  const sorted = [...rows].sort((a, b) => a.pos - b.pos || a.value.localeCompare(b.value));
  for (const r of sorted) {
    const item: Counted = r.count > FACET_CAP ? { value: r.value, count: FACET_CAP, capped: true } : { value: r.value, count: r.count };
    if (r.facet === 'colour') item.hex = r.hex ?? '#9e9e9e';
    (out[r.facet] ??= []).push(item);
  }
  return out;
}

/** Facet values in the shop's order: colours by name, sizes as the size filter lists them (R3.12). */
function toFacets(c: Counts): ShadeFacets {
  // One-size products have no size to pick.
  const pickable = FILTER_SIZES as readonly string[];
  const clean = ({ hex: _hex, ...r }: Counted) => r;
  return {
    colours: (c.colour ?? []).map((r) => ({ ...clean(r), hex: r.hex ?? '#9e9e9e' })).sort((a, b) => a.value.localeCompare(b.value)),
    sizes: (c.size ?? [])
      .filter((s) => pickable.includes(s.value))
      .map(clean)
      .sort((a, b) => filterRank(a.value) - filterRank(b.value)),
    categories: (c.category ?? []).map(clean),
  };
}
