import {
  type ListingFacets,
  swatchHex,
  sizeLabel,
  sizeRank,
  sizeSystemOf,
  type SizeSystem,
  formatCount,
} from '@atelier/contract/catalogue';
import { useId } from 'react';
import { offeredFacetValues } from './facet-values.ts';

// A value's name is its label and its count is its description, so 'M' stays the size's name.

/**
 * Colour facet (R15.13): a swatch, the name and the number of products each colour would show with
 * the other filters. Checked colours stay on offer even when nothing else matches them.
 */
export function ColourFacet({ values, checked }: { values: ListingFacets['colours']; checked: string[] }) {
  const offered = offeredFacetValues(values, checked, (value) => ({
    value,
    count: 0,
    hex: swatchHex(value),
    capped: false as boolean | undefined,
  }));
  const id = useId();
  if (offered.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Colour</legend>
      <ul className="filter-list filter-colours">
        {offered.map((c, i) => (
          <li key={c.value} className="filter-choice filter-choice--check">
            <input
              type="checkbox"
              id={`${id}-${i}`}
              name="colour"
              value={c.value}
              defaultChecked={checked.includes(c.value)}
              aria-describedby={`${id}-${i}-n`}
            />
            <label htmlFor={`${id}-${i}`} className="filter-choice__label">
              <span className="facet-swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
              {c.value}
            </label>
            <span id={`${id}-${i}-n`} className="filter-choice__count">
              {productCount(c.count, c.capped)}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Systems a listing's sizes are grouped by, in this order (R3.12), each under a short name; one-size
 * products have no size to pick.
 */
const FILTER_SYSTEMS: readonly (readonly [SizeSystem, string])[] = [
  ['letters', 'Letters'],
  ['uk-shoe', 'UK shoes'],
  ['jeans', 'Jeans waist'],
];

/**
 * Size facet (R15.13): the sizes that can be bought, grouped by size system, each with its count;
 * checked ones stay on offer.
 */
export function SizeFacet({ values, checked }: { values: ListingFacets['sizes']; checked: string[] }) {
  const offered = offeredFacetValues(values, checked, (value) => ({ value, count: 0, capped: false as boolean | undefined }));
  const id = useId();
  const groups = FILTER_SYSTEMS.map(([system, name]) => ({
    system,
    name,
    sizes: offered.filter((s) => sizeSystemOf(s.value) === system).sort((a, b) => sizeRank(a.value) - sizeRank(b.value)),
  })).filter((g) => g.sizes.length > 0);
  if (groups.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Size</legend>
      {groups.map((g) => (
        <div key={g.system} className="filter-sizes__system" role="group" aria-labelledby={`${id}-${g.system}`}>
          {groups.length > 1 ? (
            <p className="filter-sizes__name" id={`${id}-${g.system}`}>
              {g.name}
            </p>
          ) : (
            <span className="visually-hidden" id={`${id}-${g.system}`}>
              {g.name}
            </span>
          )}
          <div className="filter-sizes">
            {g.sizes.map((s, i) => (
              <label key={s.value} className="size-option">
                <input
                  type="checkbox"
                  name="size"
                  value={s.value}
                  aria-label={sizeLabel(s.value)}
                  defaultChecked={checked.includes(s.value)}
                  aria-describedby={`${id}-${g.system}-${i}-n`}
                />
                <span>{sizeLabel(s.value)}</span>
                {/* The size alone is the name ('M'); the count is read as its description. */}
                <span id={`${id}-${g.system}-${i}-n`} className="size-option__count" aria-hidden="true">
                  {productCount(s.count, s.capped)}
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/** The number beside a value; read as '12 products' (its description). */
/** A count from a listing too large to count in full is a lower bound: "120+" (R19.6). */
function productCount(n: number, capped?: boolean) {
  return (
    <>
      {formatCount(n, capped ?? false)}
      <span className="visually-hidden">{n === 1 ? ' product' : ' products'}</span>
    </>
  );
}
