import { describe, expect, it } from 'vitest';
import type { QuoteResponse } from '@atelier/contract/discounts';
import { quoteTotals } from './totals.ts';

const option = (method: 'standard' | 'next_day' | 'collect', price: number) => ({
  method,
  label: method,
  price,
  estimate: { from: '2026-11-25', to: '2026-11-25' },
  estimateText: '',
});

const quote = (over: Partial<QuoteResponse> = {}): QuoteResponse => ({
  totalItemPrice: 120,
  linePrices: [90, 30],
  discount: { code: 'SAVE10', kind: 'percent', amount: 12, freeShipping: false },
  discountError: null,
  subtotalExVat: 90,
  totalTax: 18.66,
  totalShippingCost: 3.95,
  shippingExVat: 3.29,
  totalPrice: 111.95,
  delivery: option('standard', 3.95),
  deliveryOptions: [option('standard', 3.95), option('next_day', 6.95), option('collect', 0)],
  region: { region: 'mainland', label: 'Mainland UK', surcharge: 0, delivered: true },
  payment: { giftCard: null, giftCardError: null, storeCredit: null, byCard: 111.95 },
  ...over,
});

describe('checkout totals from the quote (R20.7, R20.10)', () => {
  it('takes VAT (x 20/120) from the discounted items and the delivery ticked, and adds the delivery', () => {
    expect(quoteTotals(quote(), 'next_day').totals).toEqual({
      itemsPence: 12000,
      discountPence: 1200,
      vatPence: 1916,
      subtotalExVatPence: 9000,
      shippingPence: 695,
      shippingExVatPence: 579,
      totalPence: 11495,
    });
    expect(quoteTotals(quote(), 'collect').totals.totalPence).toBe(10800);
  });

  it('charges no delivery for an empty cart', () => {
    expect(quoteTotals(quote({ totalItemPrice: 0, linePrices: [], discount: null }), 'standard').totals).toMatchObject({
      shippingPence: 0,
      totalPence: 0,
    });
  });
});
