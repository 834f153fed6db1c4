import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@atelier/contract/catalogue';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { adminOnly, stepUpForAmount } from './kit/back-office-guard.ts';
import { adminRouteKit } from './kit/route-kit.ts';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes.ts';
import { customerExportService } from './modules/customers/export.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { customersService } from './modules/customers/service.ts';
import { dashboardAdminRoutes } from './modules/dashboard/admin-routes.ts';
import { discountRoutes } from './modules/discounts/discount-routes.ts';
import { balanceAdminRoutes } from './modules/balances/admin-routes.ts';
import { balanceAdminService } from './modules/balances/admin-service.ts';
import { fulfilmentRoutes } from './modules/fulfilment/routes.ts';
import { fulfilmentService } from './modules/fulfilment/service.ts';
import { backInStockRoutes } from './modules/inventory/back-in-stock-routes.ts';
import { stockHistoryRoutes } from './modules/inventory/stock-history-routes.ts';
import { stockHistoryService } from './modules/inventory/stock-history-service.ts';
import { peopleRoutes } from './modules/messages/people-routes.ts';
import { adminPeopleService } from './modules/messages/people-service.ts';
import { orderAdminRoutes } from './modules/orders/admin-routes.ts';
import { ownerOrderRoutes } from './modules/returns/owner-order-routes.ts';
import { returnRoutes } from './modules/returns/return-routes.ts';
import { reviewAdminRoutes } from './modules/reviews/admin-routes.ts';
import { reviewService } from './modules/reviews/service.ts';
import { searchInsightsRoutes } from './modules/search-insights/routes.ts';
import { searchInsightsService } from './modules/search-insights/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { staffAdminRoutes } from './modules/staff/routes.ts';
import { staffMeRoutes } from './modules/staff/me-routes.ts';
import { rolesService } from './modules/staff/roles-service.ts';
import { staffService } from './modules/staff/service.ts';
import { twoStepService } from './modules/staff/two-step.ts';

/**
 * The admin area's API under /api/admin (R13.3): one scope behind the back-office guard, in which
 * each domain registers its own back-office routes. Only this file knows them all.
 */
export const adminModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', adminOnly);
  app.addHook('preHandler', stepUpForAmount);
  // This instance shows an admin's change at once: the answer waits until it has heard its own
  // notices (the others hear them a moment later). A change may have put a sold-out size back in
  // stock: its waiting shoppers are mailed (R21.14).
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return;
    await fastify.catalogueCache.settle();
    await fastify.backInStock.release();
  });
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000 } });

  const kit = adminRouteKit(db, clock);
  const orders = fastify.commerce.admin;
  const settings = fastify.commerce.settings;

  dashboardAdminRoutes(app, db, clock, settings, fastify.commerce.reminders);
  catalogueAdminRoutes(app, kit, db, clock, async () => (await settings.current()).inventory.lowStockThreshold);
  peopleRoutes(app, kit, adminPeopleService(db, clock));
  reviewAdminRoutes(app, kit, reviewService(db, clock));
  discountRoutes(app, kit, fastify.commerce.discounts);
  balanceAdminRoutes(app, kit, balanceAdminService({ db, clock, mailer: fastify.mailer, publicUrl: config.publicUrl }));
  returnRoutes(app, kit, fastify.commerce.returns, orders);
  ownerOrderRoutes(app, kit, orders, fastify.commerce.ownerRefunds);
  backInStockRoutes(app, fastify.backInStock);
  stockHistoryRoutes(app, stockHistoryService(db));
  settingsRoutes(app, kit, settings);
  searchInsightsRoutes(app, searchInsightsService(db, clock));
  fulfilmentRoutes(app, kit, fulfilmentService(db, settings, clock));
  customerRoutes(app, kit, customersService(db), customerExportService(db, clock));
  const hasher = fastify.auth.passwords;
  staffAdminRoutes(
    app,
    kit,
    staffService({ db, clock, mailer: fastify.mailer, hasher, publicUrl: config.publicUrl }),
    rolesService({ db, clock, mailer: fastify.mailer, hasher }),
  );
  staffMeRoutes(app, kit, twoStepService({ db, clock, hasher }), db, clock);
  orderAdminRoutes(app, kit, orders);
};
