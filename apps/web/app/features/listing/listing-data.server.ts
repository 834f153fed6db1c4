import { LISTING_PAGE_SIZE, type ItemListResponse } from '@atelier/contract/catalogue';
import type { AppLoadContext } from 'react-router';
import { api, ApiError, okBody } from '~/lib/api-client.server';
import { parseListing, toApiQuery } from './listing-query.ts';

export async function loadListing(context: AppLoadContext, url: URL) {
  const state = parseListing(url.searchParams);
  let result: ItemListResponse;
  try {
    result = okBody(await api.catalogue.list(context, toApiQuery(state)));
  } catch (err) {
    // A query the API refuses is a page with no products, not an error page.
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    result = { items: [], total: 0, totalPages: 0, page: state.page, limit: LISTING_PAGE_SIZE };
  }
  return { state, result, fullWidth: url.pathname.startsWith('/shop-fullwidth') };
}
