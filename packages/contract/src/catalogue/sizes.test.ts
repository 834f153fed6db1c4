import { describe, expect, it } from 'vitest';
import {
  ALL_SIZES,
  facetValueSizes,
  FILTER_SIZES,
  filterDimension,
  filterRank,
  isSizeSystem,
  JEANS_LEGS,
  JEANS_WAISTS,
  jeansParts,
  sizesMatching,
  ONE_SIZE,
  SIZE_SYSTEMS,
  SYSTEM_SIZES,
  sizeInSystem,
  sizeLabel,
  sizePhrase,
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

describe('jeans in waist and leg (R3.17)', () => {
  it('splits a jeans size into its waist and leg, and nothing else', () => {
    expect(jeansParts('W32 L30')).toEqual({ waist: 'W32', leg: 'L30' });
    expect(jeansParts('W32')).toBeUndefined();
    expect(jeansParts('W32 L30 x')).toBeUndefined();
    expect(jeansParts('UK 8')).toBeUndefined();
  });

  it('filters by waist, by leg, and by both together; other sizes widen', () => {
    expect(sizesMatching(['W32'])).toEqual(['W32 L30', 'W32 L32', 'W32 L34']);
    expect(sizesMatching(['L30'])).toHaveLength(JEANS_WAISTS.length);
    expect(sizesMatching(['W32', 'L30'])).toEqual(['W32 L30']);
    expect(sizesMatching(['W30', 'W32', 'L30'])).toEqual(['W30 L30', 'W32 L30']);
    expect(sizesMatching(['M', 'W32', 'L34'])).toEqual(['M', 'W32 L34']);
    expect(sizesMatching(['M', 'UK 8'])).toEqual(['M', 'UK 8']);
    expect(sizesMatching([])).toEqual([]);
    expect(FILTER_SIZES).toEqual(expect.arrayContaining([...JEANS_WAISTS, ...JEANS_LEGS]));
  });

  it('counts a waist with the legs chosen, and a leg with the waists chosen', () => {
    expect(facetValueSizes('W32', ['L30', 'W28'])).toEqual(['W32 L30']);
    expect(facetValueSizes('L34', ['W32', 'L30'])).toEqual(['W32 L34']);
    expect(facetValueSizes('M', ['W32', 'L30'])).toEqual(['M']);
    expect(filterDimension('W32')).toBe('waist');
    expect(filterDimension('L30')).toBe('leg');
    expect(filterDimension('UK 8')).toBe('uk-shoe');
    expect(filterDimension('W32 L30')).toBeUndefined();
    expect(['L30', 'W40', 'M'].sort((a, b) => filterRank(a) - filterRank(b))).toEqual(['M', 'W40', 'L30']);
  });
});

describe('size systems', () => {
  it('lists each system in its own order, and all sizes letters, then UK shoe, then jeans, then ONE', () => {
    expect(SYSTEM_SIZES['uk-shoe'][0]).toBe('UK 3');
    expect(SYSTEM_SIZES['uk-shoe'].at(-1)).toBe('UK 12');
    expect(SYSTEM_SIZES.jeans.slice(0, 4)).toEqual(['W26 L30', 'W26 L32', 'W26 L34', 'W28 L30']);
    expect(SYSTEM_SIZES.jeans).toHaveLength(24);
    expect(ALL_SIZES.indexOf('XXL')).toBeLessThan(ALL_SIZES.indexOf('UK 3'));
    expect(ALL_SIZES.indexOf('UK 12')).toBeLessThan(ALL_SIZES.indexOf('W26 L30'));
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
    expect(sizeSystemOf('W32 L30')).toBe('jeans');
    expect(sizeSystemOf('W32')).toBeUndefined();
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
    expect(sizeSystemFor(['W30 L32'])).toBe('jeans');
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

  it('labels UK shoe and jeans sizes as stored', () => {
    expect(sizeLabel('UK 8')).toBe('UK 8');
    expect(sizeLabel('W32 L30')).toBe('W32 L30');
    expect(sizePhrase('UK 8')).toBe('Size UK 8');
  });
});
