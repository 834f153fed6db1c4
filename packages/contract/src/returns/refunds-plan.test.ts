import { describe, expect, it } from 'vitest';
import { planOwnerRefund, refundableUnits, type PlanLine } from './refunds-plan.ts';
import { refundFor } from './refunds.ts';

// A dress at £120 and two tees at £25, £10.00 off with a code, £3.95 shipping: £163.95 paid.
// Checkout shared the £10.00 over both lines in proportion (R20.7): £7.06 and £2.94.
const lines: PlanLine[] = [
  { lineId: 1, unitPricePence: 12000, quantity: 1, discountPence: 706, label: 'Silk Dress (Size M)' },
  { lineId: 2, unitPricePence: 2500, quantity: 2, discountPence: 294, label: 'Tee (Size S)' },
];
const base = { lines, returns: [], shippingPence: 395, refundedPence: 0 };

describe("the owner's own refund (R22.18)", () => {
  it('refunds the whole order as everything paid, shipping included', () => {
    const plan = planOwnerRefund(base);
    expect(plan).toEqual({
      ok: true,
      rows: [
        { lineId: 1, quantity: 1, refundPence: 11294 },
        { lineId: 2, quantity: 2, refundPence: 4706 + 395 },
      ],
      amountPence: 16395,
      allBack: true,
    });
  });

  it('refunds chosen units at their discounted share, exactly as approved returns of them would', () => {
    const plan = planOwnerRefund({ ...base, items: [{ lineId: 2, quantity: 1 }] });
    expect(plan).toMatchObject({ ok: true, amountPence: 2353, allBack: false });
    expect(plan.ok && plan.amountPence).toBe(refundFor({ ...base, alreadyReturned: [], returning: [{ lineId: 2, quantity: 1 }] }));
    // The rest later: the two refunds add up to what was paid.
    const rest = planOwnerRefund({
      ...base,
      refundedPence: 2353,
      returns: [{ lineId: 2, quantity: 1, status: 'Approved' }],
    });
    expect(rest).toMatchObject({ ok: true, amountPence: 16395 - 2353, allBack: true });
  });

  it('leaves out units already refunded or waiting in a return request, and refuses more', () => {
    const returns = [
      { lineId: 2, quantity: 1, status: 'Approved' as const },
      { lineId: 1, quantity: 1, status: 'Requested' as const },
    ];
    expect(refundableUnits(lines, returns)).toEqual([
      { lineId: 1, quantity: 0, waiting: 1 },
      { lineId: 2, quantity: 1, waiting: 0 },
    ]);
    expect(planOwnerRefund({ ...base, returns, refundedPence: 2353, items: [{ lineId: 2, quantity: 2 }] })).toEqual({
      ok: false,
      status: 409,
      code: 'REFUND_TOO_MANY',
      message: 'Tee (Size S): only 1 of 2 can still be refunded. 1 unit is in a return request waiting for your decision.',
    });
    expect(planOwnerRefund({ ...base, returns, items: [{ lineId: 1, quantity: 1 }] })).toMatchObject({
      ok: false,
      message: 'Silk Dress (Size M): none of 1 can still be refunded. 1 unit is in a return request waiting for your decision.',
    });
    // The whole of what is left is the tee; the dress waits for its decision, so shipping stays.
    expect(planOwnerRefund({ ...base, returns, refundedPence: 2353 })).toMatchObject({ ok: true, amountPence: 2353, allBack: false });
  });

  it('refuses an unknown line (400) and an order with nothing left (409)', () => {
    expect(planOwnerRefund({ ...base, items: [{ lineId: 9, quantity: 1 }] })).toMatchObject({ ok: false, status: 400 });
    const all = [
      { lineId: 1, quantity: 1, status: 'Approved' as const },
      { lineId: 2, quantity: 2, status: 'Approved' as const },
    ];
    expect(planOwnerRefund({ ...base, returns: all, refundedPence: 16395 })).toMatchObject({
      ok: false,
      status: 409,
      code: 'NOTHING_TO_REFUND',
    });
  });

  it('never pays back more than was paid, even after refunds by another path', () => {
    const plan = planOwnerRefund({ ...base, refundedPence: 16000 });
    expect(plan).toMatchObject({ ok: true, amountPence: 395 });
  });
});
