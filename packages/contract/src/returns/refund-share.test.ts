import { describe, expect, it } from 'vitest';
import { paidShares, refundFor, type ShareLine } from './refund-share.ts';

// A dress at £120 and two tees at £25: £170 of items.
const lines: ShareLine[] = [
  { lineId: 1, unitPricePence: 12000, quantity: 1 },
  { lineId: 2, unitPricePence: 2500, quantity: 2 },
];
const base = { lines, discountPence: 0, shippingPence: 0, refundedPence: 0, alreadyReturned: [], returning: [] };

describe('refund share of returned items (R21.4)', () => {
  it('without a discount, a line is worth its price times its quantity', () => {
    expect(paidShares(lines, 0)).toEqual([12000, 5000]);
    expect(refundFor({ ...base, returning: [{ lineId: 2, quantity: 1 }] })).toBe(2500);
  });

  it('spreads a discount over the lines in proportion, with shares that add up to exactly what was paid', () => {
    // £17.00 off £170: 10% each.
    expect(paidShares(lines, 1700)).toEqual([10800, 4500]);
    // £10.00 off: 70.588.. and 29.411.. pounds; the larger remainder takes the odd penny.
    const shares = paidShares(lines, 1000);
    expect(shares).toEqual([11294, 4706]);
    expect(shares[0]! + shares[1]!).toBe(17000 - 1000);
    // Three equal lines and a discount that does not divide: 100 pence over three.
    const three = [1, 2, 3].map((lineId) => ({ lineId, unitPricePence: 1000, quantity: 1 }));
    // The tie goes to the first line, which takes the odd penny of discount.
    expect(paidShares(three, 100)).toEqual([966, 967, 967]);
    expect(paidShares(three, 100).reduce((a, b) => a + b, 0)).toBe(2900);
  });

  it('refunds the discounted share of returned units, and all units of a line add up to its share', () => {
    const d = { ...base, discountPence: 1000 };
    const first = refundFor({ ...d, returning: [{ lineId: 2, quantity: 1 }] });
    expect(first).toBe(2353);
    const second = refundFor({
      ...d,
      refundedPence: first,
      alreadyReturned: [{ lineId: 2, quantity: 1 }],
      returning: [{ lineId: 2, quantity: 1 }],
    });
    expect(first + second).toBe(4706);
  });

  it('refunds shipping only when the last item of the order comes back', () => {
    const s = { ...base, shippingPence: 395, discountPence: 1700 };
    expect(
      refundFor({
        ...s,
        returning: [
          { lineId: 1, quantity: 1 },
          { lineId: 2, quantity: 1 },
        ],
      }),
    ).toBe(10800 + 2250);
    const rest = refundFor({
      ...s,
      refundedPence: 13050,
      alreadyReturned: [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ],
      returning: [{ lineId: 2, quantity: 1 }],
    });
    expect(rest).toBe(2250 + 395);
    // The whole order at once: everything paid comes back.
    expect(
      refundFor({
        ...s,
        returning: [
          { lineId: 1, quantity: 1 },
          { lineId: 2, quantity: 2 },
        ],
      }),
    ).toBe(17000 - 1700 + 395);
  });

  it('never refunds more than was paid less what was refunded already', () => {
    expect(refundFor({ ...base, refundedPence: 16000, returning: [{ lineId: 1, quantity: 1 }] })).toBe(1000);
    expect(refundFor({ ...base, refundedPence: 17000, returning: [{ lineId: 2, quantity: 2 }] })).toBe(0);
    // Asking for more units than the line holds counts only what it holds.
    expect(refundFor({ ...base, returning: [{ lineId: 2, quantity: 9 }] })).toBe(5000);
  });
});
