import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ORDER_MESSAGES, ORDER_LINK_HEADER, ORDER_LOOKUP_MESSAGE } from '@atelier/contract/orders';
import { users } from '../../db/schema/accounts.ts';
import { bearer, GOOD_PASSWORD, outbox, registerUser, uniqueEmail, type AccountsTestContext } from '../../test/accounts.ts';
import {
  addToCart,
  ADDRESS,
  checkoutOk,
  commerceTestApp,
  guestCheckoutOk,
  newShopper,
  guestWith,
  orderRow,
  payOnTestPage,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const linkOf = (token: string) => ({ [ORDER_LINK_HEADER]: token });

/** A guest's paid order: its number, guid and the checkout's link. */
async function paidGuestOrder(email = uniqueEmail('guest')) {
  const guest = await guestWith(t.app, db(), email, [['wool-scarf', 'ONE', 1]]);
  const session = await guestCheckoutOk(t.app, guest);
  await payOnTestPage(t.app, session.id);
  return { email: email.trim().toLowerCase(), ...session };
}
const lookup = (payload: object, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/order-lookup', payload, remoteAddress: ip });
const claim = (token: string, password = GOOD_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/order-link/claim', headers: linkOf(token), payload: { password } });
const mailedLink = (text: string) => decodeURIComponent(/\/guest-order\?link=([\w.%-]+)/.exec(text)![1]!);

describe("a guest order's pages through its link (R5.15)", () => {
  it('opens the detail, receipt and return request of that order only', async () => {
    const mine = await paidGuestOrder();
    const theirs = await paidGuestOrder();
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${mine.orderGuid}`, headers: linkOf(mine.orderLinkToken) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().order.orderNumber).toBe(mine.orderNumber);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/order/${mine.orderGuid}/receipt`,
      headers: linkOf(mine.orderLinkToken),
    });
    expect(receipt.statusCode).toBe(200);
    // Not delivered yet: the request is refused for its reason, not for want of an account.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/order/refund-request/${mine.orderGuid}`,
      headers: linkOf(mine.orderLinkToken),
      payload: {},
    });
    expect(refund.json().code).toBe('REFUND_NOT_AVAILABLE');

    for (const url of [`/api/order/${theirs.orderGuid}`, `/api/order/${theirs.orderGuid}/receipt`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: linkOf(mine.orderLinkToken) })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${mine.orderGuid}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/${mine.orderGuid}`, headers: linkOf('x.y.z') })).statusCode).toBe(404);
    // The list is an account's: a link opens no list.
    expect((await t.app.inject({ method: 'GET', url: '/api/order/paginated', headers: linkOf(mine.orderLinkToken) })).statusCode).toBe(401);
  });
});

describe('finding an order by address and number (R5.15)', () => {
  it('answers the same for a match, a wrong address and an unknown number; only a match is mailed, its link opens that order', async () => {
    const order = await paidGuestOrder();
    const stranger = uniqueEmail('stranger');
    const answers = [
      await lookup({ email: order.email.toUpperCase(), orderNumber: order.orderNumber.toLowerCase() }),
      await lookup({ email: stranger, orderNumber: order.orderNumber }),
      await lookup({ email: order.email, orderNumber: 'ATL-20260101-AAAA' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: ORDER_LOOKUP_MESSAGE });
    }
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'order-link');
    expect(mails.filter((m) => m.to === stranger)).toEqual([]);
    const mine = mails.filter((m) => m.to === order.email);
    expect(mine).toHaveLength(1);
    const token = mailedLink(mine[0]!.text);
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${order.orderGuid}`, headers: linkOf(token) });
    expect(detail.json().order.orderNumber).toBe(order.orderNumber);
  });

  it("a customer's order is answered the same way and mailed the way to the account, no link", async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper);
    await payOnTestPage(t.app, session.id);
    const res = await lookup({ email: shopper.email, orderNumber: session.orderNumber }, '10.0.0.3');
    expect(res.json()).toEqual({ message: ORDER_LOOKUP_MESSAGE });
    const mail = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'order-link' && m.to === shopper.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('/account-orders');
    expect(mail[0]!.text).not.toContain('/guest-order');
  });
});

describe('create an account after paying (R5.17)', () => {
  it("with the checkout's link: one password signs in and the order just paid is the customer's", async () => {
    const earlier = await paidGuestOrder();
    const order = await paidGuestOrder(earlier.email);
    const res = await claim(order.orderLinkToken);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: order.email });
    expect(res.cookies.some((c) => c.name === 'atelier_session')).toBe(true);
    const mine = await t.app.inject({ method: 'GET', url: '/api/order/paginated', headers: bearer(res.json().accessToken) });
    // The checkout proved nothing about the address: the earlier guest order waits for a mailed link.
    expect(mine.json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([order.orderNumber]);
    const [account] = await db()
      .select()
      .from(users)
      .where(eq(users.id, (await orderRow(db(), order.orderGuid)).userId));
    expect(account).toMatchObject({ guest: false, emailVerifiedAt: null });
    // The link is a guest's: the order now needs the account.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/${order.orderGuid}`, headers: linkOf(order.orderLinkToken) })).statusCode,
    ).toBe(404);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: order.email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('with a mailed link: every guest order of the address comes over and the address counts as confirmed', async () => {
    const first = await paidGuestOrder();
    const second = await paidGuestOrder(first.email);
    await lookup({ email: first.email, orderNumber: first.orderNumber }, '10.0.0.2');
    const mail = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'order-link' && m.to === first.email).at(-1)!;
    const res = await claim(mailedLink(mail.text));
    expect(res.statusCode).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/api/order/paginated', headers: bearer(res.json().accessToken) });
    expect(
      mine
        .json()
        .orders.map((o: { orderNumber: string }) => o.orderNumber)
        .sort(),
    ).toEqual([first.orderNumber, second.orderNumber].sort());
    const [account] = await db()
      .select()
      .from(users)
      .where(eq(users.id, (await orderRow(db(), first.orderGuid)).userId));
    expect(account!.emailVerifiedAt).not.toBeNull();
  });

  it('an address with an account is offered sign-in: 409, nothing attached; a weak password or a bad link changes nothing', async () => {
    const { email } = await registerUser(t.app);
    const order = await paidGuestOrder(email);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/payment/order/by-session/${order.id}`,
      headers: linkOf(order.orderLinkToken),
    });
    expect(seen.json().guest).toEqual({ email, hasAccount: true });
    const res = await claim(order.orderLinkToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: GUEST_ORDER_MESSAGES.accountExists, code: 'ACCOUNT_EXISTS' });
    const [owner] = await db()
      .select()
      .from(users)
      .where(eq(users.id, (await orderRow(db(), order.orderGuid)).userId));
    expect(owner!.guest).toBe(true);

    const other = await paidGuestOrder();
    expect((await claim(other.orderLinkToken, 'short')).statusCode).toBe(400);
    expect((await claim(other.orderLinkToken, 'password123')).statusCode).toBe(400);
    expect((await claim('not.a.token')).json().code).toBe('ORDER_LINK_INVALID');
    const [still] = await db()
      .select()
      .from(users)
      .where(eq(users.id, (await orderRow(db(), other.orderGuid)).userId));
    expect(still!.guest).toBe(true);
  });
});

describe('rate limits hold for guests (R5.18)', () => {
  let limited: AccountsTestContext;
  beforeAll(async () => {
    limited = await commerceTestApp({
      RATE_LIMITS: 'order-lookup.ip=3/1h,order-lookup.address=2/1h,order-claim.ip=2/1h,guest-checkout.ip=2/1h',
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('lookups per client and per address, claims and guest checkouts per client answer 429 with Retry-After', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      limited.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.9.9.9' });
    const email = uniqueEmail('limited');
    expect((await post('/api/order-lookup', { email, orderNumber: 'ATL-20260101-CCCC' })).statusCode).toBe(202);
    expect((await post('/api/order-lookup', { email, orderNumber: 'ATL-20260101-CCCC' })).statusCode).toBe(202);
    const byAddress = await post('/api/order-lookup', { email, orderNumber: 'ATL-20260101-CCCC' });
    expect(byAddress.statusCode).toBe(429);
    expect(Number(byAddress.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/order-lookup', { email: uniqueEmail('x'), orderNumber: 'ATL-20260101-CCCC' })).statusCode).toBe(429);

    for (let i = 0; i < 2; i += 1)
      expect((await post('/api/order-link/claim', { password: GOOD_PASSWORD }, linkOf('a.b.c'))).statusCode).toBe(404);
    expect((await post('/api/order-link/claim', { password: GOOD_PASSWORD }, linkOf('a.b.c'))).statusCode).toBe(429);

    // A well-formed checkout with no guest cart: counted, then refused as an empty cart.
    const checkout = { email, shippingAddress: ADDRESS };
    for (let i = 0; i < 2; i += 1) expect((await post('/api/payment/create-checkout-session', checkout)).statusCode).toBe(400);
    expect((await post('/api/payment/create-checkout-session', checkout)).statusCode).toBe(429);
  });
});
