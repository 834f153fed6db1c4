import { describe, expect, it } from 'vitest';
import { clampQuantity, defaultVariant, isFewLeft, maxQuantity, productInStock, quickAddVariant } from './stock.ts';

const v = (size: string, quantity: number) => ({ guid: size, size, quantity });

describe('default variant (M, L, S, XL, XS)', () => {
  it('prefers M, then L, then S, XL, XS among in-stock sizes', () => {
    expect(defaultVariant([v('XS', 3), v('S', 2), v('M', 1)])?.size).toBe('M');
    expect(defaultVariant([v('XS', 3), v('S', 2), v('M', 0), v('L', 4)])?.size).toBe('L');
    expect(defaultVariant([v('XS', 3), v('S', 2), v('M', 0)])?.size).toBe('S');
    expect(defaultVariant([v('XS', 3), v('XL', 2)])?.size).toBe('XL');
  });

  it('falls back to any in-stock variant, then the first', () => {
    expect(defaultVariant([v('XXL', 2), v('M', 0)])?.size).toBe('XXL');
    expect(defaultVariant([v('S', 0), v('M', 0)])?.size).toBe('S');
    expect(defaultVariant([])).toBeUndefined();
  });
});

describe('default variant in other size systems (R3.13)', () => {
  it('picks UK 7, then UK 8, then UK 6 for shoes', () => {
    expect(defaultVariant([v('UK 5', 2), v('UK 7', 1), v('UK 8', 4)])?.size).toBe('UK 7');
    expect(defaultVariant([v('UK 5', 2), v('UK 7', 0), v('UK 8', 4)])?.size).toBe('UK 8');
    expect(defaultVariant([v('UK 6', 2), v('UK 7', 0), v('UK 8', 0)])?.size).toBe('UK 6');
  });

  it('picks W32, then W30, then W34 for jeans', () => {
    expect(defaultVariant([v('W28', 1), v('W32', 1), v('W34', 1)])?.size).toBe('W32');
    expect(defaultVariant([v('W28', 1), v('W30', 3), v('W32', 0), v('W34', 1)])?.size).toBe('W30');
    expect(quickAddVariant([v('W38', 0), v('W40', 2)])?.size).toBe('W40');
  });
});

describe('quick add', () => {
  it('takes the first in-stock preferred size and gives up otherwise', () => {
    expect(quickAddVariant([v('S', 1), v('L', 1)])?.size).toBe('L');
    expect(quickAddVariant([v('XXL', 5)])).toBeUndefined();
    expect(quickAddVariant([v('ONE', 2)])?.size).toBe('ONE');
    expect(quickAddVariant([v('ONE', 0)])).toBeUndefined();
  });
});

describe('quantity clamp', () => {
  it('keeps the quantity between 1 and the variant stock', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
  });

  it('parses typed text as an integer and turns non-numbers into the minimum', () => {
    expect(clampQuantity('4', 5)).toBe(4);
    expect(clampQuantity('2.7', 5)).toBe(2);
    expect(clampQuantity('abc', 5)).toBe(1);
    expect(clampQuantity('', 5)).toBe(1);
  });

  it('uses 5 as the maximum when the stock is unknown', () => {
    expect(maxQuantity(undefined)).toBe(5);
    expect(maxQuantity({ quantity: null })).toBe(5);
    expect(maxQuantity({ quantity: 12 })).toBe(12);
  });
});

describe('product in stock', () => {
  it('needs the product on sale and some variant with stock', () => {
    expect(productInStock({ onSale: true, variants: [v('S', 0), v('M', 1)] })).toBe(true);
    expect(productInStock({ onSale: true, variants: [v('S', 0)] })).toBe(false);
    expect(productInStock({ onSale: false, variants: [v('M', 3)] })).toBe(false);
  });
});

describe('isFewLeft', () => {
  it('is true for some units up to the threshold, never for none or with the threshold at 0', () => {
    expect(isFewLeft(1, 3)).toBe(true);
    expect(isFewLeft(3, 3)).toBe(true);
    expect(isFewLeft(4, 3)).toBe(false);
    expect(isFewLeft(0, 3)).toBe(false);
    expect(isFewLeft(1, 0)).toBe(false);
  });
});
