import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href.ts';

describe('searchHref', () => {
  it('does nothing for blank text', () => {
    expect(searchHref('')).toBeUndefined();
    expect(searchHref('   \t ')).toBeUndefined();
  });

  it('trims and URL-encodes the text', () => {
    expect(searchHref('  linen shirt ')).toBe('/product-list?search=linen%20shirt');
    expect(searchHref('black & white')).toBe('/product-list?search=black%20%26%20white');
  });
});
