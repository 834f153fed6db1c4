import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { LISTING_PAGE_SIZE, type ItemListResponse, type ProductListItem } from '@atelier/contract/catalogue';
import { data, type AppLoadContext } from 'react-router';
import { toCardItem, type CardItem } from '~/components/product/card-item';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { parseListing, toApiQuery, type ListingState } from './listing-query.ts';

/** A listing as its page gets it: the API's answer with its products as cards (R12.20). */
export type ListingResult = Omit<ItemListResponse, 'items'> & { items: CardItem[] };

function asCards(result: ItemListResponse, state: ListingState): ListingResult {
  return { ...result, items: result.items.map((p) => toCardItem(p, { purchase: true, detail: state.view === 'list' })) };
}

export async function loadListing(context: AppLoadContext, url: URL) {
  const state = parseListing(url.searchParams);
  const result = await fetchListing(context, state);
  return {
    state,
    result: asCards(result, state),
    popular: await popularFor(context, result),
    fullWidth: url.pathname.startsWith('/shop-fullwidth'),
  };
}

/** Pieces popular at this point in time: on offer under a listing that found nothing as asked (R15.17). */
const POPULAR_PIECES = 4;

/** The Best Selling listing's first in-stock styles when the listing found nothing as asked, else none (R15.14, R15.17). */
async function popularFor(context: AppLoadContext, result: ItemListResponse): Promise<CardItem[]> {
  if (result.total > 0 && !result.search?.relaxed) return [];
  return callApi(context, catalogueEndpoints.products, { query: { sort: 'best-selling', isStock: true, limit: POPULAR_PIECES } })
    .then((a) => okBody(a).items.map((p: ProductListItem) => toCardItem(p, { purchase: true })))
    .catch(() => []);
}

/**
 * A collection's page (R18.3): the listing of its URL's filters with the collection fixed by the
 * path. The collection is not part of the state, so links and tags keep to the page's own path.
 */
export async function loadCollectionListing(context: AppLoadContext, url: URL, slug: string) {
  const state = { ...parseListing(url.searchParams), collection: undefined };
  const [collection, result] = await Promise.all([
    callApi(context, catalogueEndpoints.collection, { params: { slug } })
      .then((answer) => okBody(answer).collection)
      .catch((err: unknown) => {
        // An unknown (or malformed) slug is the not-found page, with its 404 status.
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
        throw err;
      }),
    fetchListing(context, state, slug),
  ]);
  return { collection, state, result: asCards(result, state), popular: await popularFor(context, result), fullWidth: false };
}

async function fetchListing(context: AppLoadContext, state: ListingState, collection?: string): Promise<ItemListResponse> {
  try {
    return okBody(
      await callApi(context, catalogueEndpoints.products, { query: { ...toApiQuery(state), ...(collection ? { collection } : {}) } }),
    );
  } catch (err) {
    // A query the API refuses is a page with no products, not an error page.
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    return {
      items: [],
      total: 0,
      totalPages: 0,
      page: state.page,
      limit: LISTING_PAGE_SIZE,
      facets: { colours: [], colourFamilies: [], sizes: [], categories: [] },
    };
  }
}
