import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import type { AppLoadContext } from 'react-router';
import type { FormattedItem, ProductListItem } from '@atelier/contract/catalogue';
import { okBody, callApi } from '~/lib/api-client.server.ts';
import { completeTheLook } from './complete-the-look.ts';

const none = { items: [] as ProductListItem[] };

/**
 * The product page's "Complete the look" row (R15.15): pieces of the product's first collection,
 * else of its category. Every call is a cached catalogue answer; a failure leaves the row out.
 */
export async function lookFor(context: AppLoadContext, item: FormattedItem): Promise<{ title: string; items: ProductListItem[] }> {
  const collectionName = item.collections[0];
  const [collections, category] = await Promise.all([
    collectionName ? callApi(context, catalogueEndpoints.collections).then(okBody) : Promise.resolve({ collections: [] }),
    callApi(context, catalogueEndpoints.products, { query: { category: item.category.slug, isStock: true, limit: 16 } })
      .then(okBody)
      .catch(() => none),
  ]).catch(() => [{ collections: [] }, none] as const);
  const slug = collections.collections.find((c) => c.name === collectionName)?.slug;
  const collection = slug
    ? await callApi(context, catalogueEndpoints.products, { query: { collection: slug, isStock: true, limit: 48 } })
        .then(okBody)
        .catch(() => none)
    : none;
  const items = completeTheLook(item, collection.items, category.items);
  const fromCollection = items.some((p) => p.category.slug !== item.category.slug);
  return { title: fromCollection ? 'Complete the look' : `More ${item.category.name}`, items };
}
