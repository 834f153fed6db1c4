import {
  AdminCollectionInput,
  AdminCollectionList,
  AdminCollectionOrder,
  AdminCollectionResponse,
  AdminIdParams,
} from '@atelier/contract/catalogue';
import { OkResponse } from '@atelier/contract/shared';
import type { AdminCollectionsService } from './collections-service.ts';
import { errors, multipartNote, tags, uploadErrors, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';

/** Collections (R18.5): their order, picture and products. */
export function collectionRoutes(app: AdminApp, { recorded, upload }: AdminRouteKit, collections: AdminCollectionsService): void {
  app.get(
    '/collections',
    { schema: { tags, summary: 'Collections in their order, with their products', response: { 200: AdminCollectionList, ...errors } } },
    async () => ({ collections: await collections.list() }),
  );
  app.post(
    '/collections',
    {
      schema: {
        tags,
        summary: 'Create a collection with its products (409 SLUG_TAKEN)',
        body: AdminCollectionInput,
        response: { 201: AdminCollectionResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { collection } = await recorded(req, await collections.create(req.body));
      return reply.status(201).send({ collection });
    },
  );
  app.put(
    '/collections/order',
    {
      schema: {
        tags,
        summary: 'Reorder the collections: every id once, in the new order',
        body: AdminCollectionOrder,
        response: { 200: AdminCollectionList, ...errors },
      },
    },
    async (req) => {
      const done = await recorded(req, await collections.reorder(req.body.ids));
      return { collections: done.collections };
    },
  );
  app.get(
    '/collections/:id',
    { schema: { tags, summary: 'One collection', params: AdminIdParams, response: { 200: AdminCollectionResponse, ...errors } } },
    async (req) => ({ collection: await collections.one(req.params.id) }),
  );
  app.put(
    '/collections/:id',
    {
      schema: {
        tags,
        summary: 'Edit a collection and choose its products',
        params: AdminIdParams,
        body: AdminCollectionInput,
        response: { 200: AdminCollectionResponse, ...errors },
      },
    },
    async (req) => {
      const { collection } = await recorded(req, await collections.update(req.params.id, req.body));
      return { collection };
    },
  );
  app.post(
    '/collections/:id/image',
    {
      schema: {
        tags,
        summary: `Set a collection's picture${multipartNote}`,
        params: AdminIdParams,
        response: { 200: AdminCollectionResponse, ...uploadErrors },
      },
    },
    async (req) => {
      const { bytes } = await upload(req);
      const { collection } = await recorded(req, await collections.setImage(req.params.id, bytes));
      return { collection };
    },
  );
  app.delete(
    '/collections/:id',
    {
      schema: {
        tags,
        summary: 'Delete a collection (its products stay)',
        params: AdminIdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await collections.remove(req.params.id));
      return { message: 'Collection deleted.' };
    },
  );
}
