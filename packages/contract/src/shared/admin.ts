import { z } from 'zod';
import { AUDIT_KINDS, type AuditKind } from './audit-words.ts';
import { PageNumber, UkDay } from './edge.ts';

/** Dashboard, subscribers, messages and the audit log of the admin area (R13.3). */

/** A variant with this many units or fewer is low on stock. */
export const LOW_STOCK_THRESHOLD = 3;
export const DASHBOARD_DAYS = 30;

export const PageQuery = z.object({ page: PageNumber });

const Paged = { page: z.number().int(), totalPages: z.number().int(), total: z.number().int() };

/** Low stock is judged by the units sold over this many days before now (R22.2). */
export const LOW_STOCK_PACE_DAYS = 28;

/**
 * Where a low size stands, most pressing first: sold out while it still sells (urgent), selling with
 * units left, units left but no recent sales (slow), sold out with no recent sales (dormant).
 */
export const LOW_STOCK_STATES = ['urgent', 'selling', 'slow', 'dormant'] as const;
export type LowStockState = (typeof LOW_STOCK_STATES)[number];

export const LowStockItem = z.object({
  productId: z.number().int(),
  productName: z.string(),
  size: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** Units of this size sold in paid orders over the last LOW_STOCK_PACE_DAYS days. */
  soldRecently: z.number().int(),
  /** Units sold per day at that pace. */
  pacePerDay: z.number(),
  /** Whole days until it runs out at that pace (0 when sold out); null when none sold recently. */
  daysLeft: z.number().int().nullable(),
  state: z.enum(LOW_STOCK_STATES),
});
export type LowStockItem = z.infer<typeof LowStockItem>;

/** What a customer may be waiting on the owner for (R22.2). */
export const WAITING_KINDS = ['cancel', 'refund', 'return'] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const ToShipOrder = z.object({
  orderGuid: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  customerEmail: z.string(),
  paidAt: z.string(),
  items: z.number().int(),
  /** 'standard', 'next_day' or 'collect', and how it reads; a next-day order due out today comes first (issue 33). */
  deliveryMethod: z.string(),
  deliveryLabel: z.string(),
  dueOutToday: z.boolean(),
});

/** Sold-out sizes nobody bought recently: counted, and the first of them named, apart from the rest. */
export const DormantStock = z.object({ count: z.number().int(), items: z.array(LowStockItem) });

/**
 * GET /api/admin/low-stock: the sizes at or under the threshold that still sell or still have units,
 * urgent first, then by days left at the recent pace (paged); the dormant ones apart.
 */
export const LowStockList = z
  .object({
    threshold: z.number().int(),
    paceDays: z.number().int(),
    items: z.array(LowStockItem),
    ...Paged,
    dormant: DormantStock,
  })
  .meta({ id: 'AdminLowStockList' });
export type LowStockList = z.infer<typeof LowStockList>;

export const DashboardResponse = z
  .object({
    today: z.object({ orders: z.number().int(), revenuePence: z.number().int() }),
    last30Days: z.object({ orders: z.number().int(), revenuePence: z.number().int() }),
    /** One entry per UK calendar day, oldest first, ending today. */
    daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenuePence: z.number().int() })),
    /** What waits for the owner's decision (R22.2): how many orders of each kind, and the oldest 20 together. */
    pending: z.object({
      cancelRequests: z.number().int(),
      refundRequests: z.number().int(),
      /** Orders with item returns asked for and not decided yet (R21.3). */
      returnRequests: z.number().int(),
      orders: z.array(
        z.object({
          orderGuid: z.string(),
          orderNumber: z.string(),
          status: z.string(),
          statusLabel: z.string(),
          customerEmail: z.string(),
          /** A cancellation request, a whole-order refund request, or item returns. */
          kind: z.enum(WAITING_KINDS),
          /** Units asked to be returned; null for the other kinds. */
          items: z.number().int().nullable(),
          /** When the customer asked (the oldest open return of the order). */
          at: z.string(),
        }),
      ),
    }),
    /** Paid orders not shipped yet (Waiting, Processing), oldest payment first (R22.2). */
    toShip: z.object({ count: z.number().int(), orders: z.array(ToShipOrder) }),
    /**
     * The owner's threshold (settings 'inventory'), the number of low sizes that sell or have units
     * left, the most pressing of them, and how many sold-out sizes had no recent sales.
     */
    lowStockThreshold: z.number().int(),
    lowStockPaceDays: z.number().int(),
    lowStockCount: z.number().int(),
    lowStock: z.array(LowStockItem),
    lowStockDormant: z.number().int(),
    /** Gift card and store credit balances outstanding: what the shop owes in goods (R23.7). */
    giftCardLiabilityPence: z.number().int(),
  })
  .meta({ id: 'AdminDashboard' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

export const SubscriberList = z
  .object({
    subscribers: z.array(
      z.object({ id: z.number().int(), email: z.string(), subscribedAt: z.string(), unsubscribedAt: z.string().nullable() }),
    ),
    active: z.number().int(),
    ...Paged,
  })
  .meta({ id: 'AdminSubscriberList' });
export type SubscriberList = z.infer<typeof SubscriberList>;

export const MessageList = z
  .object({
    messages: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        message: z.string(),
        createdAt: z.string(),
        handledAt: z.string().nullable(),
      }),
    ),
    unhandled: z.number().int(),
    ...Paged,
  })
  .meta({ id: 'AdminMessageList' });
export type MessageList = z.infer<typeof MessageList>;

/** The activity log's filters (R22.10): who, which kind of change, from and to a UK day. */
export const AuditQuery = PageQuery.extend({
  person: z.string().trim().max(254).optional(),
  kind: z.enum(Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]]).optional(),
  from: UkDay.optional(),
  to: UkDay.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditList = z
  .object({
    entries: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        admin: z.string().nullable(),
        action: z.string(),
        target: z.string(),
        /** The entry as a sentence: "Refund approved for ATL-... by admin@...". */
        summary: z.string(),
        /** The words of the summary that name what was changed, shown as the link to it. */
        subject: z.string().optional(),
        /** The admin page of what was changed (order, product, discount...), while it still exists. */
        href: z.string().optional(),
        /** Whatever else was recorded, in words. */
        detail: z.string(),
      }),
    ),
    /** Everyone who appears in the log, for the person filter. */
    people: z.array(z.string()),
    ...Paged,
  })
  .meta({ id: 'AdminAuditList' });
export type AuditList = z.infer<typeof AuditList>;

export const OkResponse = z.object({ message: z.string() }).meta({ id: 'AdminOk' });

/** Quotes a CSV field when it needs it; a leading = + - @ is defused so spreadsheets do not run it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
