import { describe, expect, it } from 'vitest';
import { ONE_SIZE, sizeLabel } from './sizes.ts';

describe('sizeLabel', () => {
  it('reads One size for single-size products and the size itself otherwise', () => {
    expect(sizeLabel(ONE_SIZE)).toBe('One size');
    expect(sizeLabel('M')).toBe('M');
    expect(sizeLabel('XXL')).toBe('XXL');
  });
});
