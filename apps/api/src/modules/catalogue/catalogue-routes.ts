import type { AdminCatalogueService } from './catalogue-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

/** Products (with their images and colours) and categories. */
export function catalogueRoutes(app: AdminApp, { recorded, upload, adminId }: AdminRouteKit, catalogue: AdminCatalogueService): void {
  registerEndpoint(app, catalogueEndpoints.adminProducts, (req) => catalogue.list(req.query));
  registerEndpoint(app, catalogueEndpoints.adminCreateProduct, async (req, reply) => {
    const { product } = await recorded(req, await catalogue.create(req.body, await adminId(req)));
    return reply.status(201).send({ product });
  });
  registerEndpoint(app, catalogueEndpoints.adminCreateStyle, async (req, reply) => {
    const { products } = await recorded(req, await catalogue.createStyle(req.body, await adminId(req)));
    return reply.status(201).send({ products });
  });
  registerEndpoint(app, catalogueEndpoints.adminProduct, async (req) => ({
    product: await catalogue.load(req.params.id),
  }));
  registerEndpoint(app, catalogueEndpoints.adminUpdateProduct, async (req) => {
    const { product } = await recorded(req, await catalogue.update(req.params.id, req.body, await adminId(req)));
    return { product };
  });
  registerEndpoint(app, catalogueEndpoints.adminAddColour, async (req, reply) => {
    const { product } = await recorded(req, await catalogue.addColour(req.params.id, req.body, await adminId(req)));
    return reply.status(201).send({ product });
  });
  registerEndpoint(app, catalogueEndpoints.adminArchiveProduct, async (req) => {
    const { product } = await recorded(req, await catalogue.setArchived(req.params.id, true));
    return { product };
  });
  registerEndpoint(app, catalogueEndpoints.adminRestoreProduct, async (req) => {
    const { product } = await recorded(req, await catalogue.setArchived(req.params.id, false));
    return { product };
  });
  registerEndpoint(app, catalogueEndpoints.adminAddImage, async (req, reply) => {
    const { bytes, alt } = await upload(req);
    const { product } = await recorded(req, await catalogue.addImage(req.params.id, bytes, alt));
    return reply.status(201).send({ product });
  });
  registerEndpoint(app, catalogueEndpoints.adminRemoveImage, async (req) => {
    const { product } = await recorded(req, await catalogue.removeImage(req.params.id, req.params.imageId));
    return { product };
  });
  registerEndpoint(app, catalogueEndpoints.adminCoverImage, async (req) => {
    const { product } = await recorded(req, await catalogue.makeCover(req.params.id, req.params.imageId));
    return { product };
  });

  registerEndpoint(app, catalogueEndpoints.adminCategories, async () => ({ categories: await catalogue.categories() }));
  registerEndpoint(app, catalogueEndpoints.adminCreateCategory, async (req, reply) => {
    const { category } = await recorded(req, await catalogue.createCategory(req.body));
    return reply.status(201).send({ category });
  });
  registerEndpoint(app, catalogueEndpoints.adminUpdateCategory, async (req) => {
    const { category } = await recorded(req, await catalogue.updateCategory(req.params.id, req.body));
    return { category };
  });
  registerEndpoint(app, catalogueEndpoints.adminSetCategoryImage, async (req) => {
    const { bytes } = await upload(req);
    const { category } = await recorded(req, await catalogue.setCategoryImage(req.params.id, bytes));
    return { category };
  });
}
