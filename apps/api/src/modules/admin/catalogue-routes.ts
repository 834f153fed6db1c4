import {
  AdminCategoryInput,
  AdminCategoryList,
  AdminCategoryResponse,
  AdminColourSiblingInput,
  AdminIdParams,
  AdminImageParams,
  AdminProductInput,
  AdminProductList,
  AdminProductListQuery,
  AdminProductResponse,
  AdminStyleInput,
  AdminStyleResponse,
} from '@atelier/contract/admin-catalogue';
import type { AdminCatalogueService } from './catalogue-service.ts';
import { errors, multipartNote, tags, uploadErrors, type AdminApp, type AdminRouteKit } from './route-kit.ts';

/** Products (with their images and colours) and categories. */
export function catalogueRoutes(app: AdminApp, { recorded, upload, adminId }: AdminRouteKit, catalogue: AdminCatalogueService): void {
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
      const { product } = await recorded(req, await catalogue.create(req.body, await adminId(req)));
      return reply.status(201).send({ product });
    },
  );
  app.post(
    '/styles',
    {
      schema: {
        tags,
        summary: 'Create a style in several colours at once: one product per colour, with its sizes, stock and SKUs (R17.8)',
        description: 'All or nothing: a taken slug or SKU (409 SLUG_TAKEN, SKU_TAKEN) creates none of the colours.',
        body: AdminStyleInput,
        response: { 201: AdminStyleResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { products } = await recorded(req, await catalogue.createStyle(req.body, await adminId(req)));
      return reply.status(201).send({ products });
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
      const { product } = await recorded(req, await catalogue.update(req.params.id, req.body, await adminId(req)));
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
      const { product } = await recorded(req, await catalogue.addColour(req.params.id, req.body, await adminId(req)));
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
}
