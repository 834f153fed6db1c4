import type { OrderAdminService } from '../orders/admin-service.ts';
import type { ReturnsService } from './returns-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';

/** Deciding item returns (R21.3): approve (refund, optionally restock) or reject with a note, each audited. */
export function returnRoutes(
  app: AdminApp,
  { recorded, adminId }: AdminRouteKit,
  returns: ReturnsService,
  orders: OrderAdminService,
): void {
  registerEndpoint(app, returnsEndpoints.approveReturn, async (req) => {
    const { guid, id } = req.params;
    const after = await returns.approve(guid, id, await adminId(req), req.body);
    const refund = after.returns.find((r) => r.id === id)?.refund ?? 0;
    const audit = {
      action: 'order.approve-return',
      target: `order ${after.orderNumber}`,
      detail: {
        return: id,
        refund: `£${refund.toFixed(2)}`,
        restock: req.body.restock,
        ...(req.body.note ? { note: req.body.note } : {}),
      },
    };
    return recorded(req, { audit, ...(await orders.detail(guid)) });
  });
  registerEndpoint(app, returnsEndpoints.rejectReturn, async (req) => {
    const { guid, id } = req.params;
    const after = await returns.reject(guid, id, await adminId(req), req.body.note);
    const audit = { action: 'order.reject-return', target: `order ${after.orderNumber}`, detail: { return: id, note: req.body.note } };
    return recorded(req, { audit, ...(await orders.detail(guid)) });
  });
}
