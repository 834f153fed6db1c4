import { BackInStockDemand } from '@atelier/contract/inventory';
import type { BackInStockService } from './back-in-stock-service.ts';
import { errors, tags, type AdminApp } from '../../kit/route-kit.ts';

/** Waiting back-in-stock demand per size (R21.16), so the owner knows what to reorder. */
export function backInStockRoutes(app: AdminApp, backInStock: BackInStockService): void {
  app.get(
    '/back-in-stock',
    {
      schema: {
        tags,
        summary: 'Sizes shoppers are waiting for, most wanted first, with their stock',
        response: { 200: BackInStockDemand, ...errors },
      },
    },
    () => backInStock.demand(),
  );
}
