import * as dashboardEndpoints from '@atelier/contract/dashboard/endpoints';
import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AdminApp } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import type { SettingsService } from '../settings/service.ts';
import { dashboardService } from './dashboard.ts';
import type { CheckoutReminders } from '../orders/checkout-reminders.ts';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';

/** The back office's first page: orders and revenue, pending requests, the low-stock list, and what checkout reminders did (R24.8). */
export function dashboardAdminRoutes(
  app: AdminApp,
  db: Db,
  clock: Clock,
  settings: SettingsService,
  reminders: Pick<CheckoutReminders, 'figures'>,
): void {
  const dashboard = dashboardService(db, clock, settings);
  registerEndpoint(app, ordersEndpoints.checkoutReminderFigures, () => reminders.figures());
  registerEndpoint(app, dashboardEndpoints.dashboard, () => dashboard.summary());
  registerEndpoint(app, inventoryEndpoints.lowStock, (req) => dashboard.lowStock(req.query.page));
}
