import { describe, expect, it } from 'vitest';
import { offeredColourFamilies, offeredFacetValues } from './facet-values.ts';

describe('offeredFacetValues (R15.13)', () => {
  const values = [
    { value: 'Black', count: 3 },
    { value: 'Sage', count: 0 },
    { value: 'White', count: 1 },
  ];
  const missing = (value: string) => ({ value, count: 0 });

  it('offers the values with products', () => {
    expect(offeredFacetValues(values, [], missing).map((v) => v.value)).toEqual(['Black', 'White']);
  });

  it('keeps a checked value on offer even with nothing left, so it can be unchecked', () => {
    expect(offeredFacetValues(values, ['Sage', 'Plum'], missing)).toEqual([
      { value: 'Black', count: 3 },
      { value: 'Sage', count: 0 },
      { value: 'White', count: 1 },
      { value: 'Plum', count: 0 },
    ]);
  });
});

describe('offeredColourFamilies (R17.9)', () => {
  const shade = (value: string, family: 'grey' | 'blue' | 'neutral', count: number) => ({ value, hex: '#777777', family, count });
  const facets = {
    colours: [shade('Charcoal', 'grey', 2), shade('Navy', 'blue', 1), shade('Slate', 'grey', 0), shade('Grey Marl', 'grey', 3)],
    colourFamilies: [
      { value: 'grey' as const, label: 'Grey', count: 5 },
      { value: 'blue' as const, label: 'Blue', count: 1, capped: true },
    ],
  };

  it('offers the families with products in the shop’s family order, each with its shades that have products', () => {
    expect(offeredColourFamilies(facets, [], [])).toEqual([
      { value: 'grey', label: 'Grey', count: 5, shades: [facets.colours[0], facets.colours[3]] },
      { value: 'blue', label: 'Blue', count: 1, capped: true, shades: [facets.colours[1]] },
    ]);
  });

  it('keeps a checked family and a checked shade on offer with nothing left, the shade in its default family', () => {
    const offered = offeredColourFamilies(facets, ['pink'], ['Slate', 'Oatmeal']);
    expect(offered.map((f) => [f.value, f.count, f.shades.map((s) => s.value)])).toEqual([
      ['grey', 5, ['Charcoal', 'Slate', 'Grey Marl']],
      ['neutral', 0, ['Oatmeal']],
      ['blue', 1, ['Navy']],
      ['pink', 0, []],
    ]);
  });
});
