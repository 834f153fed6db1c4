import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import type { AppLoadContext } from 'react-router';
import { callApi, okBody } from './api-client.server.ts';

// The frame's catalogue reads, kept in a server module so the endpoint declarations (and their zod
// schemas) stay out of the root route's browser chunk.

// Every page carries these in its loader data, so without their srcsets: a tile rebuilds its
// srcset from the image address (TileImage), and the menus draw none.
const withoutSrcSet = <T extends { srcSet: string }>(tile: T): T => ({ ...tile, srcSet: '' });

/** The Categories menu; empty when the catalogue is unreachable, so the shell still renders. */
export function menuCategories(context: AppLoadContext) {
  return callApi(context, catalogueEndpoints.categories)
    .then((answer) => okBody(answer).categories.map(withoutSrcSet))
    .catch(() => []);
}

/** Collections with products (R18.4); none at all when the catalogue is unreachable. */
export function menuCollections(context: AppLoadContext) {
  return callApi(context, catalogueEndpoints.collections)
    .then((answer) =>
      okBody(answer)
        .collections.filter((c) => c.items > 0)
        .map(withoutSrcSet),
    )
    .catch(() => []);
}
