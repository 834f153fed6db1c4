import { describe, expect, it } from 'vitest';
import { countForGender, gendersMatching, shopperGenderCounts, withProducts } from './audience.ts';
import { swatchHex, UNKNOWN_COLOUR_HEX } from './colours.ts';

describe('gendersMatching (R15.11)', () => {
  it('adds unisex to Men and to Women', () => {
    expect(gendersMatching(['male'])).toEqual(['male', 'unisex']);
    expect(gendersMatching(['female'])).toEqual(['female', 'unisex']);
    expect(gendersMatching(['male', 'female'])).toEqual(['male', 'female', 'unisex']);
  });
  it('keeps unisex alone and no filter as no filter', () => {
    expect(gendersMatching(['unisex'])).toEqual(['unisex']);
    expect(gendersMatching([])).toEqual([]);
  });
  it('counts as the listing does', () => {
    const stored = { male: 3, female: 5, unisex: 2 };
    expect(countForGender(stored, 'male')).toBe(5);
    expect(shopperGenderCounts(stored)).toEqual({ male: 5, female: 7, unisex: 2 });
  });
});

describe('swatchHex', () => {
  it('paints known names, in any case, and a grey for unknown ones', () => {
    expect(swatchHex('Navy')).toBe('#1f2b45');
    expect(swatchHex('grey marl')).toBe('#a3a3a1');
    expect(swatchHex('Plaid of Mystery')).toBe(UNKNOWN_COLOUR_HEX);
  });
});

describe('withProducts (R15.12)', () => {
  const cats = [
    { slug: 'dresses', items: 2, itemsByGender: { male: 0, female: 2, unisex: 0 } },
    { slug: 'shoes', items: 3, itemsByGender: { male: 3, female: 2, unisex: 2 } },
    { slug: 'hats', items: 0, itemsByGender: { male: 0, female: 0, unisex: 0 } },
  ];
  it('leaves out what would open an empty listing', () => {
    expect(withProducts(cats).map((c) => c.slug)).toEqual(['dresses', 'shoes']);
    expect(withProducts(cats, 'male').map((c) => c.slug)).toEqual(['shoes']);
    expect(withProducts(cats, 'female').map((c) => c.slug)).toEqual(['dresses', 'shoes']);
  });
});
