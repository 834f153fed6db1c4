import { describe, expect, it } from 'vitest';
import { parseListing } from './listing-query.ts';
import { breadcrumbJsonLd, listingTitle } from './listing-title.ts';

const parse = (qs: string) => parseListing(new URLSearchParams(qs));

describe('a listing names what it shows (R15.18)', () => {
  it('heads a search with its words, under Home', () => {
    const t = listingTitle(parse('search=linen'));
    expect(t.heading).toBe('Search results for “linen”');
    expect(t.crumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Search results for “linen”' }]);
  });

  it('names a category, for one wearer under that wearer', () => {
    expect(listingTitle(parse('category=dresses'), 'Dresses')).toEqual({
      heading: 'Dresses',
      crumbs: [{ label: 'Home', to: '/' }, { label: 'Categories', to: '/category-list' }, { label: 'Dresses' }],
    });
    expect(listingTitle(parse('category=dresses&gender=female'), 'Dresses')).toEqual({
      heading: 'Women’s dresses',
      crumbs: [{ label: 'Home', to: '/' }, { label: 'Women', to: '/product-list?gender=female' }, { label: 'Women’s dresses' }],
    });
    expect(listingTitle(parse('category=shirts&gender=male&gender=female'), 'Shirts').heading).toBe('Shirts');
  });

  it('heads the page Men, Women or All Products without a category', () => {
    expect(listingTitle(parse('gender=male')).heading).toBe('Men');
    expect(listingTitle(parse('gender=female')).heading).toBe('Women');
    expect(listingTitle(parse('gender=female&gender=male')).heading).toBe('All Products');
    expect(listingTitle(parse('')).crumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'All Products' }]);
  });

  it('gives the trail to search engines with absolute addresses, the page last', () => {
    const ld = breadcrumbJsonLd(
      listingTitle(parse('category=dresses'), 'Dresses').crumbs,
      '/product-list?category=dresses',
      'https://shop.example',
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Categories', item: 'https://shop.example/category-list' },
      { '@type': 'ListItem', position: 3, name: 'Dresses', item: 'https://shop.example/product-list?category=dresses' },
    ]);
  });
});
