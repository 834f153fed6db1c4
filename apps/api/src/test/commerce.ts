/** Helpers for the checkout, payment and order tests (tests only). */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ShippingAddressInput } from '@atelier/contract/checkout';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { products, variants } from '../db/schema/catalogue.ts';
import { insertCatalogue, type FixtureProduct } from './listing-fixture.ts';
import { accountsTestApp, bearer, registerUser, type AccountsTestContext } from './accounts.ts';

export const SHOP: FixtureProduct[] = [
  {
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    category: 'Shirts',
    gender: 'male',
    colour: 'Ecru',
    pricePence: 4500,
    stock: { S: 5, M: 5, L: 1 },
  },
  {
    slug: 'wool-scarf',
    name: 'Wool Scarf',
    category: 'Accessories',
    gender: 'unisex',
    colour: 'Grey',
    pricePence: 2999,
    stock: { ONE: 10 },
  },
  {
    slug: 'silk-dress',
    name: 'Silk Dress',
    category: 'Dresses',
    gender: 'female',
    colour: 'Navy',
    pricePence: 12000,
    stock: { M: 3 },
    isFinalSale: true,
  },
  {
    slug: 'canvas-tote',
    name: 'Canvas Tote',
    category: 'Accessories',
    gender: 'unisex',
    colour: 'Natural',
    pricePence: 1500,
    stock: { ONE: 0 },
  },
];

export const ADDRESS: ShippingAddressInput = {
  fullName: 'Ada Lovelace',
  phoneNumber: '07700 900123',
  addressLabel: 'Shipping Address',
  country: 'United Kingdom',
  city: 'London',
  postcode: 'SW1A 1AA',
  addressLine1: '12 Analytical Row',
  addressLine2: '',
  addressNote: '',
};

/** The whole API with the shop's catalogue, mail in an outbox, and no background sweep. */
export async function commerceTestApp(env: Record<string, string> = {}): Promise<AccountsTestContext> {
  const ctx = await accountsTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '0', ...env });
  await insertCatalogue(ctx.database.db, SHOP);
  return ctx;
}

export async function variantOf(db: Db, slug: string, size: string): Promise<{ id: number; guid: string; quantity: number }> {
  const [row] = await db
    .select({ id: variants.id, guid: variants.guid, quantity: variants.quantity })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.slug, slug), eq(variants.size, size)));
  if (!row) throw new Error(`no variant ${slug} ${size}`);
  return row;
}

export const stockOf = async (db: Db, slug: string, size: string) => (await variantOf(db, slug, size)).quantity;

export interface Shopper {
  email: string;
  token: string;
  headers: Record<string, string>;
}

export async function newShopper(app: App): Promise<Shopper> {
  const { email, token } = await registerUser(app);
  return { email, token, headers: bearer(token) };
}

export async function addToCart(app: App, shopper: Shopper, db: Db, slug: string, size: string, count = 1): Promise<void> {
  const v = await variantOf(db, slug, size);
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: shopper.headers,
    payload: { itemSlug: slug, itemCount: count, variantGuid: v.guid },
  });
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
}

export function startCheckout(app: App, shopper: Shopper, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout-session',
    headers: shopper.headers,
    payload: { shippingAddress: ADDRESS, orderNote: '', ...body },
  });
}

/** Checks out and answers the session; throws unless the checkout was accepted. */
export async function checkoutOk(
  app: App,
  shopper: Shopper,
  body: Record<string, unknown> = {},
): Promise<{ id: string; url: string; orderGuid: string; orderNumber: string }> {
  const res = await startCheckout(app, shopper, body);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: 'Ada Lovelace' };

/** Submits the test provider's hosted payment form. */
export function payOnTestPage(app: App, sessionId: string, card: Partial<typeof TEST_CARD> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/pay/test/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...TEST_CARD, ...card }).toString(),
  });
}

export async function orderRow(db: Db, guid: string) {
  const [row] = await db.select().from(orders).where(eq(orders.guid, guid));
  if (!row) throw new Error(`no order ${guid}`);
  return row;
}

/**
 * A guest (no account) with a cart of these lines, named by x-cart-guid as the storefront's cookie
 * names it; `email` is what the guest types at checkout (R5.14).
 */
export async function guestWith(app: App, db: Db, email: string, lines: Array<[string, string, number]>): Promise<Shopper> {
  const guest: Shopper = { email, token: '', headers: {} };
  for (const [slug, size, count] of lines) {
    const v = await variantOf(db, slug, size);
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: guest.headers,
      payload: { itemSlug: slug, itemCount: count, variantGuid: v.guid },
    });
    if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
    guest.headers = { 'x-cart-guid': res.json().cart.guid };
  }
  return guest;
}

/** A guest's checkout: the shopper's cart, with the e-mail address typed at checkout. */
export async function guestCheckoutOk(
  app: App,
  guest: Shopper,
  body: Record<string, unknown> = {},
): Promise<{ id: string; url: string; orderGuid: string; orderNumber: string; orderLinkToken: string }> {
  const res = await startCheckout(app, guest, { email: guest.email, ...body });
  if (res.statusCode !== 200) throw new Error(`guest checkout failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
