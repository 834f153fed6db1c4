import { formatPence } from '@atelier/contract/shared';
import type { AuditEntry } from '../../kit/audit.ts';
import type { OrderAdminService } from '../orders/admin-service.ts';
import type { OwnerRefundService } from './owner-refund-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';

/**
 * What the owner starts on an order without a request from the customer: cancelling a paid order
 * before it leaves (R22.17), refunding one that has left, whole or in part (R22.18). Each is
 * refunded through the payment provider, audited with the amount, and refused with 409 when the
 * order has moved on since the owner looked.
 */
export function ownerOrderRoutes(
  app: AdminApp,
  { recorded, adminId }: AdminRouteKit,
  orders: OrderAdminService,
  refunds: OwnerRefundService,
): void {
  registerEndpoint(app, ordersEndpoints.ownerCancelOrder, async (req) => {
    const { guid } = req.params;
    const done = await orders.cancel(guid, await adminId(req), req.body);
    const audit: AuditEntry = {
      action: 'order.cancel',
      target: `order ${done.orderNumber}`,
      detail: { refund: formatPence(Math.round(done.refundedTotal * 100)), reason: req.body.reason, refundTo: req.body.refundTo },
    };
    return recorded(req, { audit, ...(await orders.detail(guid)) });
  });

  registerEndpoint(app, ordersEndpoints.goodwillRefund, async (req) => {
    const { guid } = req.params;
    const done = await refunds.goodwill(guid, await adminId(req), req.body);
    const audit: AuditEntry = {
      action: 'order.goodwill-refund',
      target: `order ${done.orderNumber}`,
      detail: {
        refund: formatPence(req.body.expectedPence),
        reason: req.body.reason,
        left: formatPence(done.leftPence),
        refundTo: req.body.refundTo,
      },
    };
    return recorded(req, { audit, ...(await orders.detail(guid)) });
  });

  registerEndpoint(app, returnsEndpoints.ownerRefundQuote, (req) => refunds.quote(req.params.guid, req.body.items));

  registerEndpoint(app, returnsEndpoints.ownerRefund, async (req) => {
    const { guid } = req.params;
    const done = await refunds.refund(guid, await adminId(req), req.body);
    const after = await orders.detail(guid);
    const items = (req.body.items ?? []).map((i) => {
      const line = after.order.items.find((l) => l.lineId === i.lineId);
      return `${i.quantity} x ${line ? `${line.name} (${line.size})` : `line ${i.lineId}`}`;
    });
    const audit: AuditEntry = {
      action: 'order.refund',
      target: `order ${done.orderNumber}`,
      detail: {
        refund: formatPence(done.amountPence),
        refundTo: req.body.refundTo,
        items: items.length ? items.join(', ') : 'everything left',
        restock: req.body.restock,
        reason: req.body.reason,
        status: after.order.statusLabel,
      },
    };
    return recorded(req, { audit, ...after });
  });
}
