import { Form, Link, useLocation, useNavigate } from 'react-router';
import { ColumnsIcon, FilterIcon, ListIcon } from '~/components/ui/icons';
import { usePanels } from '~/components/ui/panels';
import { countText, hrefWith, SORT_LABELS, toSearchParams, VIEWS, type ListingState, type View } from './listing-query.ts';
import { useCommittedSort } from './use-committed-sort.ts';

const VIEW_LABELS: Record<View, string> = { list: 'List', '2': '2 columns', '3': '3 columns', '4': '4 columns' };

export function ListingToolbar({
  state,
  total,
  capped,
  activeFilters,
}: {
  state: ListingState;
  total: number;
  capped: boolean;
  activeFilters: number;
}) {
  const { openPanel, open } = usePanels();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sort = useCommittedSort(state.sort === 'relevance' ? 'default' : state.sort, (value) =>
    navigate(`${pathname}${hrefWith(state, { sort: value as ListingState['sort'] })}`, { preventScrollReset: true }),
  );
  // Everything but the sort and page travels with the sort form.
  const keep = [...toSearchParams({ ...state, page: 1 }).entries()].filter(([k]) => k !== 'sort');

  return (
    <div className="listing-toolbar">
      <button
        type="button"
        className="btn btn--outline btn--sm listing-toolbar__filter"
        aria-haspopup="dialog"
        aria-controls="filters"
        aria-expanded={open === 'filters'}
        onClick={() => openPanel('filters')}
      >
        <FilterIcon width="18" height="18" /> Filter
        {activeFilters > 0 ? <span className="listing-toolbar__badge">{activeFilters}</span> : null}
      </button>

      <p className="listing-toolbar__count" role="status">
        {countText(total, capped)}
      </p>

      <div className="listing-toolbar__end">
        <nav className="view-switch" aria-label="Layout" data-view={state.view}>
          {VIEWS.map((v) => (
            <Link
              key={v}
              to={`${pathname}${hrefWith(state, { view: v })}`}
              preventScrollReset
              replace
              className={`view-switch__btn view-switch__btn--${v}`}
              aria-label={VIEW_LABELS[v]}
              aria-current={state.view === v ? 'true' : undefined}
            >
              {v === 'list' ? <ListIcon /> : <ColumnsIcon count={Number(v)} />}
            </Link>
          ))}
        </nav>

        <Form method="get" className="sort-form">
          {keep.map(([k, v], i) => (
            <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
          ))}
          <label htmlFor="sort" className="visually-hidden">
            Sort products
          </label>
          <select
            id="sort"
            name="sort"
            className="select sort-form__select"
            value={sort.value}
            onKeyDown={sort.onKeyDown}
            onChange={sort.onChange}
            onBlur={sort.onBlur}
            onMouseDown={sort.onMouseDown}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="btn btn--sm">
              Sort
            </button>
          </noscript>
        </Form>
      </div>
    </div>
  );
}
