import { addBusinessDays, deliveryTimeline, isBusinessDay, ukDate, type DateWindow } from '../orders/order-timeline.ts';

/**
 * Delivery choices at checkout (R20.10-R20.14): what each costs and when it arrives or is ready.
 * Dates are UK calendar days ('YYYY-MM-DD'); weekends are skipped, bank holidays are not.
 */

export const DELIVERY_METHODS = ['standard', 'next_day', 'collect'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  standard: 'Standard UK delivery',
  next_day: 'Next-day delivery',
  collect: 'Click & collect from our studio',
};

export interface DeliverySettings {
  /** Standard delivery is free when the items (after any discount) reach this. */
  freeThresholdPence: number;
  feePence: number;
  nextDayFeePence: number;
  /** "HH:MM", UK local time: orders placed after it leave the next working day. */
  nextDayCutoff: string;
  /** Working days after the order day until a Click & collect order is ready. */
  collectReadyWorkingDays: number;
}

export interface DeliveryOption {
  method: DeliveryMethod;
  label: string;
  pricePence: number;
  /** Arrival (or readiness, for Click & collect) window. */
  estimate: DateWindow;
}

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "HH:MM" of an instant in the UK. */
export function ukTime(instant: Date): string {
  return londonTime.format(instant);
}

/** The day a next-day parcel leaves: today on a working day before the cut-off, else the next working day. */
export function nextDayDispatch(now: Date, cutoff: string): string {
  const today = ukDate(now);
  return isBusinessDay(today) && ukTime(now) < cutoff ? today : addBusinessDays(today, 1);
}

export function deliveryEstimate(
  method: DeliveryMethod,
  now: Date,
  s: Pick<DeliverySettings, 'nextDayCutoff' | 'collectReadyWorkingDays'>,
): DateWindow {
  if (method === 'next_day') {
    const day = addBusinessDays(nextDayDispatch(now, s.nextDayCutoff), 1);
    return { from: day, to: day };
  }
  if (method === 'collect') {
    const day = addBusinessDays(ukDate(now), Math.max(0, s.collectReadyWorkingDays));
    return { from: day, to: day };
  }
  return deliveryTimeline(now).delivered;
}

export function deliveryPrice(method: DeliveryMethod, itemsAfterDiscountPence: number, s: DeliverySettings): number {
  if (method === 'collect') return 0;
  if (method === 'next_day') return s.nextDayFeePence;
  return itemsAfterDiscountPence >= s.freeThresholdPence ? 0 : s.feePence;
}

export function deliveryOptions(itemsAfterDiscountPence: number, s: DeliverySettings, now: Date): DeliveryOption[] {
  return DELIVERY_METHODS.map((method) => ({
    method,
    label: DELIVERY_LABELS[method],
    pricePence: deliveryPrice(method, itemsAfterDiscountPence, s),
    estimate: deliveryEstimate(method, now, s),
  }));
}

const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const dayText = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** "Arrives Wednesday 25 November", "Ready to collect from ...", "Arrives between ... and ...". */
export function estimateText(method: DeliveryMethod, estimate: DateWindow): string {
  if (method === 'collect') return `Ready to collect from ${dayText(estimate.from)}`;
  if (estimate.from === estimate.to) return `Arrives ${dayText(estimate.from)}`;
  return `Arrives between ${dayText(estimate.from)} and ${dayText(estimate.to)}`;
}
