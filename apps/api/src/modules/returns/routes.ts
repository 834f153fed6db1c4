import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { orderActor } from '../orders/order-link.ts';
import type { ReturnsService } from './returns-service.ts';

/** The customer's return of items from one of their orders (R21): the signed-in owner, or a guest's order link (R5.15). */
export const returnRoutes: FastifyPluginAsync<{ returns: ReturnsService }> = async (fastify, { returns }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, returnsEndpoints.requestReturn, async (req) =>
    returns.request(await orderActor(req, req.params.id), req.params.id, req.body),
  );
};
