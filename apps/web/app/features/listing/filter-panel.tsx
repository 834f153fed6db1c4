import { type Category, type ListingFacets, GENDERS, formatCount } from '@atelier/contract/catalogue';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { usePanels, type KeepPanelState } from '~/components/ui/panels';
import { clearAllHref, countText, genderLabel, parseListing, toSearchParams, type ListingState } from './listing-query.ts';
import { PriceRange } from './price-range.tsx';
import { ColourFacet, openFamiliesIn, type OpenFamilies } from './colour-facet.tsx';
import { SizeFacet } from './facets.tsx';

interface FilterPanelProps {
  state: ListingState;
  categories: Category[];
  facets: ListingFacets;
  total: number;
}

/** Which control an input is, across the form being remade: choices by their value, sliders by name. */
function controlKey(el: HTMLInputElement): string {
  return el.type === 'radio' || el.type === 'checkbox' ? `${el.name}=${el.value}` : el.name;
}

/**
 * The Filter side panel: a GET form over the listing's own URL. With JavaScript every change
 * applies at once (the panel stays open); without it, 'View products' submits the form.
 */
export function FilterPanel({ state, categories, facets, total }: FilterPanelProps) {
  // Only the categories with products under the other filters, counted so (R15.12); the chosen one stays.
  const counts = new Map(facets.categories.map((f) => [f.value, f]));
  const offered = categories
    .map((c) => ({ ...c, count: counts.get(c.slug)?.count ?? 0, capped: counts.get(c.slug)?.capped ?? false }))
    .filter((c) => c.count > 0 || c.slug === state.category);
  const { open, closePanel } = usePanels();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const refocus = useRef<string | null>(null);
  // Opened shades stay open through the remade form, so a shade just unchecked keeps its place and focus.
  const [openFamilies, setOpenFamilies] = useState<OpenFamilies>({});
  // The form is remade only for a URL it did not ask for (Clear all, a chip removed, back): after its
  // own change it already shows the new filters, and remaking it then lost a choice made while the
  // last one was still applying (a second tick, a price key, on a slow phone).
  const [asked, setAsked] = useState<string | null>(null);
  const [seen, setSeen] = useState(location.search);
  const [formKey, setFormKey] = useState(location.search);
  if (seen !== location.search) {
    setSeen(location.search);
    if (location.search !== asked) setFormKey(location.search);
  }

  // The form is remade for the new URL: the shopper stays on the control they just used (the
  // result count, a status region, says what changed).
  useEffect(() => {
    const key = refocus.current;
    refocus.current = null;
    if (!key || !form.current) return;
    const same = [...form.current.querySelectorAll('input')].find((el) => controlKey(el) === key);
    same?.focus({ preventScroll: true });
  }, [location.search]);

  const apply = () => {
    if (!form.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && form.current.contains(active)) refocus.current = controlKey(active);
    setOpenFamilies(openFamiliesIn(form.current));
    const params = new URLSearchParams(new FormData(form.current) as unknown as Record<string, string>);
    const next = parseListing(params);
    const qs = toSearchParams({ ...next, page: 1 }).toString();
    setAsked(qs ? `?${qs}` : '');
    void navigate(`${location.pathname}${qs ? `?${qs}` : ''}`, {
      preventScrollReset: true,
      replace: true,
      state: { keepPanel: true } satisfies KeepPanelState,
    });
  };

  return (
    <Dialog
      id="filters"
      open={open === 'filters'}
      onClose={closePanel}
      title="Filter"
      closeLabel="Close filters"
      variant="drawer-left"
      footer={
        <div className="filter-panel__foot">
          <Link
            to={clearAllHref(state)}
            preventScrollReset
            replace
            state={{ keepPanel: true } satisfies KeepPanelState}
            className="btn btn--outline"
          >
            Clear all
          </Link>
          <button type="submit" form="filter-form" className="btn" onClick={closePanel}>
            View {countText(total).replace(' found', '')}
          </button>
        </div>
      }
    >
      {/* Remounted when the URL changes from outside the form, so the panel always shows the URL's filters. */}
      <Form
        key={formKey}
        id="filter-form"
        ref={form}
        method="get"
        className="filter-panel"
        onChange={(e) => {
          if ((e.target as EventTarget as HTMLInputElement).type !== 'range') apply();
        }}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        {state.search ? <input type="hidden" name="search" value={state.search} /> : null}
        {state.collection ? <input type="hidden" name="collection" value={state.collection} /> : null}
        {state.sort !== 'default' ? <input type="hidden" name="sort" value={state.sort} /> : null}
        {state.view !== '4' ? <input type="hidden" name="view" value={state.view} /> : null}

        <fieldset className="filter-group">
          <legend className="filter-group__title">Categories</legend>
          <ul className="filter-list">
            <li>
              <label className="filter-choice">
                <input type="radio" name="category" value="" defaultChecked={!state.category} />
                <span>All</span>
              </label>
            </li>
            {offered.map((c) => (
              <li key={c.slug}>
                <label className="filter-choice">
                  <input type="radio" name="category" value={c.slug} defaultChecked={state.category === c.slug} />
                  <span>{c.name}</span>
                  <span className="filter-choice__count">{formatCount(c.count, c.capped)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className="filter-group">
          <legend className="filter-group__title">Availability</legend>
          <ul className="filter-list">
            {(['true', 'false'] as const).map((value) => {
              const selected = state.availability === (value === 'true' ? 'in-stock' : 'out-of-stock');
              return (
                <li key={value}>
                  <label className="filter-choice">
                    <input
                      type="radio"
                      name="isStock"
                      value={value}
                      defaultChecked={selected}
                      onClick={(e) => {
                        // Clicking the chosen option again goes back to All (R15.4).
                        if (selected) {
                          e.currentTarget.checked = false;
                          apply();
                        }
                      }}
                    />
                    <span>{value === 'true' ? 'In Stock' : 'Out of Stock'}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset className="filter-group">
          <legend className="filter-group__title">Price</legend>
          <PriceRange min={state.priceMin} max={state.priceMax} onCommit={apply} />
        </fieldset>

        <ColourFacet facets={facets} checkedFamilies={state.colourFamily} checked={state.colour} open={openFamilies} />
        <SizeFacet values={facets.sizes} checked={state.size} />

        <fieldset className="filter-group">
          <legend className="filter-group__title">Gender</legend>
          <ul className="filter-list">
            {GENDERS.map((g) => (
              <li key={g}>
                <label className="filter-choice filter-choice--check">
                  <input type="checkbox" name="gender" value={g} defaultChecked={state.gender.includes(g)} />
                  <span>{genderLabel(g)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </Form>
    </Dialog>
  );
}
