import { addBusinessDays, deliveryTimeline, isBusinessDay, ukDate, type DateWindow } from '../orders/order-timeline.ts';
import { shippingFor } from '../shared/money.ts';
import { regionRule, type PostcodeRegion, type RegionRules } from './uk-postcode.ts';

/**
 * Delivery choices at checkout (R20.10-R20.14): what each costs and when it arrives or is ready.
 * Dates are UK calendar days ('YYYY-MM-DD'); weekends and bank holidays of England and Wales are skipped.
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
  /** What each region beyond mainland Great Britain adds, or that it is not delivered (R20.22). */
  regions: RegionRules;
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

/**
 * The one delivery fee (R2.2, R20.11, R20.12, R20.22): the method's price, plus the region's
 * surcharge for a parcel (the free-delivery threshold waives the standard fee, not the surcharge);
 * Click & collect is free wherever the shopper lives.
 */
export function deliveryPrice(
  method: DeliveryMethod,
  itemsAfterDiscountPence: number,
  s: DeliverySettings,
  region: PostcodeRegion = 'mainland',
): number {
  if (method === 'collect') return 0;
  const base = method === 'next_day' ? s.nextDayFeePence : shippingFor(itemsAfterDiscountPence, s.freeThresholdPence, s.feePence);
  return base + regionRule(region, s.regions).surchargePence;
}

export function deliveryOptions(
  itemsAfterDiscountPence: number,
  s: DeliverySettings,
  now: Date,
  region: PostcodeRegion = 'mainland',
): DeliveryOption[] {
  return DELIVERY_METHODS.map((method) => ({
    method,
    label: DELIVERY_LABELS[method],
    pricePence: deliveryPrice(method, itemsAfterDiscountPence, s, region),
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

const weekdayOnly = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface NextDayCountdown {
  /** The day a next-day order placed now arrives (deliveryEstimate's date). */
  deliveryDay: string;
  /** Minutes left before today's cut-off, or null when today's has passed (or today is no working day). */
  minutesLeft: number | null;
}

/** How long a shopper has left to get next-day delivery, and on which day it then arrives (R20.12). */
export function nextDayCountdown(now: Date, cutoff: string): NextDayCountdown {
  const deliveryDay = deliveryEstimate('next_day', now, { nextDayCutoff: cutoff, collectReadyWorkingDays: 0 }).from;
  const beforeCutoff = nextDayDispatch(now, cutoff) === ukDate(now);
  return { deliveryDay, minutesLeft: beforeCutoff ? minutesOf(cutoff) - minutesOf(ukTime(now)) : null };
}

/**
 * "Order within 2 h 14 min for delivery on Tuesday" before the cut-off; after it, the day an order
 * placed now arrives: "Order now for next-day delivery on Tuesday 1 December".
 */
export function nextDayCutoffText(now: Date, cutoff: string): string {
  const { deliveryDay, minutesLeft } = nextDayCountdown(now, cutoff);
  const day = new Date(`${deliveryDay}T00:00:00Z`);
  if (minutesLeft === null) return `Order now for next-day delivery on ${dayText(deliveryDay)}`;
  const h = Math.floor(minutesLeft / 60);
  const m = minutesLeft % 60;
  const left = [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
  return `Order within ${left} for delivery on ${weekdayOnly.format(day)}`;
}
