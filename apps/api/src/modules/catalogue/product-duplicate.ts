import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { refreshSearchIndex } from './search-repository.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { adminCatalogueRepository } from './catalogue-repository.ts';
import type { AdminCatalogueService } from './catalogue-service.ts';
import { productCsvRepository } from './product-csv-repository.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
function free(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A copy of a product to start a similar one from (R22.13): same
 * fields, sizes, collections and photos, a new slug and new SKUs ending in -COPY, no stock, off
 * sale until the owner has made it their own, and a style of its own.
 */
export function productDuplicateService(db: Db, clock: Clock, catalogue: AdminCatalogueService) {
  return {
    async duplicate(id: number, staffId: number) {
      const source = await catalogue.load(id);
      const now = clock.now();
      const newId = await inTransaction(db, async (tx) => {
        const csv = productCsvRepository(tx);
        const slugBase = `${source.slug.slice(0, 110)}-copy`;
        const slugs = new Set(
          (await csv.productsBySlug([slugBase, ...Array.from({ length: 20 }, (_, i) => `${slugBase}-${i + 2}`)])).map((p) => p.slug),
        );
        const slug = free(slugBase, slugs);
        const skuBases = source.variants.map((v) => `${v.sku.slice(0, 54)}-COPY`);
        const skus = new Set(
          (await csv.variantsBySku(skuBases.flatMap((b) => [b, ...Array.from({ length: 20 }, (_, i) => `${b}-${i + 2}`)]))).map(
            (v) => v.sku,
          ),
        );
        const repo = adminCatalogueRepository(tx);
        const productId = await repo.insertProduct(
          {
            name: source.name,
            slug,
            detail: source.detail,
            care: source.care,
            gender: source.gender,
            sizeSystem: source.sizeSystem,
            colour: source.colour,
            colourHex: source.colourHex,
            styleKey: slug,
            pricePence: source.pricePence,
            oldPricePence: source.oldPricePence,
            isFinalSale: source.isFinalSale,
            onSale: false,
            categoryId: source.categoryId,
          },
          now,
        );
        await repo.replaceVariants(
          productId,
          source.variants.map((v, i) => ({ size: v.size, quantity: 0, sku: free(skuBases[i]!, skus) })),
          { actor: { kind: 'staff', userId: staffId }, at: now, created: 'duplicate' },
        );
        await repo.replaceCollections(productId, source.collectionIds);
        for (const image of source.images) await repo.addImage(productId, image.mediaId, image.alt);
        await repo.orderImages(
          productId,
          (await repo.images(productId)).map((i) => i.id),
        );
        await refreshSearchIndex(tx, [productId]);
        return productId;
      });
      const product = await catalogue.load(newId);
      const audit: AuditEntry = {
        action: 'product.duplicate',
        target: `product ${newId} (${product.slug})`,
        detail: { from: source.slug },
      };
      return { product, audit };
    },
  };
}

export function productDuplicateRoutes(
  app: AdminApp,
  { recorded, adminId }: AdminRouteKit,
  service: ReturnType<typeof productDuplicateService>,
): void {
  registerEndpoint(app, catalogueEndpoints.adminDuplicateProduct, async (req) => ({
    product: (await recorded(req, await service.duplicate(req.params.id, await adminId(req)))).product,
  }));
}
