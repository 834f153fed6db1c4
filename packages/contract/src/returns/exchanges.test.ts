import { describe, expect, it } from 'vitest';
import { exchangeTerms } from './exchanges.ts';

// R21.23: the money of an approved exchange.
describe('exchangeTerms', () => {
  it('a replacement at the same shelf price costs nothing, even when a code made the item cheaper', () => {
    expect(exchangeTerms({ sharePence: 4050, shelfPence: 4500, replacementPence: 4500, refundableLeftPence: 10_000 })).toEqual({
      allowancePence: 4500,
      chargePence: 0,
      refundPence: 0,
    });
  });
  it('a dearer replacement charges the shelf difference', () => {
    expect(exchangeTerms({ sharePence: 4500, shelfPence: 4500, replacementPence: 5200, refundableLeftPence: 10_000 })).toEqual({
      allowancePence: 4500,
      chargePence: 700,
      refundPence: 0,
    });
  });
  it('a cheaper one refunds what was paid beyond its price, never more than is left to refund', () => {
    expect(exchangeTerms({ sharePence: 4050, shelfPence: 4500, replacementPence: 3000, refundableLeftPence: 10_000 })).toEqual({
      allowancePence: 3000,
      chargePence: 0,
      refundPence: 1050,
    });
    expect(exchangeTerms({ sharePence: 4050, shelfPence: 4500, replacementPence: 3000, refundableLeftPence: 500 }).refundPence).toBe(500);
    expect(exchangeTerms({ sharePence: 2000, shelfPence: 4500, replacementPence: 3000, refundableLeftPence: 10_000 }).refundPence).toBe(0);
  });
});
