import { formatPence } from '@atelier/contract/shared';
import type { AuditEntry } from '../../kit/audit.ts';
import type { OrderAdminService } from '../orders/admin-service.ts';
import type { ReturnsService } from './returns-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';

/** The units a return is about, as the log says them: "2 × Linen Shirt (M)". */
function returnedItem(r: { quantity: number; name: string; size: string }): string {
  return `${r.quantity > 1 ? `${r.quantity} × ` : ''}${r.name} (${r.size})`;
}

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
    const decided = after.returns.find((r) => r.id === id);
    const audit: AuditEntry = {
      action: 'order.approve-return',
      target: `order ${after.orderNumber}`,
      detail: {
        return: id,
        ...(decided ? { item: returnedItem(decided) } : {}),
        refund: formatPence(Math.round((decided?.refund ?? 0) * 100)),
        restock: req.body.restock,
        ...(decided ? { refundTo: decided.refundTo } : {}),
        ...(req.body.note ? { note: req.body.note } : {}),
      },
    };
    return recorded(req, { audit, ...(await orders.detail(guid)) });
  });
  registerEndpoint(app, returnsEndpoints.rejectReturn, async (req) => {
    const { guid, id } = req.params;
    const after = await returns.reject(guid, id, await adminId(req), req.body.note);
    const decided = after.returns.find((r) => r.id === id);
    const audit: AuditEntry = {
      action: 'order.reject-return',
      target: `order ${after.orderNumber}`,
      detail: { return: id, ...(decided ? { item: returnedItem(decided) } : {}), note: req.body.note },
    };
    return recorded(req, { audit, ...(await orders.detail(guid)) });
  });
}
