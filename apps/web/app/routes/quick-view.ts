import type { ItemDetailResponse } from '@atelier/contract/catalogue';
import type { z } from 'zod';
import type { QuickViewData } from '~/features/catalogue/quick-view';
import { ApiError, apiJson } from '~/lib/api.server';
import type { Route } from './+types/quick-view';

/** Resource route for the quick-view modal: one product, or null when it does not exist. */
export async function loader({ context, params }: Route.LoaderArgs): Promise<QuickViewData> {
  try {
    const { formattedItem } = await apiJson<z.infer<typeof ItemDetailResponse>>(context, `/api/item/${encodeURIComponent(params.slug)}`);
    return { item: formattedItem };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { item: null };
    throw err;
  }
}
