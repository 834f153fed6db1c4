import { DELIVERY_LABELS, estimateText } from '@atelier/contract/delivery';
import type { OrderAddress } from '@atelier/contract/order';
import { addBusinessDays, DELIVERY_BUSINESS_DAYS, deliveryTimeline, ukDate } from '@atelier/contract/order-timeline';
import {
  cancelDeclinedMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderShippedMail,
  refundIssuedMail,
  refundRejectedMail,
  type OrderMailData,
} from '../../mail/order-templates.tsx';
import type { MailContent } from '../../mail/render.ts';
import type { CommerceDeps } from '../deps.ts';
import { orderRepository } from './repository.ts';

/** A mail to send once the transaction that made the change has committed. */
export type Notice =
  | { kind: 'confirmation'; orderId: number }
  | { kind: 'shipped'; orderId: number }
  | { kind: 'cancelled'; orderId: number; refundPence: number }
  | { kind: 'cancel-declined'; orderId: number }
  | { kind: 'refunded'; orderId: number; refundPence: number }
  | { kind: 'refund-rejected'; orderId: number; reason: string };

/** Sends the customer mails of committed changes; a failure is logged and never undoes the change. */
export async function sendNotices(deps: CommerceDeps, notices: Notice[]): Promise<void> {
  const repo = orderRepository(deps.db);
  for (const n of notices) {
    try {
      const order = await repo.byId(n.orderId);
      const customer = order && (await repo.customer(order.userId));
      if (!order || !customer) continue;
      const lines = await repo.lines(order.id);
      const data: OrderMailData = {
        firstName: customer.firstName,
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        lines: lines.map((l) => ({
          name: l.productName,
          size: l.size,
          colour: l.colour,
          quantity: l.quantity,
          lineTotalPence: l.lineTotalPence,
        })),
        itemsPence: order.itemsPence,
        vatPence: order.vatPence,
        shippingPence: order.shippingPence,
        totalPence: order.totalPence,
        discountCode: order.discountCode,
        discountPence: order.discountPence,
        delivery: {
          label: DELIVERY_LABELS[order.deliveryMethod],
          // Standard delivery keeps its dispatch-and-arrival sentence (R2.4).
          estimate:
            order.deliveryMethod !== 'standard' && order.deliveryFrom && order.deliveryTo
              ? estimateText(order.deliveryMethod, { from: order.deliveryFrom, to: order.deliveryTo })
              : null,
        },
        address: order.shippingAddress as OrderAddress,
        ordersUrl: `${deps.config.publicUrl}/account-orders`,
      };
      deps.mailer.sendLater({ to: customer.email, ...content(n, data, order.createdAt, order.shippedAt) });
    } catch (err) {
      deps.log.error({ err, notice: n }, 'order mail could not be prepared');
    }
  }
}

function content(n: Notice, data: OrderMailData, orderedAt: Date, shippedAt: Date | null): MailContent {
  switch (n.kind) {
    case 'confirmation':
      return orderConfirmationMail(data, deliveryTimeline(orderedAt));
    case 'shipped': {
      // Delivered 3-5 business days after the actual dispatch (R2.4).
      const dispatched = ukDate(shippedAt ?? orderedAt);
      return orderShippedMail(data, {
        from: addBusinessDays(dispatched, DELIVERY_BUSINESS_DAYS.min),
        to: addBusinessDays(dispatched, DELIVERY_BUSINESS_DAYS.max),
      });
    }
    case 'cancelled':
      return orderCancelledMail(data, n.refundPence);
    case 'cancel-declined':
      return cancelDeclinedMail(data);
    case 'refunded':
      return refundIssuedMail(data, n.refundPence);
    case 'refund-rejected':
      return refundRejectedMail(data, n.reason);
  }
}
