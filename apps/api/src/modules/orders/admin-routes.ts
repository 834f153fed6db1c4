import {
  AdminOrder,
  AdminOrderActionBody,
  AdminOrderActionParams,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderParams,
  type OrderAction,
} from '@atelier/contract/orders';
import { ErrorBody } from '@atelier/contract/shared';
import type { AuditEntry } from '../../kit/audit.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import type { OrderAdminService } from './admin-service.ts';

/** The entry for an order move, from the order's admin view before and after it. */
export function orderMoveEntry(action: OrderAction, before: AdminOrder, after: AdminOrder, note: string): AuditEntry {
  return {
    action: `order.${action}`,
    target: `order ${after.order.orderNumber}`,
    detail: { status: `${before.order.status} -> ${after.order.status}`, ...(note ? { note } : {}) },
  };
}

/** The back office's orders: the list, one order, and the moves of shop rules R6.2. */
export function orderAdminRoutes(app: AdminApp, { recorded, adminId }: AdminRouteKit, orders: OrderAdminService): void {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Orders, newest first, by status and order number or customer email',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderList, ...errors },
      },
    },
    (req) => orders.list(req.query),
  );
  app.get(
    '/orders/:guid',
    {
      schema: {
        tags,
        summary: 'One order with its customer, timeline and the moves it allows',
        params: AdminOrderParams,
        response: { 200: AdminOrder, ...errors },
      },
    },
    (req) => orders.detail(req.params.guid),
  );
  app.post(
    '/orders/:guid/:action',
    {
      schema: {
        tags,
        summary:
          'Move an order (shop rules R6.2): process, ship, deliver, approve-cancel, decline-cancel, approve-refund, reject-refund; 409 when not allowed, 502 when the refund fails',
        params: AdminOrderActionParams,
        body: AdminOrderActionBody.optional(),
        response: { 200: AdminOrder, ...errors, 502: ErrorBody },
      },
    },
    async (req) => {
      const { guid, action } = req.params;
      const body = req.body ?? { note: '' };
      const note = body.note;
      const { before, after } = await orders.act(guid, action, await adminId(req), body);
      return (await recorded(req, { order: after, audit: orderMoveEntry(action, before, after, note) })).order;
    },
  );
}
