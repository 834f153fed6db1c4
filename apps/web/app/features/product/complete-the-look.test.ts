import { describe, expect, it } from 'vitest';
import { completeTheLook, LOOK_SIZE } from './complete-the-look.ts';

const piece = (
  slug: string,
  category: string,
  extra: { name?: string; isStock?: boolean; siblings?: { slug: string }[]; gender?: 'male' | 'female' | 'unisex' } = {},
) => ({
  slug,
  gender: extra.gender ?? ('female' as const),
  name: extra.name ?? slug,
  isStock: extra.isStock ?? true,
  category: { name: category, slug: category },
  siblings: extra.siblings,
});

describe('completeTheLook', () => {
  const dress = piece('linen-dress-sage', 'dresses', { name: 'Linen Dress', siblings: [{ slug: 'linen-dress-ecru' }] });

  it('takes other categories of the collection in turn, leaving out the style, its colours and sold-out pieces', () => {
    const collection = [
      piece('linen-dress-ecru', 'dresses', { name: 'Linen Dress' }),
      piece('silk-dress', 'dresses'),
      piece('sandals-a', 'shoes'),
      piece('sandals-b', 'shoes'),
      piece('straw-bag', 'bags', { isStock: false }),
      piece('tote', 'bags'),
      piece('linen-dress-sage', 'dresses', { name: 'Linen Dress' }),
    ];
    expect(completeTheLook(dress, collection, []).map((p) => p.slug)).toEqual(['sandals-a', 'tote', 'sandals-b', 'silk-dress']);
  });

  it('fills the row from the same category without repeating a piece, up to LOOK_SIZE', () => {
    const category = Array.from({ length: 12 }, (_, i) => piece(`dress-${i}`, 'dresses'));
    const look = completeTheLook(dress, [piece('tote', 'bags'), category[0]!], category);
    expect(look).toHaveLength(LOOK_SIZE);
    expect(look[0]!.slug).toBe('tote');
    expect(new Set(look.map((p) => p.slug)).size).toBe(LOOK_SIZE);
  });

  it('leaves out pieces made for the other wearer; unisex goes with either', () => {
    const boots = piece('chelsea-boots', 'shoes', { gender: 'male' });
    const collection = [
      piece('sundress', 'dresses'),
      piece('field-jacket', 'jackets', { gender: 'male' }),
      piece('scarf', 'accessories', { gender: 'unisex' }),
    ];
    expect(completeTheLook(boots, collection, []).map((p) => p.slug)).toEqual(['field-jacket', 'scarf']);
    const tote = piece('tote', 'bags', { gender: 'unisex' });
    expect(completeTheLook(tote, collection, [])).toHaveLength(3);
  });

  it('is empty when nothing else is on sale', () => {
    expect(completeTheLook(dress, [dress], [dress])).toEqual([]);
  });
});
