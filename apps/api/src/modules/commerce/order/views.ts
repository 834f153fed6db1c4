import type { OrderAddress, OrderDetail, OrderItem, OrderListItem, OrderSuccess } from '@atelier/contract/order';
import { mediaUrl, PLACEHOLDER_IMAGE, THUMBNAIL_WIDTH } from '@atelier/contract/media';
import { penceToPounds, vatInclusiveOf } from '@atelier/contract/money';
import { isCancelAvailable, isRefundAvailable, refundDeadline, statusLabel, type OrderFacts } from '@atelier/contract/order-status';
import { deliveryTimeline } from '@atelier/contract/order-timeline';
import { DELIVERY_LABELS, estimateText } from '@atelier/contract/delivery';
import { paymentStatusOf } from '@atelier/contract/payment';
import type { OrderEventRow, OrderLineRow, OrderRow } from './repository.ts';

/** Wire shapes of an order (R14.1), pounds with two decimals, from rows in pence. */

export function facts(order: OrderRow, lines: OrderLineRow[]): OrderFacts {
  return { status: order.status, deliveredAt: order.deliveredAt, hasFinalSale: lines.some((l) => l.isFinalSale) };
}

const units = (lines: OrderLineRow[]) => lines.reduce((n, l) => n + l.quantity, 0);

function item(l: OrderLineRow, unitPrice: 'incVat' | 'exVat'): OrderItem {
  const exVat = l.unitPricePence - vatInclusiveOf(l.unitPricePence);
  const image = l.imageMediaId ? mediaUrl(l.imageMediaId, THUMBNAIL_WIDTH) : PLACEHOLDER_IMAGE;
  return {
    name: l.productName,
    slug: l.productSlug,
    size: l.size,
    colour: l.colour,
    gender: l.gender,
    quantity: l.quantity,
    unitPrice: penceToPounds(unitPrice === 'incVat' ? l.unitPricePence : exVat),
    unitPriceIncVat: penceToPounds(l.unitPricePence),
    unitPriceExVat: penceToPounds(exVat),
    totalPrice: penceToPounds(l.lineTotalPence),
    image,
    coverImage: image,
    isFinalSale: l.isFinalSale,
  };
}

function address(order: OrderRow): OrderAddress {
  const a = (order.shippingAddress ?? {}) as Partial<OrderAddress>;
  return {
    fullName: a.fullName ?? '',
    phoneNumber: a.phoneNumber ?? '',
    addressLabel: a.addressLabel ?? '',
    addressLine1: a.addressLine1 ?? '',
    addressLine2: a.addressLine2 ?? '',
    city: a.city ?? '',
    country: a.country ?? '',
    postcode: a.postcode ?? '',
    addressNote: a.addressNote ?? '',
  };
}

export function toListItem(order: OrderRow, lines: OrderLineRow[], now: Date): OrderListItem {
  const f = facts(order, lines);
  return {
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: statusLabel(order.status),
    totalPrice: penceToPounds(order.totalPence),
    totalItems: units(lines),
    orderGuid: order.guid,
    isRefundAvailable: isRefundAvailable(f, now),
    isCancelAvailable: isCancelAvailable(f),
  };
}

/** The success page's order; unitPrice is the shelf price. */
export function toSummary(order: OrderRow, lines: OrderLineRow[], unitPrice: 'incVat' | 'exVat' = 'incVat'): OrderSuccess {
  return {
    orderGuid: order.guid,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: statusLabel(order.status),
    paymentStatus: paymentStatusOf(order.status),
    totalPrice: penceToPounds(order.totalPence),
    totalItemPrice: penceToPounds(order.itemsPence),
    totalTax: penceToPounds(order.vatPence),
    totalShippingCost: penceToPounds(order.shippingPence),
    subtotalExVat: penceToPounds(order.itemsPence - order.discountPence - order.vatPence),
    discountCode: order.discountCode,
    totalDiscount: penceToPounds(order.discountPence),
    deliveryMethod: order.deliveryMethod,
    deliveryLabel: DELIVERY_LABELS[order.deliveryMethod],
    deliveryEstimate: order.deliveryFrom && order.deliveryTo ? { from: order.deliveryFrom, to: order.deliveryTo } : null,
    deliveryEstimateText:
      order.deliveryFrom && order.deliveryTo
        ? estimateText(order.deliveryMethod, { from: order.deliveryFrom, to: order.deliveryTo })
        : estimateText('standard', deliveryTimeline(order.createdAt).delivered),
    totalItems: units(lines),
    shippingAddress: address(order),
    orderNote: order.orderNote,
    items: lines.map((l) => item(l, unitPrice)),
    timeline: deliveryTimeline(order.createdAt),
  };
}

/** The order detail; unitPrice excludes VAT, as R1.9 says. */
export function toDetail(order: OrderRow, lines: OrderLineRow[], events: OrderEventRow[], now: Date): OrderDetail {
  const f = facts(order, lines);
  const refundable = isRefundAvailable(f, now);
  return {
    ...toSummary(order, lines, 'exVat'),
    history: events.map((e) => ({
      status: e.toStatus as OrderDetail['status'],
      statusLabel: statusLabel(e.toStatus),
      at: e.createdAt.toISOString(),
      note: e.note,
    })),
    isRefundAvailable: refundable,
    isCancelAvailable: isCancelAvailable(f),
    refundAvailableUntil: refundable && order.deliveredAt ? refundDeadline(order.deliveredAt).toISOString() : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}
