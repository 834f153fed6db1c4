import type { ProductListItem } from '@atelier/contract/catalogue';

/** How many pieces the "Complete the look" row shows at most. */
export const LOOK_SIZE = 8;

type Piece = Pick<ProductListItem, 'slug' | 'name' | 'isStock' | 'category' | 'gender'> & { siblings?: { slug: string }[] };

/** A piece goes with a men's product if it is men's or unisex, and likewise for women's; anything goes with unisex. */
function wearableWith(item: Piece, p: Piece): boolean {
  return item.gender === 'unisex' || p.gender === item.gender || p.gender === 'unisex';
}

/**
 * Pieces to wear with a product (R15.15): from its collection, in stock, made for the same wearer
 * (or unisex), never the product itself or another colour of its style, other categories first and taken in turn (a top, then trousers,
 * then shoes...), then the same category to fill the row. Candidates keep their given order within
 * a category.
 */
export function completeTheLook<T extends Piece>(item: Piece, fromCollection: readonly T[], fromCategory: readonly T[]): T[] {
  const sameStyle = new Set([item.slug, ...(item.siblings ?? []).map((s) => s.slug)]);
  const fits = (p: T) => p.isStock && !sameStyle.has(p.slug) && p.name !== item.name && wearableWith(item, p);
  const byCategory = new Map<string, T[]>();
  for (const p of fromCollection.filter(fits)) {
    if (p.category.slug === item.category.slug) continue;
    byCategory.set(p.category.slug, [...(byCategory.get(p.category.slug) ?? []), p]);
  }
  const picked: T[] = [];
  const queues = [...byCategory.values()];
  while (picked.length < LOOK_SIZE && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && picked.length < LOOK_SIZE) picked.push(next);
    }
  }
  const seen = new Set(picked.map((p) => p.slug));
  for (const p of [...fromCollection, ...fromCategory].filter(fits)) {
    if (picked.length >= LOOK_SIZE) break;
    if (!seen.has(p.slug)) {
      seen.add(p.slug);
      picked.push(p);
    }
  }
  return picked;
}
