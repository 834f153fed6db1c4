import { formatPence } from '@atelier/contract/shared';

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

/** How long ago, in the words an owner uses for an order's wait: "3 hours", "2 days". */
export function ageOf(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${Math.floor(hours / 24)} days`;
}
