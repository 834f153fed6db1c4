import type { QuickViewData } from '~/components/product/quick-view';
import { api, ApiError, okBody } from '~/lib/api-client.server.ts';
import type { Route } from './+types/quick-view';

/** Resource route for the quick-view modal: one product, or null when it does not exist. */
export async function loader({ context, params }: Route.LoaderArgs): Promise<QuickViewData> {
  try {
    const { formattedItem } = okBody(await api.catalogue.product(context, params.slug));
    return { item: formattedItem };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { item: null };
    throw err;
  }
}
