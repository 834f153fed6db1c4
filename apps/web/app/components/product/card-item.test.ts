import { mediaSrcSet, mediaUrl, type ProductImage, type ProductListItem, type Variant } from '@atelier/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { cardImage, srcSetOf, toCardItem, toPicture } from './card-item.ts';

const image = (id: string, kind: ProductImage['kind']): ProductImage => ({
  coverImage: mediaUrl(id),
  srcSet: mediaSrcSet(id),
  width: 640,
  height: 800,
  alt: `Wool coat, ${kind}`,
  kind,
});

const variant = (size: Variant['size'], quantity: number): Variant => ({
  guid: `g-${size}`,
  size,
  quantity,
  isStock: true,
  sku: `WC-${size}`,
  fewLeft: false,
});

const item = (overrides: Partial<ProductListItem> = {}): ProductListItem =>
  ({
    id: 7,
    slug: 'wool-coat-camel',
    name: 'Wool Coat',
    category: { name: 'Outerwear', slug: 'outerwear' },
    gender: 'female',
    sizeSystem: 'letters',
    colour: 'Camel',
    colourHex: '#b98a58',
    siblings: [{ slug: 'wool-coat-navy', colour: 'Navy', colourHex: '#1f2b45', inStock: true }],
    collections: ['Essentials'],
    totalPrice: 240,
    oldPrice: null,
    coverImage: mediaUrl('a'),
    imgHover: mediaUrl('b'),
    isStock: true,
    isFinalSale: false,
    detail: 'A long coat in double-faced wool.',
    variants: [variant('S', 2), variant('M', 0)],
    images: [image('g', 'gallery'), image('b', 'hover'), image('a', 'cover')],
    ...overrides,
  }) as ProductListItem;

describe('toCardItem (R12.20)', () => {
  it('sends the cover, then the hover shot, each drawn with the srcset the API gave', () => {
    const card = toCardItem(item());
    expect(card.images.map((i) => i.kind)).toEqual(['cover', 'hover']);
    expect(card.images.map((i) => ('srcSet' in i ? 'sent' : srcSetOf(i)))).toEqual([mediaSrcSet('a'), mediaSrcSet('b')]);
  });

  it('keeps a srcset it could not rebuild from the address', () => {
    const odd = { ...image('a', 'cover'), coverImage: '/images/placeholder.svg', srcSet: '/x 1w' };
    expect(srcSetOf(cardImage(odd))).toBe('/x 1w');
  });

  it('leaves out what a carousel card never reads, and says whether it is sold out', () => {
    const card = toCardItem(item());
    expect(Object.keys(card).sort()).toEqual(
      [
        'category',
        'colour',
        'colourHex',
        'images',
        'isFinalSale',
        'isStock',
        'name',
        'oldPrice',
        'siblings',
        'slug',
        'soldOut',
        'totalPrice',
      ].sort(),
    );
    expect(card.soldOut).toBe(false);
    expect(toCardItem(item({ variants: [variant('S', 0)] })).soldOut).toBe(true);
  });

  it('gives a listing card its sizes without SKUs, and the text only for the list layout', () => {
    const card = toCardItem(item(), { purchase: true, detail: true });
    expect(card.variants).toEqual([
      { guid: 'g-S', size: 'S', quantity: 2, isStock: true, fewLeft: false },
      { guid: 'g-M', size: 'M', quantity: 0, isStock: true, fewLeft: false },
    ]);
    expect(card.detail).toBe('A long coat in double-faced wool.');
    expect(toCardItem(item(), { purchase: true }).detail).toBeUndefined();
  });

  it("names a one-size product's variant in stock for the carousel's add button (R4.5)", () => {
    expect(toCardItem(item({ variants: [variant('ONE', 3)] })).onlyVariant).toBe('g-ONE');
    expect(toCardItem(item()).onlyVariant).toBeUndefined();
  });

  it('pictures a product by its name, page and card shots', () => {
    expect(toPicture(item())).toEqual({ slug: 'wool-coat-camel', name: 'Wool Coat', images: toCardItem(item()).images });
  });
});
