import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { type FixtureProduct, insertCatalogue } from '../../test/listing-fixture.ts';

/**
 * Shoppers' words on a catalogue that says things one way only (R19.8-R19.10): British and US twins
 * find each other, style words narrow, and a misspelt garment word ranks the garment first.
 */
let t: TestContext;
const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/item?limit=100&search=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemListResponse;
};
const names = async (q: string) => (await search(q)).items.map((i) => i.name);

const product = (name: string, category: string, detail = ''): FixtureProduct => ({
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  name,
  category,
  gender: 'unisex',
  colour: 'Navy',
  pricePence: 5000,
  stock: { M: 2 },
  detail,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogue(t.database.db, [
    product('Canvas Sneakers', 'Shoes'),
    product('Leather Trainers', 'Shoes'),
    product('Wool Jumper', 'Knitwear'),
    product('Cotton Sweater', 'Knitwear'),
    product('Merino Cardigan', 'Knitwear'),
    product('Linen Trousers', 'Trousers'),
    product('Chino Pants', 'Trousers'),
    product('Nylon Backpack', 'Bags'),
    product('Crepe Midi Dress', 'Dresses'),
    product('Linen Midi Dress', 'Dresses'),
    product('Silk Maxi Dress', 'Dresses', 'Longer than our midi dresses, to the ankle.'),
    product('Jersey Maxi Dress', 'Dresses', 'A maxi length; the midi is its shorter sister.'),
    product('Leather Card Holder', 'Accessories'),
    product('Leather Card Case', 'Accessories'),
    product('Roll Neck Jumper', 'Knitwear'),
  ]);
});
afterAll(() => t.close());

describe('British and US words (R19.8)', () => {
  it.each([
    ['trainers', ['Canvas Sneakers', 'Leather Trainers']],
    ['sneakers', ['Canvas Sneakers', 'Leather Trainers']],
    ['jumper', ['Cotton Sweater', 'Roll Neck Jumper', 'Wool Jumper']],
    ['sweater', ['Cotton Sweater', 'Roll Neck Jumper', 'Wool Jumper']],
    ['trousers', ['Chino Pants', 'Linen Trousers']],
    ['pants', ['Chino Pants', 'Linen Trousers']],
    ['rucksack', ['Nylon Backpack']],
    ['turtleneck', ['Roll Neck Jumper']],
    ['polo neck jumper', ['Roll Neck Jumper']],
  ])('%s finds %j', async (q, expected) => {
    expect((await names(q)).sort()).toEqual(expected);
  });
});

describe('style words narrow (R19.9)', () => {
  it('midi dress lists the midis, not the maxis that mention midi', async () => {
    expect((await names('midi dress')).sort()).toEqual(['Crepe Midi Dress', 'Linen Midi Dress']);
    expect((await names('maxi dress')).sort()).toEqual(['Jersey Maxi Dress', 'Silk Maxi Dress']);
  });

  it('a style the shop does not have finds nothing, and is not respelt', async () => {
    const found = await search('mini dress');
    // Nothing as asked: the page says so and shows the dresses without the style word (R15.17).
    expect(found.search?.relaxed).toEqual({ text: 'dress', without: '“mini”' });
    expect(found.items.map((i) => i.name).sort()).toEqual(['Crepe Midi Dress', 'Jersey Maxi Dress', 'Linen Midi Dress', 'Silk Maxi Dress']);
    expect(found.search?.didYouMean).toBeNull();
  });
});

describe('misspelt garment words (R19.10)', () => {
  it('jumpr ranks jumpers first', async () => {
    const found = await names('jumpr');
    expect(found.slice(0, 2).sort()).toEqual(['Roll Neck Jumper', 'Wool Jumper']);
  });

  it('cardign ranks the cardigan above the card holders it is also near', async () => {
    const found = await names('cardign');
    expect(found[0]).toBe('Merino Cardigan');
    expect(found.slice(1)).toEqual(expect.arrayContaining(['Leather Card Holder', 'Leather Card Case']));
  });
});
