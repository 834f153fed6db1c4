import { AdminIdParams, SynonymGroupInput, SynonymGroupResponse, SynonymGroupsResponse } from '@atelier/contract/catalogue';
import { OkResponse } from '@atelier/contract/shared';
import type { AdminSynonymsService } from './synonyms-service.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';

/** Search synonyms (R19.3): groups of words a search treats as one. */
export function synonymRoutes(app: AdminApp, { recorded }: AdminRouteKit, synonyms: AdminSynonymsService): void {
  app.get(
    '/search-synonyms',
    { schema: { tags, summary: 'Groups of words a search treats as the same', response: { 200: SynonymGroupsResponse, ...errors } } },
    async () => ({ groups: await synonyms.list() }),
  );
  app.post(
    '/search-synonyms',
    {
      schema: { tags, summary: 'Add a group of synonyms', body: SynonymGroupInput, response: { 201: SynonymGroupResponse, ...errors } },
    },
    async (req, reply) => {
      const { group } = await recorded(req, await synonyms.create(req.body));
      return reply.status(201).send({ group });
    },
  );
  app.put(
    '/search-synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Change the words of a group',
        params: AdminIdParams,
        body: SynonymGroupInput,
        response: { 200: SynonymGroupResponse, ...errors },
      },
    },
    async (req) => {
      const { group } = await recorded(req, await synonyms.update(req.params.id, req.body));
      return { group };
    },
  );
  app.delete(
    '/search-synonyms/:id',
    { schema: { tags, summary: 'Delete a group of synonyms', params: AdminIdParams, response: { 200: OkResponse, ...errors } } },
    async (req) => {
      await recorded(req, await synonyms.remove(req.params.id));
      return { message: 'Synonyms deleted.' };
    },
  );
}
