import type { ColourFamily, ListingFacets } from '@atelier/contract/catalogue';
import { useId } from 'react';
import { ChevronDown } from '~/components/ui/icons';
import { ProductCount } from './facet-count.tsx';
import { offeredColourFamilies, type OfferedFamily } from './facet-values.ts';

/** Which families' shades the shopper has opened, kept by the panel while the form is remade. */
export type OpenFamilies = Partial<Record<ColourFamily, boolean>>;

/** The families whose shades are open in a form, read as a change is applied (the form is then remade). */
export function openFamiliesIn(form: HTMLFormElement): OpenFamilies {
  const open: OpenFamilies = {};
  for (const d of form.querySelectorAll<HTMLDetailsElement>('details[data-family]')) open[d.dataset.family as ColourFamily] = d.open;
  return open;
}

interface ColourFacetProps {
  facets: Pick<ListingFacets, 'colours' | 'colourFamilies'>;
  checkedFamilies: ColourFamily[];
  checked: string[];
  open: OpenFamilies;
}

/** A family's swatch: up to four of its shades as slices of one circle. */
function familySwatch(f: OfferedFamily): string {
  const hexes = f.shades.slice(0, 4).map((s) => s.hex);
  if (hexes.length <= 1) return hexes[0] ?? 'var(--c-sand)';
  const step = 360 / hexes.length;
  return `conic-gradient(${hexes.map((h, i) => `${h} ${i * step}deg ${(i + 1) * step}deg`).join(', ')})`;
}

/**
 * Colour facet (R15.13, R17.9): the colour families with their counts, each a checkbox that stands
 * for all its shades, and each with its shades inside a disclosure, checked one by one. The
 * disclosure is a native details element, so it works before the script loads and says whether it
 * is open; it starts open when one of its shades is checked.
 */
export function ColourFacet({ facets, checkedFamilies, checked, open }: ColourFacetProps) {
  const families = offeredColourFamilies(facets, checkedFamilies, checked);
  const id = useId();
  if (families.length === 0) return null;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">Colour</legend>
      <ul className="filter-list filter-families">
        {families.map((f) => {
          const fid = `${id}-${f.value}`;
          const isOpen = open[f.value] ?? f.shades.some((s) => checked.includes(s.value));
          return (
            <li key={f.value} className="filter-family">
              <div className="filter-choice filter-choice--check">
                <input
                  type="checkbox"
                  id={fid}
                  name="colourFamily"
                  value={f.value}
                  defaultChecked={checkedFamilies.includes(f.value)}
                  aria-describedby={`${fid}-n`}
                />
                <label htmlFor={fid} className="filter-choice__label">
                  <span className="facet-swatch" style={{ background: familySwatch(f) }} aria-hidden="true" />
                  {f.label}
                </label>
                <span id={`${fid}-n`} className="filter-choice__count">
                  <ProductCount n={f.count} capped={f.capped} />
                </span>
              </div>
              {f.shades.length > 0 ? (
                <details className="filter-shades" data-family={f.value} open={isOpen}>
                  <summary className="filter-shades__toggle">
                    <span className="visually-hidden">{f.label} </span>
                    Shades
                    <ChevronDown aria-hidden="true" />
                  </summary>
                  <ul className="filter-list filter-shades__list">
                    {f.shades.map((c, i) => (
                      <li key={c.value} className="filter-choice filter-choice--check">
                        <input
                          type="checkbox"
                          id={`${fid}-${i}`}
                          name="colour"
                          value={c.value}
                          defaultChecked={checked.includes(c.value)}
                          aria-describedby={`${fid}-${i}-n`}
                        />
                        <label htmlFor={`${fid}-${i}`} className="filter-choice__label">
                          <span className="facet-swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
                          {c.value}
                        </label>
                        <span id={`${fid}-${i}-n`} className="filter-choice__count">
                          <ProductCount n={c.count} capped={c.capped} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
