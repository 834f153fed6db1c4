/** The shop itself: newsletter, contact messages, the admin activity log and store settings. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { users } from './accounts.ts';

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

/** Store-wide facts and settings (first-start seed marker, shipping threshold and fee, ...). */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
