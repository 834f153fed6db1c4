import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditList, DashboardResponse, MessageList, OkResponse, PageQuery, SubscriberList } from '@atelier/contract/admin';
import {
  AdminCategoryInput,
  AdminCategoryList,
  AdminCategoryResponse,
  AdminCollectionInput,
  AdminCollectionList,
  AdminColourSiblingInput,
  AdminCollectionOrder,
  AdminCollectionResponse,
  AdminIdParams,
  AdminImageParams,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
  AdminProductResponse,
  IMAGE_MAX_BYTES,
} from '@atelier/contract/admin-catalogue';
import {
  AdminOrder,
  AdminOrderActionBody,
  AdminOrderActionParams,
  AdminOrderList,
  AdminOrderListQuery,
  AdminOrderParams,
} from '@atelier/contract/admin-order';
import { ErrorBody } from '@atelier/contract/errors';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { getSession, requireSession } from '../auth/session.ts';
import { auditLog, orderMoveEntry, type AuditEntry } from './audit.ts';
import { adminCatalogueService } from './catalogue-service.ts';
import { adminCollectionsService } from './collections-service.ts';
import { dashboardService } from './dashboard.ts';
import { readUpload } from './images.ts';
import { adminPeopleService } from './people-service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadErrors = { ...errors, 413: ErrorBody, 415: ErrorBody };
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
export const adminModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', adminOnly);
  // This instance shows an admin's change at once; the others hear of it by NOTIFY a moment later.
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) fastify.catalogueCache.clear();
  });
  await app.register(fastifyMultipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000 } });

  const audit = auditLog(db, clock);
  const catalogue = adminCatalogueService(db, clock);
  const collections = adminCollectionsService(db);
  const orders = fastify.commerce.admin;
  const dashboard = dashboardService(db, clock);
  const people = adminPeopleService(db, clock);

  const adminId = async (req: FastifyRequest) => (await requireSession(req)).user.id;
  /** Records the change under the signed-in admin, then answers `value`. */
  async function recorded<T>(req: FastifyRequest, done: { audit: AuditEntry } & T): Promise<T> {
    await audit.record(await adminId(req), done.audit);
    return done;
  }
  async function upload(req: FastifyRequest): Promise<{ bytes: Buffer; alt: string }> {
    if (!req.isMultipart())
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in a field named file.');
    const file = await req.file();
    const bytes = await readUpload(file);
    const alt = file?.fields.alt && 'value' in file.fields.alt ? String(file.fields.alt.value).slice(0, 300) : '';
    return { bytes, alt };
  }
  const tags = ['admin'];
  const multipartNote = ' (multipart/form-data: field `file`, a JPEG, PNG or WebP of at most 10 MB, checked by content)';

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

  // Catalogue.
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products, newest change first; search by name, slug or SKU',
        querystring: AdminProductListQuery,
        response: { 200: AdminProductList, ...errors },
      },
    },
    (req) => catalogue.list(req.query),
  );
  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product with its variants (409 SLUG_TAKEN or SKU_TAKEN)',
        body: AdminProductInput,
        response: { 201: AdminProductResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { product } = await recorded(req, await catalogue.create(req.body));
      return reply.status(201).send({ product });
    },
  );
  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product, archived or not, with variants and images',
        params: AdminIdParams,
        response: { 200: AdminProductResponse, ...errors },
      },
    },
    async (req) => ({
      product: await catalogue.load(req.params.id),
    }),
  );
  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Replace a product: fields, variants (ids kept), collections',
        params: AdminIdParams,
        body: AdminProductInput,
        response: { 200: AdminProductResponse, ...errors },
      },
    },
    async (req) => {
      const { product } = await recorded(req, await catalogue.update(req.params.id, req.body));
      return { product };
    },
  );
  app.post(
    '/products/:id/colours',
    {
      schema: {
        tags,
        summary: 'Add a colour to the style: a sibling with the same sizes, no stock, off sale (409 COLOUR_TAKEN or SLUG_TAKEN)',
        params: AdminIdParams,
        body: AdminColourSiblingInput,
        response: { 201: AdminProductResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { product } = await recorded(req, await catalogue.addColour(req.params.id, req.body));
      return reply.status(201).send({ product });
    },
  );
  app.post(
    '/products/:id/archive',
    {
      schema: {
        tags,
        summary: 'Take a product off the storefront (kept for orders)',
        params: AdminIdParams,
        response: { 200: AdminProductResponse, ...errors },
      },
    },
    async (req) => {
      const { product } = await recorded(req, await catalogue.setArchived(req.params.id, true));
      return { product };
    },
  );
  app.post(
    '/products/:id/restore',
    {
      schema: {
        tags,
        summary: 'Put an archived product back on the storefront',
        params: AdminIdParams,
        response: { 200: AdminProductResponse, ...errors },
      },
    },
    async (req) => {
      const { product } = await recorded(req, await catalogue.setArchived(req.params.id, false));
      return { product };
    },
  );
  app.post(
    '/products/:id/images',
    {
      schema: {
        tags,
        summary: `Add an image${multipartNote}; renditions at every srcset width`,
        params: AdminIdParams,
        response: { 201: AdminProductResponse, ...uploadErrors },
      },
    },
    async (req, reply) => {
      const { bytes, alt } = await upload(req);
      const { product } = await recorded(req, await catalogue.addImage(req.params.id, bytes, alt));
      return reply.status(201).send({ product });
    },
  );
  app.delete(
    '/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove an image from a product',
        params: AdminImageParams,
        response: { 200: AdminProductResponse, ...errors },
      },
    },
    async (req) => {
      const { product } = await recorded(req, await catalogue.removeImage(req.params.id, req.params.imageId));
      return { product };
    },
  );
  app.post(
    '/products/:id/images/:imageId/cover',
    {
      schema: {
        tags,
        summary: 'Make an image the cover (first)',
        params: AdminImageParams,
        response: { 200: AdminProductResponse, ...errors },
      },
    },
    async (req) => {
      const { product } = await recorded(req, await catalogue.makeCover(req.params.id, req.params.imageId));
      return { product };
    },
  );

  app.get(
    '/categories',
    { schema: { tags, summary: 'Categories with their product counts', response: { 200: AdminCategoryList, ...errors } } },
    async () => ({ categories: await catalogue.categories() }),
  );
  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Create a category (409 SLUG_TAKEN)',
        body: AdminCategoryInput,
        response: { 201: AdminCategoryResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { category } = await recorded(req, await catalogue.createCategory(req.body));
      return reply.status(201).send({ category });
    },
  );
  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Edit a category',
        params: AdminIdParams,
        body: AdminCategoryInput,
        response: { 200: AdminCategoryResponse, ...errors },
      },
    },
    async (req) => {
      const { category } = await recorded(req, await catalogue.updateCategory(req.params.id, req.body));
      return { category };
    },
  );
  app.post(
    '/categories/:id/image',
    {
      schema: {
        tags,
        summary: `Set a category's picture${multipartNote}`,
        params: AdminIdParams,
        response: { 200: AdminCategoryResponse, ...uploadErrors },
      },
    },
    async (req) => {
      const { bytes } = await upload(req);
      const { category } = await recorded(req, await catalogue.setCategoryImage(req.params.id, bytes));
      return { category };
    },
  );
  // Collections (R18.5).
  app.get(
    '/collections',
    { schema: { tags, summary: 'Collections in their order, with their products', response: { 200: AdminCollectionList, ...errors } } },
    async () => ({ collections: await collections.list() }),
  );
  app.post(
    '/collections',
    {
      schema: {
        tags,
        summary: 'Create a collection with its products (409 SLUG_TAKEN)',
        body: AdminCollectionInput,
        response: { 201: AdminCollectionResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { collection } = await recorded(req, await collections.create(req.body));
      return reply.status(201).send({ collection });
    },
  );
  app.put(
    '/collections/order',
    {
      schema: {
        tags,
        summary: 'Reorder the collections: every id once, in the new order',
        body: AdminCollectionOrder,
        response: { 200: AdminCollectionList, ...errors },
      },
    },
    async (req) => {
      const done = await recorded(req, await collections.reorder(req.body.ids));
      return { collections: done.collections };
    },
  );
  app.get(
    '/collections/:id',
    { schema: { tags, summary: 'One collection', params: AdminIdParams, response: { 200: AdminCollectionResponse, ...errors } } },
    async (req) => ({ collection: await collections.one(req.params.id) }),
  );
  app.put(
    '/collections/:id',
    {
      schema: {
        tags,
        summary: 'Edit a collection and choose its products',
        params: AdminIdParams,
        body: AdminCollectionInput,
        response: { 200: AdminCollectionResponse, ...errors },
      },
    },
    async (req) => {
      const { collection } = await recorded(req, await collections.update(req.params.id, req.body));
      return { collection };
    },
  );
  app.post(
    '/collections/:id/image',
    {
      schema: {
        tags,
        summary: `Set a collection's picture${multipartNote}`,
        params: AdminIdParams,
        response: { 200: AdminCollectionResponse, ...uploadErrors },
      },
    },
    async (req) => {
      const { bytes } = await upload(req);
      const { collection } = await recorded(req, await collections.setImage(req.params.id, bytes));
      return { collection };
    },
  );
  app.delete(
    '/collections/:id',
    {
      schema: {
        tags,
        summary: 'Delete a collection (its products stay)',
        params: AdminIdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (req) => {
      await recorded(req, await collections.remove(req.params.id));
      return { message: 'Collection deleted.' };
    },
  );

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
      const note = req.body?.note ?? '';
      const { before, after } = await orders.act(guid, action, await adminId(req), note);
      return (await recorded(req, { order: after, audit: orderMoveEntry(action, before, after, note) })).order;
    },
  );

  // Subscribers, messages, audit log.
  app.get(
    '/subscribers',
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first',
        querystring: PageQuery,
        response: { 200: SubscriberList, ...errors },
      },
    },
    (req) => people.subscribers(req.query.page),
  );
  app.get(
    '/subscribers/export',
    { schema: { tags, summary: 'Subscribed addresses as CSV (email, subscribed_at)', response: { 200: z.string(), ...errors } } },
    async (req, reply) => {
      const { csv, count } = await people.subscribersCsv();
      await audit.record(await adminId(req), { action: 'newsletter.export', target: 'newsletter subscribers', detail: { rows: count } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="atelier-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    '/messages',
    { schema: { tags, summary: 'Contact-form messages, newest first', querystring: PageQuery, response: { 200: MessageList, ...errors } } },
    (req) => people.messages(req.query.page),
  );
  app.post(
    '/messages/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark a message handled (or not)',
        params: AdminIdParams,
        body: z.strictObject({ handled: z.boolean() }),
        response: { 200: OkResponse, ...errors },
      },
    },
    async (req) => {
      const { email } = await people.setHandled(req.params.id, req.body.handled);
      await audit.record(await adminId(req), {
        action: req.body.handled ? 'message.handled' : 'message.reopened',
        target: `message ${req.params.id} from ${email}`,
      });
      return { message: req.body.handled ? 'Marked as handled.' : 'Marked as not handled.' };
    },
  );
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Every admin action: who, what, when; newest first',
        querystring: PageQuery,
        response: { 200: AuditList, ...errors },
      },
    },
    (req) => audit.list(req.query.page),
  );
};
