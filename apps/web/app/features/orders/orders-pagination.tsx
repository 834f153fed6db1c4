import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from '~/components/ui/icons';

/** Previous, numbered pages and next, as links (?page=n) so every page has its own address. */
export function OrdersPagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter((p) => p === 1 || p === totalPages || Math.abs(p - page) <= 1);
  return (
    <nav className="orders-pagination" aria-label="Order history pages">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className="orders-pagination__item" aria-label="Previous page" rel="prev">
          <ChevronLeft />
        </Link>
      ) : null}
      <ol>
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - pages[i - 1]! > 1 ? (
              <span className="orders-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              to={`?page=${p}`}
              className="orders-pagination__item"
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
            >
              {p}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link to={`?page=${page + 1}`} className="orders-pagination__item" aria-label="Next page" rel="next">
          <ChevronRight />
        </Link>
      ) : null}
    </nav>
  );
}
