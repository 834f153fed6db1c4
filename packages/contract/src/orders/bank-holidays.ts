import Holidays from 'date-holidays';

/**
 * Bank holidays of England and Wales (R2.4, R20.12), from the date-holidays package's rules
 * (decision 0041): Easter, substitute days and one-off holidays come from a maintained source
 * that ships its data with the package, never from a list typed here.
 */

let calendar: Holidays | undefined;
const byYear = new Map<number, ReadonlySet<string>>();

/** The bank holidays of a year, as UK days 'YYYY-MM-DD' (substitute days included). */
export function bankHolidays(year: number): ReadonlySet<string> {
  const known = byYear.get(year);
  if (known) return known;
  // Built on first use: the package's world data is read only by code that asks for a date.
  calendar ??= new Holidays('GB', 'ENG');
  const days = new Set(
    (calendar.getHolidays(year) || []).filter((h) => h.type === 'public' || h.type === 'bank').map((h) => h.date.slice(0, 10)),
  );
  byYear.set(year, days);
  return days;
}

export function isBankHoliday(day: string): boolean {
  return bankHolidays(Number(day.slice(0, 4))).has(day);
}
