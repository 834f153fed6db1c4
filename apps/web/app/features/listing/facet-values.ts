import {
  COLOUR_FAMILIES,
  COLOUR_FAMILY_LABELS,
  type ColourFamily,
  defaultColourFamily,
  type ListingFacets,
  swatchHex,
} from '@atelier/contract/catalogue';

/**
 * The values a facet offers (R15.13): those with products, in the API's order, plus any checked
 * value the API no longer counts (so the shopper can always uncheck it), at the end with 0.
 */
export function offeredFacetValues<T extends { value: string; count: number }>(
  values: readonly T[],
  checked: readonly string[],
  missing: (value: string) => T,
): T[] {
  const offered = values.filter((v) => v.count > 0 || checked.includes(v.value));
  const known = new Set(offered.map((v) => v.value));
  return offered.concat(checked.filter((c) => !known.has(c)).map(missing));
}

/** A colour family as the filter offers it: its count and the shades inside it (R17.9). */
export interface OfferedFamily {
  value: ColourFamily;
  label: string;
  count: number;
  capped?: boolean;
  shades: ListingFacets['colours'];
}

/**
 * The colour facet by family (R17.9): the families with products, each with its shades on offer, in
 * the API's order. A checked family or shade stays on offer with nothing left (R15.13); a checked
 * shade the API no longer counts goes in its default family, since the owner's choice came with the
 * counts.
 */
export function offeredColourFamilies(
  facets: Pick<ListingFacets, 'colours' | 'colourFamilies'>,
  checkedFamilies: readonly ColourFamily[],
  checkedColours: readonly string[],
): OfferedFamily[] {
  const shades = offeredFacetValues(facets.colours, checkedColours, (value) => ({
    value,
    count: 0,
    hex: swatchHex(value),
    family: defaultColourFamily(value),
  }));
  const counted = new Map(facets.colourFamilies.map((f) => [f.value, f]));
  return COLOUR_FAMILIES.flatMap((family) => {
    const inside = shades.filter((s) => s.family === family);
    const count = counted.get(family);
    if (inside.length === 0 && !checkedFamilies.includes(family)) return [];
    return [
      {
        value: family,
        label: COLOUR_FAMILY_LABELS[family],
        count: count?.count ?? 0,
        ...(count?.capped ? { capped: true } : {}),
        shades: inside,
      },
    ];
  });
}
