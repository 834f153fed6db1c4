import { describe, expect, it } from 'vitest';
import { ONE_SIZE } from './sizes.ts';
import { productVariantPhrase, variantPhrase } from './variant-phrase.ts';

describe('variantPhrase (R10.4)', () => {
  it('writes the size as the product shows it, then the colour', () => {
    expect(variantPhrase({ size: 'UK 9', colour: 'Black' })).toBe('Size UK 9, Black');
    expect(variantPhrase({ size: 'M', colour: 'Ecru' })).toBe('Size M, Ecru');
    expect(variantPhrase({ size: 'W32', colour: 'Indigo' })).toBe('Size W32, Indigo');
  });

  it('says One size for a one-size product and still names the colour', () => {
    expect(variantPhrase({ size: ONE_SIZE, colour: 'Tan' })).toBe('One size, Tan');
  });

  it('puts the product name before the bracketed size and colour', () => {
    expect(productVariantPhrase({ name: 'Suede Loafer', size: 'UK 9', colour: 'Brown' })).toBe('Suede Loafer (Size UK 9, Brown)');
  });
});
