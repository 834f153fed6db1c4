import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type VatReceipt } from '@atelier/contract/orders';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import type { OrderService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';

/** The customer's orders (R14.1): every route needs a signed-in user and sees only their orders. */
export const orderRoutes: FastifyPluginAsync<{
  orders: OrderService;
  receipt: (userId: number, guid: string) => Promise<VatReceipt>;
}> = async (fastify, { orders, receipt }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAuth);

  registerEndpoint(app, ordersEndpoints.myOrders, async (req) => orders.list((await requireSession(req)).user.id, req.query));

  registerEndpoint(app, ordersEndpoints.myOrder, async (req) => ({
    order: await orders.detail((await requireSession(req)).user.id, req.params.id),
  }));

  registerEndpoint(app, ordersEndpoints.requestCancel, async (req) =>
    orders.requestCancel((await requireSession(req)).user.id, req.params.id),
  );

  registerEndpoint(app, returnsEndpoints.requestRefund, async (req) =>
    orders.requestRefund((await requireSession(req)).user.id, req.params.id),
  );

  registerEndpoint(app, ordersEndpoints.receipt, async (req) => receipt((await requireSession(req)).user.id, req.params.id));
};
