import { describe, expect, it } from 'vitest';
import { computeTotals } from './money.ts';
import { creditVat, orderVat, splitVat, vatInclusiveOf } from './vat.ts';

describe('the one VAT rule (R1.5, R1.6)', () => {
  it('takes 20/120 of an inclusive amount, per line, and a negative amount as its positive', () => {
    expect(vatInclusiveOf(12000)).toBe(2000);
    expect(vatInclusiveOf(1999)).toBe(333);
    expect(splitVat(-1200)).toEqual({ grossPence: -1200, vatPence: -200, netPence: -1000 });
    expect(vatInclusiveOf(12000, 5)).toBe(571);
  });

  it('counts the delivery as standard-rated and takes the discount off before VAT', () => {
    // Two lines, a 10% code and Next-day delivery.
    const v = orderVat({ linesPence: [8999, 2999], discountPence: 1200, shippingPence: 695 });
    expect(v.lines.map((l) => l.vatPence)).toEqual([1500, 500]);
    expect(v.discount).toEqual({ grossPence: -1200, vatPence: -200, netPence: -1000 });
    expect(v.delivery).toEqual({ grossPence: 695, vatPence: 116, netPence: 579 });
    expect(v.totals).toEqual({ grossPence: 11493, vatPence: 1916, netPence: 9577 });
    expect(v.goods.grossPence + v.delivery.grossPence).toBe(v.totals.grossPence);
  });

  it('gives checkout the same figure as the receipt, and four lines that add up to the total', () => {
    const t = computeTotals([8999, 2999], 695, 1200);
    expect(t).toEqual({
      itemsPence: 11998,
      discountPence: 1200,
      vatPence: 1916,
      subtotalExVatPence: 8998,
      shippingPence: 695,
      shippingExVatPence: 579,
      totalPence: 11493,
    });
    expect(t.subtotalExVatPence + t.vatPence + t.shippingExVatPence).toBe(t.totalPence);
  });

  it('never takes off more than the goods', () => {
    expect(orderVat({ linesPence: [1000], discountPence: 5000, shippingPence: 0 }).totals).toEqual({
      grossPence: 0,
      vatPence: 0,
      netPence: 0,
    });
  });

  it('credits the refunded amount by the same rule, and exactly the order VAT for a full refund', () => {
    const order = { totalPence: 11493, vatPence: 1916, vatRatePercent: 20 };
    expect(creditVat(2999, order)).toEqual({ grossPence: 2999, vatPence: 500, netPence: 2499 });
    // 11493 x 20/120 would be 1916 (1915.5 rounded); a full refund takes the stored figure whatever the rounding.
    expect(creditVat(11493, { ...order, vatPence: 1915 }).vatPence).toBe(1915);
  });
});
