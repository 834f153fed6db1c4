import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, GUEST_EMAIL_MESSAGE } from '@atelier/contract/checkout';
import { ORDER_LINK_HEADER } from '@atelier/contract/orders';
import { users } from '../../db/schema/accounts.ts';
import { cartLines, carts, discountRedemptions } from '../../db/schema/orders.ts';
import { lastMail, uniqueEmail, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import {
  addToCart,
  ADDRESS,
  checkoutOk,
  commerceTestApp,
  guestCheckoutOk,
  guestWith,
  newShopper,
  orderRow,
  payOnTestPage,
  startCheckout,
  stockOf,
  type Shopper,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

let n = 0;
async function oncePerCustomerCode(): Promise<string> {
  n += 1;
  const payload = { code: `GUEST${n}`, kind: 'percent', value: 10, oncePerCustomer: true };
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: admin.headers, payload });
  expect(res.statusCode).toBe(200);
  return payload.code;
}
const quote = (s: Shopper, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/payment/quote?${new URLSearchParams(query)}`, headers: s.headers });
const linkOf = (token: string) => ({ [ORDER_LINK_HEADER]: token });

describe('guest checkout (R5.14)', () => {
  it('needs an e-mail address, and a guest cart; either missing creates nothing', async () => {
    const guest = await guestWith(t.app, db(), uniqueEmail('guest'), [['wool-scarf', 'ONE', 1]]);
    const before = await stockOf(db(), 'wool-scarf', 'ONE');
    const noEmail = await startCheckout(t.app, guest);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ message: GUEST_EMAIL_MESSAGE, code: 'EMAIL_REQUIRED' });
    const noCart = await startCheckout(t.app, { ...guest, headers: {} }, { email: guest.email });
    expect(noCart.json()).toEqual({ message: CHECKOUT_MESSAGES.emptyCart, code: 'EMPTY_CART' });
    const badEmail = await startCheckout(t.app, guest, { email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(before);
  });

  it('reserves the guest cart as a customer checkout does, for a guest row of the address, and answers the order link', async () => {
    const email = uniqueEmail('Guest').toUpperCase();
    const guest = await guestWith(t.app, db(), email, [['linen-shirt', 'S', 2]]);
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const session = await guestCheckoutOk(t.app, guest);
    expect(session.orderLinkToken.split('.')).toHaveLength(3);
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before - 2);
    const order = await orderRow(db(), session.orderGuid);
    expect(order).toMatchObject({ status: 'PendingPayment', totalPence: 9000 });
    const [owner] = await db().select().from(users).where(eq(users.id, order.userId));
    expect(owner).toMatchObject({ guest: true, email: email.toLowerCase(), firstName: 'Ada', lastName: 'Lovelace', passwordHash: '' });
    // The guest row is no account: nobody signs in with it.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'anything-at-all' } });
    expect(login.statusCode).toBe(401);

    // Paying goes through the one webhook path: the order is Waiting, the guest cart's lines are gone, the mail opens this order.
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
    const [cart] = await db().select().from(carts).where(eq(carts.guid, guest.headers['x-cart-guid']!));
    expect(await db().select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toEqual([]);
    const mail = await lastMail(t.app, t.outboxDir, email.toLowerCase(), 'order-confirmation');
    expect(mail.text).toMatch(/\/guest-order\?link=[\w.-]+/);
    expect(mail.text).not.toContain('/account-orders');
  });

  it("shows the confirmation to the browser holding the checkout's link only", async () => {
    const guest = await guestWith(t.app, db(), uniqueEmail('guest'), [['wool-scarf', 'ONE', 1]]);
    const session = await guestCheckoutOk(t.app, guest);
    await payOnTestPage(t.app, session.id);
    const url = `/api/payment/order/by-session/${session.id}`;
    const seen = await t.app.inject({ method: 'GET', url, headers: linkOf(session.orderLinkToken) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ order: { orderNumber: session.orderNumber }, guest: { email: guest.email, hasAccount: false } });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await guestCheckoutOk(t.app, await guestWith(t.app, db(), uniqueEmail('guest'), [['wool-scarf', 'ONE', 1]]));
    expect((await t.app.inject({ method: 'GET', url, headers: linkOf(other.orderLinkToken) })).statusCode).toBe(404);
    const forged = `${session.orderLinkToken.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ method: 'GET', url, headers: linkOf(forged) })).statusCode).toBe(404);
  });

  it('a customer checkout is unchanged: the account is used, an e-mail in the body is ignored', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper, { email: 'someone.else@example.com' });
    expect(session).not.toHaveProperty('orderLinkToken');
    const [owner] = await db()
      .select()
      .from(users)
      .where(eq(users.id, (await orderRow(db(), session.orderGuid)).userId));
    expect(owner).toMatchObject({ email: shopper.email, guest: false });
  });
});

describe('discount codes for guests (R5.16)', () => {
  it('a guest may use a code; once per customer counts by the normalised address, guest or customer', async () => {
    const code = await oncePerCustomerCode();
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    await payOnTestPage(t.app, (await checkoutOk(t.app, shopper, { discountCode: code })).id);

    // The same person as a guest, with capitals and spaces: already used.
    const same = await guestWith(t.app, db(), `  ${shopper.email.toUpperCase()} `, [['wool-scarf', 'ONE', 1]]);
    const quoted = await quote(same, { discountCode: code, email: same.email });
    expect(quoted.json().discountError.code).toBe('DISCOUNT_ALREADY_USED');
    expect((await startCheckout(t.app, same, { email: shopper.email.toUpperCase(), discountCode: code })).json().code).toBe(
      'DISCOUNT_ALREADY_USED',
    );

    // Another address may, and its use is counted by that address.
    const other = await guestWith(t.app, db(), uniqueEmail('guest'), [['wool-scarf', 'ONE', 1]]);
    expect((await quote(other, { discountCode: code, email: other.email })).json()).toMatchObject({ discountError: null });
    const session = await guestCheckoutOk(t.app, other, { discountCode: code });
    await payOnTestPage(t.app, session.id);
    const [use] = await db()
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, (await orderRow(db(), session.orderGuid)).id));
    expect(use).toMatchObject({ email: other.email, status: 'used' });

    // ...and a later account of that address finds it used too.
    const again = await guestWith(t.app, db(), other.email, [['wool-scarf', 'ONE', 1]]);
    expect((await startCheckout(t.app, again, { email: other.email, discountCode: code })).json().code).toBe('DISCOUNT_ALREADY_USED');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: other.email, password: 'Tweed-Jacket-42', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.statusCode).toBe(201);
    const customer: Shopper = { email: other.email, token: '', headers: { authorization: `Bearer ${registered.json().accessToken}` } };
    await addToCart(t.app, customer, db(), 'wool-scarf', 'ONE', 1);
    expect((await quote(customer, { discountCode: code })).json().discountError.code).toBe('DISCOUNT_ALREADY_USED');
  });

  it("a guest's address typed at checkout is the one counted, not the cart", async () => {
    const code = await oncePerCustomerCode();
    const guest = await guestWith(t.app, db(), uniqueEmail('guest'), [['wool-scarf', 'ONE', 1]]);
    await payOnTestPage(t.app, (await guestCheckoutOk(t.app, guest, { discountCode: code })).id);
    const refill = await guestWith(t.app, db(), guest.email, [['wool-scarf', 'ONE', 1]]);
    expect((await startCheckout(t.app, refill, { email: guest.email, discountCode: code, shippingAddress: ADDRESS })).statusCode).toBe(409);
  });
});
