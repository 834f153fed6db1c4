import { Link, useLocation } from 'react-router';
import { CloseIcon } from '~/components/ui/icons';
import { clearAllHref, type FilterTag, type ListingState } from './listing-query.ts';

/** Applied filters as removable tags, with Clear all. */
export function FilterTags({ state, tags }: { state: ListingState; tags: FilterTag[] }) {
  const { pathname } = useLocation();
  if (tags.length === 0) return null;
  return (
    <div className="filter-tags">
      <ul className="chip-list" aria-label="Applied filters">
        {tags.map((t) => (
          <li key={t.key}>
            <Link to={`${pathname}${t.href}`} preventScrollReset className="chip chip--tag" aria-label={`Remove filter: ${t.label}`}>
              {t.label}
              <CloseIcon width="14" height="14" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={`${pathname}${clearAllHref(state)}`} preventScrollReset className="filter-tags__clear link-underline">
        Clear all filter
      </Link>
    </div>
  );
}
