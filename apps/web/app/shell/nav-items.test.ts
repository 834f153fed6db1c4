import { describe, expect, it } from 'vitest';
import { activeSection } from './nav-items.ts';

describe('activeSection', () => {
  it('marks home only on the root path', () => {
    expect(activeSection('/', '')).toBe('home');
    expect(activeSection('/about-us', '')).toBeNull();
  });

  it('marks Men and Women from a single gender on either listing', () => {
    expect(activeSection('/product-list', '?gender=male')).toBe('men');
    expect(activeSection('/shop-fullwidth', '?gender=female&size=M')).toBe('women');
  });

  it('falls back to Shop All for mixed genders, plain listings and product pages', () => {
    expect(activeSection('/product-list', '?gender=male&gender=female')).toBe('shop');
    expect(activeSection('/product-list', '')).toBe('shop');
    expect(activeSection('/product-detail/linen-shirt', '')).toBe('shop');
  });

  it('marks Categories for the category grid and a category-only listing', () => {
    expect(activeSection('/category-list', '')).toBe('categories');
    expect(activeSection('/product-list', '?category=dresses')).toBe('categories');
    expect(activeSection('/product-list', '?category=dresses&gender=female')).toBe('women');
  });

  it('marks Collections for the collections page and a collection page', () => {
    expect(activeSection('/collections', '')).toBe('collections');
    expect(activeSection('/collections/summer', '?size=M')).toBe('collections');
  });
});
