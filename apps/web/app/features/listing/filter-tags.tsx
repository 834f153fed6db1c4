import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '~/components/ui/icons';
import { clearAllHref, type FilterTag, type ListingState } from './listing-query.ts';

/** Applied filters as removable tags, with Clear all. */
export function FilterTags({ state, tags }: { state: ListingState; tags: FilterTag[] }) {
  const location = useLocation();
  const { pathname } = location;
  const removed = (location.state as { removedTag?: number } | null)?.removedTag;
  // A removed tag takes focus with it: focus goes to the tag now in its place, else the one before,
  // else (none left) the Filter button, never to the page (R12.12).
  useEffect(() => {
    if (removed === undefined) return;
    const chips = document.querySelectorAll<HTMLElement>('.filter-tags .chip--tag');
    const next = chips[Math.min(removed, chips.length - 1)] ?? document.querySelector<HTMLElement>('.listing-toolbar__filter');
    next?.focus();
  }, [location.key, removed]);
  if (tags.length === 0) return null;
  return (
    <div className="filter-tags">
      <ul className="chip-list" aria-label="Applied filters">
        {tags.map((t, i) => (
          <li key={t.key}>
            <Link
              to={`${pathname}${t.href}`}
              state={{ removedTag: i }}
              preventScrollReset
              className="chip chip--tag"
              aria-label={`Remove filter: ${t.label}`}
            >
              {t.label}
              <CloseIcon width="14" height="14" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={`${pathname}${clearAllHref(state)}`}
        state={{ removedTag: 0 }}
        preventScrollReset
        className="filter-tags__clear link-underline"
      >
        Clear all filters
      </Link>
    </div>
  );
}
