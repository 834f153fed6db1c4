import { describe, expect, it } from 'vitest';
import {
  clearAllHref,
  countText,
  filterTags,
  hrefWith,
  pageItems,
  parseListing,
  toApiQuery,
  toSearchParams,
  understoodTags,
} from './listing-query.ts';

const parse = (qs: string) => parseListing(new URLSearchParams(qs));

describe('parseListing', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({
      category: undefined,
      collection: undefined,
      search: undefined,
      gender: [],
      size: [],
      colour: [],
      colourFamily: [],
      availability: 'all',
      priceMin: 0,
      priceMax: 2000,
      sort: 'default',
      page: 1,
      view: '4',
    });
  });

  it('reads colours as repeated keys or commas, without duplicates, and builds them into the API query (R15.13)', () => {
    const s = parse('colour=Navy&colour=Grey Marl,Navy');
    expect(s.colour).toEqual(['Navy', 'Grey Marl']);
    expect(toApiQuery(s).colour).toEqual(['Navy', 'Grey Marl']);
    expect(parseListing(toSearchParams(s))).toEqual(s);
    expect(parse(`colour=${'x'.repeat(61)}`).colour).toEqual([]);
  });

  it('reads colour families beside shades, drops unknown ones, and asks the API for both (R17.9)', () => {
    const s = parse('colourFamily=grey,mauve-ish&colourFamily=neutral&colour=Navy');
    expect(s.colourFamily).toEqual(['grey', 'neutral']);
    expect(toApiQuery(s)).toMatchObject({ colourFamily: ['grey', 'neutral'], colour: ['Navy'] });
    expect(toSearchParams(s).toString()).toBe('colourFamily=grey&colourFamily=neutral&colour=Navy');
    expect(parseListing(toSearchParams(s))).toEqual(s);
    // Each family is a tag of its own, removed on its own; Clear all removes them with the rest.
    const tags = filterTags(s, () => undefined);
    expect(tags.map((t) => t.label)).toEqual(['Grey (all shades)', 'Neutral (all shades)', 'Navy']);
    expect(tags[0]!.href).toBe('?colourFamily=neutral&colour=Navy');
    expect(clearAllHref(s)).toBe('?');
  });

  it('reads every parameter, lists as repeated keys or commas', () => {
    const s = parse(
      'category=dresses&gender=female,male&size=M&size=XL&isStock=true&priceMin=50&priceMax=300&sort=price-asc&page=3&view=2&search=%20linen%20&collection=summer-edit',
    );
    expect(s).toMatchObject({
      category: 'dresses',
      collection: 'summer-edit',
      search: 'linen',
      gender: ['male', 'female'],
      size: ['M', 'XL'],
      availability: 'in-stock',
      priceMin: 50,
      priceMax: 300,
      sort: 'price-asc',
      page: 3,
      view: '2',
    });
    expect(parse('isStock=false').availability).toBe('out-of-stock');
  });

  it('drops values it cannot use instead of failing', () => {
    const s = parse('category=Not a slug!&gender=robot&size=XXXL&isStock=maybe&priceMin=abc&priceMax=99999&sort=random&page=-2&view=7');
    expect(s).toMatchObject({
      category: undefined,
      gender: [],
      size: [],
      availability: 'all',
      priceMin: 0,
      priceMax: 2000,
      sort: 'default',
      page: 1,
      view: '4',
    });
  });

  it('swaps a reversed price range and caps the search text', () => {
    expect(parse('priceMin=500&priceMax=100')).toMatchObject({ priceMin: 100, priceMax: 500 });
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('URLs', () => {
  it('round-trips a state and leaves defaults out', () => {
    const qs = 'search=coat&category=outerwear&gender=female&size=S&isStock=true&priceMin=10&sort=title-desc&page=2&view=3';
    expect(toSearchParams(parse(qs)).toString()).toBe(qs);
    expect(toSearchParams(parse('priceMax=2000&sort=default&view=4&page=1')).toString()).toBe('');
  });

  it('goes back to page 1 on a filter change but keeps the page when only the view changes', () => {
    const s = parse('page=4&size=M');
    expect(hrefWith(s, { size: ['M', 'L'] })).toBe('?size=M&size=L');
    expect(hrefWith(s, { page: 5 })).toBe('?size=M&page=5');
    expect(hrefWith(s, { view: 'list' })).toBe('?size=M&page=4&view=list');
  });

  it('keeps UK shoe and jeans sizes from the URL in system order (R3.12) and drops sizes no system has', () => {
    const s = parse('size=UK+8&size=W32,UK 10&size=UK8&size=W31');
    // In system order: letters, UK shoe, jeans.
    expect(s.size).toEqual(['UK 8', 'UK 10', 'W32']);
    expect(toSearchParams(s).toString()).toBe('size=UK+8&size=UK+10&size=W32');
    expect(toApiQuery(s).size).toEqual(['UK 8', 'UK 10', 'W32']);
    expect(filterTags(s, () => undefined).map((t) => t.label)).toEqual(['Size UK 8', 'Size UK 10', 'Size W32']);
  });

  it('builds the API query with page size 16 and the sort', () => {
    expect(toApiQuery(parse('gender=male&size=M&size=L&isStock=false&priceMax=150&sort=price-desc&page=2&view=list'))).toEqual({
      page: 2,
      limit: 16,
      gender: ['male'],
      size: ['M', 'L'],
      isStock: false,
      priceMax: 150,
      sort: 'price-desc',
    });
  });
});

describe('texts and tags', () => {
  it('says a capped total with a plus (R19.6)', () => {
    expect(countText(10000, true)).toBe('10,000+ Products found');
    expect(countText(1234)).toBe('1,234 Products found');
  });

  it('shows the words read as filters as tags that lead to the search without them (R19.1)', () => {
    const search = {
      text: 'black womens dress',
      didYouMean: null,
      understood: [
        { facet: 'gender' as const, words: ['womens'], values: ['female'], without: 'black dress' },
        { facet: 'colour' as const, words: ['black'], values: ['Black', 'Washed Black'], without: 'womens dress' },
      ],
    };
    const tags = understoodTags(parse('search=black+womens+dress&size=M'), search);
    expect(tags.map((t) => [t.label, t.href])).toEqual([
      ['Gender: Women', '?search=black+dress&size=M'],
      ['Colour: Black', '?search=womens+dress&size=M'],
    ]);
    // A colour the URL sets itself wins over the word.
    expect(understoodTags(parse('search=black+womens+dress&colour=Navy'), search).map((t) => t.label)).toEqual(['Gender: Women']);
  });

  it('counts in the singular for one product', () => {
    expect(countText(1)).toBe('1 Product found');
    expect(countText(0)).toBe('0 Products found');
    expect(countText(37)).toBe('37 Products found');
  });

  it('makes one removable tag per filter, each link dropping only that filter', () => {
    const s = parse('category=dresses&size=M&size=L&gender=female&isStock=true&priceMin=20&sort=price-asc');
    const tags = filterTags(s, (slug) => (slug === 'dresses' ? 'Dresses' : undefined));
    expect(tags.map((t) => t.label)).toEqual(['Dresses', 'In Stock', '£20 – £2000', 'Size M', 'Size L', 'Women']);
    expect(tags.find((t) => t.key === 'size-M')?.href).toBe(
      '?category=dresses&gender=female&size=L&isStock=true&priceMin=20&sort=price-asc',
    );
    expect(tags.find((t) => t.key === 'price')?.href).toBe('?category=dresses&gender=female&size=M&size=L&isStock=true&sort=price-asc');
  });

  it('names a collection tag from its slug', () => {
    expect(filterTags(parse('collection=summer-edit'), () => undefined).map((t) => t.label)).toEqual(['Collection: Summer Edit']);
  });

  it('clears the panel filters but keeps search, sort and view', () => {
    const s = parse('search=wool&category=knitwear&gender=male&size=M&isStock=false&priceMin=5&priceMax=50&sort=title-asc&view=2&page=3');
    expect(clearAllHref(s)).toBe('?search=wool&sort=title-asc&view=2');
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('elides long runs around the current page', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageItems(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageItems(12, 12)).toEqual([1, null, 11, 12]);
    expect(pageItems(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
  });
});
