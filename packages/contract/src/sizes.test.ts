import { describe, expect, it } from 'vitest';
import { ONE_SIZE, sizeLabel, sizePhrase } from './sizes.ts';

describe('sizeLabel', () => {
  it('reads One size for single-size products and the size itself otherwise', () => {
    expect(sizeLabel(ONE_SIZE)).toBe('One size');
    expect(sizeLabel('M')).toBe('M');
    expect(sizeLabel('XXL')).toBe('XXL');
  });
});

describe('sizePhrase', () => {
  it('names the size in a sentence', () => {
    expect(sizePhrase('M')).toBe('Size M');
    expect(sizePhrase(ONE_SIZE)).toBe('One size');
  });
});
