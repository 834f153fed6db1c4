import { describe, expect, it } from 'vitest';
import {
  ALL_SIZES,
  FILTER_SIZES,
  isSizeSystem,
  ONE_SIZE,
  SIZE_PREFERENCE,
  SIZE_PREFERENCES,
  SIZE_SYSTEMS,
  SYSTEM_SIZES,
  sizeInSystem,
  sizeLabel,
  sizePhrase,
  sizePreference,
  sizeRank,
  sizeSystemFor,
  sizeSystemOf,
} from './sizes.ts';

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

describe('size systems', () => {
  it('lists each system in its own order, and all sizes letters, then UK shoe, then jeans, then ONE', () => {
    expect(SYSTEM_SIZES['uk-shoe'][0]).toBe('UK 3');
    expect(SYSTEM_SIZES['uk-shoe'].at(-1)).toBe('UK 12');
    expect(SYSTEM_SIZES.jeans).toEqual(['W26', 'W28', 'W30', 'W32', 'W34', 'W36', 'W38', 'W40']);
    expect(ALL_SIZES.indexOf('XXL')).toBeLessThan(ALL_SIZES.indexOf('UK 3'));
    expect(ALL_SIZES.indexOf('UK 12')).toBeLessThan(ALL_SIZES.indexOf('W26'));
    expect(ALL_SIZES.at(-1)).toBe(ONE_SIZE);
    expect(FILTER_SIZES).not.toContain(ONE_SIZE);
  });

  it('never gives two systems the same size string', () => {
    const all = SIZE_SYSTEMS.flatMap((s) => [...SYSTEM_SIZES[s]]);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(ALL_SIZES.length);
  });

  it('names the system of a size and checks membership', () => {
    expect(sizeSystemOf('M')).toBe('letters');
    expect(sizeSystemOf('UK 8')).toBe('uk-shoe');
    expect(sizeSystemOf('W32')).toBe('jeans');
    expect(sizeSystemOf(ONE_SIZE)).toBe('one-size');
    expect(sizeSystemOf('UK8')).toBeUndefined();
    expect(sizeInSystem('UK 8', 'uk-shoe')).toBe(true);
    expect(sizeInSystem('M', 'uk-shoe')).toBe(false);
    expect(isSizeSystem('jeans')).toBe(true);
    expect(isSizeSystem('eu-shoe')).toBe(false);
  });

  it('takes a product system from its sizes: one-size only when ONE is the only size', () => {
    expect(sizeSystemFor(['ONE'])).toBe('one-size');
    expect(sizeSystemFor(['UK 6', 'UK 7'])).toBe('uk-shoe');
    expect(sizeSystemFor(['W30'])).toBe('jeans');
    expect(sizeSystemFor(['S', 'M'])).toBe('letters');
    expect(sizeSystemFor([])).toBe('letters');
  });

  it('ranks sizes within a system smallest first', () => {
    const shoes = ['UK 10', 'UK 3', 'UK 8'].sort((a, b) => sizeRank(a) - sizeRank(b));
    expect(shoes).toEqual(['UK 3', 'UK 8', 'UK 10']);
    const letters = ['XL', 'S', 'M'].sort((a, b) => sizeRank(a) - sizeRank(b));
    expect(letters).toEqual(['S', 'M', 'XL']);
    expect(sizeRank('nonsense')).toBe(ALL_SIZES.length);
  });

  it('prefers the middle of each system outwards (letters keep M, L, S, XL, XS)', () => {
    expect(SIZE_PREFERENCE).toEqual(['M', 'L', 'S', 'XL', 'XS']);
    expect(sizePreference(['S', 'M'])).toEqual(['M', 'L', 'S', 'XL', 'XS']);
    expect(sizePreference(['UK 3', 'UK 12']).slice(0, 4)).toEqual(['UK 7', 'UK 8', 'UK 6', 'UK 9']);
    expect(sizePreference(['W40']).slice(0, 3)).toEqual(['W32', 'W30', 'W34']);
    expect(sizePreference([ONE_SIZE])).toEqual([ONE_SIZE]);
    for (const s of ['uk-shoe', 'jeans'] as const) expect([...SIZE_PREFERENCES[s]].sort()).toEqual([...SYSTEM_SIZES[s]].sort());
  });

  it('labels UK shoe and jeans sizes as stored', () => {
    expect(sizeLabel('UK 8')).toBe('UK 8');
    expect(sizeLabel('W32')).toBe('W32');
    expect(sizePhrase('UK 8')).toBe('Size UK 8');
  });
});
