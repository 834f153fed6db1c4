import { describe, expect, it } from 'vitest';
import { searchOptions } from './search-options.ts';

describe('search panel options (R19.5)', () => {
  it('starts with the search itself, then categories, colours and products, keeping an understood gender', () => {
    const options = searchOptions(' mens black ', {
      genders: ['male'],
      categories: [{ slug: 'shirts', name: 'Shirts', count: 3 }],
      colours: [{ name: 'Washed Black', hex: '#3b3b3e', count: 2 }],
      products: [{ slug: 'oxford-shirt-black', name: 'Oxford Shirt', colour: 'Black', price: 55, image: '/media/a/480.webp', srcSet: '' }],
    });
    expect(options.map((o) => [o.kind, o.label, o.href])).toEqual([
      ['search', 'Search for “mens black”', '/product-list?search=mens%20black'],
      ['category', 'Shirts', '/product-list?category=shirts&gender=male'],
      ['colour', 'Washed Black', '/product-list?colour=Washed%20Black&gender=male'],
      ['product', 'Oxford Shirt', '/product-detail/oxford-shirt-black'],
    ]);
  });

  it('offers nothing for blank text', () => {
    expect(searchOptions('  ', { genders: [], categories: [], colours: [], products: [] })).toEqual([]);
  });
});
