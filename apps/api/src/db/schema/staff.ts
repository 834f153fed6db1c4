/** Staff: roles, second factors, back-office sessions, the owner's policy and customer exports (issue 30). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, tstz } from './columns.ts';

export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: text('permissions').array().notNull(),
  /** 'admin', 'fulfilment', 'catalogue' for the ready-made roles, which nobody edits. */
  builtIn: text('built_in').unique(),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Ten single-use codes per person, stored as argon2id hashes like passwords. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/** One row per token that reached the back office: its second step, its step-up, and when it was last seen. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    secondStepAt: tstz('second_step_at'),
    stepUpUntil: tstz('step_up_until'),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/** The owner's rules for all staff: one row (id 1). */
export const staffPolicy = pgTable('staff_policy', {
  id: integer('id').primaryKey().default(1),
  requireTwoStep: boolean('require_two_step').notNull().default(false),
  stepUpRefundOverPence: integer('step_up_refund_over_pence'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Every customer export: who, when, with what filter, how many rows (R13.15). */
export const customerExports = pgTable(
  'customer_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    filter: jsonb('filter')
      .notNull()
      .default(sql`'{}'::jsonb`),
    rows: integer('rows').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_exports_created_idx').on(t.createdAt.desc())],
);
