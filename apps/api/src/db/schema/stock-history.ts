/** The inventory's history: every change of a variant's quantity, why and by whom (migration 0022, R3.16). */
import { sql } from 'drizzle-orm';
import { STOCK_ACTOR_KINDS, STOCK_REASONS } from '@atelier/contract/inventory';
import { bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { variants } from './catalogue.ts';
import { orders } from './orders.ts';
import { users } from './accounts.ts';

export const stockHistory = pgTable(
  'stock_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    actorKind: text('actor_kind', { enum: STOCK_ACTOR_KINDS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_history_quantities', sql`${t.quantityBefore} >= 0 AND ${t.quantityAfter} >= 0`),
    index('stock_history_variant_idx').on(t.variantId, t.id.desc()),
    index('stock_history_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);
