import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import type { SuggestResponse } from '@atelier/contract/catalogue';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import type { Route } from './+types/search-suggest';

const NONE: SuggestResponse = { categories: [], colours: [], genders: [], products: [] };

/** Resource route for the search panel's suggestions (R19.5); blank or refused text offers nothing. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<SuggestResponse> {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 100) ?? '';
  if (!q) return NONE;
  try {
    return okBody(await callApi(context, catalogueEndpoints.suggest, { query: { q } }));
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return NONE;
    throw err;
  }
}
