import { describe, expect, it } from 'vitest';
import { computeTotals, formatPence, orderTotals, penceToPounds, poundsToPence, shippingFor, vatInclusiveOf } from './money.ts';

describe('money', () => {
  it('converts between pence and pounds without float drift', () => {
    expect(penceToPounds(1999)).toBe(19.99);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(poundsToPence(1234.5)).toBe(123450);
  });

  it('formats GBP the en-GB way', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(5)).toBe('£0.05');
  });

  it('takes VAT as 20/120 of an inclusive amount, not 20% of it', () => {
    expect(vatInclusiveOf(12000)).toBe(2000);
    expect(vatInclusiveOf(1999)).toBe(333); // 333.17
    expect(vatInclusiveOf(0)).toBe(0);
  });

  it('splits totals into subtotal, VAT, shipping and total that add up', () => {
    const t = computeTotals([8997], 0);
    expect(t.subtotalExVatPence + t.vatPence).toBe(8997);
    expect(t.totalPence).toBe(8997);
    expect(computeTotals([1000], 395).totalPence).toBe(1395);
  });

  it('takes VAT from the discounted items and the delivery (R20.7)', () => {
    expect(computeTotals([12000], 395, 1200)).toEqual({
      itemsPence: 12000,
      discountPence: 1200,
      vatPence: 1866,
      subtotalExVatPence: 9000,
      shippingPence: 395,
      shippingExVatPence: 329,
      totalPence: 11195,
    });
  });

  it('charges shipping only below the free threshold', () => {
    expect(shippingFor(1000, 0, 395)).toBe(0);
    expect(shippingFor(4999, 5000, 395)).toBe(395);
    expect(shippingFor(5000, 5000, 395)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('turns the pound amounts an order answers into the pence TotalsList shows', () => {
    expect(
      orderTotals({
        totalItemPrice: 129.99,
        totalTax: 22.49,
        subtotalExVat: 108.32,
        totalShippingCost: 4.95,
        shippingExVat: 4.13,
        totalPrice: 134.94,
      }),
    ).toEqual({
      itemsPence: 12999,
      discountPence: 0,
      vatPence: 2249,
      subtotalExVatPence: 10832,
      shippingPence: 495,
      shippingExVatPence: 413,
      totalPence: 13494,
    });
  });
});
