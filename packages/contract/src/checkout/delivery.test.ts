import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryOptions, estimateText, nextDayDispatch } from './delivery.ts';

const s = { freeThresholdPence: 5000, feePence: 395, nextDayFeePence: 695, nextDayCutoff: '14:00', collectReadyWorkingDays: 1 };

describe('delivery choices (R20.10-R20.13)', () => {
  it('next-day before the cut-off on a weekday arrives the next working day', () => {
    // Tuesday 24 November 2026, 13:59 in London (GMT).
    const now = new Date('2026-11-24T13:59:00Z');
    expect(nextDayDispatch(now, '14:00')).toBe('2026-11-24');
    expect(deliveryEstimate('next_day', now, s)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('past the cut-off the estimate moves a working day', () => {
    expect(deliveryEstimate('next_day', new Date('2026-11-24T14:00:00Z'), s).from).toBe('2026-11-26');
  });

  it('skips the weekend: Friday after the cut-off arrives Tuesday, Saturday arrives Tuesday', () => {
    expect(deliveryEstimate('next_day', new Date('2026-11-27T15:00:00Z'), s).from).toBe('2026-12-01');
    expect(deliveryEstimate('next_day', new Date('2026-11-28T09:00:00Z'), s).from).toBe('2026-12-01');
    expect(deliveryEstimate('next_day', new Date('2026-11-27T09:00:00Z'), s).from).toBe('2026-11-30');
  });

  it('reads the cut-off in UK summer time', () => {
    // 12:30 UTC is 13:30 BST: before a 14:00 cut-off; 13:30 UTC is 14:30 BST: after it.
    expect(nextDayDispatch(new Date('2026-07-14T12:30:00Z'), '14:00')).toBe('2026-07-14');
    expect(nextDayDispatch(new Date('2026-07-14T13:30:00Z'), '14:00')).toBe('2026-07-15');
  });

  it('prices: standard free at the threshold, next-day its fee, collect free', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const at = (items: number) => Object.fromEntries(deliveryOptions(items, s, now).map((o) => [o.method, o.pricePence]));
    expect(at(4999)).toEqual({ standard: 395, next_day: 695, collect: 0 });
    expect(at(5000)).toEqual({ standard: 0, next_day: 695, collect: 0 });
  });

  it('says when a Click & collect order is ready', () => {
    const est = deliveryEstimate('collect', new Date('2026-11-27T10:00:00Z'), s);
    expect(est.from).toBe('2026-11-30');
    expect(estimateText('collect', est)).toBe('Ready to collect from Monday 30 November');
    expect(estimateText('next_day', { from: '2026-11-25', to: '2026-11-25' })).toBe('Arrives Wednesday 25 November');
  });
});
