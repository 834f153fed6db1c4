import { type ListingFacets, sizeLabel, filterDimension, filterRank } from '@atelier/contract/catalogue';
import { useId } from 'react';
import { ProductCount } from './facet-count.tsx';
import { offeredFacetValues } from './facet-values.ts';

// A value's name is its label and its count is its description, so 'M' stays the size's name.

/**
 * Systems a listing's sizes are grouped by, in this order (R3.12), each under a short name; one-size
 * products have no size to pick.
 */
const FILTER_SYSTEMS: readonly (readonly [NonNullable<ReturnType<typeof filterDimension>>, string])[] = [
  ['letters', 'Letters'],
  ['uk-shoe', 'UK shoes'],
  // Jeans by waist and by leg apart (R3.17): choosing both finds the jeans in that waist and leg.
  ['waist', 'Jeans waist'],
  ['leg', 'Jeans leg'],
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
    sizes: offered.filter((s) => filterDimension(s.value) === system).sort((a, b) => filterRank(a.value) - filterRank(b.value)),
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
                  <ProductCount n={s.count} capped={s.capped} />
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
