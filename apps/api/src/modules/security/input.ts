import { Readable } from 'node:stream';
import fp from 'fastify-plugin';

/** PostgreSQL text cannot hold U+0000; a query with one fails inside the driver (a 500 otherwise). */
function hasNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 20 || v === null || typeof v !== 'object' || v instanceof Readable || Buffer.isBuffer(v)) return false;
  if (Array.isArray(v)) return v.some((x) => hasNul(x, depth + 1));
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

/** Refuses, before validation, any API request whose path, query or body text holds a NUL character. */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      // Pages (the web catch-all) pass their input to the API in process, which refuses it there.
      if (request.routeOptions.url === '/*') return;
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
        return reply.status(400).send({ message: 'Text may not contain NUL characters.', code: 'VALIDATION_ERROR' });
      }
    });
  },
  { name: 'atelier-input-guard' },
);
