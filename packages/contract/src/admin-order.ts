import { z } from 'zod';
import { OrderDetail } from './order.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-status.ts';
import { CARRIERS, TRACKING_NUMBER_PATTERN, normaliseTrackingNumber } from './tracking.ts';

/** What an admin can do to an order (R6.2, R14.2); each is POST /api/admin/orders/{guid}/{action}. */
export const ORDER_ACTIONS = ['process', 'ship', 'deliver', 'approve-cancel', 'decline-cancel', 'approve-refund', 'reject-refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  process: 'Start processing',
  ship: 'Mark as shipped',
  deliver: 'Mark as delivered',
  'approve-cancel': 'Approve cancellation and refund',
  'decline-cancel': 'Decline cancellation',
  'approve-refund': 'Approve refund',
  'reject-refund': 'Reject refund',
};

/** The actions the state machine allows from a status, in the order a page offers them. */
export function actionsFor(status: OrderStatus): OrderAction[] {
  switch (status) {
    case 'Waiting':
      return ['process'];
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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(ORDER_STATUSES).optional(),
  /** Order number or customer email (part of either). */
  q: z.string().trim().max(254).optional(),
  /** Placed on or after / on or before this UK day (R22.3). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23')
    .optional(),
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

export const AdminOrder = z
  .object({
    order: OrderDetail,
    customer: z.object({ email: z.string(), name: z.string() }),
    events: z.array(AdminOrderEvent),
    actions: z.array(z.enum(ORDER_ACTIONS)),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderParams = z.object({ guid: z.string().max(64) });
export const AdminOrderActionParams = z.object({ guid: z.string().max(64), action: z.enum(ORDER_ACTIONS) });
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
