import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import type { ReturnsService } from './returns-service.ts';

/** The customer's return of items from one of their orders (R21): needs a signed-in user. */
export const returnRoutes: FastifyPluginAsync<{ returns: ReturnsService }> = async (fastify, { returns }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAuth);

  registerEndpoint(app, returnsEndpoints.requestReturn, async (req) =>
    returns.request((await requireSession(req)).user.id, req.params.id, req.body),
  );
};
