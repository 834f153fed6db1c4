import { describe, expect, it } from 'vitest';
import { offeredFacetValues } from './facet-values.ts';

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
