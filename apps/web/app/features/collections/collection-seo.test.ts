import { describe, expect, it } from 'vitest';
import { collectionDescription, collectionJsonLd, collectionMeta, collectionsJsonLd } from './collection-seo.ts';

const summer = {
  name: 'Summer',
  slug: 'summer',
  items: 2,
  description: 'Linen and light cotton for long days.',
  image: '/media/abc/640.webp',
  srcSet: '',
};
const items = [
  { slug: 'linen-shirt', name: 'Linen Shirt' },
  { slug: 'poplin-dress', name: 'Poplin Dress' },
];

describe('collection SEO (R18.3)', () => {
  it('describes the page as a CollectionPage listing its products with absolute URLs', () => {
    const ld = collectionJsonLd(summer, items, 'https://shop.example');
    expect(ld).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Summer',
      url: 'https://shop.example/collections/summer',
      image: 'https://shop.example/media/abc/640.webp',
      mainEntity: { '@type': 'ItemList', numberOfItems: 2 },
    });
    expect(ld.mainEntity.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      url: 'https://shop.example/product-detail/poplin-dress',
      name: 'Poplin Dress',
    });
  });

  it('gives a title, a description, a canonical link and the JSON-LD', () => {
    const meta = collectionMeta(summer, items, 'https://shop.example');
    expect(meta).toContainEqual({ title: 'Summer | Collections | Atelier' });
    expect(meta).toContainEqual({ name: 'description', content: summer.description });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/collections/summer' });
    expect(meta.some((m) => 'script:ld+json' in m)).toBe(true);
  });

  it('cuts a long intro near 160 characters and names a collection with none', () => {
    expect(collectionDescription({ name: 'Summer', description: 'word '.repeat(60) }).length).toBeLessThanOrEqual(160);
    expect(collectionDescription({ name: 'Summer', description: '' })).toBe('Shop the Summer collection at Atelier.');
  });

  it('lists the collections of the collections page', () => {
    const ld = collectionsJsonLd([summer], 'https://shop.example');
    expect(ld.mainEntity.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://shop.example/collections/summer', name: 'Summer' },
    ]);
  });
});
