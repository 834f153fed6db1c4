import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoriesResponse,
  CollectionResponse,
  CollectionsResponse,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  RandomItemsQuery,
  RandomItemsResponse,
  SlugParams,
} from '@atelier/contract/catalogue';
import { ErrorBody } from '@atelier/contract/errors';
import { SuggestQuery, SuggestResponse } from '@atelier/contract/search-schemas';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { catalogueService } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

export const catalogueModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = catalogueService(db, clock, config.fewLeftThreshold);
  const tags = ['catalogue'];

  const cache = fastify.catalogueCache;

  /** Answers from the cache, serialised through the route's response schema as Fastify would. */
  function cached<S extends z.ZodType>(schema: S, compute: (req: FastifyRequest) => Promise<z.input<S>>) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const body = await cache.get(req.url, async () => JSON.stringify(schema.parse(await compute(req))));
      return reply.type('application/json; charset=utf-8').send(body);
    };
  }
  const query = <T>(req: FastifyRequest) => req.query as T;

  app.get(
    '/category/categories',
    { schema: { tags, summary: 'Categories with their item counts', response: { 200: CategoriesResponse } } },
    cached(CategoriesResponse, async () => ({ categories: await service.categories() })),
  );
  app.get(
    '/collection/collections',
    { schema: { tags, summary: 'Collections with their item counts', response: { 200: CollectionsResponse } } },
    cached(CollectionsResponse, async () => ({ collections: await service.collections() })),
  );
  app.get(
    '/collection/:slug',
    {
      schema: {
        tags,
        summary: 'One collection: name, intro, picture and item count',
        params: SlugParams,
        response: { 200: CollectionResponse, ...errors },
      },
    },
    cached(CollectionResponse, async (req) => ({ collection: await service.collectionBySlug((req.params as { slug: string }).slug) })),
  );
  app.get(
    '/item',
    {
      schema: {
        tags,
        summary: 'Product listing with filters, sort and search',
        querystring: ItemListQuery,
        response: { 200: ItemListResponse, ...errors },
      },
    },
    cached(ItemListResponse, (req) => service.listItems(query<ItemListQuery>(req))),
  );
  // R14.1 names a separate filter call; it answers exactly as the listing does.
  app.get(
    '/item/filter',
    {
      schema: {
        tags,
        summary: 'Filtered products (same as /item)',
        querystring: ItemListQuery,
        response: { 200: ItemListResponse, ...errors },
      },
    },
    cached(ItemListResponse, (req) => service.listItems(query<ItemListQuery>(req))),
  );
  app.get(
    '/item/suggest',
    {
      schema: {
        tags,
        summary: 'Suggestions while typing a search: categories, colours and up to 6 products',
        querystring: SuggestQuery,
        response: { 200: SuggestResponse, ...errors },
      },
    },
    cached(SuggestResponse, (req) => service.suggest(query<SuggestQuery>(req).q)),
  );
  app.get(
    '/item/random-items',
    {
      schema: {
        tags,
        summary: 'A shuffled selection for carousels',
        querystring: RandomItemsQuery,
        response: { 200: RandomItemsResponse, ...errors },
      },
    },
    cached(RandomItemsResponse, async (req) => ({ items: await service.randomItems(query<RandomItemsQuery>(req), 1) })),
  );
  app.get(
    '/item/random-items2',
    {
      schema: {
        tags,
        summary: 'A second, differently shuffled selection',
        querystring: RandomItemsQuery,
        response: { 200: RandomItemsResponse, ...errors },
      },
    },
    cached(RandomItemsResponse, async (req) => ({ items: await service.randomItems(query<RandomItemsQuery>(req), 2) })),
  );
  app.get(
    '/item/:slug',
    {
      schema: {
        tags,
        summary: 'One product, as the product page shows it',
        params: SlugParams,
        response: { 200: ItemDetailResponse, ...errors },
      },
    },
    cached(ItemDetailResponse, async (req) => ({ formattedItem: await service.itemBySlug((req.params as { slug: string }).slug) })),
  );
};
