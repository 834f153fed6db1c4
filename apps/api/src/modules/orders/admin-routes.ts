import type { AdminOrder, OrderAction } from '@atelier/contract/orders';
import { formatPence } from '@atelier/contract/shared';
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
  // The approvals that send money back: routes of their own (refunds permission, the step-up rule on the amount).
  for (const [action, declared] of [
    ['approve-cancel', ordersEndpoints.approveCancel],
    ['approve-refund', ordersEndpoints.approveRefund],
  ] as const)
    registerEndpoint(app, declared, async (req) => {
      const { guid } = req.params;
      const { before, after } = await orders.approve(guid, action, await adminId(req), req.body.expectedPence, req.body.refundTo);
      const entry = orderMoveEntry(action, before, after, '');
      const audit = { ...entry, detail: { ...entry.detail, refund: formatPence(req.body.expectedPence), refundTo: req.body.refundTo } };
      return (await recorded(req, { order: after, audit })).order;
    });
}
