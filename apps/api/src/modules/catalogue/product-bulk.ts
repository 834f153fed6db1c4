import { MAX_PRODUCT_COLLECTIONS, type AdminProductBulkInput, type AdminProductBulkResult } from '@atelier/contract/catalogue';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { productBulkRepository } from './product-bulk-repository.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

/** The products an audit entry names ("Linen Shirt in sand"): enough to find them again, never a wall of text. */
const AUDIT_NAMES = 30;
function named(names: string[]): string {
  const shown = names.slice(0, AUDIT_NAMES).join(', ');
  return names.length > AUDIT_NAMES ? `${shown} and ${names.length - AUDIT_NAMES} more` : shown;
}

/**
 * One action on many products at once (R22.16): archive or restore, set or clear Final Sale, add
 * to or remove from a collection. All in one transaction; an unknown product or collection
 * changes nothing. Products already as asked are left alone (and their updated time too).
 */
export function productBulkService(db: Db, clock: Clock) {
  return {
    async apply(input: AdminProductBulkInput): Promise<AdminProductBulkResult & { audit: AuditEntry }> {
      const ids = [...new Set(input.ids)];
      const now = clock.now();
      const { changed, collection } = await inTransaction(db, async (tx) => {
        const repo = productBulkRepository(tx);
        const found = new Set((await repo.lockProducts(ids)).map((p) => p.id));
        const unknown = ids.filter((id) => !found.has(id));
        if (unknown.length)
          throw badRequest(`No product has the id ${unknown.slice(0, 10).join(', ')}. Nothing was changed.`, 'UNKNOWN_PRODUCT');
        const col = input.collectionId === undefined ? undefined : await repo.collection(input.collectionId);
        if (input.collectionId !== undefined && !col)
          throw badRequest('That collection does not exist. Nothing was changed.', 'UNKNOWN_COLLECTION');
        switch (input.action) {
          case 'archive':
          case 'restore':
            return { changed: await repo.setArchived(ids, input.action === 'archive', now), collection: null };
          case 'set-final-sale':
          case 'clear-final-sale':
            return { changed: await repo.setFinalSale(ids, input.action === 'set-final-sale', now), collection: null };
          case 'add-to-collection': {
            const counts = await repo.collectionCounts(ids);
            const full = ids.filter((id) => (counts.get(id) ?? 0) >= MAX_PRODUCT_COLLECTIONS);
            const added = await repo.addToCollection(ids, col!.id, now);
            // Only a product that would gain one more than the most is refused; one already in it is fine.
            if (added.some((p) => full.includes(p.id)))
              throw badRequest(
                `A product can be in at most ${MAX_PRODUCT_COLLECTIONS} collections. Nothing was changed.`,
                'TOO_MANY_COLLECTIONS',
              );
            return { changed: added, collection: col!.name };
          }
          case 'remove-from-collection':
            return { changed: await repo.removeFromCollection(ids, col!.id, now), collection: col!.name };
        }
      });
      const names = changed.map((p) => `${p.name} in ${p.colour}`).sort();
      return {
        action: input.action,
        changed: changed.length,
        selected: ids.length,
        collection,
        audit: {
          action: `product.bulk-${input.action}`,
          target: `${changed.length} product${changed.length === 1 ? '' : 's'}`,
          detail: {
            ...(collection ? { collection } : {}),
            ...(changed.length ? { products: named(names) } : {}),
            ...(ids.length > changed.length ? { unchanged: `${ids.length - changed.length} already as asked` } : {}),
          },
        },
      };
    },
  };
}
export type ProductBulkService = ReturnType<typeof productBulkService>;

export function productBulkRoutes(app: AdminApp, { recorded }: AdminRouteKit, bulk: ProductBulkService): void {
  registerEndpoint(app, catalogueEndpoints.adminBulkProducts, async (req) => {
    const { action, changed, selected, collection } = await recorded(req, await bulk.apply(req.body));
    return { action, changed, selected, collection };
  });
}
