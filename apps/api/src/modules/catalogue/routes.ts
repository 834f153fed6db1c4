import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoriesResponse,
  CollectionResponse,
  CollectionsResponse,
  ItemDetailResponse,
  type ItemListQuery,
  ItemListResponse,
  type RandomItemsQuery,
  RandomItemsResponse,
  type SuggestQuery,
  SuggestResponse,
} from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Depends } from './cache-changes.ts';
import { catalogueService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

export const catalogueModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = catalogueService(db, clock, config.fewLeftThreshold);

  const cache = fastify.catalogueCache;

  /**
   * Answers from the cache, serialised through the route's response schema as Fastify would, and
   * tagged with what the answer was made from (`depends`) so a change drops only what it alters.
   */
  function cached<S extends z.ZodType>(
    schema: S,
    compute: (req: FastifyRequest) => Promise<z.input<S>>,
    depends: (answer: z.output<S>, req: FastifyRequest) => Depends,
  ) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const body = await cache.get(req.url, async () => {
        const answer = schema.parse(await compute(req));
        return { body: JSON.stringify(answer), depends: depends(answer, req) };
      });
      return reply.type('application/json; charset=utf-8').send(body);
    };
  }
  const query = <T>(req: FastifyRequest) => req.query as T;
  // Counts of products per category or collection change with any product, never with stock alone.
  const counts = (): Depends => ({ listing: true });
  // A listing shows its items' stock and counts sizes in stock; Best Selling follows sales too.
  const listing = (answer: { items: { id: number }[] }, req: FastifyRequest): Depends => ({
    products: answer.items.map((i) => i.id),
    stock: true,
    listing: true,
    sales: query<ItemListQuery>(req).sort === 'best-selling',
  });

  registerEndpoint(
    app,
    catalogueEndpoints.categories,
    cached(CategoriesResponse, async () => ({ categories: await service.categories() }), counts),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.collections,
    cached(CollectionsResponse, async () => ({ collections: await service.collections() }), counts),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.collection,
    cached(
      CollectionResponse,
      async (req) => ({ collection: await service.collectionBySlug((req.params as { slug: string }).slug) }),
      counts,
    ),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.products,
    cached(ItemListResponse, (req) => service.listItems(query<ItemListQuery>(req)), listing),
  );
  // R14.1 names a separate filter call; it answers exactly as the listing does.
  registerEndpoint(
    app,
    catalogueEndpoints.filterProducts,
    cached(ItemListResponse, (req) => service.listItems(query<ItemListQuery>(req)), listing),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.suggest,
    cached(SuggestResponse, (req) => service.suggest(query<SuggestQuery>(req).q), counts),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.randomProducts,
    cached(RandomItemsResponse, async (req) => ({ items: await service.randomItems(query<RandomItemsQuery>(req), 1) }), listing),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.randomProducts2,
    cached(RandomItemsResponse, async (req) => ({ items: await service.randomItems(query<RandomItemsQuery>(req), 2) }), listing),
  );
  registerEndpoint(
    app,
    catalogueEndpoints.product,
    cached(
      ItemDetailResponse,
      async (req) => ({ formattedItem: await service.itemBySlug((req.params as { slug: string }).slug) }),
      (answer) => ({ products: [answer.formattedItem.id] }),
    ),
  );
};
