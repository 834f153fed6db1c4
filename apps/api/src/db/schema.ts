import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@atelier/contract/order-status';
import { SIZE_SYSTEMS } from '@atelier/contract/sizes';
import { DELIVERY_METHODS } from '@atelier/contract/delivery';
import { DISCOUNT_KINDS } from '@atelier/contract/discount';
import { SIZE_LIST, SIZE_SYSTEM_LIST } from './sizes.ts';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Images live in the database so that app instances share nothing but PostgreSQL. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  original: bytea('original').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/** WebP renditions at the storefront's srcset widths, made on first request or on upload. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The collection's own picture; without one the shop shows a cover of one of its products. */
  imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    detail: text('detail').notNull().default(''),
    care: text('care').notNull().default(''),
    gender: text('gender', { enum: ['male', 'female', 'unisex'] }).notNull(),
    /** Every variant's size belongs to this system (R3.12). */
    sizeSystem: text('size_system', { enum: SIZE_SYSTEMS }).notNull().default('letters'),
    colour: text('colour').notNull(),
    /** Swatch value of the colour, '#rrggbb' (R17.2). */
    colourHex: text('colour_hex').notNull().default('#9e9e9e'),
    /**
     * Products with the same style key are one style in different colours: siblings (R17.1).
     * Left out of an insert it is the product's own slug (a trigger fills it), a style of its own.
     */
    styleKey: text('style_key')
      .notNull()
      .$defaultFn(() => sql`null`),
    pricePence: integer('price_pence').notNull(),
    oldPricePence: integer('old_price_pence'),
    isFinalSale: boolean('is_final_sale').notNull().default(false),
    /** False takes a product out of sale without archiving it. */
    onSale: boolean('on_sale').notNull().default(true),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Units over all variants; kept by the stock writes so listings need not join variants. */
    stockTotal: integer('stock_total').notNull().default(0),
    /** Sizes with stock, kept by a trigger on variants (migration 0007): the size filter and facet read it. */
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** atelier_search_vector(name, category, colour, detail): see migration 0007 and R19. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    archivedAt: tstz('archived_at'),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.pricePence} >= 0`),
    check('products_old_price_above', sql`${t.oldPricePence} is null or ${t.oldPricePence} > ${t.pricePence}`),
    check('products_stock_nonneg', sql`${t.stockTotal} >= 0`),
    check('products_gender', sql`${t.gender} in ('male','female','unisex')`),
    check('products_colour_hex', sql`${t.colourHex} ~ '^#[0-9a-f]{6}$'`),
    index('products_style_idx').on(t.styleKey),
    check('products_size_system', sql`${t.sizeSystem} in ${SIZE_SYSTEM_LIST}`),
    index('products_category_idx').on(t.categoryId),
    index('products_listing_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.pricePence, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // Migrations 0003 and 0007 add partial indexes in listing order (0007's covers the facet columns).
    index('products_live_sizes_idx')
      .using('gin', t.sizesInStock)
      .where(sql`${t.archivedAt} is null`),
  ],
);

export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] }), index('product_collections_collection_idx').on(t.collectionId)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
    sku: text('sku').notNull().unique(),
  },
  (t) => [
    check('variants_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('variants_size', sql`${t.size} in ${SIZE_LIST}`),
    uniqueIndex('variants_product_size_uq').on(t.productId, t.size),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['cover', 'hover', 'gallery'] }).notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [uniqueIndex('product_images_position_uq').on(t.productId, t.position)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** Tokens issued before this instant are revoked (password change or reset). */
    tokensValidAfter: tstz('tokens_valid_after').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), check('users_role', sql`${t.role} in ('customer','admin')`)],
);

/** Single tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
});

export const emailVerifications = pgTable('email_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
    /** Set once the code is verified; reset-password must present it. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: tstz('reset_token_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('reset_codes_user_idx').on(t.userId)],
);

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
    itemsPence: integer('items_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    shippingPence: integer('shipping_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    currency: text('currency').notNull().default('GBP'),
    shippingAddress: jsonb('shipping_address').notNull(),
    orderNote: text('order_note').notNull().default(''),
    createdAt: createdAt(),
    paidAt: tstz('paid_at'),
    shippedAt: tstz('shipped_at'),
    deliveredAt: tstz('delivered_at'),
    /** Until then the reserved stock is held for the unpaid session. */
    reservationExpiresAt: tstz('reservation_expires_at'),
    /** Stock of this order is out of the variants (reserved or sold) while true. */
    stockHeld: boolean('stock_held').notNull().default(true),
    /** The code the shopper used (as typed then) and what it took off the items (R20.7). */
    discountCode: text('discount_code'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountPence: integer('discount_pence').notNull().default(0),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('standard'),
    /** Arrival (or Click & collect readiness) window, UK days 'YYYY-MM-DD'; null on older orders. */
    deliveryFrom: text('delivery_from'),
    deliveryTo: text('delivery_to'),
    /** Pence refunded so far, by cancellation, whole-order refund or item returns; never above totalPence. */
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** Given by the owner on dispatch (R21.8). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
  },
  (t) => [
    check('orders_amounts_nonneg', sql`${t.itemsPence} >= 0 and ${t.vatPence} >= 0 and ${t.shippingPence} >= 0 and ${t.totalPence} >= 0`),
    check('orders_refunded_range', sql`${t.refundedPence} >= 0 and ${t.refundedPence} <= ${t.totalPence}`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status),
    index('orders_reservation_idx')
      .on(t.reservationExpiresAt)
      .where(sql`${t.status} = 'PendingPayment'`),
  ],
);

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
    status: text('status', { enum: ['held', 'used'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('discount_redemptions_code_idx').on(t.discountCodeId, t.userId)],
);

/** A customer's saved delivery addresses (R20.15). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
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
  },
  (t) => [
    check('order_returns_quantity_pos', sql`${t.quantity} > 0`),
    check('order_returns_status', sql`${t.status} in ('Requested','Approved','Rejected')`),
    index('order_returns_order_idx').on(t.orderId),
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
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    unsubscribeToken: uuid('unsubscribe_token').notNull().unique().defaultRandom(),
    createdAt: createdAt(),
    unsubscribedAt: tstz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: tstz('handled_at'),
});

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt.desc())],
);

/** Words of the catalogue as written, with their stems; a misspelt search word is matched against these (R19.2). */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey(), stem: text('stem').notNull().default('') }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  index('search_terms_stem_idx').on(t.stem),
]);

/** Words that mean the same to a shopper (jumper, sweater), kept by the owner (R19.3). */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    terms: text('terms').array().notNull(),
    createdAt: createdAt(),
  },
  () => [check('search_synonyms_terms', sql`cardinality(terms) between 2 and 20`)],
);

/** Store-wide facts and settings (first-start seed marker, shipping threshold and fee, ...). */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** An owner's invitation to another admin (R22.8): the link carries the token, only its hash is kept. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
  },
  (t) => [index('admin_invitations_email_idx').on(sql`lower(${t.email})`)],
);

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

/** What shoppers searched for and how many products it found (R22.12): no user, no address. */
export const searchLog = pgTable(
  'search_log',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    results: integer('results').notNull(),
    searchedAt: tstz('searched_at').notNull().defaultNow(),
  },
  (t) => [index('search_log_searched_idx').on(t.searchedAt)],
);
