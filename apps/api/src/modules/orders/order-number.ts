import { randomInt } from 'node:crypto';
import { ukDate } from '@atelier/contract/orders';

/** No 0/O, 1/I/L or U: easy to read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const SUFFIX_LENGTH = 4;

/** One home for order numbers, checkout's and an exchange's replacement (R21.22). ATL-20261122-4F7K: the UK day of the order and a random suffix; uniqueness is the database's. */
export function orderNumber(at: Date): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `ATL-${ukDate(at).replaceAll('-', '')}-${suffix}`;
}

export const ORDER_NUMBER_PATTERN = /^ATL-\d{8}-[2-9A-HJKMNP-TV-Z]{4}$/;
