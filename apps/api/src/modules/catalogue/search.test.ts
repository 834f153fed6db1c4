import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ItemListResponse, searchWords } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

let t: TestContext;
const names = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/item?search=${encodeURIComponent(q)}` });
  return (res.json() as ItemListResponse).items.map((i) => i.name);
};

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    {
      slug: 'camp-collar-shirt',
      name: 'Short Sleeve Camp Collar Shirt',
      category: 'Shirts',
      gender: 'male',
      colour: 'Olive',
      pricePence: 5500,
      stock: { M: 2 },
      detail: 'A boxy shirt in a cotton-linen blend.',
    },
    {
      slug: 'relaxed-linen-shirt',
      name: 'Relaxed Linen Shirt',
      category: 'Shirts',
      gender: 'male',
      colour: 'Sand',
      pricePence: 6500,
      stock: { M: 2 },
      detail: 'Washed European linen.',
    },
    {
      slug: 'linen-shorts',
      name: 'Linen Drawstring Shorts',
      category: 'Trousers',
      gender: 'male',
      colour: 'Navy',
      pricePence: 4500,
      stock: { M: 2 },
      detail: 'Shorts in washed linen.',
    },
    {
      slug: 'cashmere-beanie',
      name: 'Cashmere Beanie',
      category: 'Accessories',
      gender: 'unisex',
      colour: 'Charcoal',
      pricePence: 5900,
      stock: { ONE: 2 },
    },
  ]);
});
afterAll(() => t.close());

describe('search ranking and spelling', () => {
  it('ranks a product named for both words first', async () => {
    const found = await names('linnen shirt');
    expect(found[0]).toBe('Relaxed Linen Shirt');
    expect(found).not.toContain('Linen Drawstring Shorts');
  });

  it('takes a correctly spelt word as spelt: shirt does not find shorts', async () => {
    expect(await names('shirt')).not.toContain('Linen Drawstring Shorts');
  });

  it('fixes misspellings of words it does not know', async () => {
    expect(await names('cashmeer beenie')).toEqual(['Cashmere Beanie']);
  });

  it('ignores stop words', async () => {
    expect(await names('the beanie')).toEqual(['Cashmere Beanie']);
  });

  it('splits text into at most six plain, accent-free words', () => {
    expect(searchWords("Café  & crème's  ")).toEqual(['cafe', 'cremes']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
  });
});
