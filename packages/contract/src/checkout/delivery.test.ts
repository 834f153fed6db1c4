import { describe, expect, it } from 'vitest';
import { deliveryEstimate, deliveryOptions, estimateText, nextDayCountdown, nextDayCutoffText, nextDayDispatch } from './delivery.ts';
import { DEFAULT_REGION_RULES } from './uk-postcode.ts';

const s = {
  freeThresholdPence: 5000,
  feePence: 395,
  nextDayFeePence: 695,
  nextDayCutoff: '14:00',
  collectReadyWorkingDays: 1,
  regions: { ...DEFAULT_REGION_RULES, northernIreland: { delivered: true, surchargePence: 500 } },
};

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

  it("adds a region's surcharge to a parcel, even when standard is free, never to Click & collect (R20.22)", () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const at = (items: number) =>
      Object.fromEntries(deliveryOptions(items, s, now, 'northernIreland').map((o) => [o.method, o.pricePence]));
    expect(at(4999)).toEqual({ standard: 895, next_day: 1195, collect: 0 });
    expect(at(5000)).toEqual({ standard: 500, next_day: 1195, collect: 0 });
    // A region the owner set nothing for costs what the mainland costs.
    expect(deliveryOptions(4999, s, now, 'scilly').map((o) => o.pricePence)).toEqual([395, 695, 0]);
  });

  it('says when a Click & collect order is ready', () => {
    const est = deliveryEstimate('collect', new Date('2026-11-27T10:00:00Z'), s);
    expect(est.from).toBe('2026-11-30');
    expect(estimateText('collect', est)).toBe('Ready to collect from Monday 30 November');
    expect(estimateText('next_day', { from: '2026-11-25', to: '2026-11-25' })).toBe('Arrives Wednesday 25 November');
  });
});

describe('next-day dates with bank holidays and the cut-off line (R20.12)', () => {
  const at = (iso: string) => deliveryEstimate('next_day', new Date(iso), s).from;

  it('the cut-off edge: 13:59:59 makes today, 14:00 does not', () => {
    expect(at('2026-12-01T13:59:59Z')).toBe('2026-12-02');
    expect(at('2026-12-01T14:00:00Z')).toBe('2026-12-03');
  });

  it('Friday after the cut-off arrives on Tuesday', () => {
    expect(at('2026-12-04T14:01:00Z')).toBe('2026-12-08');
  });

  it('skips Christmas 2026: Christmas Day, Boxing Day and its substitute Monday', () => {
    // Thursday 24 December before the cut-off leaves that day and arrives Tuesday 29th.
    expect(at('2026-12-24T10:00:00Z')).toBe('2026-12-29');
    // After the cut-off it leaves Tuesday 29th and arrives Wednesday 30th.
    expect(at('2026-12-24T15:00:00Z')).toBe('2026-12-30');
    expect(deliveryEstimate('collect', new Date('2026-12-24T10:00:00Z'), s).from).toBe('2026-12-29');
  });

  it('skips Easter 2027: Good Friday 26 March and Easter Monday 29 March', () => {
    expect(at('2027-03-25T09:00:00Z')).toBe('2027-03-30');
    expect(at('2027-03-26T09:00:00Z')).toBe('2027-03-31');
  });

  it('standard delivery counts bank holidays out too', () => {
    const est = deliveryEstimate('standard', new Date('2026-12-23T10:00:00Z'), s);
    // Dispatch 1-3 working days after Wed 23rd: 24th, 29th, 30th; then 3-5 working days on.
    expect(est).toEqual({ from: '2026-12-31', to: '2027-01-07' });
  });

  it('says how long is left before the cut-off, and on which day it arrives', () => {
    // Monday 30 November 2026, 11:46 GMT: 2 h 14 min to 14:00, arrives Tuesday.
    expect(nextDayCountdown(new Date('2026-11-30T11:46:00Z'), '14:00')).toEqual({ deliveryDay: '2026-12-01', minutesLeft: 134 });
    expect(nextDayCutoffText(new Date('2026-11-30T11:46:00Z'), '14:00')).toBe('Order within 2 h 14 min for delivery on Tuesday');
    expect(nextDayCutoffText(new Date('2026-11-30T13:59:00Z'), '14:00')).toBe('Order within 1 min for delivery on Tuesday');
    expect(nextDayCutoffText(new Date('2026-11-30T12:00:00Z'), '14:00')).toBe('Order within 2 h for delivery on Tuesday');
  });

  it('after the cut-off, on a weekend or a bank holiday it names the full date', () => {
    expect(nextDayCutoffText(new Date('2026-12-04T15:00:00Z'), '14:00')).toBe('Order now for next-day delivery on Tuesday 8 December');
    expect(nextDayCountdown(new Date('2026-12-05T10:00:00Z'), '14:00').minutesLeft).toBeNull();
    expect(nextDayCutoffText(new Date('2026-12-28T10:00:00Z'), '14:00')).toBe('Order now for next-day delivery on Wednesday 30 December');
  });
});
