import { formatPence } from '@atelier/contract/money';

export { formatPence };

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/** 22 Nov 2026, 10:15 (UK time). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** "45.50" from 4550, for a price field. */
export const penceToInput = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** Pounds typed by a person ("45", "45.5", "£1,045.50") to pence; undefined when it is not an amount. */
export function inputToPence(value: string): number | undefined {
  const clean = value.replace(/[£,\s]/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return undefined;
  return Math.round(Number(clean) * 100);
}
