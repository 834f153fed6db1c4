import { Link } from 'react-router';
import { FIT_LABELS, reviewCountWords, type ProductReviews } from '@atelier/contract/reviews';
import { Stars } from '../../components/ui/stars.tsx';
import { longDate } from '../../lib/dates.ts';
import './reviews.css';

/** The search parameter that pages the product page's reviews. */
export const REVIEWS_PAGE_PARAM = 'reviews';

/**
 * The product page's reviews (R25.6, R25.7): the average and count, the fit summary when enough
 * buyers agree, and the approved reviews newest first. Review words are text nodes only, never
 * markup (R25.3).
 */
export function ProductReviewsSection({ slug, data }: { slug: string; data: ProductReviews }) {
  const { summary, reviews, page, totalPages } = data;
  const pageLink = (n: number) => `?${REVIEWS_PAGE_PARAM}=${n}#reviews`;
  return (
    <section className="container section" id="reviews" aria-labelledby="reviews-title">
      <div className="reviews">
        <h2 id="reviews-title" className="reviews__title">
          Reviews
        </h2>
        <div className="reviews__head">
          {summary.count && summary.average !== null ? (
            <div className="reviews__summary">
              <p className="reviews__average">
                <Stars rating={summary.average} words="beside" />
                <span>
                  <strong>{summary.average.toFixed(1)}</strong> out of 5 · {reviewCountWords(summary.count)}
                </span>
              </p>
              {summary.fitSummary ? (
                <p className="reviews__fit">
                  <strong>Fit:</strong> {summary.fitSummary}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="reviews__none">No reviews yet.</p>
          )}
          <Link to={`/account-review/${slug}`} className="btn btn--outline btn--sm reviews__write">
            Bought this? Write a review
          </Link>
        </div>
        {reviews.length ? (
          <ol className="reviews__list">
            {reviews.map((r) => (
              <li key={r.id} className="review">
                <article aria-labelledby={`review-${r.id}`}>
                  <h3 id={`review-${r.id}`} className="review__title">
                    {r.title || `${r.rating} out of 5`}
                  </h3>
                  <p className="review__rating">
                    <Stars rating={r.rating} />
                    <span className="review__fit">{FIT_LABELS[r.fit]}</span>
                  </p>
                  <p className="review__text">{r.text}</p>
                  <p className="review__meta">
                    {r.author} · Verified buyer · <time dateTime={r.at}>{longDate(r.at)}</time>
                  </p>
                </article>
              </li>
            ))}
          </ol>
        ) : null}
        {totalPages > 1 ? (
          <nav className="reviews__pager" aria-label="More reviews">
            {page > 1 ? (
              <Link to={pageLink(page - 1)} preventScrollReset className="link-underline">
                Newer reviews
              </Link>
            ) : null}
            <span>
              Page {page} of {totalPages}
            </span>
            {page < totalPages ? (
              <Link to={pageLink(page + 1)} preventScrollReset className="link-underline">
                Older reviews
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  );
}
