import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryTimeline, isBusinessDay, timelineProgress, ukDate } from './order-timeline.ts';

describe('business days', () => {
  it('knows weekends', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-23')).toBe(true); // Monday
    expect(isBusinessDay('2026-12-25')).toBe(false); // Christmas Day, a Friday
    expect(isBusinessDay('2026-12-28')).toBe(false); // Boxing Day's substitute Monday
    expect(isBusinessDay('2027-03-26')).toBe(false); // Good Friday
    expect(isBusinessDay('2027-03-29')).toBe(false); // Easter Monday
  });

  it('skips Saturdays and Sundays when counting forward', () => {
    expect(addBusinessDays('2026-11-18', 0)).toBe('2026-11-18');
    expect(addBusinessDays('2026-11-18', 2)).toBe('2026-11-20'); // Wed + 2 = Fri
    expect(addBusinessDays('2026-11-19', 2)).toBe('2026-11-23'); // Thu + 2 = Mon
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Fri + 1 = Mon
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Sat + 1 = Mon
    expect(addBusinessDays('2026-11-20', 10)).toBe('2026-12-04');
  });

  it('crosses months and years', () => {
    // New Year's Day is a bank holiday: Thursday 31 December + 1 is Monday 4 January.
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addBusinessDays('2027-01-01', 1)).toBe('2027-01-04');
    expect(addBusinessDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('rejects a malformed day', () => {
    expect(() => addBusinessDays('22/11/2026', 1)).toThrow('not a calendar day');
  });
});

describe('deliveryTimeline (R2.5)', () => {
  it('dispatches 1-3 business days after a Wednesday order and delivers 3-5 after that', () => {
    expect(deliveryTimeline(new Date('2026-11-18T10:00:00Z'))).toEqual({
      confirmed: '2026-11-18',
      shipped: { from: '2026-11-19', to: '2026-11-23' },
      delivered: { from: '2026-11-24', to: '2026-11-30' },
    });
  });

  it('counts from Monday for an order placed at the weekend', () => {
    expect(deliveryTimeline(new Date('2026-11-22T10:00:00Z'))).toEqual({
      confirmed: '2026-11-22',
      shipped: { from: '2026-11-23', to: '2026-11-25' },
      delivered: { from: '2026-11-26', to: '2026-12-02' },
    });
  });

  it('uses the UK calendar day: 23:30 UTC in British Summer Time is already the next day', () => {
    expect(ukDate(new Date('2026-07-03T23:30:00Z'))).toBe('2026-07-04');
    expect(ukDate(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-03');
    expect(deliveryTimeline(new Date('2026-07-03T23:30:00Z')).confirmed).toBe('2026-07-04');
  });
});

describe('timeline progress', () => {
  // Ordered Wednesday 18 Nov 2026: shipped 19-23 Nov, delivered 24-30 Nov.
  const t = deliveryTimeline(new Date('2026-11-18T10:00:00Z'));

  it('fills Confirmed once paid and the Shipped bar with the days gone by, never to the end', () => {
    expect(t.shipped).toEqual({ from: '2026-11-19', to: '2026-11-23' });
    expect(timelineProgress(t, 'Waiting', '2026-11-18')).toEqual({ confirmed: 100, shipped: 0, delivered: 0 });
    expect(timelineProgress(t, 'Processing', '2026-11-20')).toEqual({ confirmed: 100, shipped: 40, delivered: 0 });
    expect(timelineProgress(t, 'Processing', '2026-12-20')).toEqual({ confirmed: 100, shipped: 90, delivered: 0 });
  });

  it('is full up to the step the status has reached', () => {
    expect(timelineProgress(t, 'Shipped', '2026-11-19')).toEqual({ confirmed: 100, shipped: 100, delivered: 0 });
    expect(timelineProgress(t, 'Shipped', '2026-11-25').delivered).toBe(55);
    expect(timelineProgress(t, 'Delivered', '2026-11-25')).toEqual({ confirmed: 100, shipped: 100, delivered: 100 });
    expect(timelineProgress(t, 'RefundRequested', '2026-12-01')).toEqual({ confirmed: 100, shipped: 100, delivered: 100 });
  });

  it('shows nothing moving for an unpaid or cancelled order', () => {
    expect(timelineProgress(t, 'PendingPayment', '2026-11-20')).toEqual({ confirmed: 0, shipped: 0, delivered: 0 });
    expect(timelineProgress(t, 'Cancelled', '2026-11-20')).toEqual({ confirmed: 100, shipped: 0, delivered: 0 });
  });
});
