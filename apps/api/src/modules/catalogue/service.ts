import {
  shopperGenderCounts,
  type GenderCounts,
  type Category,
  type Collection,
  type FormattedItem,
  type ItemListQuery,
  type ItemListResponse,
  type ProductListItem,
  type RandomItemsQuery,
  compareSiblings,
  DEFAULT_RENDITION_WIDTH,
  mediaSrcSet,
  mediaUrl,
  PLACEHOLDER_IMAGE,
  PRODUCT_IMAGE_RATIO,
  BEST_SELLING_DAYS,
  searchWords,
  SUGGESTED_PRODUCTS,
  TOTAL_COUNT_CAP,
  type SuggestResponse,
} from '@atelier/contract/catalogue';
import { penceToPounds } from '@atelier/contract/shared';

import { isFewLeft, productInStock } from '@atelier/contract/inventory';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { colourFamilyRepository, shadesOf, withFamilies } from './colour-families.ts';
import { loadProductBySlug, loadProductRecords, type ProductRecord } from './product-records.ts';
import { listingService } from './listing-service.ts';
import type { ListingFilter } from './listing-where.ts';
import { catalogueRepository } from './repository.ts';
import { FEW_RESULTS, MANY_MORE, planSearch, respelt, type SearchPlan } from './search.ts';
import { relaxSearch } from './search-relax.ts';

/** `fewLeftThreshold`: at or under it, a size is marked as having only a few left (R3.15). */
export function catalogueService(db: Db, clock: Clock, fewLeftThreshold: number) {
  const repo = catalogueRepository(db);
  const listing = listingService(db);
  const families = colourFamilyRepository(db);

  async function listItems(q: ItemListQuery): Promise<ItemListResponse> {
    const text = q.search?.trim() || undefined;
    const plan = text ? await planSearch(db, text) : undefined;
    const first = await listPlanned(q, plan);
    if (!plan || first.total > 0) return first;
    // Nothing found: a close spelling to offer, and the nearest broader search's results (R19.4, R15.17).
    const filter = planned((await withFamilyShades(q, offerOf(plan))) ?? q, plan);
    const [didYouMean, relaxed] = await Promise.all([didYouMeanFor(plan, filter), relaxSearch(db, listing, plan, q)]);
    const search = { text: plan.text, understood: plan.understood, didYouMean };
    if (!relaxed) return { ...first, search };
    const broader = await listPlanned({ ...relaxed.query, search: relaxed.text }, relaxed.plan);
    return { ...broader, search: { ...search, relaxed: { text: relaxed.text, without: relaxed.without } } };
  }

  /** The colours on offer and the owner's family choices: a search read them with its words (R17.9). */
  function offerOf(plan: SearchPlan | undefined): ReturnType<typeof families.onOffer> {
    return plan?.offer ? Promise.resolve(plan.offer) : families.onOffer();
  }

  /**
   * A family filter stands for all its shades, beside the URL's own colours (R17.10); null when the
   * families asked for have no shade on offer.
   */
  async function withFamilyShades(q: ItemListQuery, offer: ReturnType<typeof offerOf>): Promise<ItemListQuery | null> {
    if (!q.colourFamily?.length) return q;
    const { colours, overrides } = await offer;
    const colour = [...new Set([...(q.colour ?? []), ...shadesOf(q.colourFamily, colours, overrides)])];
    return colour.length === 0 ? null : { ...q, colour };
  }

  /** The listing's filter: the URL's own filters win over words read as filters (R19.1). */
  function planned(q: ItemListQuery, plan: SearchPlan | undefined): ListingFilter {
    const query: ItemListQuery = { ...q, gender: q.gender ?? plan?.genders, colour: q.colour ?? plan?.colours };
    return { q: query, match: plan?.match, exact: plan?.exact, pairs: plan?.pairs };
  }

  async function listPlanned(asked: ItemListQuery, plan: SearchPlan | undefined): Promise<ItemListResponse> {
    const offer = offerOf(plan);
    const q = await withFamilyShades(asked, offer);
    if (!q) return emptyListing(asked);
    const filter = planned(q, plan);
    // What names a product (name, category, colour) wins: descriptions are searched only when it finds nothing (R19.2).
    const search = plan && { text: plan.text, understood: plan.understood, didYouMean: null };
    if (plan?.nothing) return { ...emptyListing(q), ...(search ? { search } : {}) };
    const salesSince = new Date(clock.now().getTime() - BEST_SELLING_DAYS * 86_400_000);
    // The colour facet is grouped in families (R17.9).
    const [{ products, counted, facets: shades }, { overrides }] = await Promise.all([listing.read(filter, salesSince), offer]);
    const facets = withFamilies(shades, overrides);
    const items = products.map((p) => toListItem(p, fewLeftThreshold));
    const total = Math.min(counted, TOTAL_COUNT_CAP);
    // Few results and a misspelt word: a respelling that finds many more is offered (R19.11); none
    // found at all is listItems' case.
    const didYouMean =
      plan && counted > 0 && counted <= FEW_RESULTS && plan.unknownWords.length ? await didYouMeanFor(plan, filter, counted) : null;
    return {
      items,
      total,
      totalCapped: counted > TOTAL_COUNT_CAP,
      ...(search ? { search: { ...search, didYouMean } } : {}),
      // Beyond the cap the pages are not all known: a full page says there is at least one more.
      totalPages:
        counted > TOTAL_COUNT_CAP
          ? Math.max(Math.ceil(total / q.limit), q.page + (items.length === q.limit ? 1 : 0))
          : Math.ceil(total / q.limit),
      page: q.page,
      limit: q.limit,
      facets,
    };
  }

  /** A close spelling of the search that finds products under the same filters, many more than `found` (R19.4, R19.11). */
  async function didYouMeanFor(plan: SearchPlan, filter: ListingFilter, found = 0): Promise<string | null> {
    const fixed = await respelt(db, plan);
    if (!fixed) return null;
    const better = await planSearch(db, fixed);
    if (better.nothing) return null;
    const q = { ...filter.q, gender: filter.q.gender ?? better.genders, colour: filter.q.colour ?? better.colours };
    const more = await listing.count({ ...filter, q, match: better.match, exact: better.exact, pairs: better.pairs }, MANY_MORE * found);
    return more > 0 && more >= MANY_MORE * found ? fixed : null;
  }

  async function collections(slug?: string): Promise<Collection[]> {
    const rows = await repo.listCollections(slug);
    // Without a picture of its own, a collection shows the newest cover no earlier collection shows (R18.2).
    const shown = new Set(rows.flatMap((c) => (c.imageId ? [c.imageId] : [])));
    return rows.map((c) => {
      const imageId = c.imageId ?? c.coverIds.find((id) => !shown.has(id)) ?? c.coverIds[0] ?? null;
      if (imageId) shown.add(imageId);
      return {
        name: c.name,
        slug: c.slug,
        items: c.items,
        description: c.description,
        image: imageId ? mediaUrl(imageId, DEFAULT_RENDITION_WIDTH) : PLACEHOLDER_IMAGE,
        srcSet: imageId ? mediaSrcSet(imageId) : '',
      };
    });
  }

  /** What the search panel offers while the shopper types (R19.5): the last word may be a beginning. */
  async function suggest(text: string): Promise<SuggestResponse> {
    const none: SuggestResponse = { categories: [], colours: [], genders: [], products: [] };
    const plan = await planSearch(db, text, true);
    if (plan.nothing) return none;
    const q: ItemListQuery = { page: 1, limit: SUGGESTED_PRODUCTS, sort: 'default', gender: plan.genders, colour: plan.colours };
    const filter: ListingFilter = { q, match: plan.match, exact: plan.exact, pairs: plan.pairs };
    const [{ products, facets }, names] = await Promise.all([
      listing.read(filter, new Date(clock.now().getTime() - BEST_SELLING_DAYS * 86_400_000)),
      repo.categoryNames(),
    ]);
    const words = searchWords(text).filter((w) => w.length >= 2);
    const named = (colour: string) => searchWords(colour).some((c) => words.some((w) => c.startsWith(w)));
    return {
      categories: [...facets.categories]
        .sort((a, b) => b.count - a.count)
        .slice(0, 4)
        .map((c) => ({ slug: c.value, name: names.get(c.value) ?? c.value, count: c.count })),
      colours: facets.colours
        .filter((c) => plan.colours?.includes(c.value) || named(c.value))
        .map((c) => ({ name: c.value, hex: c.hex, count: c.count })),
      genders: plan.genders ?? [],
      products: products.map((p) => {
        const item = toListItem(p, fewLeftThreshold);
        const cover = item.images.find((i) => i.kind === 'cover') ?? item.images[0];
        return {
          slug: item.slug,
          name: item.name,
          colour: item.colour,
          price: item.totalPrice,
          image: item.coverImage,
          srcSet: cover?.srcSet ?? '',
        };
      }),
    };
  }

  return {
    listItems,
    suggest,

    async randomItems(q: RandomItemsQuery, salt: number): Promise<ProductListItem[]> {
      // The shuffle changes every hour, so carousels vary but pages stay cacheable meanwhile.
      const seed = Math.floor(clock.now().getTime() / 3_600_000) * 31 + salt;
      const ids = await repo.randomIds(q, seed % 1_000_003);
      return (await loadProductRecords(db, ids)).map((p) => toListItem(p, fewLeftThreshold));
    },

    async itemBySlug(slug: string): Promise<FormattedItem> {
      const product = await loadProductBySlug(db, slug);
      if (!product) throw notFound(`No product called '${slug}'`, 'PRODUCT_NOT_FOUND');
      return toFormattedItem(product, fewLeftThreshold);
    },

    async categories(): Promise<Category[]> {
      const [rows, byGender] = await Promise.all([repo.listCategories(), repo.categoryGenderCounts()]);
      const stored = new Map<number, GenderCounts>();
      for (const r of byGender) {
        const counts = stored.get(r.categoryId) ?? { male: 0, female: 0, unisex: 0 };
        counts[r.gender] += r.count;
        stored.set(r.categoryId, counts);
      }
      return rows.map((c) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        image: c.imageId ? mediaUrl(c.imageId, DEFAULT_RENDITION_WIDTH) : PLACEHOLDER_IMAGE,
        srcSet: c.imageId ? mediaSrcSet(c.imageId) : '',
        items: c.styles,
        itemsByGender: shopperGenderCounts(stored.get(c.id) ?? { male: 0, female: 0, unisex: 0 }),
      }));
    },

    collections: () => collections(),

    async collectionBySlug(slug: string): Promise<Collection> {
      const [found] = await collections(slug);
      if (!found) throw notFound(`No collection called '${slug}'`, 'COLLECTION_NOT_FOUND');
      return found;
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;

function emptyListing(q: ItemListQuery): ItemListResponse {
  return {
    items: [],
    total: 0,
    totalPages: 0,
    page: q.page,
    limit: q.limit,
    facets: { colours: [], colourFamilies: [], sizes: [], categories: [] },
  };
}

function toImages(p: ProductRecord) {
  return p.images.map((i) => ({
    coverImage: mediaUrl(i.mediaId, DEFAULT_RENDITION_WIDTH),
    srcSet: mediaSrcSet(i.mediaId),
    width: DEFAULT_RENDITION_WIDTH,
    height: Math.round(DEFAULT_RENDITION_WIDTH * PRODUCT_IMAGE_RATIO),
    alt: i.alt || p.name,
    kind: i.kind,
  }));
}

export function toListItem(p: ProductRecord, fewLeftThreshold: number): ProductListItem {
  const images = toImages(p);
  const cover = images.find((i) => i.kind === 'cover') ?? images[0];
  const hover = images.find((i) => i.kind === 'hover');
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    category: p.category,
    gender: p.gender,
    sizeSystem: p.sizeSystem,
    colour: p.colour,
    colourHex: p.colourHex,
    siblings: p.siblings
      .map((s) => ({ slug: s.slug, colour: s.colour, colourHex: s.colourHex, inStock: s.onSale && s.stockTotal > 0 }))
      .sort(compareSiblings),
    collections: p.collections,
    totalPrice: penceToPounds(p.pricePence),
    oldPrice: p.oldPricePence === null ? null : penceToPounds(p.oldPricePence),
    coverImage: cover?.coverImage ?? PLACEHOLDER_IMAGE,
    imgHover: hover?.coverImage ?? null,
    isStock: productInStock(p),
    isFinalSale: p.isFinalSale,
    detail: p.detail,
    variants: p.variants.map((v) => ({
      guid: v.guid,
      size: v.size as ProductListItem['variants'][number]['size'],
      quantity: v.quantity,
      isStock: p.onSale && v.quantity > 0,
      sku: v.sku,
      fewLeft: p.onSale && isFewLeft(v.quantity, fewLeftThreshold),
    })),
    images,
  };
}

export function toFormattedItem(p: ProductRecord, fewLeftThreshold: number): FormattedItem {
  const item = toListItem(p, fewLeftThreshold);
  const images = item.images.map((img, i) => (i === 0 ? { ...img, itemImages: item.images.map((x) => x.coverImage) } : img));
  return { ...item, _id: String(p.id), care: p.care, price: item.totalPrice, images };
}
