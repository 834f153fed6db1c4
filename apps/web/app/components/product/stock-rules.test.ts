import { describe, expect, it } from 'vitest';
import { addLabel, addTooltip, askedVariantGuid, cardOutOfStock, fewLeftText, initialVariantGuid } from './stock-rules.ts';

const v = (size: string, quantity: number) => ({ guid: `g-${size}`, size, quantity });

describe('cardOutOfStock', () => {
  it('is out of stock when flagged or when no size has stock', () => {
    expect(cardOutOfStock({ isStock: false, variants: [v('M', 3)] })).toBe(true);
    expect(cardOutOfStock({ isStock: true, variants: [v('M', 0), v('L', 0)] })).toBe(true);
    expect(cardOutOfStock({ isStock: true, variants: [] })).toBe(true);
    expect(cardOutOfStock({ isStock: true, variants: [v('M', 0), v('L', 2)] })).toBe(false);
  });
});

describe('initialVariantGuid', () => {
  it('chooses no size while there is a choice to make, M in stock or not (R3.5)', () => {
    expect(initialVariantGuid([v('XS', 4), v('S', 2), v('M', 3), v('L', 1)])).toBeUndefined();
    expect(initialVariantGuid([v('W32 L32', 1), v('W30 L32', 2)])).toBeUndefined();
  });

  it('starts a one-size product on its size while it has stock', () => {
    expect(initialVariantGuid([v('ONE', 2)])).toBe('g-ONE');
    expect(initialVariantGuid([v('ONE', 0)])).toBeUndefined();
  });
});

describe('addLabel', () => {
  it('reads Out of stock for a sold-out product or size, else Add to cart', () => {
    expect(addLabel(false, v('M', 2))).toBe('Out of stock');
    expect(addLabel(true, v('M', 0))).toBe('Out of stock');
    expect(addLabel(true, v('M', 2))).toBe('Add to cart');
    expect(addLabel(true, undefined)).toBe('Add to cart');
  });

  it('reads Already Added when the chosen size is in the cart, unless it sold out since', () => {
    expect(addLabel(true, v('M', 2), true)).toBe('Already Added');
    expect(addLabel(true, v('M', 0), true)).toBe('Out of stock');
    expect(addLabel(false, v('M', 2), true)).toBe('Out of stock');
    expect(addLabel(true, undefined, true)).toBe('Add to cart');
  });

  it('gives cards the tooltip Add to Cart or Already Added, none when sold out', () => {
    expect(addTooltip('Add to cart')).toBe('Add to Cart');
    expect(addTooltip('Already Added')).toBe('Already Added');
    expect(addTooltip('Out of stock')).toBeUndefined();
  });
});

describe('askedVariantGuid (R17.7)', () => {
  const variants = [
    { guid: 's', size: 'S', quantity: 2, isStock: true },
    { guid: 'm', size: 'M', quantity: 0, isStock: false },
    { guid: 'l', size: 'L', quantity: 3, isStock: false },
  ];
  it('chooses the size asked for when it is in stock', () => {
    expect(askedVariantGuid(variants, 'S')).toBe('s');
  });
  it('ignores a sold-out size, a size off sale, a size the product lacks and no size', () => {
    expect(askedVariantGuid(variants, 'M')).toBeUndefined();
    expect(askedVariantGuid(variants, 'L')).toBeUndefined();
    expect(askedVariantGuid(variants, 'XL')).toBeUndefined();
    expect(askedVariantGuid(variants, undefined)).toBeUndefined();
  });
});

describe('fewLeftText', () => {
  it('names the count and the size when the API marks the size as having few left (R3.15)', () => {
    expect(fewLeftText({ ...v('M', 2), fewLeft: true })).toBe('Only 2 left in size M');
    expect(fewLeftText({ ...v('UK 8', 1), fewLeft: true })).toBe('Only 1 left in size UK 8');
    expect(fewLeftText({ ...v('ONE', 3), fewLeft: true })).toBe('Only 3 left');
    expect(fewLeftText({ ...v('M', 9), fewLeft: false })).toBe('');
    expect(fewLeftText(undefined)).toBe('');
  });
});
