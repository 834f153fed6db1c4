import { z } from 'zod';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { refreshSearchIndex } from './search-repository.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { categoryRemovalRepository } from './category-removal-repository.ts';
import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';

export const CategoryRemovalQuery = z.object({ moveTo: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/**
 * Deletes a category (R22.11): refused while products use it, unless the owner names the category
 * they move to; the move and the delete are one transaction.
 */
export function categoryRemovalService(db: Db, clock: Clock) {
  return {
    async remove(id: number, moveTo?: number): Promise<{ message: string; audit: AuditEntry }> {
      return inTransaction(db, async (tx) => {
        const repo = categoryRemovalRepository(tx);
        const category = await repo.category(id);
        if (!category) throw notFound('Category not found.', 'CATEGORY_NOT_FOUND');
        const ids = await repo.productIds(id);
        let moved = '';
        if (ids.length) {
          if (moveTo === undefined) {
            const n = `${ids.length} ${ids.length === 1 ? 'product is' : 'products are'}`;
            throw conflict(
              `${n} still in ${category.name} (archived ones count too). Choose a category to move them to, then delete.`,
              'CATEGORY_IN_USE',
            );
          }
          if (moveTo === id) throw badRequest('Choose another category to move the products to.', 'SAME_CATEGORY');
          const target = await repo.category(moveTo);
          if (!target) throw badRequest('The category to move the products to does not exist.', 'UNKNOWN_CATEGORY');
          await repo.moveProducts(id, moveTo, clock.now());
          // Search words include the category's name.
          await refreshSearchIndex(tx, ids);
          moved = ` Its ${ids.length} ${ids.length === 1 ? 'product moved' : 'products moved'} to ${target.name}.`;
        }
        await repo.remove(id);
        return {
          message: `Category ${category.name} deleted.${moved}`,
          audit: { action: 'category.delete', target: `category ${id} (${category.slug})`, detail: moved ? { moved: moved.trim() } : {} },
        };
      });
    },
  };
}

export function categoryRemovalRoutes(
  app: AdminApp,
  { recorded }: AdminRouteKit,
  removal: ReturnType<typeof categoryRemovalService>,
): void {
  registerEndpoint(app, catalogueEndpoints.adminRemoveCategory, async (req) => {
    const { message } = await recorded(req, await removal.remove(req.params.id, req.query.moveTo));
    return { message };
  });
}
