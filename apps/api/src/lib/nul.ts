import { Readable } from 'node:stream';
import { badRequest } from './errors.ts';

/** PostgreSQL text cannot hold U+0000; a query with one fails inside the driver (a 500 otherwise). */
export function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 20 || v === null || typeof v !== 'object' || v instanceof Readable || Buffer.isBuffer(v)) return false;
  if (Array.isArray(v)) return v.some((x) => hasNul(x, depth + 1));
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

/** The one answer to input holding a NUL, wherever it was found. */
export const nulRefused = () => badRequest('Text may not contain NUL characters.', 'VALIDATION_ERROR');
