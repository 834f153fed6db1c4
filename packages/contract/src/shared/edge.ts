import { z } from 'zod';
import { GUID_PATTERN } from './guid.ts';

/**
 * The dates, ids and numbers requests carry, checked once at the edge (R9.1, R9.13): a value the
 * database cannot hold (31 February, month 13, year 0000, an id past a 32-bit integer, a guid that
 * is not one) is a 400 with a message and a code, never a fault further in. Every schema reuses these.
 */

/** The largest id a PostgreSQL serial holds. */
export const MAX_ROW_ID = 2_147_483_647;

// Years the shop's dates can sensibly name; 0000 and five-digit years are not dates PostgreSQL keeps.
const MIN_YEAR = 1900;
const MAX_YEAR = 9999;

/** True when y-m-d is a day of the calendar (not 30 February) within the years above. */
function realDay(y: number, m: number, d: number): boolean {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const DAY_MESSAGE = 'must be a date such as 2026-11-23';

/** A UK calendar day, 'YYYY-MM-DD', that exists. */
export const UkDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine((s) => realDay(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))), DAY_MESSAGE);

const INSTANT_MESSAGE = 'must be a date and time such as 2026-11-23T09:00:00Z';

/** An instant with its offset (ISO 8601), on a day that exists. */
export const Instant = z.iso
  .datetime({ offset: true, message: INSTANT_MESSAGE })
  .refine((s) => realDay(Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))), INSTANT_MESSAGE);

/** A guid as the shop hands them out (orders, discount codes). */
export const Guid = z.string().max(64).regex(GUID_PATTERN, 'must be an id such as 6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11');

/** A row id in a path or query (text on the wire). */
export const RowId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/** A row id in a JSON body. */
export const IdNumber = z.number().int().min(1).max(MAX_ROW_ID);

/** A page of a paged list, from 1. */
export const PageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
