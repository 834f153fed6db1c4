import { type AdminCollection, type AdminCollectionInput, mediaUrl, THUMBNAIL_WIDTH } from '@atelier/contract/catalogue';
import type { z } from 'zod';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import { adminCollectionsRepository } from './collections-repository.ts';
import { storeImage } from './images.ts';

type Values = z.output<typeof AdminCollectionInput>;
type Done = { collection: AdminCollection; audit: AuditEntry };

/** A taken slug is a 409 the form can show, not a 500. */
function slugTaken(err: unknown, slug: string): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.cause?.code ?? e?.code;
  const constraint = e?.cause?.constraint ?? e?.constraint ?? '';
  if (code === '23505' && constraint.includes('slug')) {
    throw conflict(`The slug '${slug}' is already used by another collection. Please choose another.`, 'SLUG_TAKEN');
  }
  throw err;
}

/** The owner's collections (R18.5): create, edit, picture, products, order, delete; each change audited. */
export function adminCollectionsService(db: Db) {
  async function list(id?: number): Promise<AdminCollection[]> {
    const rows = await adminCollectionsRepository(db).list(id);
    return rows.map(({ imageId, ...c }) => ({ ...c, image: imageId ? mediaUrl(imageId, THUMBNAIL_WIDTH) : null }));
  }

  async function one(id: number): Promise<AdminCollection> {
    const [found] = await list(id);
    if (!found) throw notFound('Collection not found.', 'COLLECTION_NOT_FOUND');
    return found;
  }

  /** Writes fields and products together; unknown or archived products refuse the whole change. */
  async function write(id: number | undefined, v: Values): Promise<number> {
    const wanted = [...new Set(v.productIds)];
    return inTransaction(db, async (tx) => {
      const repo = adminCollectionsRepository(tx);
      const live = await repo.liveProductIds(wanted);
      if (live.length !== wanted.length) {
        const missing = wanted.filter((p) => !live.includes(p));
        throw badRequest(`No product on sale with id ${missing.slice(0, 5).join(', ')}.`, 'PRODUCT_NOT_FOUND');
      }
      const fields = { slug: v.slug, name: v.name, description: v.description, position: v.position };
      let target = id;
      if (target === undefined) target = await repo.insert(fields).catch((err) => slugTaken(err, v.slug));
      else if (!(await repo.update(target, fields).catch((err) => slugTaken(err, v.slug)))) {
        throw notFound('Collection not found.', 'COLLECTION_NOT_FOUND');
      }
      await repo.setProducts(target, wanted);
      return target;
    });
  }

  return {
    list: () => list(),
    one,

    async create(v: Values): Promise<Done> {
      const id = await write(undefined, v);
      return {
        collection: await one(id),
        audit: { action: 'collection.create', target: `collection ${id} (${v.slug})`, detail: { products: v.productIds.length } },
      };
    },

    async update(id: number, v: Values): Promise<Done> {
      const before = await one(id);
      await write(id, v);
      const after = await one(id);
      const detail: Record<string, unknown> = {};
      if (before.name !== after.name) detail.name = `${before.name} -> ${after.name}`;
      if (before.slug !== after.slug) detail.slug = `${before.slug} -> ${after.slug}`;
      if (before.productIds.join() !== after.productIds.join())
        detail.products = `${before.productIds.length} -> ${after.productIds.length}`;
      return { collection: after, audit: { action: 'collection.update', target: `collection ${id} (${after.slug})`, detail } };
    },

    async setImage(id: number, bytes: Buffer): Promise<Done> {
      await one(id);
      const mediaId = await storeImage(db, bytes);
      await adminCollectionsRepository(db).update(id, { imageId: mediaId });
      const collection = await one(id);
      return {
        collection,
        audit: { action: 'collection.image', target: `collection ${id} (${collection.slug})`, detail: { media: mediaId } },
      };
    },

    /** Positions 0..n-1 in the order given, which must name every collection once. */
    async reorder(ids: number[]): Promise<{ collections: AdminCollection[]; audit: AuditEntry }> {
      await inTransaction(db, async (tx) => {
        const repo = adminCollectionsRepository(tx);
        const all = await repo.ids();
        const same = ids.length === all.length && new Set(ids).size === ids.length && ids.every((i) => all.includes(i));
        if (!same) throw badRequest('Send every collection’s id once, in the new order.', 'BAD_ORDER');
        for (const [position, id] of ids.entries()) await repo.setPosition(id, position);
      });
      return {
        collections: await list(),
        audit: { action: 'collection.reorder', target: 'collections', detail: { order: ids.join(', ') } },
      };
    },

    /** Deletes the collection; its products stay in the shop (R18.5). */
    async remove(id: number): Promise<{ audit: AuditEntry }> {
      const gone = await adminCollectionsRepository(db).remove(id);
      if (!gone) throw notFound('Collection not found.', 'COLLECTION_NOT_FOUND');
      return { audit: { action: 'collection.delete', target: `collection ${id} (${gone.slug})` } };
    },
  };
}
export type AdminCollectionsService = ReturnType<typeof adminCollectionsService>;
