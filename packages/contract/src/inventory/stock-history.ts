import { z } from 'zod';
import { PageNumber, RowId } from '../shared/edge.ts';

/**
 * Why a variant's quantity changed (R3.16). Every change is one of these, written by the API's
 * inventory module in the transaction that makes it; the database's CHECK holds the same list.
 */
export const STOCK_REASONS = [
  /** The stock on record when the history began (migration 0022). */
  'opening',
  /** A size created with a new product or style, at its first quantity. */
  'new-style',
  /** A size created with a new colour of a style (no stock yet). */
  'new-colour',
  /** A size added to an existing product in its form. */
  'new-size',
  /** A size created by duplicating a product (no stock yet). */
  'duplicate',
  /** The owner typed a new quantity in the product form. */
  'adjustment',
  /** A catalogue CSV import set the quantity. */
  'import',
  /** Units taken for an order (checkout's reservation, or again when a late payment arrives). */
  'sale',
  /** An unpaid order's reservation ended: its units went back on sale. */
  'expiry',
  /** The provider refused an unpaid order's payment: its units went back on sale. */
  'payment-failed',
  /** A cancelled order's units went back on sale. */
  'cancellation',
  /** Returned units the owner put back on sale. */
  'return-restocked',
  /** The demo catalogue's first stock. */
  'seed',
  /** Units held for a customer's exchange from its request (R21.21). */
  'exchange-held',
  /** An exchange's held units back on sale: the return was rejected or the hold ran out (R21.21). */
  'exchange-released',
] as const;
export const StockReason = z.enum(STOCK_REASONS);
export type StockReason = z.infer<typeof StockReason>;

/** Who made a change: a staff account, a customer (through their order), or the shop itself. */
export const STOCK_ACTOR_KINDS = ['staff', 'customer', 'system'] as const;
export const StockActorKind = z.enum(STOCK_ACTOR_KINDS);
export type StockActorKind = z.infer<typeof StockActorKind>;

/** How the admin names each reason: "12 → 11, sold, order ATL-…". */
export const STOCK_REASON_WORDS: Record<StockReason, string> = {
  opening: 'stock on record',
  'new-style': 'new style',
  'new-colour': 'new colour',
  'new-size': 'new size',
  duplicate: 'duplicated product',
  adjustment: 'adjusted',
  import: 'CSV import',
  sale: 'sold',
  expiry: 'reservation expired',
  'payment-failed': 'payment failed',
  cancellation: 'order cancelled',
  'return-restocked': 'return restocked',
  seed: 'demo stock',
  'exchange-held': 'held for an exchange',
  'exchange-released': 'exchange hold released',
};

/** History rows on one admin page (newest first). */
export const STOCK_HISTORY_PAGE_SIZE = 20;

export const StockHistoryParams = z.object({ id: RowId });
export const StockHistoryQuery = z.object({ page: PageNumber });
export type StockHistoryQuery = z.infer<typeof StockHistoryQuery>;

export const StockHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  /** after - before: negative when units left. */
  change: z.number().int(),
  reason: StockReason,
  actor: z.object({
    kind: StockActorKind,
    /** The account's email, or null for the shop itself or an account since removed. */
    email: z.string().nullable(),
  }),
  /** The order the change belongs to, when there is one. */
  order: z.object({ number: z.string(), guid: z.string() }).nullable(),
});
export type StockHistoryEntry = z.infer<typeof StockHistoryEntry>;

export const StockHistoryPage = z.object({
  variant: z.object({ id: z.number().int(), size: z.string(), sku: z.string(), quantity: z.number().int(), productId: z.number().int() }),
  entries: z.array(StockHistoryEntry),
  page: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type StockHistoryPage = z.infer<typeof StockHistoryPage>;

/** The words of one entry, e.g. "12 → 11, sold, order ATL-20261127-0001". */
export function stockHistorySentence(e: Pick<StockHistoryEntry, 'before' | 'after' | 'reason' | 'order'>): string {
  return `${e.before} → ${e.after}, ${STOCK_REASON_WORDS[e.reason]}${e.order ? `, order ${e.order.number}` : ''}`;
}
