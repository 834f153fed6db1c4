import { z } from 'zod';
import { IdNumber } from '../shared/edge.ts';

/** Edits of products after they are made: the order and words of their images, and changes to many at once (R22.15, R22.16). */

/** An image's description for screen readers, read as the shop's img alt. */
export const IMAGE_ALT_MAX = 300;
/** The most products one bulk change may name: a page is 25, so this is several pages' worth. */
export const MAX_BULK_PRODUCTS = 200;

const Id = IdNumber;

/** PUT /api/admin/products/{id}/images/order: every one of the product's image ids once, cover first. */
export const AdminImageOrder = z.strictObject({
  imageIds: z.array(Id).min(1, 'Send the image ids in their new order.').max(100),
});
export type AdminImageOrder = z.infer<typeof AdminImageOrder>;

/** PATCH /api/admin/products/{id}/images/{imageId}: the image's description. */
export const AdminImageAltInput = z.strictObject({
  alt: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(IMAGE_ALT_MAX, `The description must be at most ${IMAGE_ALT_MAX} characters.`),
});
export type AdminImageAltInput = z.infer<typeof AdminImageAltInput>;

export const BULK_ACTIONS = [
  'archive',
  'restore',
  'add-to-collection',
  'remove-from-collection',
  'set-final-sale',
  'clear-final-sale',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** What each bulk action is called in the product list's menu. */
export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  'add-to-collection': 'Add to collection',
  'remove-from-collection': 'Remove from collection',
  'set-final-sale': 'Set Final Sale',
  'clear-final-sale': 'Clear Final Sale',
  archive: 'Archive',
  restore: 'Restore to store',
};
export const needsCollection = (action: BulkAction) => action === 'add-to-collection' || action === 'remove-from-collection';

const Ids = z
  .array(Id, { error: 'Choose the products to change.' })
  .min(1, 'Choose at least one product.')
  .max(MAX_BULK_PRODUCTS, `At most ${MAX_BULK_PRODUCTS} products can be changed at once.`);

/** POST /api/admin/products/bulk: one action on the chosen products, all in one transaction. */
export const AdminProductBulkInput = z
  .strictObject({
    action: z.enum(BULK_ACTIONS, { error: `Action must be one of ${BULK_ACTIONS.join(', ')}.` }),
    ids: Ids,
    /** The collection to add the products to or remove them from; only with those actions. */
    collectionId: Id.optional(),
  })
  .superRefine((b, ctx) => {
    if (needsCollection(b.action) && b.collectionId === undefined)
      ctx.addIssue({ code: 'custom', path: ['collectionId'], message: 'Choose a collection.' });
    if (!needsCollection(b.action) && b.collectionId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['collectionId'], message: 'Only collection actions take a collection.' });
  });
export type AdminProductBulkInput = z.infer<typeof AdminProductBulkInput>;

export const AdminProductBulkResult = z
  .object({
    action: z.enum(BULK_ACTIONS),
    /** Products the action changed; the others already were as asked. */
    changed: z.number().int(),
    selected: z.number().int(),
    /** The collection's name, for the collection actions. */
    collection: z.string().nullable(),
  })
  .meta({ id: 'AdminProductBulkResult' });
export type AdminProductBulkResult = z.infer<typeof AdminProductBulkResult>;

const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/** The list's status message after a bulk change: "12 products archived". */
export function bulkSentence(r: AdminProductBulkResult): string {
  const n = products(r.changed);
  const main = {
    archive: `${n} archived`,
    restore: `${n} restored to the store`,
    'add-to-collection': `${n} added to ${r.collection ?? 'the collection'}`,
    'remove-from-collection': `${n} removed from ${r.collection ?? 'the collection'}`,
    'set-final-sale': `${n} set to Final Sale`,
    'clear-final-sale': `Final Sale cleared on ${n}`,
  }[r.action];
  const same = r.selected - r.changed;
  return same > 0 ? `${main}; ${same} already ${same === 1 ? 'was' : 'were'}.` : `${main}.`;
}

/** "Image 2 of 4 moved to position 1." */
export function imageMoveSentence(from: number, to: number, of: number): string {
  return `Image ${from} of ${of} moved to position ${to}.`;
}
