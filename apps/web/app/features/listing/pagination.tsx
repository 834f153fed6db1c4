import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight } from '~/components/ui/icons';
import { hrefWith, pageItems, type ListingState } from './listing-query.ts';

/** Where a page change scrolls to (R15.2). */
export const PAGE_SCROLL_TOP = 550;

function scrollToResults() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: PAGE_SCROLL_TOP, behavior: reduce ? 'auto' : 'smooth' });
}

export function Pagination({ state, totalPages }: { state: ListingState; totalPages: number }) {
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const href = (page: number) => `${pathname}${hrefWith(state, { page })}`;
  const current = Math.min(state.page, totalPages);
  const common = { preventScrollReset: true, onClick: scrollToResults } as const;
  return (
    <nav className="pagination" aria-label="Pagination">
      {current > 1 ? (
        <Link to={href(current - 1)} {...common} className="pagination__arrow" aria-label="Previous page" rel="prev">
          <ChevronLeft />
        </Link>
      ) : (
        <span className="pagination__arrow" aria-hidden="true" data-disabled>
          <ChevronLeft />
        </span>
      )}
      <ol className="pagination__pages">
        {pageItems(current, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                {...common}
                className="pagination__page"
                aria-current={p === current ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < totalPages ? (
        <Link to={href(current + 1)} {...common} className="pagination__arrow" aria-label="Next page" rel="next">
          <ChevronRight />
        </Link>
      ) : (
        <span className="pagination__arrow" aria-hidden="true" data-disabled>
          <ChevronRight />
        </span>
      )}
    </nav>
  );
}
