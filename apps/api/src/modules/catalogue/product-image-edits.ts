import { type AdminProduct } from '@atelier/contract/catalogue';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { adminCatalogueRepository } from './catalogue-repository.ts';
import type { AdminCatalogueService } from './catalogue-service.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

const target = (p: AdminProduct) => `product ${p.id} (${p.slug})`;
const quoted = (alt: string) => (alt ? `"${alt}"` : 'none');

/**
 * A product's images after upload (R22.15): their order (the first is the cover in listings, the
 * second the picture on hover, the rest the gallery in order) and each one's description.
 */
export function productImageEditsService(db: Db, clock: Clock, catalogue: AdminCatalogueService) {
  return {
    async reorder(id: number, imageIds: number[]): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      const before = await catalogue.load(id);
      await inTransaction(db, async (tx) => {
        const repo = adminCatalogueRepository(tx);
        const own = (await repo.images(id)).map((i) => i.id);
        const same = imageIds.length === own.length && new Set(imageIds).size === imageIds.length && imageIds.every((i) => own.includes(i));
        if (!same) throw badRequest("Send every one of this product's image ids once, in the new order.", 'BAD_IMAGE_ORDER');
        // Kinds follow the positions (cover, hover, gallery), so they always agree with the order.
        await repo.orderImages(id, imageIds);
        await repo.updateProduct(id, { updatedAt: clock.now() });
      });
      const product = await catalogue.load(id);
      // The audit says where each image came from ("2, 1, 3": the second is now first), never media ids.
      const was = new Map(before.images.map((i, n) => [i.id, n + 1]));
      return {
        product,
        audit: {
          action: 'product.image.reorder',
          target: target(product),
          detail: { 'new order by old places': imageIds.map((i) => was.get(i)).join(', ') },
        },
      };
    },

    async describe(id: number, imageId: number, alt: string): Promise<{ product: AdminProduct; audit: AuditEntry }> {
      const before = await catalogue.load(id);
      const at = before.images.findIndex((i) => i.id === imageId);
      if (at < 0) throw notFound('Image not found.', 'IMAGE_NOT_FOUND');
      await inTransaction(db, async (tx) => {
        const repo = adminCatalogueRepository(tx);
        if (!(await repo.setImageAlt(id, imageId, alt))) throw notFound('Image not found.', 'IMAGE_NOT_FOUND');
        await repo.updateProduct(id, { updatedAt: clock.now() });
      });
      const product = await catalogue.load(id);
      return {
        product,
        audit: {
          action: 'product.image.alt',
          target: target(product),
          detail: { photo: `number ${at + 1}`, description: `${quoted(before.images[at]!.alt)} -> ${quoted(alt)}` },
        },
      };
    },
  };
}
export type ProductImageEditsService = ReturnType<typeof productImageEditsService>;

export function productImageEditRoutes(app: AdminApp, { recorded }: AdminRouteKit, edits: ProductImageEditsService): void {
  registerEndpoint(app, catalogueEndpoints.adminOrderImages, async (req) => {
    const { product } = await recorded(req, await edits.reorder(req.params.id, req.body.imageIds));
    return { product };
  });
  registerEndpoint(app, catalogueEndpoints.adminDescribeImage, async (req) => {
    const { product } = await recorded(req, await edits.describe(req.params.id, req.params.imageId, req.body.alt));
    return { product };
  });
}
