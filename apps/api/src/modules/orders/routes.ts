import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@atelier/contract/shared';
import {
  OrderActionResponse,
  OrderDetailResponse,
  OrderIdParams,
  OrderListQuery,
  OrderListResponse,
  VatReceipt,
} from '@atelier/contract/orders';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import type { OrderService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['orders'];

/** The customer's orders (R14.1): every route needs a signed-in user and sees only their orders. */
export const orderRoutes: FastifyPluginAsync<{
  orders: OrderService;
  receipt: (userId: number, guid: string) => Promise<VatReceipt>;
}> = async (fastify, { orders, receipt }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireAuth);

  app.get(
    '/order/paginated',
    {
      schema: {
        tags,
        summary: 'Order history, newest first (5 a page by default); unpaid checkouts never appear',
        querystring: OrderListQuery,
        response: { 200: OrderListResponse, ...errors },
      },
    },
    async (req) => orders.list((await requireSession(req)).user.id, req.query),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags,
        summary: 'One order by its orderGuid, with its status history',
        params: OrderIdParams,
        response: { 200: OrderDetailResponse, ...errors },
      },
    },
    async (req) => ({ order: await orders.detail((await requireSession(req)).user.id, req.params.id) }),
  );

  app.put(
    '/order/cancel-request/:id',
    {
      schema: {
        tags,
        summary: 'Ask to cancel (Waiting or Processing, no Final Sale item); 409 with the reason otherwise',
        params: OrderIdParams,
        response: { 200: OrderActionResponse, ...errors },
      },
    },
    async (req) => orders.requestCancel((await requireSession(req)).user.id, req.params.id),
  );

  app.post(
    '/order/refund-request/:id',
    {
      schema: {
        tags,
        summary: 'Ask for a refund (Delivered within 14 days, no Final Sale item); 409 with the reason otherwise',
        params: OrderIdParams,
        response: { 200: OrderActionResponse, ...errors },
      },
    },
    async (req) => orders.requestRefund((await requireSession(req)).user.id, req.params.id),
  );

  app.get(
    '/order/:id/receipt',
    {
      schema: {
        tags,
        summary: 'The VAT receipt of a paid order (amounts in pence), with a credit note for what was refunded',
        params: OrderIdParams,
        response: { 200: VatReceipt, ...errors },
      },
    },
    async (req) => receipt((await requireSession(req)).user.id, req.params.id),
  );
};
