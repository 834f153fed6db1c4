import { describe, expect, it } from 'vitest';
import { clampQuantity, isFewLeft, maxQuantity, onlyVariant, productInStock } from './stock.ts';

const v = (size: string, quantity: number) => ({ guid: size, size, quantity });

describe('no size chosen for the shopper (R3.5)', () => {
  it('chooses nothing when there are sizes to choose from, whichever has stock', () => {
    expect(onlyVariant([v('XS', 3), v('S', 2), v('M', 1)])).toBeUndefined();
    expect(onlyVariant([v('UK 5', 2), v('UK 7', 1)])).toBeUndefined();
    expect(onlyVariant([v('M', 0), v('L', 4)])).toBeUndefined();
    expect(onlyVariant([])).toBeUndefined();
  });

  it('chooses the only size of a one-size product while it has stock', () => {
    expect(onlyVariant([v('ONE', 2)])?.size).toBe('ONE');
    expect(onlyVariant([v('M', 1)])?.size).toBe('M');
    expect(onlyVariant([v('ONE', 0)])).toBeUndefined();
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
