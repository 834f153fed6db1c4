import { z } from 'zod';
import { GuestOrderInfo } from './guest-orders.ts';
import { PageNumber } from '../shared/edge.ts';
import { DELIVERY_METHODS } from '../checkout/delivery.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { PAYMENT_STATUSES } from '../payments/payment.ts';
import { OrderReturn } from '../returns/return-schemas.ts';
import { ExchangeOption } from '../returns/exchanges.ts';
import { CARRIERS } from '../fulfilment/tracking.ts';
import { REFUND_DESTINATIONS } from '../balances/balances.ts';

/** Order history page size (R6.9). */
export const ORDER_PAGE_SIZE = 5;
export const MAX_ORDER_PAGE_SIZE = 50;

/** GET /api/order/paginated (defaults 1 and 5). */
export const OrderListQuery = z.object({
  page: PageNumber,
  limit: z.coerce.number().int().min(1).max(MAX_ORDER_PAGE_SIZE).default(ORDER_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** The order's guid (orderGuid); a malformed one is simply not found. */
export const OrderIdParams = z.object({ id: z.string().max(64) });
export const SessionIdParams = z.object({ session_id: z.string().max(255) });

const Status = z.enum(ORDER_STATUSES);

export const OrderListItem = z
  .object({
    orderNumber: z.string(),
    /** ISO instant the order was placed. */
    orderDate: z.string(),
    status: Status,
    /** 'Cancel Requested' and so on (R6.8). */
    statusLabel: z.string(),
    /** Pounds, VAT and shipping included. */
    totalPrice: z.number(),
    /** Units over all lines. */
    totalItems: z.number().int(),
    orderGuid: z.string(),
    isRefundAvailable: z.boolean(),
    /** Waiting or Processing and no Final Sale item: the Cancel action may be offered. */
    isCancelAvailable: z.boolean(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof OrderListItem>;

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const OrderListResponse = z.object({ orders: z.array(OrderListItem), pagination: Pagination }).meta({ id: 'OrderListResponse' });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

export const OrderAddress = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLabel: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  country: z.string(),
  postcode: z.string(),
  addressNote: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

const DateWindow = z.object({ from: z.string(), to: z.string() });
/** Estimates of R2.5, as UK calendar days 'YYYY-MM-DD'. */
export const OrderTimeline = z.object({ confirmed: z.string(), shipped: DateWindow, delivered: DateWindow });

export const OrderItem = z
  .object({
    /** The order line, which an item return names. */
    lineId: z.number().int(),
    name: z.string(),
    slug: z.string(),
    size: z.string(),
    colour: z.string(),
    gender: z.string(),
    quantity: z.number().int(),
    /**
     * On the success page the shelf price (VAT included); in the order detail the price excluding
     * VAT, as R1.9 says. unitPriceIncVat and unitPriceExVat are the same in both.
     */
    unitPrice: z.number(),
    unitPriceIncVat: z.number(),
    unitPriceExVat: z.number(),
    /** Line total, VAT included. */
    totalPrice: z.number(),
    /** Image address (same as coverImage). */
    image: z.string(),
    coverImage: z.string(),
    isFinalSale: z.boolean(),
    /** Units that may be returned now (R21.1); 0 with returnBlock saying why. */
    returnableQuantity: z.number().int(),
    returnBlock: z.string().nullable(),
    /** While units may be returned: the other sizes and colours of the style in stock, to exchange for (R21.20). */
    exchangeOptions: z.array(ExchangeOption),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItem>;

/** Everything the success page (R5.10) shows; amounts in pounds. */
export const OrderSummary = z.object({
  orderGuid: z.string(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: Status,
  statusLabel: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** What was charged: items plus shipping. */
  totalPrice: z.number(),
  /** Items, VAT included. */
  totalItemPrice: z.number(),
  /** The order's VAT as stored at checkout: the discounted items' and the delivery's (R1.5, shared/vat.ts). */
  totalTax: z.number(),
  /** Delivery, VAT included. */
  totalShippingCost: z.number(),
  /** Delivery less its VAT. */
  shippingExVat: z.number(),
  /** Items after the discount, less their VAT. */
  subtotalExVat: z.number(),
  /** The discount code used, and what it took off the items (R20.7); null and 0 without one. */
  discountCode: z.string().nullable(),
  totalDiscount: z.number(),
  /** Of the total, what gift cards and store credit paid, and what the card paid (R23.5). */
  paidByBalance: z.number(),
  paidByCard: z.number(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryLabel: z.string(),
  /** Arrival, or Click & collect readiness, as UK days; estimateText says it in words. */
  deliveryEstimate: DateWindow.nullable(),
  deliveryEstimateText: z.string(),
  totalItems: z.number().int(),
  shippingAddress: OrderAddress,
  orderNote: z.string(),
  items: z.array(OrderItem),
  timeline: OrderTimeline,
});

export const OrderSuccessResponse = z
  .object({
    order: OrderSummary,
    /** A guest's order (R5.17): its address and whether that address has an account; absent for a customer's. */
    guest: GuestOrderInfo.optional(),
  })
  .meta({ id: 'OrderSuccessResponse' });
export type OrderSuccess = z.infer<typeof OrderSummary>;

export const OrderHistoryEntry = z.object({
  status: Status,
  statusLabel: z.string(),
  /** ISO instant. */
  at: z.string(),
  note: z.string(),
});

export const OrderDetail = OrderSummary.extend({
  history: z.array(OrderHistoryEntry),
  isRefundAvailable: z.boolean(),
  isCancelAvailable: z.boolean(),
  /** While a refund may be requested: the last instant (ISO); else null. */
  refundAvailableUntil: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Items may be returned one by one (R21.1); returnBlock says why not when false. */
  isReturnAvailable: z.boolean(),
  returnBlock: z.string().nullable(),
  returnAvailableUntil: z.string().nullable(),
  returns: z.array(OrderReturn),
  /** Pounds refunded so far, by any path. */
  refundedTotal: z.number(),
  /** Of that, pounds added to the customer's store credit (R23.18). */
  refundedToStoreCredit: z.number(),
  /** A refund may go to store credit: the order has a customer account, not a guest's (R23.17). */
  storeCreditAllowed: z.boolean(),
  /** While a whole-order refund request is open: where the customer asked it to go (R23.16). */
  refundRequestedTo: z.enum(REFUND_DESTINATIONS).nullable(),
  /** Carrier and tracking number given on dispatch (R21.8). */
  tracking: z.object({ carrier: z.enum(CARRIERS), carrierLabel: z.string(), number: z.string(), url: z.string().nullable() }).nullable(),
}).meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ order: OrderDetail }).meta({ id: 'OrderDetailResponse' });

/** Answer of the cancel and refund requests: a sentence for the shopper and the order as it now is. */
export const OrderActionResponse = z.object({ message: z.string(), order: OrderDetail }).meta({ id: 'OrderActionResponse' });

export const ORDER_MESSAGES = {
  notFound: 'Order not found.',
  cancelRequested: 'Your cancellation request has been received. We will email you once it has been reviewed.',
  refundRequested:
    'Your refund request has been received. Please send the items back; the refund is issued within 5 business days after we receive and inspect them.',
  returnRequested:
    'Your return request has been received. Please send the items back; the refund is issued within 5 business days after we receive and inspect them.',
  exchangeRequested:
    'Your request has been received, and we are holding your new size or colour for you. Please send the items back; we send the replacement once they arrive.',
} as const;
