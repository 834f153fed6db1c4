import type { AdminOrder, OrderAction } from '@atelier/contract/orders';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import type { AuditEntry } from '../../kit/audit.ts';
import type { AdminApp, AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
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
  registerEndpoint(app, ordersEndpoints.adminOrders, (req) => orders.list(req.query));
  registerEndpoint(app, ordersEndpoints.adminOrder, (req) => orders.detail(req.params.guid));
  registerEndpoint(app, ordersEndpoints.adminOrderAction, async (req) => {
    const { guid, action } = req.params;
    const body = req.body ?? { note: '' };
    const note = body.note;
    const { before, after } = await orders.act(guid, action, await adminId(req), body);
    return (await recorded(req, { order: after, audit: orderMoveEntry(action, before, after, note) })).order;
  });
}
