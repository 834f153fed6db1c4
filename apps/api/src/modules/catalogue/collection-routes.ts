import type { AdminCollectionsService } from './collections-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

/** Collections (R18.5): their order, picture and products. */
export function collectionRoutes(app: AdminApp, { recorded, upload }: AdminRouteKit, collections: AdminCollectionsService): void {
  registerEndpoint(app, catalogueEndpoints.adminCollections, async () => ({ collections: await collections.list() }));
  registerEndpoint(app, catalogueEndpoints.adminCreateCollection, async (req, reply) => {
    const { collection } = await recorded(req, await collections.create(req.body));
    return reply.status(201).send({ collection });
  });
  registerEndpoint(app, catalogueEndpoints.adminReorderCollections, async (req) => {
    const done = await recorded(req, await collections.reorder(req.body.ids));
    return { collections: done.collections };
  });
  registerEndpoint(app, catalogueEndpoints.adminCollection, async (req) => ({ collection: await collections.one(req.params.id) }));
  registerEndpoint(app, catalogueEndpoints.adminUpdateCollection, async (req) => {
    const { collection } = await recorded(req, await collections.update(req.params.id, req.body));
    return { collection };
  });
  registerEndpoint(app, catalogueEndpoints.adminSetCollectionImage, async (req) => {
    const { bytes } = await upload(req);
    const { collection } = await recorded(req, await collections.setImage(req.params.id, bytes));
    return { collection };
  });
  registerEndpoint(app, catalogueEndpoints.adminRemoveCollection, async (req) => {
    await recorded(req, await collections.remove(req.params.id));
    return { message: 'Collection deleted.' };
  });
}
