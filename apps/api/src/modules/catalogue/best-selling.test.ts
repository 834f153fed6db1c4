import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ItemListResponse } from '@atelier/contract/catalogue';
import { orders } from '../../db/schema/orders.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage } from '../../test/commerce.ts';

// R15.14: Best selling ranks by units in paid orders of the last 90 days; cancelled and refunded
// orders, unpaid checkouts and older sales do not count; Newest is the newest first.

let t: AccountsTestContext;

/** One shopper buys `count` of a product's size and pays on the test provider's page; answers the order's guid. */
async function buy(slug: string, size: string, count: number, pay = true): Promise<string> {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, t.database.db, slug, size, count);
  const session = await checkoutOk(t.app, shopper);
  if (pay) expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  return session.orderGuid;
}

async function slugsBy(sort: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/item?sort=${sort}&limit=10` });
  expect(res.statusCode).toBe(200);
  return (res.json() as ItemListResponse).items.map((i) => i.slug);
}

beforeAll(async () => {
  // No answer cache: a payment changes no catalogue table, so a cached ranking lasts its TTL (R15.14).
  t = await commerceTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

describe('sort=best-selling and sort=newest', () => {
  it('ranks by units paid for, leaving out unpaid, refunded and old orders', async () => {
    expect(await slugsBy('best-selling')).toEqual(await slugsBy('newest'));

    await buy('wool-scarf', 'ONE', 2);
    await buy('linen-shirt', 'M', 1);
    await buy('linen-shirt', 'S', 2);
    // Two dresses never paid for, and a refunded order: neither is a sale.
    await buy('silk-dress', 'M', 2, false);
    const refunded = await buy('silk-dress', 'M', 1);
    await t.database.db.update(orders).set({ status: 'Refunded' }).where(eq(orders.guid, refunded));

    const ranked = await slugsBy('best-selling');
    expect(ranked.slice(0, 2)).toEqual(['linen-shirt', 'wool-scarf']);
    expect(ranked).toHaveLength(4);

    // 91 days on, those sales are outside the window and no longer count.
    t.clock.advance(91 * 86_400_000);
    expect(await slugsBy('best-selling')).toEqual(await slugsBy('newest'));
  });

  it('refuses an unknown sort with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/item?sort=most-loved' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
