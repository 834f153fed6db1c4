import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@atelier/contract/errors';
import { StockHistoryPage, StockHistoryParams, StockHistoryQuery } from '@atelier/contract/inventory/stock-history';
import type { StockHistoryService } from './stock-history-service.ts';

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The admin's read of a variant's stock history (R3.16); mounted under the back office's guard. */
export function stockHistoryRoutes(app: App, history: StockHistoryService): void {
  app.get(
    '/variants/:id/stock-history',
    {
      schema: {
        tags: ['admin'],
        summary: "A size's stock history: each change of its quantity with why, who and when, newest first (404 VARIANT_NOT_FOUND)",
        params: StockHistoryParams,
        querystring: StockHistoryQuery,
        response: { 200: StockHistoryPage, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => history.page(req.params.id, req.query.page),
  );
}
