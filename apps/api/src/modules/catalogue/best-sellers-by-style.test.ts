import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage } from '../../test/commerce.ts';
import { insertCatalogue, type FixtureProduct } from '../../test/listing-fixture.ts';

// R15.14 with R15.16: Best Selling ranks styles by the units of all their colours, ties newest,
// then by name; a style shows once, as its newest colour.

let t: AccountsTestContext;
const at = new Date(Date.UTC(2025, 5, 1));
const jumper = (colour: string, minute: number): FixtureProduct => ({
  slug: `merino-jumper-${colour.toLowerCase()}`,
  name: 'Merino Jumper',
  category: 'Knitwear',
  gender: 'unisex',
  colour,
  pricePence: 8000,
  stock: { M: 9 },
  styleKey: 'merino-jumper',
  createdAt: new Date(at.getTime() + minute * 60_000),
});
const own = (slug: string, name: string): FixtureProduct => ({
  slug,
  name,
  category: 'Hats',
  gender: 'unisex',
  colour: 'Grey',
  pricePence: 2000,
  stock: { ONE: 9 },
  createdAt: at,
});

async function buy(slug: string, size: string, count: number): Promise<void> {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, t.database.db, slug, size, count);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
}

const ranked = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/item?sort=best-selling&limit=24' })).json() as ItemListResponse).items.map(
    (i) => i.slug,
  );

beforeAll(async () => {
  t = await commerceTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  // Two hats made at the same moment as the jumper's first colour: their names break the tie.
  await insertCatalogue(t.database.db, [
    jumper('Oatmeal', 0),
    jumper('Navy', 1),
    own('wool-beanie', 'Wool Beanie'),
    own('bucket-hat', 'Bucket Hat'),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('Best Selling by style (R15.14, R15.16)', () => {
  it('with no sales is newest first, equal ages by name, each style once', async () => {
    const none = await ranked();
    // The shop's own fixtures (made in 2026) are newer; then the jumper's newest colour; then the hats A to Z.
    expect(none.slice(-3)).toEqual(['merino-jumper-navy', 'bucket-hat', 'wool-beanie']);
    expect(none.filter((s) => s.startsWith('merino-jumper'))).toHaveLength(1);
  });

  it('adds up a style’s colours, and breaks a tie of sales by age, then name', async () => {
    await buy('merino-jumper-oatmeal', 'M', 2);
    await buy('merino-jumper-navy', 'M', 1);
    await buy('wool-scarf', 'ONE', 2);
    await buy('wool-beanie', 'ONE', 1);
    await buy('bucket-hat', 'ONE', 1);
    const list = await ranked();
    // Jumper 3 units (2 + 1, shown as its newest colour), scarf 2, then the hats at 1 each, A to Z.
    expect(list.slice(0, 4)).toEqual(['merino-jumper-navy', 'wool-scarf', 'bucket-hat', 'wool-beanie']);
    expect(list.filter((s) => s.startsWith('merino-jumper'))).toHaveLength(1);
  });
});
