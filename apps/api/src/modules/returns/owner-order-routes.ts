import {
  AdminOrder,
  AdminOrderParams,
  OwnerCancelBody,
  OwnerRefundBody,
  OwnerRefundQuoteBody,
  RefundQuote,
} from '@atelier/contract/orders';
import { ErrorBody, formatPence } from '@atelier/contract/shared';
import type { OrderAdminService } from '../orders/admin-service.ts';
import type { OwnerRefundService } from './owner-refund-service.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';

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
  app.post(
    '/orders/:guid/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a paid order not shipped yet (Waiting, Processing): refund everything paid through the provider, put the stock back, mail the customer the reason; 409 once it has moved on, 502 when the refund fails',
        params: AdminOrderParams,
        body: OwnerCancelBody,
        response: { 200: AdminOrder, ...errors, 502: ErrorBody },
      },
    },
    async (req) => {
      const { guid } = req.params;
      const done = await orders.cancel(guid, await adminId(req), req.body.reason);
      const audit = {
        action: 'order.cancel',
        target: `order ${done.orderNumber}`,
        detail: { refund: formatPence(Math.round(done.refundedTotal * 100)), reason: req.body.reason },
      };
      return recorded(req, { audit, ...(await orders.detail(guid)) });
    },
  );

  app.post(
    '/orders/:guid/refund-quote',
    {
      schema: {
        tags,
        summary:
          'What refunding these units of a shipped or delivered order (all that is left when none are named) would pay back, and what the order becomes; changes nothing',
        params: AdminOrderParams,
        body: OwnerRefundQuoteBody,
        response: { 200: RefundQuote, ...errors },
      },
    },
    (req) => refunds.quote(req.params.guid, req.body.items),
  );

  app.post(
    '/orders/:guid/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a shipped or delivered order, whole or chosen units, through the provider, restocking if asked, and mail the customer; 409 when the units are refunded already or the amount is no longer the one confirmed, 502 when the refund fails',
        params: AdminOrderParams,
        body: OwnerRefundBody,
        response: { 200: AdminOrder, ...errors, 502: ErrorBody },
      },
    },
    async (req) => {
      const { guid } = req.params;
      const done = await refunds.refund(guid, await adminId(req), req.body);
      const after = await orders.detail(guid);
      const items = (req.body.items ?? []).map((i) => {
        const line = after.order.items.find((l) => l.lineId === i.lineId);
        return `${i.quantity} x ${line ? `${line.name} (${line.size})` : `line ${i.lineId}`}`;
      });
      const audit = {
        action: 'order.refund',
        target: `order ${done.orderNumber}`,
        detail: {
          refund: formatPence(done.amountPence),
          items: items.length ? items.join(', ') : 'everything left',
          restock: req.body.restock,
          reason: req.body.reason,
          status: after.order.statusLabel,
        },
      };
      return recorded(req, { audit, ...after });
    },
  );
}
