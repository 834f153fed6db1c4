import { AdminOrder } from '@atelier/contract/orders';
import { ErrorBody } from '@atelier/contract/shared';
import { ReturnApproveBody, ReturnParams, ReturnRejectBody } from '@atelier/contract/returns';
import type { OrderAdminService } from '../orders/admin-service.ts';
import type { ReturnsService } from './returns-service.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';

/** Deciding item returns (R21.3): approve (refund, optionally restock) or reject with a note, each audited. */
export function returnRoutes(
  app: AdminApp,
  { recorded, adminId }: AdminRouteKit,
  returns: ReturnsService,
  orders: OrderAdminService,
): void {
  app.post(
    '/orders/:guid/returns/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve an item return: refund its paid share through the provider, restock if asked; 409 when already decided, 502 when the refund fails',
        params: ReturnParams,
        body: ReturnApproveBody,
        response: { 200: AdminOrder, ...errors, 502: ErrorBody },
      },
    },
    async (req) => {
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
    },
  );
  app.post(
    '/orders/:guid/returns/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject an item return with a note the customer is mailed; 409 when already decided',
        params: ReturnParams,
        body: ReturnRejectBody,
        response: { 200: AdminOrder, ...errors },
      },
    },
    async (req) => {
      const { guid, id } = req.params;
      const after = await returns.reject(guid, id, await adminId(req), req.body.note);
      const audit = { action: 'order.reject-return', target: `order ${after.orderNumber}`, detail: { return: id, note: req.body.note } };
      return recorded(req, { audit, ...(await orders.detail(guid)) });
    },
  );
}
