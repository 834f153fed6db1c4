import type { AdminSynonymsService } from './synonyms-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

/** Search synonyms (R19.3): groups of words a search treats as one. */
export function synonymRoutes(app: AdminApp, { recorded }: AdminRouteKit, synonyms: AdminSynonymsService): void {
  registerEndpoint(app, catalogueEndpoints.adminSynonyms, async () => ({ groups: await synonyms.list() }));
  registerEndpoint(app, catalogueEndpoints.adminCreateSynonym, async (req, reply) => {
    const { group } = await recorded(req, await synonyms.create(req.body));
    return reply.status(201).send({ group });
  });
  registerEndpoint(app, catalogueEndpoints.adminUpdateSynonym, async (req) => {
    const { group } = await recorded(req, await synonyms.update(req.params.id, req.body));
    return { group };
  });
  registerEndpoint(app, catalogueEndpoints.adminRemoveSynonym, async (req) => {
    await recorded(req, await synonyms.remove(req.params.id));
    return { message: 'Synonyms deleted.' };
  });
}
