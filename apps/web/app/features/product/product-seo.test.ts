import type { FormattedItem } from '@atelier/contract/catalogue';
import type { ProductReviews } from '@atelier/contract/reviews';
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
      sku: 'wool-coat',
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

  it("gives the only size's sku to a one-size product, the slug to a product with sizes to choose", () => {
    expect(productJsonLd(item({ variants: [variant('M', 2)] }), 'https://shop.example').sku).toBe('WC-M');
  });

  it('says OutOfStock when no size is left or the product is off sale', () => {
    expect(productJsonLd(item({ variants: [variant('M', 0)] }), 'https://x.test').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(productJsonLd(item({ isStock: false }), 'https://x.test').offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('reviews in the JSON-LD (R25.6)', () => {
  const reviews: ProductReviews = {
    summary: { count: 2, average: 4.5, fit: { small: 2, true: 0, large: 0 }, fitSummary: null },
    reviews: [
      {
        id: 2,
        rating: 5,
        fit: 'small',
        title: '',
        text: 'Lovely </script><script>alert(1)</script>',
        author: 'Ada L.',
        at: '2026-11-20T10:00:00.000Z',
      },
      { id: 1, rating: 4, fit: 'small', title: 'Snug', text: 'Size up.', author: 'Bo P.', at: '2026-11-19T10:00:00.000Z' },
    ],
    page: 1,
    totalPages: 1,
  };

  it('carries aggregateRating and the reviews only when there are approved reviews', () => {
    expect(productJsonLd(item(), 'https://x.test')).not.toHaveProperty('aggregateRating');
    const none = { ...reviews, summary: { ...reviews.summary, count: 0, average: null }, reviews: [] };
    expect(productJsonLd(item(), 'https://x.test', none)).not.toHaveProperty('review');
    const ld = productJsonLd(item(), 'https://x.test', reviews);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(2);
    expect(ld.review![1]).toMatchObject({ name: 'Snug', reviewBody: 'Size up.', datePublished: '2026-11-19', author: { name: 'Bo P.' } });
    expect(ld.review![0]).not.toHaveProperty('name');
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
