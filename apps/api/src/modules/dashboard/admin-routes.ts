import * as dashboardEndpoints from '@atelier/contract/dashboard/endpoints';
import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminApp } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import type { SettingsService } from '../settings/service.ts';
import { dashboardService } from './dashboard.ts';

/** The back office's first page: orders and revenue, pending requests, and the low-stock list. */
export function dashboardAdminRoutes(app: AdminApp, db: Db, clock: Clock, settings: SettingsService): void {
  const dashboard = dashboardService(db, clock, settings);
  registerEndpoint(app, dashboardEndpoints.dashboard, () => dashboard.summary());
  registerEndpoint(app, inventoryEndpoints.lowStock, (req) => dashboard.lowStock(req.query.page));
}
