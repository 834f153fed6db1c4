import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './free-shipping.ts';

describe('free-shipping progress', () => {
  it('a £0 threshold means every order qualifies, an empty cart too', () => {
    expect(freeShippingProgress(0, 0)).toEqual({ qualifies: true, remainingPence: 0, percent: 100 });
    expect(freeShippingProgress(4_999, 0)).toEqual({ qualifies: true, remainingPence: 0, percent: 100 });
  });

  it('fills toward a raised threshold and says how much more qualifies', () => {
    expect(freeShippingProgress(0, 7_500)).toEqual({ qualifies: false, remainingPence: 7_500, percent: 0 });
    expect(freeShippingProgress(2_500, 7_500)).toEqual({ qualifies: false, remainingPence: 5_000, percent: 33 });
    expect(freeShippingProgress(7_499, 7_500)).toEqual({ qualifies: false, remainingPence: 1, percent: 99 });
  });

  it('reaching or passing the threshold qualifies and never overfills', () => {
    expect(freeShippingProgress(7_500, 7_500)).toEqual({ qualifies: true, remainingPence: 0, percent: 100 });
    expect(freeShippingProgress(20_000, 7_500).percent).toBe(100);
  });

  it('odd inputs (negative, fractional pence) are tidied rather than trusted', () => {
    expect(freeShippingProgress(-50, 1_000)).toEqual({ qualifies: false, remainingPence: 1_000, percent: 0 });
    expect(freeShippingProgress(999.6, 1_000).qualifies).toBe(true);
  });
});
