import { z } from 'zod';
import { PageNumber } from '../shared/edge.ts';
import { FITS, REVIEW_LIMITS, REVIEW_STATUSES } from './review-rules.ts';

export * from './review-rules.ts';

export const Fit = z.enum(FITS, { error: 'Please say how it fits.' });
export const ReviewStatus = z.enum(REVIEW_STATUSES);

/** A buyer's review as written (R25.2, R25.3): plain text, trimmed, held to REVIEW_LIMITS. */
export const ReviewInput = z
  .strictObject({
    rating: z.coerce
      .number({ error: 'Please choose a rating from 1 to 5 stars.' })
      .int('Please choose a rating from 1 to 5 stars.')
      .min(1, 'Please choose a rating from 1 to 5 stars.')
      .max(5, 'Please choose a rating from 1 to 5 stars.'),
    fit: Fit,
    title: z.string().trim().max(REVIEW_LIMITS.title, `The title must be at most ${REVIEW_LIMITS.title} characters.`).default(''),
    text: z
      .string({ error: 'Please write your review.' })
      .trim()
      .min(REVIEW_LIMITS.textMin, `Please write at least ${REVIEW_LIMITS.textMin} characters.`)
      .max(REVIEW_LIMITS.text, `Your review must be at most ${REVIEW_LIMITS.text} characters.`),
  })
  .meta({ id: 'ReviewInput' });
export type ReviewInput = z.infer<typeof ReviewInput>;

/** One approved review as the product page shows it. */
export const ShownReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  fit: Fit,
  title: z.string(),
  text: z.string(),
  author: z.string(),
  /** When it was written (ISO). */
  at: z.string(),
});
export type ShownReview = z.infer<typeof ShownReview>;

export const ReviewSummary = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  /** Null below the threshold or without a majority (R25.7). */
  fitSummary: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ProductReviewsQuery = z.object({ page: PageNumber });

export const ProductReviews = z
  .object({
    summary: ReviewSummary,
    reviews: z.array(ShownReview),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'ProductReviews' });
export type ProductReviews = z.infer<typeof ProductReviews>;

/** The buyer's own review of a product, and whether they may write one (R25.1). */
export const MyReview = z
  .object({
    product: z.object({ slug: z.string(), name: z.string(), colour: z.string() }),
    eligible: z.boolean(),
    review: z
      .object({
        rating: z.number().int(),
        fit: Fit,
        title: z.string(),
        text: z.string(),
        status: ReviewStatus,
        updatedAt: z.string(),
      })
      .nullable(),
    message: z.string().optional(),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof MyReview>;

export const AdminReviewsQuery = z.object({ page: PageNumber, status: ReviewStatus.default('pending') });

export const AdminReview = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), colour: z.string() }),
  author: z.string(),
  email: z.string(),
  rating: z.number().int(),
  fit: Fit,
  title: z.string(),
  text: z.string(),
  status: ReviewStatus,
  at: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewList = z
  .object({
    reviews: z.array(AdminReview),
    status: ReviewStatus,
    waiting: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AdminReviewList' });
export type AdminReviewList = z.infer<typeof AdminReviewList>;

/** The owner's move (R25.5): show it, or hide it. */
export const ModerateReview = z.strictObject({ status: z.enum(['approved', 'hidden']) });
export type ModerateReview = z.infer<typeof ModerateReview>;
