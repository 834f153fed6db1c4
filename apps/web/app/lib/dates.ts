/** Dates as UK shoppers read them (R1.4), always in UK time. */

const short = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/London' });
const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 22/11/2026 */
export const shortDate = (iso: string) => short.format(new Date(iso));
/** 22 November 2026 */
export const longDate = (iso: string) => long.format(new Date(iso));

/** A calendar day 'YYYY-MM-DD' as 'Mon 23 Nov'. */
export const calendarDay = (day: string) => dayMonth.format(new Date(`${day}T12:00:00Z`));

/** A window of calendar days: 'Thu 19 Nov - Mon 23 Nov', or one day when both ends agree. */
export function dayWindow(w: { from: string; to: string }): string {
  return w.from === w.to ? calendarDay(w.from) : `${calendarDay(w.from)} – ${calendarDay(w.to)}`;
}
