import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardResponse, LowStockList, PageQuery } from '@atelier/contract/admin';
import { IMAGE_MAX_BYTES } from '@atelier/contract/admin-catalogue';
import {
  AdminOrder,
  AdminOrderActionBody,
  AdminOrderActionParams,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderParams,
} from '@atelier/contract/admin-order';
import { ErrorBody } from '@atelier/contract/errors';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { getSession } from '../auth/session.ts';
import { customerRoutes } from '../customers/routes.ts';
import { fulfilmentRoutes } from '../fulfilment/routes.ts';
import { fulfilmentService } from '../fulfilment/service.ts';
import { customersService } from '../customers/service.ts';
import { searchInsightsRoutes } from '../search-insights/routes.ts';
import { searchInsightsService } from '../search-insights/service.ts';
import { settingsRoutes } from '../settings/routes.ts';
import { staffAdminRoutes } from '../staff/routes.ts';
import { staffService } from '../staff/service.ts';
import { orderMoveEntry } from './audit.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { categoryRemovalRoutes, categoryRemovalService } from './category-removal.ts';
import { adminCatalogueService } from './catalogue-service.ts';
import { collectionRoutes } from './collection-routes.ts';
import { adminCollectionsService } from './collections-service.ts';
import { dashboardService } from './dashboard.ts';
import { discountRoutes } from './discount-routes.ts';
import { peopleRoutes } from './people-routes.ts';
import { ownerOrderRoutes } from './owner-order-routes.ts';
import { returnRoutes } from './return-routes.ts';
import { backInStockRoutes } from './back-in-stock-routes.ts';
import { productBulkRoutes, productBulkService } from './product-bulk.ts';
import { productCsvRoutes } from './product-csv-routes.ts';
import { productImageEditRoutes, productImageEditsService } from './product-image-edits.ts';
import { productDuplicateRoutes, productDuplicateService } from './product-duplicate.ts';
import { productCsvService } from './product-csv-service.ts';
import { adminPeopleService } from './people-service.ts';
import { adminRouteKit, errors, tags } from './route-kit.ts';
import { synonymRoutes } from './synonym-routes.ts';
import { stockHistoryRoutes } from '../inventory/stock-history-routes.ts';
import { stockHistoryService } from '../inventory/stock-history-service.ts';
import { adminSynonymsService } from './synonyms-service.ts';

const NOT_ADMIN = 'You do not have access to the admin area.';

/**
 * Only admins pass; guests and customers alike get 403 (issue 6). A bad or expired token still
 * answers 401 so the client drops it. Runs on onRequest, before any upload is read.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  const session = await getSession(request);
  if (!session || session.user.role !== 'admin') throw new AppError(403, 'FORBIDDEN', NOT_ADMIN);
}

/** The admin area's API under /api/admin (R13.3): catalogue, orders, dashboard, people, audit log. */
export const adminModule: FastifyPluginAsync<{ db: Db; clock: Clock; config: Config }> = async (fastify, { db, clock, config }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', adminOnly);
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
  const { recorded, adminId } = kit;
  const orders = fastify.commerce.admin;

  const settings = fastify.commerce.settings;
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

  const catalogue = adminCatalogueService(db, clock, async () => (await settings.current()).inventory.lowStockThreshold);
  catalogueRoutes(app, kit, catalogue);
  productDuplicateRoutes(app, kit, productDuplicateService(db, clock, catalogue));
  productImageEditRoutes(app, kit, productImageEditsService(db, clock, catalogue));
  productBulkRoutes(app, kit, productBulkService(db, clock));
  productCsvRoutes(app, kit, productCsvService(db, clock));
  stockHistoryRoutes(app, stockHistoryService(db));
  categoryRemovalRoutes(app, kit, categoryRemovalService(db, clock));
  collectionRoutes(app, kit, adminCollectionsService(db));
  peopleRoutes(app, kit, adminPeopleService(db, clock));
  discountRoutes(app, kit, fastify.commerce.discounts);
  returnRoutes(app, kit, fastify.commerce.returns, orders);
  ownerOrderRoutes(app, kit, orders, fastify.commerce.ownerRefunds);
  backInStockRoutes(app, fastify.backInStock);
  settingsRoutes(app, kit, settings);
  searchInsightsRoutes(app, searchInsightsService(db, clock));
  fulfilmentRoutes(app, kit, fulfilmentService(db, settings, clock));
  customerRoutes(app, customersService(db));
  staffAdminRoutes(
    app,
    kit,
    staffService({ db, clock, mailer: fastify.mailer, hasher: fastify.auth.passwords, publicUrl: config.publicUrl }),
  );
  synonymRoutes(app, kit, adminSynonymsService(db));

  // Orders.
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Orders, newest first, by status and order number or customer email',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderList, ...errors },
      },
    },
    (req) => orders.list(req.query),
  );
  app.get(
    '/orders/:guid',
    {
      schema: {
        tags,
        summary: 'One order with its customer, timeline and the moves it allows',
        params: AdminOrderParams,
        response: { 200: AdminOrder, ...errors },
      },
    },
    (req) => orders.detail(req.params.guid),
  );
  app.post(
    '/orders/:guid/:action',
    {
      schema: {
        tags,
        summary:
          'Move an order (shop rules R6.2): process, ship, deliver, approve-cancel, decline-cancel, approve-refund, reject-refund; 409 when not allowed, 502 when the refund fails',
        params: AdminOrderActionParams,
        body: AdminOrderActionBody.optional(),
        response: { 200: AdminOrder, ...errors, 502: ErrorBody },
      },
    },
    async (req) => {
      const { guid, action } = req.params;
      const body = req.body ?? { note: '' };
      const note = body.note;
      const { before, after } = await orders.act(guid, action, await adminId(req), body);
      return (await recorded(req, { order: after, audit: orderMoveEntry(action, before, after, note) })).order;
    },
  );
};
