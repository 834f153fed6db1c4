import fp from 'fastify-plugin';
import { hasNul, nulRefused } from '../../lib/nul.ts';

/**
 * Refuses, before validation, any API request whose path, query or body text holds a NUL
 * character. Bodies kept raw (the signed payment webhook) are checked where they are parsed.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      // Pages (the web catch-all) pass their input to the API in process, which refuses it there.
      if (request.routeOptions.url === '/*') return;
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw nulRefused();
    });
  },
  { name: 'atelier-input-guard' },
);
