import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import type { AdminApp } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import type { StockHistoryService } from './stock-history-service.ts';

/** The admin's read of a variant's stock history (R3.16); mounted under the back office's guard. */
export function stockHistoryRoutes(app: AdminApp, history: StockHistoryService): void {
  registerEndpoint(app, inventoryEndpoints.stockHistory, (req) => history.page(req.params.id, req.query.page));
}
