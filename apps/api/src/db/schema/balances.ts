/** Gift cards and store credit: one balance ledger (migration 0035, rules R23, decision 0048). */
import { sql } from 'drizzle-orm';
import { BALANCE_ENTRY_KINDS, BALANCE_KINDS, GIFT_CARD_SALE_STATUSES } from '@atelier/contract/balances';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

export const balanceAccounts = pgTable(
  'balance_accounts',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    kind: text('kind', { enum: BALANCE_KINDS }).notNull(),
    /** SHA-256 of the normalised code: the code itself is never kept (R23.2). */
    codeHash: text('code_hash').unique(),
    codeLast4: text('code_last4'),
    /** A gift card the owner issued or a shopper bought (migration 0041, R23.15); null for store credit. */
    source: text('source', { enum: ['issued', 'sold'] }),
    /** Store credit's customer. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email').notNull().default(''),
    message: text('message').notNull().default(''),
    /** What can be spent now: holds of unpaid checkouts are out of it already. */
    balancePence: integer('balance_pence').notNull(),
    issuedPence: integer('issued_pence').notNull(),
    expiresAt: tstz('expires_at'),
    voidedAt: tstz('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [check('balance_accounts_never_negative', sql`${t.balancePence} >= 0`)],
);

export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => balanceAccounts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: BALANCE_ENTRY_KINDS }).notNull(),
    /** The change to what can be spent (a hold is negative, a release positive, a capture 0). */
    amountPence: integer('amount_pence').notNull(),
    balanceAfterPence: integer('balance_after_pence').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind', { enum: ['customer', 'admin', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('balance_entries_account_idx').on(t.accountId, t.id)],
);

export const balanceHolds = pgTable(
  'balance_holds',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => balanceAccounts.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    refundedPence: integer('refunded_pence').notNull().default(0),
    status: text('status', { enum: ['held', 'captured', 'released'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.accountId] })],
);

/**
 * A gift card sold in the shop (migration 0041, R23.11-R23.15, decision 0056): paid through a payment
 * session of its own, then a card issued through the ledger, its code drawn and mailed on send_on.
 */
export const giftCardSales = pgTable('gift_card_sales', {
  id: serial('id').primaryKey(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  buyerName: text('buyer_name').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message').notNull().default(''),
  amountPence: integer('amount_pence').notNull(),
  /** The UK day the code is mailed to the recipient. */
  sendOn: date('send_on', { mode: 'string' }).notNull(),
  status: text('status', { enum: GIFT_CARD_SALE_STATUSES }).notNull().default('pending'),
  accountId: integer('account_id')
    .unique()
    .references(() => balanceAccounts.id, { onDelete: 'restrict' }),
  paymentRef: text('payment_ref'),
  createdAt: createdAt(),
  paidAt: tstz('paid_at'),
  /** Set by the one claim that mails the code (R23.13). */
  sentAt: tstz('sent_at'),
});
