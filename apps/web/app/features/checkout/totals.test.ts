import { describe, expect, it } from 'vitest';
import type { CartItem } from '@atelier/contract/cart';
import { checkoutTotals } from './totals.ts';

const line = (unitPrice: number, itemCount: number, isStock = true): CartItem => ({
  itemSlug: 'x',
  itemCount,
  unitPrice,
  oldPrice: null,
  totalPrice: unitPrice * itemCount,
  variantGuid: '00000000-0000-4000-8000-000000000000',
  size: 'M',
  colour: 'Navy',
  colourHex: '#1f2b45',
  name: 'X',
  coverImage: '/images/placeholder.svg',
  isStock,
  maxQuantity: 5,
});

describe('checkout totals', () => {
  it('takes VAT out of the VAT-inclusive total (x 20/120) and ships free at the default threshold', () => {
    expect(checkoutTotals([line(45, 2), line(29.99, 1)], { freeThresholdPence: 0, feePence: 395 })).toEqual({
      itemsPence: 11999,
      vatPence: 2000,
      subtotalExVatPence: 9999,
      shippingPence: 0,
      totalPence: 11999,
    });
  });

  it('charges the fee below a raised threshold, and nothing for sold-out lines or an empty cart', () => {
    const t = checkoutTotals([line(19.99, 1), line(100, 1, false)], { freeThresholdPence: 5000, feePence: 395 });
    expect(t).toMatchObject({ itemsPence: 1999, vatPence: 333, shippingPence: 395, totalPence: 2394 });
    expect(checkoutTotals([], { freeThresholdPence: 5000, feePence: 395 }).totalPence).toBe(0);
  });
});
