import { describe, expect, it } from 'vitest';
import { formatGiftCode, isGiftCode, normaliseGiftCode, refundRoute, shareBalances } from './balances.ts';

describe('gift codes (R23.2)', () => {
  it('reads a code typed with spaces, dashes and small letters', () => {
    expect(normaliseGiftCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(isGiftCode('ABCDEFGHJKMNPQRS')).toBe(true);
    expect(isGiftCode('ABCDEFGHJKMNPQR0')).toBe(false);
    expect(formatGiftCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('shareBalances (R23.4)', () => {
  it('takes the gift card first, then credit, never more than is due', () => {
    expect(
      shareBalances(5000, [
        { accountId: 1, availablePence: 3000 },
        { accountId: 2, availablePence: 4000 },
      ]),
    ).toEqual({
      holds: [
        { accountId: 1, amountPence: 3000 },
        { accountId: 2, amountPence: 2000 },
      ],
      byCardPence: 0,
    });
    expect(shareBalances(5000, [{ accountId: 1, availablePence: 1200 }])).toEqual({
      holds: [{ accountId: 1, amountPence: 1200 }],
      byCardPence: 3800,
    });
    expect(shareBalances(5000, [{ accountId: 1, availablePence: 0 }]).holds).toEqual([]);
  });
});

describe('refundRoute (R23.6)', () => {
  const order = { totalPence: 10_000, balancePaidPence: 4000 };
  it('goes back to the card first, up to what the card paid, then to the balance', () => {
    expect(refundRoute({ ...order, amountPence: 5000, refundedPence: 0, refundedToBalancePence: 0 })).toEqual({
      toCardPence: 5000,
      toBalancePence: 0,
      toStoreCreditPence: 0,
    });
    expect(refundRoute({ ...order, amountPence: 3000, refundedPence: 5000, refundedToBalancePence: 0 })).toEqual({
      toCardPence: 1000,
      toBalancePence: 2000,
      toStoreCreditPence: 0,
    });
    expect(refundRoute({ ...order, amountPence: 2000, refundedPence: 8000, refundedToBalancePence: 2000 })).toEqual({
      toCardPence: 0,
      toBalancePence: 2000,
      toStoreCreditPence: 0,
    });
  });
  it('a wholly gift-card order refunds to the card it came from; store credit when chosen', () => {
    expect(
      refundRoute({ totalPence: 3000, balancePaidPence: 3000, amountPence: 3000, refundedPence: 0, refundedToBalancePence: 0 })
        .toBalancePence,
    ).toBe(3000);
    expect(
      refundRoute({ ...order, amountPence: 700, refundedPence: 0, refundedToBalancePence: 0, toStoreCredit: true }).toStoreCreditPence,
    ).toBe(700);
  });
});
