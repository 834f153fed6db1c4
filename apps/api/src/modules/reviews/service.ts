import {
  averageRating,
  fitSummary,
  reviewerName,
  REVIEWS_PAGE_SIZE,
  type AdminReviewList,
  type MyReview,
  type ProductReviews,
  type ReviewInput,
  type ReviewStatus,
} from '@atelier/contract/reviews';
import { ADMIN_PAGE_SIZE, adminPageOffset, adminPaging } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { reviewRepository } from './repository.ts';

const NO_PRODUCT = 'That product is not in the shop.';
/** Said to a shopper who may not review the product (R25.1). */
export const NOT_A_BUYER = 'You can review a piece once it has been delivered to you. Sign in with the account you ordered it with.';
/** Said after a review is saved (R25.5). */
export const REVIEW_SAVED = 'Thank you for your review. It will appear on the product page once we have checked it.';

/** Reviews with fit (R25): the product page's view, the buyer's own review, the owner's moderation. */
export function reviewService(db: Db, clock: Clock) {
  const repo = reviewRepository(db);

  async function product(slug: string) {
    const p = await repo.productBySlug(slug);
    if (!p) throw notFound(NO_PRODUCT);
    return p;
  }

  async function mine(userId: number, slug: string): Promise<MyReview> {
    const p = await product(slug);
    const [eligible, review] = await Promise.all([repo.boughtAndReceived(userId, p.id), repo.mine(userId, p.id)]);
    return {
      product: { slug: p.slug, name: p.name, colour: p.colour },
      eligible,
      review: review
        ? {
            rating: review.rating,
            fit: review.fit,
            title: review.title,
            text: review.body,
            status: review.status,
            updatedAt: review.updatedAt.toISOString(),
          }
        : null,
    };
  }

  return {
    /** Two statements, whatever the number of reviews: the totals, then one page (none when there are none). */
    async forProduct(slug: string, page: number): Promise<ProductReviews> {
      const found = await repo.productTotals(slug);
      if (!found) throw notFound(NO_PRODUCT);
      const { productId, totals } = found;
      const totalPages = Math.max(1, Math.ceil(totals.count / REVIEWS_PAGE_SIZE));
      const shown = Math.min(page, totalPages);
      const rows = totals.count ? await repo.shownPage(productId, REVIEWS_PAGE_SIZE, (shown - 1) * REVIEWS_PAGE_SIZE) : [];
      return {
        summary: {
          count: totals.count,
          average: averageRating(totals.ratingSum, totals.count),
          fit: totals.fit,
          fitSummary: fitSummary(totals.fit),
        },
        reviews: rows.map((r) => ({
          id: r.id,
          rating: r.rating,
          fit: r.fit,
          title: r.title,
          text: r.text,
          author: reviewerName(r.firstName, r.lastName),
          at: r.createdAt.toISOString(),
        })),
        page: shown,
        totalPages,
      };
    },

    mine,

    /** Only a verified buyer writes (R25.1); writing again edits the one review, which waits again (R25.4, R25.5). */
    async save(userId: number, slug: string, input: ReviewInput): Promise<MyReview> {
      const p = await product(slug);
      if (!(await repo.boughtAndReceived(userId, p.id))) throw new AppError(403, 'NOT_A_VERIFIED_BUYER', NOT_A_BUYER);
      await repo.upsert(userId, p.id, input, clock.now());
      return { ...(await mine(userId, slug)), message: REVIEW_SAVED };
    },

    async adminList(status: ReviewStatus, page: number): Promise<AdminReviewList> {
      const { rows, total, waiting } = await repo.adminPage(status, ADMIN_PAGE_SIZE, adminPageOffset(page));
      return {
        reviews: rows.map((r) => ({
          id: r.id,
          product: { id: r.productId, slug: r.slug, name: r.name, colour: r.colour },
          author: reviewerName(r.firstName, r.lastName),
          email: r.email,
          rating: r.rating,
          fit: r.fit,
          title: r.title,
          text: r.text,
          status: r.status,
          at: r.createdAt.toISOString(),
        })),
        status,
        waiting,
        ...adminPaging(page, total),
      };
    },

    /** The owner shows or hides a review (R25.5); answers what the activity log records. */
    async moderate(id: number, status: 'approved' | 'hidden', adminId: number) {
      const before = await repo.moderate(id, status, adminId, clock.now());
      if (!before) throw notFound('That review no longer exists.', 'REVIEW_NOT_FOUND');
      return before;
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
