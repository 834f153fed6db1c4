import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { toCardItem, type CardItem } from '~/components/product/card-item';
import { okBody, callApi } from '~/lib/api-client.server.ts';
import { RECENTLY_VIEWED_SHOW, viewedToShow } from '~/lib/recently-viewed';
import type { Route } from './+types/recently-viewed';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Resource route for the "Recently viewed" row: the products behind the slugs the browser kept,
 * in its order, fresh from the catalogue (prices and stock as they are now). Slugs that no longer
 * name a product on sale are left out.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ items: CardItem[] }> {
  const asked = (new URL(request.url).searchParams.get('slugs') ?? '').split(',').filter((s) => s.length <= 120 && SLUG.test(s));
  const slugs = viewedToShow([...new Set(asked)]).slice(0, RECENTLY_VIEWED_SHOW);
  const found = await Promise.all(
    slugs.map((slug) =>
      callApi(context, catalogueEndpoints.product, { params: { slug } })
        .then((answer) => okBody(answer).formattedItem)
        .catch(() => null),
    ),
  );
  return { items: found.flatMap((item) => (item ? [toCardItem(item)] : [])) };
}
