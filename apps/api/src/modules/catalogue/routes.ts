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
  SuggestQuery,
  SuggestResponse,
} from '@atelier/contract/catalogue';
import { ErrorBody } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Depends } from './cache-changes.ts';
import { catalogueService } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

export const catalogueModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = catalogueService(db, clock, config.fewLeftThreshold);
  const tags = ['catalogue'];

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

  app.get(
    '/category/categories',
    { schema: { tags, summary: 'Categories with their item counts', response: { 200: CategoriesResponse } } },
    cached(CategoriesResponse, async () => ({ categories: await service.categories() }), counts),
  );
  app.get(
    '/collection/collections',
    { schema: { tags, summary: 'Collections with their item counts', response: { 200: CollectionsResponse } } },
    cached(CollectionsResponse, async () => ({ collections: await service.collections() }), counts),
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
    cached(
      CollectionResponse,
      async (req) => ({ collection: await service.collectionBySlug((req.params as { slug: string }).slug) }),
      counts,
    ),
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
    cached(ItemListResponse, (req) => service.listItems(query<ItemListQuery>(req)), listing),
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
    cached(ItemListResponse, (req) => service.listItems(query<ItemListQuery>(req)), listing),
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
    // Suggestions show no stock: names, colours, prices, pictures and counts.
    cached(SuggestResponse, (req) => service.suggest(query<SuggestQuery>(req).q), counts),
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
    cached(RandomItemsResponse, async (req) => ({ items: await service.randomItems(query<RandomItemsQuery>(req), 1) }), listing),
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
    cached(RandomItemsResponse, async (req) => ({ items: await service.randomItems(query<RandomItemsQuery>(req), 2) }), listing),
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
    // A product page shows that product alone; its other colours' availability comes with their
    // own notices (a product in or out of stock names its style's other colours too).
    cached(
      ItemDetailResponse,
      async (req) => ({ formattedItem: await service.itemBySlug((req.params as { slug: string }).slug) }),
      (answer) => ({ products: [answer.formattedItem.id] }),
    ),
  );
};
