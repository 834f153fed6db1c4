import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import type { QuickViewData } from '~/components/product/quick-view';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import type { Route } from './+types/quick-view';

/** Resource route for the quick-view modal: one product, or null when it does not exist. */
export async function loader({ context, params }: Route.LoaderArgs): Promise<QuickViewData> {
  try {
    const { formattedItem } = okBody(await callApi(context, catalogueEndpoints.product, { params: { slug: params.slug } }));
    return { item: formattedItem };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { item: null };
    throw err;
  }
}
