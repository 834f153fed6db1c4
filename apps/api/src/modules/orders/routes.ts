import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type VatReceipt } from '@atelier/contract/orders';
import { requireSession } from '../../plumbing/session/session.ts';
import { orderActor } from './order-link.ts';
import type { OrderService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';

/**
 * The customer's orders (R14.1): the list needs a signed-in user; one order's routes take the
 * signed-in owner, or a guest's order link for that order only (R5.15). Nobody sees another's order.
 */
export const orderRoutes: FastifyPluginAsync<{
  orders: OrderService;
  receipt: (userId: number, guid: string) => Promise<VatReceipt>;
}> = async (fastify, { orders, receipt }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, ordersEndpoints.myOrders, async (req) => orders.list((await requireSession(req)).user.id, req.query));

  registerEndpoint(app, ordersEndpoints.myOrder, async (req) => ({
    order: await orders.detail(await orderActor(req, req.params.id), req.params.id),
  }));

  registerEndpoint(app, ordersEndpoints.requestCancel, async (req) =>
    orders.requestCancel(await orderActor(req, req.params.id), req.params.id),
  );

  registerEndpoint(app, returnsEndpoints.requestRefund, async (req) =>
    orders.requestRefund(await orderActor(req, req.params.id), req.params.id, req.body.refundTo),
  );

  registerEndpoint(app, ordersEndpoints.receipt, async (req) => receipt(await orderActor(req, req.params.id), req.params.id));
};
