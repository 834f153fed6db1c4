import { isBankHoliday } from './bank-holidays.ts';
import { DELIVERY_BUSINESS_DAYS, DISPATCH_BUSINESS_DAYS } from './delivery-windows.ts';

/**
 * Delivery estimates of the success timeline (R2.4, R2.5): dispatched within 1-3 business days of
 * the order, delivered 3-5 business days after dispatch. Business days skip Saturdays, Sundays and
 * the bank holidays of England and Wales. Dates are calendar days in the UK, as 'YYYY-MM-DD'.
 */

export { DELIVERY_BUSINESS_DAYS, DISPATCH_BUSINESS_DAYS } from './delivery-windows.ts';

export interface DateWindow {
  from: string;
  to: string;
}

export interface DeliveryTimeline {
  /** The day the order was placed. */
  confirmed: string;
  shipped: DateWindow;
  delivered: DateWindow;
}

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day of an instant in the UK ('YYYY-MM-DD'). */
export function ukDate(instant: Date): string {
  return londonDay.format(instant);
}

function parseDay(day: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const formatDay = (d: Date) => d.toISOString().slice(0, 10);

export function isBusinessDay(day: string): boolean {
  const weekday = parseDay(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(day);
}

/** The n-th business day after `day` (n >= 0; 0 gives the day itself). */
export function addBusinessDays(day: string, n: number): string {
  const d = parseDay(day);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isBusinessDay(formatDay(d))) left -= 1;
  }
  return formatDay(d);
}

export function deliveryTimeline(orderedAt: Date): DeliveryTimeline {
  const confirmed = ukDate(orderedAt);
  const shipped = {
    from: addBusinessDays(confirmed, DISPATCH_BUSINESS_DAYS.min),
    to: addBusinessDays(confirmed, DISPATCH_BUSINESS_DAYS.max),
  };
  return {
    confirmed,
    shipped,
    delivered: {
      from: addBusinessDays(shipped.from, DELIVERY_BUSINESS_DAYS.min),
      to: addBusinessDays(shipped.to, DELIVERY_BUSINESS_DAYS.max),
    },
  };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS;

/** How full each bar of the success timeline is, 0-100. */
export interface TimelineProgress {
  confirmed: number;
  shipped: number;
  delivered: number;
}

const SHIPPED_OR_LATER = new Set(['Shipped', 'Delivered', 'RefundRequested', 'Refunded', 'Rejected']);
const DELIVERED_OR_LATER = new Set(['Delivered', 'RefundRequested', 'Refunded', 'Rejected']);
const NEVER_SENT = new Set(['PendingPayment', 'PaymentFailed', 'Expired', 'Cancelled']);
/** An estimate is never drawn as done: only the order's status says a step happened. */
const ESTIMATE_CAP = 90;

function elapsed(from: string, to: string, today: string): number {
  const span = daysBetween(from, to);
  if (span <= 0) return ESTIMATE_CAP;
  const share = (daysBetween(from, today) / span) * 100;
  return Math.round(Math.min(ESTIMATE_CAP, Math.max(0, share)));
}

/**
 * The bars of the success timeline (R2.5): Confirmed is full once paid; Shipped and
 * Delivered fill with the days gone by towards the end of their estimated window, and are full
 * only when the order's status says so.
 */
export function timelineProgress(t: DeliveryTimeline, status: string, today: string): TimelineProgress {
  if (NEVER_SENT.has(status)) return { confirmed: status === 'Cancelled' ? 100 : 0, shipped: 0, delivered: 0 };
  const shipped = SHIPPED_OR_LATER.has(status) ? 100 : elapsed(t.confirmed, t.shipped.to, today);
  const delivered = DELIVERED_OR_LATER.has(status) ? 100 : shipped < 100 ? 0 : elapsed(t.shipped.from, t.delivered.to, today);
  return { confirmed: 100, shipped, delivered };
}
