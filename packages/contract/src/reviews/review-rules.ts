// The review rules without zod, for the browser bundle (reviews.ts re-exports them). R25.1-R25.8.

/** How a piece fits, in the buyer's words (R25.2). */
export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Record<Fit, string> = {
  small: 'Runs small',
  true: 'True to size',
  large: 'Runs large',
};

/** The same limits in the form (maxLength) and at the API (R25.3). */
export const REVIEW_LIMITS = { title: 80, text: 1000, textMin: 10 } as const;

/** A review waits for the owner; only approved ones are shown (R25.5). */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  approved: 'Shown',
  hidden: 'Hidden',
};

/** Approved reviews on one page of the product page, newest first (R25.6). */
export const REVIEWS_PAGE_SIZE = 5;

/** Fewer approved fit answers than this say nothing about the fit (R25.7). */
export const FIT_SUMMARY_MIN_ANSWERS = 5;

export type FitCounts = Record<Fit, number>;

/**
 * The fit summary (R25.7): only with at least FIT_SUMMARY_MIN_ANSWERS answers, and only when more
 * than half of them agree; a split answer says nothing rather than something misleading.
 */
export function fitSummary(counts: FitCounts): string | null {
  const total = counts.small + counts.true + counts.large;
  if (total < FIT_SUMMARY_MIN_ANSWERS) return null;
  const most = (fit: Fit) => counts[fit] * 2 > total;
  if (most('small')) return 'Most buyers say it runs small: consider a size up.';
  if (most('large')) return 'Most buyers say it runs large: consider a size down.';
  if (most('true')) return 'Most buyers say it is true to size.';
  return null;
}

/** The average of the approved ratings to one decimal place, or null with none (R25.6). */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/** A reviewer as the product page names them: first name and the initial of the last (R25.6). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'A buyer';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** "4.5 out of 5" / "1 review" as screen readers and the page say them. */
export const ratingWords = (rating: number) => `${rating} out of 5`;
export const reviewCountWords = (n: number) => (n === 1 ? '1 review' : `${n} reviews`);
