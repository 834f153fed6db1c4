import type { BackInStockService } from './back-in-stock-service.ts';
import { type AdminApp } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';

/** Waiting back-in-stock demand per size (R21.16), so the owner knows what to reorder. */
export function backInStockRoutes(app: AdminApp, backInStock: BackInStockService): void {
  registerEndpoint(app, inventoryEndpoints.backInStockDemand, () => backInStock.demand());
}
