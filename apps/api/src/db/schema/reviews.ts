/** Product reviews with fit (R25): one per buyer per product, waiting for the owner until approved. */
import { sql } from 'drizzle-orm';
import { FITS, REVIEW_STATUSES } from '@atelier/contract/reviews';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns.ts';
import { products } from './catalogue.ts';
import { users } from './accounts.ts';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    fit: text('fit', { enum: FITS }).notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull(),
    /** The owner's last move and who made it (the activity log has each one). */
    moderatedAt: tstz('moderated_at'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
    check('product_reviews_fit', sql`${t.fit} in ('small','true','large')`),
    check('product_reviews_status', sql`${t.status} in ('pending','approved','hidden')`),
    uniqueIndex('product_reviews_one_per_buyer').on(t.productId, t.userId),
    index('product_reviews_shown_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('product_reviews_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
