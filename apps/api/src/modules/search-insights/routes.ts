import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AdminApp } from '../../kit/route-kit.ts';
import { searchInsightsService, type SearchInsightsService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as searchInsightsEndpoints from '@atelier/contract/search-insights/endpoints';

/** The catalogue listing routes whose `search` is a shopper's search. */
const SEARCH_ROUTES = new Set(['/api/item', '/api/item/filter']);

/**
 * Records the first page of every catalogue search with its result count, after the answer is
 * made, from outside the catalogue module (its cache answers many searches; they count too).
 */
export const searchLogPlugin = fp<{ db: Db; clock: Clock }>(
  async (app, { db, clock }) => {
    const insights = searchInsightsService(db, clock, (err) => app.log.warn({ err }, 'search log write failed'));
    // The last searches are written before the database closes.
    app.addHook('onClose', () => insights.flush());
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.method !== 'GET' || reply.statusCode !== 200 || !SEARCH_ROUTES.has(req.routeOptions.url ?? '')) return payload;
      const q = req.query as { search?: unknown; page?: unknown };
      if (typeof q.search !== 'string' || !q.search.trim() || (q.page !== undefined && String(q.page) !== '1')) return payload;
      const total = typeof payload === 'string' ? /"total":(\d+)/.exec(payload)?.[1] : undefined;
      if (total === undefined) return payload;
      // Never holds up the answer; a lost log line is no fault of the shopper's.
      void insights.record(q.search, Number(total));
      return payload;
    });
  },
  { name: 'atelier-search-log' },
);

/** GET /api/admin/search-insights, inside the admin plugin (its guard). */
export function searchInsightsRoutes(app: AdminApp, insights: SearchInsightsService): void {
  registerEndpoint(app, searchInsightsEndpoints.searchInsights, (req) => insights.insights(req.query.days));
}
