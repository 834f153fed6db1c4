import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/store.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
let buyer: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  buyer = await newShopper(t.app);
  await addToCart(t.app, buyer, t.database.db, 'wool-scarf', 'ONE', 2);
  const paid = await checkoutOk(t.app, buyer);
  expect((await payOnTestPage(t.app, paid.id)).statusCode).toBeLessThan(400);
  // An unpaid checkout is no spend.
  await addToCart(t.app, buyer, t.database.db, 'linen-shirt', 'M', 1);
  await checkoutOk(t.app, buyer);
  await t.database.db.insert(newsletterSubscribers).values({ email: buyer.email });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

describe('customers (R22.7)', () => {
  it('finds a customer by part of their email, with their paid orders and what they spent', async () => {
    const res = await get(`/api/admin/customers?q=${encodeURIComponent(buyer.email.split('@')[0]!.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().customers).toEqual([
      expect.objectContaining({ email: buyer.email, orders: 1, lifetimeSpendPence: 2 * 2999, name: 'Ada Lovelace' }),
    ]);
    expect((await get('/api/admin/customers?q=nobody-has-this')).json()).toMatchObject({ customers: [], total: 0 });
  });

  it("shows a customer's orders, delivery addresses and newsletter status", async () => {
    const id = (await get(`/api/admin/customers?q=${encodeURIComponent(buyer.email)}`)).json().customers[0].id;
    const res = await get(`/api/admin/customers/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customer).toMatchObject({ email: buyer.email, newsletter: 'subscribed', lifetimeSpendPence: 5998, role: 'customer' });
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({ status: 'Waiting', totalPence: 5998 });
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0].lines.length).toBeGreaterThan(1);
    expect((await get('/api/admin/customers/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/customers/abc')).statusCode).toBe(400);
  });
});
