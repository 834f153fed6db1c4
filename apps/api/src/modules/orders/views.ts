import {
  type OrderAddress,
  type OrderDetail,
  type OrderItem,
  type OrderListItem,
  type OrderSuccess,
  isCancelAvailable,
  isRefundAvailable,
  refundDeadline,
  statusLabel,
  statusLabelFor,
  type OrderFacts,
  deliveryTimeline,
} from '@atelier/contract/orders';
import { mediaUrl, PLACEHOLDER_IMAGE, THUMBNAIL_WIDTH } from '@atelier/contract/catalogue';
import { penceToPounds, placedOrderTotals, vatInclusiveOf } from '@atelier/contract/shared';
import { DELIVERY_LABELS, estimateText } from '@atelier/contract/checkout';
import { paymentStatusOf } from '@atelier/contract/payments';
import { orderPayments } from '@atelier/contract/balances';
import {
  type OrderReturn,
  heldUnits,
  lineReturnability,
  orderReturnBlockReason,
  RETURN_REASON_LABELS,
  type RecordedReturnReason,
  EXCHANGE_STATE_LABELS,
  type ExchangeOption,
  type ReturnExchange,
} from '@atelier/contract/returns';
import { trackingOf } from '@atelier/contract/fulfilment';
import type { OrderEventRow, OrderLineRow, OrderRow } from './repository.ts';
import type { OrderReturnRow } from './returns-repository.ts';

/** Wire shapes of an order (R14.1), pounds with two decimals, from rows in pence. */

export function facts(order: OrderRow, lines: OrderLineRow[]): OrderFacts {
  return { status: order.status, deliveredAt: order.deliveredAt, hasFinalSale: lines.some((l) => l.isFinalSale) };
}

const units = (lines: OrderLineRow[]) => lines.reduce((n, l) => n + l.quantity, 0);

type Returnability = { returnable: number; reason: string | null; exchangeOptions?: ExchangeOption[] };
const NOT_YET: Returnability = { returnable: 0, reason: null };

function item(l: OrderLineRow, vatRatePercent: number, unitPrice: 'incVat' | 'exVat', r: Returnability = NOT_YET): OrderItem {
  const exVat = l.unitPricePence - vatInclusiveOf(l.unitPricePence, vatRatePercent);
  const image = l.imageMediaId ? mediaUrl(l.imageMediaId, THUMBNAIL_WIDTH) : PLACEHOLDER_IMAGE;
  return {
    lineId: l.id,
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
    returnableQuantity: r.returnable,
    returnBlock: r.reason,
    exchangeOptions: r.returnable > 0 ? (r.exchangeOptions ?? []) : [],
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

export function toListItem(order: OrderRow, lines: OrderLineRow[], now: Date, windowDays: number): OrderListItem {
  const f = facts(order, lines);
  return {
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: statusLabelFor(order.status, order.deliveryMethod),
    totalPrice: penceToPounds(order.totalPence),
    totalItems: units(lines),
    orderGuid: order.guid,
    isRefundAvailable: isRefundAvailable(f, now, windowDays),
    isCancelAvailable: isCancelAvailable(f),
  };
}

/** The success page's order; unitPrice is the shelf price. */
export function toSummary(
  order: OrderRow,
  lines: OrderLineRow[],
  unitPrice: 'incVat' | 'exVat' = 'incVat',
  returnability: (l: OrderLineRow) => Returnability = () => NOT_YET,
): OrderSuccess {
  const t = placedOrderTotals(order);
  const paid = orderPayments(order);
  return {
    orderGuid: order.guid,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    statusLabel: statusLabelFor(order.status, order.deliveryMethod),
    paymentStatus: paymentStatusOf(order.status),
    totalPrice: penceToPounds(order.totalPence),
    totalItemPrice: penceToPounds(order.itemsPence),
    totalTax: penceToPounds(t.vatPence),
    totalShippingCost: penceToPounds(t.shippingPence),
    shippingExVat: penceToPounds(t.shippingExVatPence),
    subtotalExVat: penceToPounds(t.subtotalExVatPence),
    discountCode: order.discountCode,
    totalDiscount: penceToPounds(order.discountPence),
    paidByBalance: penceToPounds(paid.byBalancePence),
    paidByCard: penceToPounds(paid.byCardPence),
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
    items: lines.map((l) => item(l, order.vatRatePercent, unitPrice, returnability(l))),
    timeline: deliveryTimeline(order.createdAt),
  };
}

/** A replacement order as the return naming it shows it. */
export interface ExchangeOrder {
  orderNumber: string;
  guid: string;
  totalPence: number;
  payUrl: string | null;
}

function exchangeView(r: OrderReturnRow, made: ExchangeOrder | undefined): ReturnExchange | null {
  if (!r.exchangeState || r.exchangeProductName === null) return null;
  return {
    name: r.exchangeProductName,
    colour: r.exchangeColour ?? '',
    size: r.exchangeSize ?? '',
    unitPrice: penceToPounds(r.exchangeUnitPricePence ?? 0),
    state: r.exchangeState,
    stateLabel: EXCHANGE_STATE_LABELS[r.exchangeState],
    holdUntil: r.exchangeState === 'held' ? (r.exchangeHoldUntil?.toISOString() ?? null) : null,
    orderNumber: made?.orderNumber ?? null,
    orderGuid: made?.guid ?? null,
    charge: made ? penceToPounds(made.totalPence) : null,
    payUrl: made?.payUrl ?? null,
  };
}

function returnView(r: OrderReturnRow, lines: OrderLineRow[], made: Map<number, ExchangeOrder>): OrderReturn {
  const line = lines.find((l) => l.id === r.orderLineId);
  return {
    id: r.id,
    lineId: r.orderLineId,
    name: line?.productName ?? '',
    size: line?.size ?? '',
    colour: line?.colour ?? '',
    quantity: r.quantity,
    reason: r.reason as RecordedReturnReason,
    reasonLabel: RETURN_REASON_LABELS[r.reason as RecordedReturnReason] ?? r.reason,
    comment: r.comment,
    status: r.status,
    ownerNote: r.ownerNote,
    refund: r.refundPence === null ? null : penceToPounds(r.refundPence),
    restocked: r.restocked,
    requestedAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    exchange: exchangeView(r, r.exchangeOrderId === null ? undefined : made.get(r.exchangeOrderId)),
    refundTo: r.refundTo,
  };
}

export interface ReturnContext {
  returns: OrderReturnRow[];
  /** The shop's return window in days (R21.2). */
  windowDays: number;
  /** Per line, what it may be exchanged for while returns are open (R21.20). */
  exchangeOptions?: Map<number, ExchangeOption[]>;
  /** The replacement orders of the order's exchanges, by id (R21.22). */
  exchangeOrders?: Map<number, ExchangeOrder>;
  /** What of the refunds went to store credit, and whether the order has an account to take it (R23.17, R23.18). */
  storeCredit?: { refundedPence: number; allowed: boolean };
}

/** The order detail; unitPrice excludes VAT, as R1.9 says. */
export function toDetail(order: OrderRow, lines: OrderLineRow[], events: OrderEventRow[], now: Date, ctx: ReturnContext): OrderDetail {
  const f = facts(order, lines);
  // The whole-order request (R6.4) is for orders none of whose items are being returned one by one.
  const refundable = isRefundAvailable(f, now, ctx.windowDays) && heldUnits(ctx.returns) === 0;
  const orderBlock = orderReturnBlockReason(order, now, ctx.windowDays);
  const perLine = (l: OrderLineRow): Returnability =>
    orderBlock
      ? { returnable: 0, reason: orderBlock }
      : {
          ...lineReturnability(
            l,
            ctx.returns.filter((r) => r.orderLineId === l.id),
          ),
          exchangeOptions: ctx.exchangeOptions?.get(l.id) ?? [],
        };
  const anyReturnable = !orderBlock && lines.some((l) => perLine(l).returnable > 0);
  return {
    ...toSummary(order, lines, 'exVat', perLine),
    history: events.map((e) => ({
      status: e.toStatus as OrderDetail['status'],
      statusLabel: statusLabel(e.toStatus),
      at: e.createdAt.toISOString(),
      note: e.note,
    })),
    isRefundAvailable: refundable,
    isCancelAvailable: isCancelAvailable(f),
    refundAvailableUntil: refundable && order.deliveredAt ? refundDeadline(order.deliveredAt, ctx.windowDays).toISOString() : null,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    isReturnAvailable: anyReturnable,
    returnBlock: anyReturnable
      ? null
      : (orderBlock ?? 'Every item of this order has been returned, asked to be returned, or is Final Sale.'),
    returnAvailableUntil: !orderBlock && order.deliveredAt ? refundDeadline(order.deliveredAt, ctx.windowDays).toISOString() : null,
    returns: ctx.returns.map((r) => returnView(r, lines, ctx.exchangeOrders ?? new Map())),
    refundedTotal: penceToPounds(order.refundedPence),
    refundedToStoreCredit: penceToPounds(ctx.storeCredit?.refundedPence ?? 0),
    storeCreditAllowed: ctx.storeCredit?.allowed ?? false,
    refundRequestedTo: order.status === 'RefundRequested' ? (order.refundToRequested ?? 'card') : null,
    tracking: trackingOf(order.carrier, order.trackingNumber),
  };
}
