import type { ItemListResponse } from '@atelier/contract/catalogue';
import type { AppLoadContext } from 'react-router';
import { ApiError, apiJson } from '~/lib/api.server';
import { parseListing, toApiQuery } from './listing-query.ts';

export async function loadListing(context: AppLoadContext, url: URL) {
  const state = parseListing(url.searchParams);
  let result: ItemListResponse;
  try {
    result = await apiJson<ItemListResponse>(context, `/api/item?${toApiQuery(state)}`);
  } catch (err) {
    // A query the API refuses is a page with no products, not an error page.
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    result = { items: [], total: 0, totalPages: 0, page: state.page, limit: 16 };
  }
  return { state, result, fullWidth: url.pathname.startsWith('/shop-fullwidth') };
}
