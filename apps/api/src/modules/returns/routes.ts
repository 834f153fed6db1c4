import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@atelier/contract/shared';
import { OrderActionResponse, OrderIdParams } from '@atelier/contract/orders';
import { ReturnRequestInput } from '@atelier/contract/returns';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import type { ReturnsService } from './returns-service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['orders'];

/** The customer's return of items from one of their orders (R21): needs a signed-in user. */
export const returnRoutes: FastifyPluginAsync<{ returns: ReturnsService }> = async (fastify, { returns }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAuth);

  app.post(
    '/order/return-request/:id',
    {
      schema: {
        tags,
        summary:
          'Return some items (within the return window after delivery; Final Sale and already returned units refused with 409), each with a reason',
        params: OrderIdParams,
        body: ReturnRequestInput,
        response: { 200: OrderActionResponse, ...errors },
      },
    },
    async (req) => returns.request((await requireSession(req)).user.id, req.params.id, req.body),
  );
};
