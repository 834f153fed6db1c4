import { z } from 'zod';
import { Guid, IdNumber, PageNumber, UkDay } from '../shared/edge.ts';
import { DELIVERY_METHODS } from '../checkout/delivery.ts';
import { OrderDetail } from './order.ts';
import { ConfirmedPence } from '../returns/return-schemas.ts';
import { RefundTo } from '../balances/balance-schemas.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { CARRIERS, TRACKING_NUMBER_PATTERN, normaliseTrackingNumber } from '../fulfilment/tracking.ts';

/** What an admin can do to an order (R6.2, R14.2); each is POST /api/admin/orders/{guid}/{action}. */
export const ORDER_ACTIONS = [
  'process',
  'ship',
  'deliver',
  'ready-to-collect',
  'collected',
  'approve-cancel',
  'decline-cancel',
  'approve-refund',
  'reject-refund',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
/**
 * The actions that send money back: each has a route of its own (refunds permission) whose body
 * carries the amount the person confirmed, held to the real refund (409) and to the step-up rule (R13.13).
 */
export const MONEY_ACTIONS = ['approve-cancel', 'approve-refund'] as const satisfies readonly OrderAction[];
export type MoneyAction = (typeof MONEY_ACTIONS)[number];
/** The moves of POST /api/admin/orders/{guid}/{action}: every action but those that send money back. */
export const STATUS_ACTIONS = [
  'process',
  'ship',
  'deliver',
  'ready-to-collect',
  'collected',
  'decline-cancel',
  'reject-refund',
] as const satisfies readonly Exclude<OrderAction, MoneyAction>[];
export const isMoneyAction = (a: OrderAction): a is MoneyAction => (MONEY_ACTIONS as readonly string[]).includes(a);

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  process: 'Start processing',
  ship: 'Mark as shipped',
  deliver: 'Mark as delivered',
  'ready-to-collect': 'Mark as ready to collect',
  collected: 'Mark as collected',
  'approve-cancel': 'Approve cancellation and refund',
  'decline-cancel': 'Decline cancellation',
  'approve-refund': 'Approve refund',
  'reject-refund': 'Reject refund',
};

/**
 * The actions the state machine allows from a status, in the order a page offers them. A partly
 * refunded order that was refunded on its way (R22.18) can still be marked delivered.
 */
export function actionsFor(status: OrderStatus, delivered = true, deliveryMethod = 'standard'): OrderAction[] {
  const collect = deliveryMethod === 'collect';
  switch (status) {
    case 'PartlyRefunded':
      return delivered || collect ? [] : ['deliver'];
    case 'Waiting':
      // A Click & collect order is put out at the studio instead of being shipped (R20.18).
      return collect ? ['ready-to-collect'] : ['process'];
    case 'ReadyToCollect':
      return ['collected'];
    case 'Processing':
      return ['ship'];
    case 'Shipped':
      return ['deliver'];
    case 'CancelRequested':
      return ['approve-cancel', 'decline-cancel'];
    case 'RefundRequested':
      return ['approve-refund', 'reject-refund'];
    default:
      return [];
  }
}

export const AdminOrderListQuery = z.object({
  page: PageNumber,
  status: z.enum(ORDER_STATUSES).optional(),
  /** Only orders of one delivery method (issue 33). */
  method: z.enum(DELIVERY_METHODS).optional(),
  /** Order number or customer email (part of either). */
  q: z.string().trim().max(254).optional(),
  /** Placed on or after / on or before this UK day (R22.3). */
  from: UkDay.optional(),
  to: UkDay.optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderRow = z
  .object({
    orderGuid: z.string(),
    orderNumber: z.string(),
    createdAt: z.string(),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    customerEmail: z.string(),
    customerName: z.string(),
    totalPence: z.number().int(),
    items: z.number().int(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    deliveryLabel: z.string(),
    /** A next-day order that must leave today (or is late) to arrive on its promised day; listed first. */
    dueOutToday: z.boolean(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderList = z
  .object({ orders: z.array(AdminOrderRow), page: z.number().int(), totalPages: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminOrderList' });
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const AdminOrderEvent = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  statusLabel: z.string(),
  at: z.string(),
  note: z.string(),
  /** Email of the admin or customer who moved it; null for the payment provider or the store. */
  actor: z.string().nullable(),
});

/** The payment a refund goes back to: the provider that took it and its reference there. */
export const OrderPayment = z.object({
  provider: z.string(),
  /** "Stripe", "the test payment provider". */
  providerLabel: z.string(),
  /** The provider's payment id (a PaymentIntent); null before it is known. */
  reference: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** Units of a line the owner may still refund (R22.18): not refunded yet and not in an open return request. */
export const RefundableLine = z.object({
  lineId: z.number().int(),
  quantity: z.number().int(),
  /** Units of the line in return requests waiting for a decision: decide those first. */
  waiting: z.number().int(),
});

/** What the owner may start on this order without a request from the customer (R22.17, R22.18). */
export const OwnerMoves = z.object({
  /** Paid, not shipped: the owner may cancel it, refunding everything. */
  canCancel: z.boolean(),
  /** Shipped or delivered: the units of each line the owner may refund; empty when nothing can be. */
  refundable: z.array(RefundableLine),
  /** What is left to refund of what was paid, in pence. */
  leftPence: z.number().int(),
  /** A goodwill refund of another amount is open: something is left to refund and the parcel has left (R22.22). */
  canGoodwill: z.boolean(),
});
export type OwnerMoves = z.infer<typeof OwnerMoves>;

export const AdminOrder = z
  .object({
    order: OrderDetail,
    customer: z.object({ email: z.string(), name: z.string() }),
    events: z.array(AdminOrderEvent),
    actions: z.array(z.enum(ORDER_ACTIONS)),
    payment: OrderPayment.nullable(),
    owner: OwnerMoves,
    /** What approving each waiting request would refund now, in pence: shown, then confirmed (R22.19). */
    approvalRefunds: z.object({
      /**
       * Everything left: what approving a cancellation or whole-order refund request, or the owner's
       * cancellation, refunds; null when the order allows none of them.
       */
      everythingLeft: z.number().int().nullable(),
      returns: z.array(z.object({ returnId: z.number().int(), amountPence: z.number().int() })),
    }),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderParams = z.object({ guid: Guid });
export const AdminOrderActionParams = z.object({ guid: Guid, action: z.enum(STATUS_ACTIONS) });

/** POST /api/admin/orders/{guid}/approve-cancel and .../approve-refund: the amount shown on the page (R22.19). */
export const ApproveMoneyBody = z.strictObject({
  expectedPence: ConfirmedPence,
  /** Left out: where the customer asked a refund to go, else the card (R23.16). */
  refundTo: RefundTo.optional(),
});
export type ApproveMoneyBody = z.infer<typeof ApproveMoneyBody>;
/** A note for the customer (decline or reject reason); on dispatch the carrier and tracking number (R21.8). */
export const AdminOrderActionBody = z
  .strictObject({
    note: z.string().trim().max(1000, 'The note must be at most 1000 characters.').default(''),
    carrier: z.enum(CARRIERS, 'Choose a carrier from the list.').optional(),
    trackingNumber: z
      .string()
      .transform(normaliseTrackingNumber)
      .pipe(z.string().regex(TRACKING_NUMBER_PATTERN, 'A tracking number is 4 to 40 letters, digits or dashes.'))
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((b) => !b.trackingNumber || b.carrier, { message: 'Choose the carrier of this tracking number.', path: ['carrier'] });
export type AdminOrderActionBody = z.infer<typeof AdminOrderActionBody>;

const ownerReason = (what: string) =>
  z.string().trim().min(1, `Say why the order is ${what}; the customer is told.`).max(1000, 'The reason must be at most 1000 characters.');

/** POST /api/admin/orders/{guid}/cancel: the owner cancels a paid order not yet shipped, refunding it in full (R22.17). */
export const OwnerCancelBody = z.strictObject({
  reason: ownerReason('cancelled'),
  expectedPence: ConfirmedPence,
  refundTo: RefundTo.default('card'),
});
export type OwnerCancelBody = z.infer<typeof OwnerCancelBody>;

/** Units of lines to refund; left out, every unit the owner may still refund (the whole order). */
const RefundUnits = z
  .array(z.strictObject({ lineId: IdNumber, quantity: z.number().int().min(1).max(999) }))
  .min(1, 'Choose at least one item to refund.')
  .max(100)
  .optional();

/** POST /api/admin/orders/{guid}/refund-quote: what a refund of these units would pay back; changes nothing. */
export const OwnerRefundQuoteBody = z.strictObject({ items: RefundUnits });
export type OwnerRefundQuoteBody = z.infer<typeof OwnerRefundQuoteBody>;

/** POST /api/admin/orders/{guid}/refund: the owner refunds a shipped or delivered order, whole or in part (R22.18). */
export const OwnerRefundBody = z.strictObject({
  items: RefundUnits,
  /** Put the refunded units back in stock. */
  restock: z.boolean(),
  reason: ownerReason('refunded'),
  /** The amount the owner was shown and confirmed: a refund that would now be another amount is refused (409). */
  expectedPence: ConfirmedPence.min(1),
  refundTo: RefundTo.default('card'),
});
export type OwnerRefundBody = z.infer<typeof OwnerRefundBody>;

/**
 * POST /api/admin/orders/{guid}/goodwill-refund: another amount than any items' share, with the
 * reason (R22.22); never more than is left to refund. `expectedPence` is the amount typed and confirmed.
 */
export const GoodwillRefundBody = z.strictObject({
  reason: ownerReason('refunded'),
  expectedPence: ConfirmedPence.min(1, 'Enter an amount of at least £0.01.'),
  refundTo: RefundTo.default('card'),
});
export type GoodwillRefundBody = z.infer<typeof GoodwillRefundBody>;

export const RefundQuote = z
  .object({
    amountPence: z.number().int(),
    items: z.array(
      z.object({
        lineId: z.number().int(),
        name: z.string(),
        size: z.string(),
        colour: z.string(),
        quantity: z.number().int(),
        /** These units' paid share (after any discount; the shipping rides on the last units of the order). */
        refundPence: z.number().int(),
      }),
    ),
    /** Every unit of the order is then refunded: the shipping comes back too and the order becomes Refunded. */
    whole: z.boolean(),
    statusAfter: z.enum(ORDER_STATUSES),
    statusAfterLabel: z.string(),
    payment: OrderPayment.nullable(),
  })
  .meta({ id: 'AdminRefundQuote' });
export type RefundQuote = z.infer<typeof RefundQuote>;
