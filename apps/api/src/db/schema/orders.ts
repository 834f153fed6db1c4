/** Carts, orders and what happens to them: discounts, payments, returns, notes, back-in-stock requests. */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@atelier/contract/orders';
import { DELIVERY_METHODS } from '@atelier/contract/checkout';
import { DISCOUNT_KINDS } from '@atelier/contract/discounts';
import { EXCHANGE_STATES } from '@atelier/contract/returns';
import { REFUND_DESTINATIONS } from '@atelier/contract/balances';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { products, variants } from './catalogue.ts';
import { users } from './accounts.ts';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_uq')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('cart_lines_quantity_pos', sql`${t.quantity} > 0`), uniqueIndex('cart_lines_cart_variant_uq').on(t.cartId, t.variantId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** The status to go back to when a cancel request is declined. */
    statusBeforeRequest: text('status_before_request', { enum: ORDER_STATUSES }),
    /** Where the customer asked a whole-order refund to go (migration 0044, R23.16); null without a request. */
    refundToRequested: text('refund_to_requested', { enum: REFUND_DESTINATIONS }),
    itemsPence: integer('items_pence').notNull(),
    /** The order's VAT, worked out once at checkout by the one rule (contract shared/vat.ts, R1.5). */
    vatPence: integer('vat_pence').notNull(),
    /** The rate it was placed at: a later change of rate never rewrites its receipt. */
    vatRatePercent: integer('vat_rate_percent').notNull().default(20),
    shippingPence: integer('shipping_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    currency: text('currency').notNull().default('GBP'),
    shippingAddress: jsonb('shipping_address').notNull(),
    orderNote: text('order_note').notNull().default(''),
    createdAt: createdAt(),
    paidAt: tstz('paid_at'),
    shippedAt: tstz('shipped_at'),
    /** Delivered, or for Click & collect the time it was collected. */
    deliveredAt: tstz('delivered_at'),
    /** A Click & collect order put out at the studio, and the reminder sent while it waits (R20.18, R20.19). */
    readyAt: tstz('ready_at'),
    collectRemindedAt: tstz('collect_reminded_at'),
    /** Until then the reserved stock is held for the unpaid session. */
    reservationExpiresAt: tstz('reservation_expires_at'),
    /** Stock of this order is out of the variants (reserved or sold) while true. */
    stockHeld: boolean('stock_held').notNull().default(true),
    /** The code the shopper used (as typed then) and what it took off the items (R20.7). */
    discountCode: text('discount_code'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountPence: integer('discount_pence').notNull().default(0),
    /** A guest order's cart (0042): paying empties it as it does a customer's. */
    guestCartId: integer('guest_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('standard'),
    /** Arrival (or Click & collect readiness) window, UK days 'YYYY-MM-DD'; null on older orders. */
    deliveryFrom: text('delivery_from'),
    deliveryTo: text('delivery_to'),
    /** Pence refunded so far, by cancellation, whole-order refund or item returns; never above totalPence. */
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** What gift cards and store credit pay of the total (R23.5); the card pays the rest. */
    balancePaidPence: integer('balance_paid_pence').notNull().default(0),
    /** Given by the owner on dispatch (R21.8). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The shopper ticked "remind me" at this checkout (R24.2). */
    reminderConsent: boolean('reminder_consent').notNull().default(false),
    /** A replacement order made by an approved exchange names the order it replaces (R21.22). */
    replacesOrderId: integer('replaces_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('orders_amounts_nonneg', sql`${t.itemsPence} >= 0 and ${t.vatPence} >= 0 and ${t.shippingPence} >= 0 and ${t.totalPence} >= 0`),
    check('orders_refunded_range', sql`${t.refundedPence} >= 0 and ${t.refundedPence} <= ${t.totalPence}`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status),
    index('orders_ready_to_collect_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 'ReadyToCollect' AND ${t.collectRemindedAt} IS NULL`),
    index('orders_reservation_idx')
      .on(t.reservationExpiresAt)
      .where(sql`${t.status} = 'PendingPayment'`),
    index('orders_unpaid_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('PendingPayment', 'PaymentFailed', 'Expired')`),
  ],
);

/** One row per unpaid checkout reminded (R24.4): its key is what makes the reminder go once, whichever instance sweeps. */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What allowed it (R24.2): the tick at checkout, the newsletter, or the soft opt-in of a customer who has bought. */
    basis: text('basis', { enum: ['consent', 'newsletter', 'soft-opt-in'] }).notNull(),
    sentAt: tstz('sent_at').notNull(),
    restoredAt: tstz('restored_at'),
  },
  (t) => [
    check('checkout_reminders_basis', sql`${t.basis} in ('consent', 'newsletter', 'soft-opt-in')`),
    index('checkout_reminders_user_sent_idx').on(t.userId, t.sentAt),
    index('checkout_reminders_sent_idx').on(t.sentAt),
  ],
);

/** Addresses (normalised) that said no to checkout reminders, at checkout or by a reminder's link (R24.6). */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** Discount codes the owner creates (R20.1). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    value: integer('value').notNull(),
    minSpendPence: integer('min_spend_pence').notNull().default(0),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    excludeSaleItems: boolean('exclude_sale_items').notNull().default(false),
    excludeFinalSale: boolean('exclude_final_sale').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    check('discount_codes_value', sql`${t.value} >= 0 and ${t.minSpendPence} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} > 0)`),
  ],
);

/**
 * One row per order that uses a code: 'held' while the order is unpaid (it counts against the
 * limit, as its stock does), 'used' once paid; an unpaid order that ends deletes its row (0020).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper's normalised e-mail address: once-per-customer codes count by it, guest or customer (0042). */
    email: text('email').notNull(),
    status: text('status', { enum: ['held', 'used'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_code_idx').on(t.discountCodeId, t.userId),
    index('discount_redemptions_email_idx').on(t.discountCodeId, t.email),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productSlug: text('product_slug').notNull(),
    productName: text('product_name').notNull(),
    size: text('size').notNull(),
    colour: text('colour').notNull(),
    gender: text('gender').notNull(),
    imageMediaId: uuid('image_media_id'),
    unitPricePence: integer('unit_price_pence').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPence: integer('line_total_pence').notNull(),
    isFinalSale: boolean('is_final_sale').notNull().default(false),
    /** The line's share of the order's discount; the line was paid lineTotal - discount. */
    discountPence: integer('discount_pence').notNull().default(0),
  },
  (t) => [check('order_lines_quantity_pos', sql`${t.quantity} > 0`), index('order_lines_order_idx').on(t.orderId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** Units of an order line a customer sends back, and what the owner decided (R21.1-R21.5). */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: ['Requested', 'Approved', 'Rejected'] })
      .notNull()
      .default('Requested'),
    ownerNote: text('owner_note').notNull().default(''),
    restocked: boolean('restocked'),
    refundPence: integer('refund_pence'),
    refundRef: text('refund_ref'),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * An exchange (R21.20-R21.26): the replacement chosen at the request, as it was then, held out of
     * stock while `held`; `made` once the replacement order exists, `released` on rejection, `lapsed`
     * when the hold ran out. Null for a return that asks for money back.
     */
    exchangeVariantId: integer('exchange_variant_id').references(() => variants.id, { onDelete: 'set null' }),
    exchangeProductName: text('exchange_product_name'),
    exchangeColour: text('exchange_colour'),
    exchangeSize: text('exchange_size'),
    exchangeUnitPricePence: integer('exchange_unit_price_pence'),
    exchangeState: text('exchange_state', { enum: EXCHANGE_STATES }),
    exchangeHoldUntil: tstz('exchange_hold_until'),
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Where the customer asked the refund to go, and once approved where it went (R23.16, 0042). */
    refundTo: text('refund_to', { enum: REFUND_DESTINATIONS }).notNull().default('card'),
  },
  (t) => [
    check('order_returns_quantity_pos', sql`${t.quantity} > 0`),
    check('order_returns_status', sql`${t.status} in ('Requested','Approved','Rejected')`),
    check('order_returns_refund_to', sql`${t.refundTo} in ('card','store_credit')`),
    check(
      'order_returns_exchange_state',
      sql`${t.exchangeState} is null or (${t.exchangeState} in ('held', 'made', 'released', 'lapsed') and ${t.exchangeProductName} is not null and ${t.exchangeUnitPricePence} >= 0)`,
    ),
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_exchange_hold_idx')
      .on(t.exchangeHoldUntil)
      .where(sql`${t.exchangeState} = 'held'`),
  ],
);

/** Shoppers waiting for a sold-out size (R21.13-R21.16); a request ends when mailed or unsubscribed. */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    confirmToken: uuid('confirm_token').notNull().unique().defaultRandom(),
    unsubscribeToken: uuid('unsubscribe_token').notNull().unique().defaultRandom(),
    confirmedAt: tstz('confirmed_at'),
    notifiedAt: tstz('notified_at'),
    endedAt: tstz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('back_in_stock_open_uq')
      .on(t.variantId, sql`lower(${t.email})`)
      .where(sql`${t.endedAt} is null`),
    index('back_in_stock_waiting_idx')
      .on(t.variantId, t.createdAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    /** 'balance': an order gift cards and store credit paid in full, with no provider step (R23.4). */
    provider: text('provider', { enum: ['stripe', 'test', 'balance'] }).notNull(),
    /** The order paid, or (migration 0041) null when the session pays a gift card sale. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A gift card sale's session (R23.11); its foreign key is in migration 0041 (schema/balances.ts imports this file). */
    giftCardSaleId: integer('gift_card_sale_id'),
    status: text('status', { enum: ['open', 'complete', 'expired', 'failed'] })
      .notNull()
      .default('open'),
    url: text('url').notNull(),
    paymentRef: text('payment_ref'),
    amountPence: integer('amount_pence').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [uniqueIndex('payment_sessions_order_uq').on(t.orderId)],
);

/** Provider events already handled: a redelivered event id is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

/** Internal notes on an order (R22.5): seen only in the admin, never by the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);
