import { describe, expect, it } from 'vitest';
import { receiptAmounts } from './vat-receipt.ts';

describe('VAT receipt amounts (R21.18)', () => {
  it('splits each line, the delivery and the totals into net and VAT at 20%, adding up to what was paid', () => {
    const r = receiptAmounts(
      [
        { lineId: 1, unitPricePence: 4500, quantity: 2 },
        { lineId: 2, unitPricePence: 2999, quantity: 1 },
      ],
      { discountPence: 0, shippingPence: 395, refundedPence: 0, totalPence: 12394, vatPence: 2066, vatRatePercent: 20 },
    );
    expect(r.lines[0]).toEqual({ lineId: 1, grossPence: 9000, vatPence: 1500, netPence: 7500, unitNetPence: 3750 });
    expect(r.lines[1]).toMatchObject({ grossPence: 2999, vatPence: 500, netPence: 2499 });
    expect(r.delivery).toEqual({ grossPence: 395, vatPence: 66, netPence: 329 });
    expect(r.discount).toEqual({ grossPence: 0, vatPence: 0, netPence: 0 });
    expect(r.totals).toEqual({ grossPence: 12394, vatPence: 2066, netPence: 10328 });
    expect(r.credit).toBeNull();
  });

  it('takes a discount off as a negative line with its VAT, and shows a refund as a credit note', () => {
    const r = receiptAmounts([{ lineId: 1, unitPricePence: 12000, quantity: 1 }], {
      discountPence: 1200,
      shippingPence: 0,
      refundedPence: 4500,
      totalPence: 10800,
      vatPence: 1800,
      vatRatePercent: 20,
    });
    expect(r.discount).toEqual({ grossPence: -1200, vatPence: -200, netPence: -1000 });
    expect(r.totals).toEqual({ grossPence: 10800, vatPence: 1800, netPence: 9000 });
    expect(r.credit).toEqual({ grossPence: 4500, vatPence: 750, netPence: 3750 });
  });

  it('keeps the rate the order was placed at', () => {
    const r = receiptAmounts([{ lineId: 1, unitPricePence: 10500, quantity: 1 }], {
      discountPence: 0,
      shippingPence: 0,
      refundedPence: 0,
      totalPence: 10500,
      vatPence: 500,
      vatRatePercent: 5,
    });
    expect(r).toMatchObject({ vatRatePercent: 5, totals: { vatPence: 500, netPence: 10000 } });
  });
});
