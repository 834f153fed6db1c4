/**
 * Reliability of checkout and payments on PostgreSQL (issue 5): real concurrency through two app
 * instances sharing one database. Runs when TEST_DATABASE_URL is set (CI sets it).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { outbox, secondInstance, type AccountsTestContext } from '../../test/accounts.ts';
import { signPayload } from '../payments/providers/signature.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  startCheckout,
  stockOf,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';

const JWT_SECRET = 'reliability-suite-secret-with-more-than-32-characters';
const WEBHOOK_SECRET = 'whsec_reliability_suite';

describe.runIf(!!process.env.TEST_DATABASE_URL)('checkout reliability on PostgreSQL', () => {
  let t: AccountsTestContext;
  let b: App;
  const apps = () => [t.app, b];
  const db = () => t.database.db;

  beforeAll(async () => {
    const env = { JWT_SECRET, TEST_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET };
    t = await commerceTestApp(env);
    // A second instance over the same database, as two servers behind a load balancer.
    b = await secondInstance(t, env);
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  async function shoppers(n: number, slug: string, size: string): Promise<Shopper[]> {
    const out: Shopper[] = [];
    for (let i = 0; i < n; i += 1) {
      const s = await newShopper(apps()[i % 2]!);
      await addToCart(apps()[i % 2]!, s, db(), slug, size, 1);
      out.push(s);
    }
    return out;
  }

  const confirmations = async (to: string) => {
    await b.mailer.flush();
    return (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === 'order-confirmation');
  };

  it('50 shoppers racing for the last 10 units through two instances: exactly 10 orders, stock 0, never negative', async () => {
    const v = await variantOf(db(), 'linen-shirt', 'M');
    await setStock(db(), v.guid, 10);
    const crowd = await shoppers(50, 'linen-shirt', 'M');

    const results = await Promise.all(crowd.map((s, i) => startCheckout(apps()[i % 2]!, s)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.json()).toEqual({
        message: 'Linen Shirt in size M is sold out. Please remove it from your cart to continue.',
        code: 'OUT_OF_STOCK',
      });

    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(0);
    const [reserved] = await db()
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`, orders: sql<number>`count(distinct ${orders.id})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.variantId, v.id), eq(orders.status, 'PendingPayment')));
    expect(reserved).toEqual({ units: 10, orders: 10 });
  });

  it('the same webhook event delivered 10 times at once fulfils once and mails once', async () => {
    await setStock(db(), (await variantOf(db(), 'wool-scarf', 'ONE')).guid, 100);
    const [shopper] = await shoppers(1, 'wool-scarf', 'ONE');
    const session = await checkoutOk(t.app, shopper!);
    const row = await t.app.commerce.providers.test.complete(session.id);
    const { payload } = t.app.commerce.providers.test.signedEvent('checkout.session.completed', row!, session.orderGuid);
    const signature = signPayload(payload, WEBHOOK_SECRET, Math.floor(t.clock.now().getTime() / 1000));

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apps()[i % 2]!.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
    expect(await confirmations(shopper!.email)).toHaveLength(1);
  });

  it('different deliveries and success-page reads racing for one payment still fulfil and mail once', async () => {
    const [shopper] = await shoppers(1, 'wool-scarf', 'ONE');
    const session = await checkoutOk(b, shopper!);
    const row = await t.app.commerce.providers.test.complete(session.id);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const calls = Array.from({ length: 10 }, (_, i) => {
      const app = apps()[i % 2]!;
      if (i % 3 === 0) return app.inject({ method: 'GET', url: `/api/payment/order/by-session/${session.id}`, headers: shopper!.headers });
      const { payload } = t.app.commerce.providers.test.signedEvent(
        i % 2 ? 'checkout.session.completed' : 'checkout.session.async_payment_succeeded',
        row!,
        session.orderGuid,
      );
      return app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, WEBHOOK_SECRET, now) },
        payload,
      });
    });
    const results = await Promise.all(calls);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
    expect(await confirmations(shopper!.email)).toHaveLength(1);
  });

  it('a payment made while the shopper closed the tab (webhook only, no success page) is a paid order', async () => {
    const [shopper] = await shoppers(1, 'wool-scarf', 'ONE');
    const session = await checkoutOk(t.app, shopper!);
    expect((await payOnTestPage(b, session.id)).statusCode).toBe(303);
    // The redirect to the success page is never followed.
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
    const history = (await t.app.inject({ method: 'GET', url: '/api/order/paginated', headers: shopper!.headers })).json();
    expect(history.orders.map((o: { orderGuid: string; status: string }) => [o.orderGuid, o.status])).toEqual([
      [session.orderGuid, 'Waiting'],
    ]);
    expect(await confirmations(shopper!.email)).toHaveLength(1);
  });

  it('a declined card leaves no order in history and keeps the reservation for another card, on either instance', async () => {
    const before = await stockOf(db(), 'wool-scarf', 'ONE');
    const [shopper] = await shoppers(1, 'wool-scarf', 'ONE');
    const session = await checkoutOk(b, shopper!);
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(before - 1);
    const res = await payOnTestPage(t.app, session.id, { cardNumber: '4000 0000 0000 0002' });
    expect(res.body).toContain('Your card was declined.');
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(before - 1);
    expect((await orderRow(db(), session.orderGuid)).status).toBe('PendingPayment');
    expect((await b.inject({ method: 'GET', url: '/api/order/paginated', headers: shopper!.headers })).json().orders).toEqual([]);
    expect((await payOnTestPage(b, session.id)).statusCode).toBe(303);
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(before - 1);
  });

  it('changed prices in the request change nothing', async () => {
    const [shopper] = await shoppers(1, 'wool-scarf', 'ONE');
    const v = await variantOf(db(), 'wool-scarf', 'ONE');
    const session = await checkoutOk(t.app, shopper!, {
      cart: [{ itemSlug: 'wool-scarf', variantGuid: v.guid, quantity: 1, price: 0.01, unitPrice: 0.01, totalPrice: 0.01 }],
    });
    expect(await orderRow(db(), session.orderGuid)).toMatchObject({ itemsPence: 2999, vatPence: 500, totalPence: 2999 });
    expect(t.app.commerce.providers.test).toBeDefined();
    const page = await b.inject({ method: 'GET', url: `/pay/test/${session.id}` });
    expect(page.body).toContain('Pay £29.99');
  });

  it("user B cannot read, cancel or refund user A's order (404)", async () => {
    const [a, other] = await shoppers(2, 'wool-scarf', 'ONE');
    const session = await checkoutOk(t.app, a!);
    await payOnTestPage(t.app, session.id);
    const guid = session.orderGuid;
    for (const app of apps()) {
      expect((await app.inject({ method: 'GET', url: `/api/order/${guid}`, headers: other!.headers })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: `/api/payment/order/by-session/${session.id}`, headers: other!.headers })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: other!.headers })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: `/api/order/refund-request/${guid}`, headers: other!.headers, payload: {} })).statusCode,
      ).toBe(404);
    }
    expect((await orderRow(db(), guid)).status).toBe('Waiting');
  });

  it('two instances sweeping at once expire each unpaid checkout once and give its stock back once', async () => {
    const v = await variantOf(db(), 'linen-shirt', 'S');
    await setStock(db(), v.guid, 20);
    const crowd = await shoppers(20, 'linen-shirt', 'S');
    for (const [i, s] of crowd.entries()) await checkoutOk(apps()[i % 2]!, s);
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(0);
    // Earlier tests left unpaid checkouts too: all of them are due.
    const pending = (await db().select({ id: orders.id }).from(orders).where(eq(orders.status, 'PendingPayment'))).length;
    expect(pending).toBeGreaterThanOrEqual(20);
    t.clock.advance(31 * 60_000);
    const [x, y] = await Promise.all([t.app.commerce.sweeper.runOnce(), b.commerce.sweeper.runOnce()]);
    expect(x + y).toBe(pending);
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(20);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(10);
    const [expired] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(eq(orderEvents.toStatus, 'Expired'));
    expect(expired!.n).toBe(pending);
    expect(await t.app.commerce.sweeper.runOnce()).toBe(0);
  });
});
