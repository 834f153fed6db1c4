import { DashboardResponse, LowStockList, PageQuery } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { errors, tags, type AdminApp } from '../../kit/route-kit.ts';
import type { SettingsService } from '../settings/service.ts';
import { dashboardService } from './dashboard.ts';

/** The back office's first page: orders and revenue, pending requests, and the low-stock list. */
export function dashboardAdminRoutes(app: AdminApp, db: Db, clock: Clock, settings: SettingsService): void {
  const dashboard = dashboardService(db, clock, settings);
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: 'Orders and revenue today and over 30 days, daily revenue, pending requests, low stock',
        response: { 200: DashboardResponse, ...errors },
      },
    },
    () => dashboard.summary(),
  );
  app.get(
    '/low-stock',
    {
      schema: {
        tags,
        summary: "Every size at or under the owner's low-stock threshold, soonest to run out at the last 30 days' pace first",
        querystring: PageQuery,
        response: { 200: LowStockList, ...errors },
      },
    },
    (req) => dashboard.lowStock(req.query.page),
  );
}
