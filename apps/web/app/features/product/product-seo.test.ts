import type { FormattedItem } from '@atelier/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { productDescription, productJsonLd, productMeta } from './product-seo.ts';

const variant = (size: 'S' | 'M' | 'L', quantity: number) => ({
  guid: `g-${size}`,
  size,
  quantity,
  isStock: quantity > 0,
  sku: `WC-${size}`,
  fewLeft: quantity > 0 && quantity <= 3,
});

function item(overrides: Partial<FormattedItem> = {}): FormattedItem {
  return {
    id: 7,
    _id: '7',
    slug: 'wool-coat',
    name: 'Wool Coat',
    category: { name: 'Outerwear', slug: 'outerwear' },
    gender: 'female',
    sizeSystem: 'letters',
    colour: 'camel',
    colourHex: '#b98a58',
    siblings: [],
    collections: [],
    totalPrice: 249,
    price: 249,
    oldPrice: 320,
    coverImage: '/media/a/640.webp',
    imgHover: null,
    isStock: true,
    isFinalSale: false,
    detail: 'A double-faced wool coat.',
    care: 'Dry clean only.',
    variants: [variant('S', 2), variant('M', 1), variant('L', 0)],
    images: [{ coverImage: '/media/a/640.webp', srcSet: '', width: 640, height: 800, alt: 'Wool Coat, front', kind: 'cover' }],
    ...overrides,
  };
}

describe('productJsonLd', () => {
  it('describes the product with a GBP offer, absolute URLs, sku and brand', () => {
    const ld = productJsonLd(item(), 'https://shop.example');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Wool Coat',
      sku: 'WC-M',
      brand: { '@type': 'Brand', name: 'Atelier' },
      image: ['https://shop.example/media/a/640.webp'],
      offers: {
        priceCurrency: 'GBP',
        price: '249.00',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product-detail/wool-coat',
      },
    });
  });

  it('says OutOfStock when no size is left or the product is off sale', () => {
    expect(productJsonLd(item({ variants: [variant('M', 0)] }), 'https://x.test').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(productJsonLd(item({ isStock: false }), 'https://x.test').offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('productMeta', () => {
  it('has the title, canonical link and Open Graph tags', () => {
    const meta = productMeta(item(), 'https://shop.example');
    expect(meta).toContainEqual({ title: 'Wool Coat | Atelier' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/product-detail/wool-coat' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://shop.example/media/a/640.webp' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
  });

  it('cuts a long description at a word', () => {
    const long = `${'Beautifully made '.repeat(20)}end`;
    const d = productDescription({ name: 'X', detail: long, category: { name: 'Y', slug: 'y' } });
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('…')).toBe(true);
    expect(productDescription({ name: 'Scarf', detail: '', category: { name: 'Accessories', slug: 'a' } })).toBe(
      'Scarf from the Accessories collection at Atelier.',
    );
  });
});
