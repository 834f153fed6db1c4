import { describe, expect, it } from 'vitest';
import { shareOut } from '../discounts/discount.ts';
import { paidShare, refundFor, unitsLeft, type RefundLine } from './refunds.ts';

// A dress at £120 and two tees at £25: £170 of items.
const plain: RefundLine[] = [
  { lineId: 1, unitPricePence: 12000, quantity: 1, discountPence: 0 },
  { lineId: 2, unitPricePence: 2500, quantity: 2, discountPence: 0 },
];
/** The lines as checkout stores them when a code takes `discount` off every one of them (R20.7). */
const withCode = (lines: RefundLine[], discount: number): RefundLine[] => {
  const shares = shareOut(
    discount,
    lines.map((l) => l.unitPricePence * l.quantity),
  );
  return lines.map((l, i) => ({ ...l, discountPence: shares[i]! }));
};
const paidShares = (lines: RefundLine[]) => lines.map(paidShare);
const base = { lines: plain, shippingPence: 0, refundedPence: 0, alreadyReturned: [], returning: [] };

describe('refund share of returned items (R21.4)', () => {
  it('without a discount, a line is worth its price times its quantity', () => {
    expect(paidShares(plain)).toEqual([12000, 5000]);
    expect(refundFor({ ...base, returning: [{ lineId: 2, quantity: 1 }] })).toBe(2500);
  });

  it('reads the discount shared over the lines in proportion, with shares that add up to exactly what was paid', () => {
    // £17.00 off £170: 10% each.
    expect(paidShares(withCode(plain, 1700))).toEqual([10800, 4500]);
    // £10.00 off: 70.588.. and 29.411.. pounds; the larger remainder takes the odd penny.
    const shares = paidShares(withCode(plain, 1000));
    expect(shares).toEqual([11294, 4706]);
    expect(shares[0]! + shares[1]!).toBe(17000 - 1000);
    // Three equal lines and a discount that does not divide: 100 pence over three.
    const three = [1, 2, 3].map((lineId) => ({ lineId, unitPricePence: 1000, quantity: 1, discountPence: 0 }));
    // The tie goes to the first line, which takes the odd penny of discount.
    expect(paidShares(withCode(three, 100))).toEqual([966, 967, 967]);
    expect(paidShares(withCode(three, 100)).reduce((a, b) => a + b, 0)).toBe(2900);
  });

  it('refunds the discounted share of returned units, and all units of a line add up to its share', () => {
    const d = { ...base, lines: withCode(plain, 1000) };
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
    const s = { ...base, shippingPence: 395, lines: withCode(plain, 1700) };
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

  it("reads each line's own share: a line the code excluded comes back at the price paid (issue 28)", () => {
    // A £12.00 sale item the 20% code excluded, and a £13.33 item it took £2.67 off: £22.66 paid.
    const lines: RefundLine[] = [
      { lineId: 1, unitPricePence: 1200, quantity: 1, discountPence: 0 },
      { lineId: 2, unitPricePence: 1333, quantity: 1, discountPence: 267 },
    ];
    const order = { ...base, lines };
    expect(refundFor({ ...order, returning: [{ lineId: 1, quantity: 1 }] })).toBe(1200);
    expect(refundFor({ ...order, returning: [{ lineId: 2, quantity: 1 }] })).toBe(1066);
    // One after the other, they add up to what was paid.
    expect(
      refundFor({ ...order, refundedPence: 1200, alreadyReturned: [{ lineId: 1, quantity: 1 }], returning: [{ lineId: 2, quantity: 1 }] }),
    ).toBe(1066);
  });

  it('a cancellation or whole-order refund sends back every unit not refunded yet, delivery included', () => {
    const s = { ...base, shippingPence: 395, lines: withCode(plain, 1000) };
    expect(unitsLeft(s.lines, [])).toEqual([
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 2 },
    ]);
    expect(refundFor({ ...s, returning: unitsLeft(s.lines, []) })).toBe(17000 - 1000 + 395);
    const back = [{ lineId: 2, quantity: 1 }];
    expect(unitsLeft(s.lines, back)).toEqual([
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 1 },
    ]);
    expect(refundFor({ ...s, refundedPence: 2353, alreadyReturned: back, returning: unitsLeft(s.lines, back) })).toBe(16395 - 2353);
  });
});
