import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@atelier/contract/orders';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
let adminId: number;
beforeAll(async () => {
  // Tokens must outlive the 14-day return window the tests step through.
  t = await commerceTestApp({ ACCESS_TOKEN_TTL: '60d' });
  for (const [slug, size] of [
    ['linen-shirt', 'M'],
    ['wool-scarf', 'ONE'],
    ['silk-dress', 'M'],
  ] as const) {
    await setStock(t.database.db, (await variantOf(t.database.db, slug, size)).guid, 100);
  }
  const admin = await newShopper(t.app);
  [{ id: adminId }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email))) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const DAY = 86_400_000;

/** A paid order (Waiting) of the shopper, bought through the test provider's page. */
async function paidOrder(shopper: Shopper, slug = 'linen-shirt', size = 'M', count = 1): Promise<string> {
  await addToCart(t.app, shopper, db(), slug, size, count);
  const session = await checkoutOk(t.app, shopper);
  const paid = await payOnTestPage(t.app, session.id);
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode}`);
  return session.orderGuid;
}

const get = (shopper: Shopper, url: string) => t.app.inject({ method: 'GET', url, headers: shopper.headers });
const cancel = (shopper: Shopper, guid: string) =>
  t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
const refund = (shopper: Shopper, guid: string) =>
  t.app.inject({ method: 'POST', url: `/api/order/refund-request/${guid}`, headers: shopper.headers, payload: {} });

async function delivered(shopper: Shopper, slug = 'linen-shirt', size = 'M'): Promise<string> {
  const guid = await paidOrder(shopper, slug, size);
  await t.app.commerce.admin.process(guid, adminId);
  await t.app.commerce.admin.ship(guid, adminId);
  await t.app.commerce.admin.deliver(guid, adminId);
  return guid;
}

describe('GET /api/order/paginated', () => {
  it('shows an empty history with no pages, and needs sign-in', async () => {
    const shopper = await newShopper(t.app);
    expect((await get(shopper, '/api/order/paginated')).json()).toEqual({
      orders: [],
      pagination: { page: 1, limit: 5, totalPages: 0, total: 0 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/order/paginated' })).statusCode).toBe(401);
  });

  it('pages 5 at a time, newest first, hiding unpaid, failed and expired checkouts', async () => {
    const shopper = await newShopper(t.app);
    const guids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      guids.push(await paidOrder(shopper));
      t.clock.advance(60_000);
    }
    // A declined card and an abandoned checkout never show.
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE');
    await payOnTestPage(t.app, (await checkoutOk(t.app, shopper)).id, { cardNumber: '4000000000000002' });
    await checkoutOk(t.app, shopper);

    const first = (await get(shopper, '/api/order/paginated')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 5, totalPages: 2, total: 6 });
    expect(first.orders.map((o: { orderGuid: string }) => o.orderGuid)).toEqual(guids.slice(1).reverse());
    expect(first.orders[0]).toEqual({
      orderNumber: expect.stringMatching(/^ATL-20261122-/),
      orderDate: expect.any(String),
      status: 'Waiting',
      statusLabel: 'Waiting',
      totalPrice: 45,
      totalItems: 1,
      orderGuid: guids[5],
      isRefundAvailable: false,
      isCancelAvailable: true,
    });
    const second = (await get(shopper, '/api/order/paginated?page=2&limit=5')).json();
    expect(second.orders.map((o: { orderGuid: string }) => o.orderGuid)).toEqual([guids[0]]);
    expect((await get(shopper, '/api/order/paginated?page=0')).statusCode).toBe(400);
    expect((await get(shopper, '/api/order/paginated?limit=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/order/:id', () => {
  it('answers the detail with VAT-exclusive unit prices, totals and the status history', async () => {
    const shopper = await newShopper(t.app);
    const guid = await paidOrder(shopper, 'wool-scarf', 'ONE', 2);
    const res = await get(shopper, `/api/order/${guid}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      orderGuid: guid,
      status: 'Waiting',
      totalPrice: 59.98,
      totalTax: 10,
      subtotalExVat: 49.98,
      paymentStatus: 'paid',
      isCancelAvailable: true,
      isRefundAvailable: false,
      refundAvailableUntil: null,
    });
    expect(order.items[0]).toMatchObject({
      name: 'Wool Scarf',
      size: 'ONE',
      quantity: 2,
      unitPrice: 24.99,
      unitPriceIncVat: 29.99,
      unitPriceExVat: 24.99,
      totalPrice: 59.98,
    });
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['PendingPayment', 'Waiting']);
  });

  it("answers 404 for another user's order, an unknown guid and a malformed id", async () => {
    const owner = await newShopper(t.app);
    const other = await newShopper(t.app);
    const guid = await paidOrder(owner);
    for (const url of [`/api/order/${guid}`, '/api/order/6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11', '/api/order/not-a-guid']) {
      const res = await get(other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ORDER_MESSAGES.notFound, code: 'ORDER_NOT_FOUND' });
    }
  });
});

describe('cancel and refund requests (R6.3, R6.4, R6.6)', () => {
  it('moves Waiting to CancelRequested, remembering Waiting, and refuses a second request', async () => {
    const shopper = await newShopper(t.app);
    const guid = await paidOrder(shopper);
    const res = await cancel(shopper, guid);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelRequested);
    expect(res.json().order).toMatchObject({ status: 'CancelRequested', statusLabel: 'Cancel Requested', isCancelAvailable: false });
    const row = await orderRow(db(), guid);
    expect(row.statusBeforeRequest).toBe('Waiting');
    const [event] = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, row.id))).slice(-1);
    expect(event).toMatchObject({ fromStatus: 'Waiting', toStatus: 'CancelRequested', actorUserId: row.userId });
    expect(event!.createdAt.toISOString()).toBe(t.clock.now().toISOString());

    const again = await cancel(shopper, guid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A cancellation has already been requested for this order.', code: 'CANCEL_NOT_AVAILABLE' });
  });

  it('allows a cancel request while Processing but not once Shipped', async () => {
    const shopper = await newShopper(t.app);
    const processing = await paidOrder(shopper);
    await t.app.commerce.admin.process(processing, adminId);
    expect((await cancel(shopper, processing)).statusCode).toBe(200);
    expect((await orderRow(db(), processing)).statusBeforeRequest).toBe('Processing');

    const shipped = await paidOrder(shopper);
    await t.app.commerce.admin.process(shipped, adminId);
    await t.app.commerce.admin.ship(shipped, adminId);
    const res = await cancel(shopper, shipped);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order can no longer be cancelled: it is Shipped.');
  });

  it('refuses to cancel an order with a Final Sale item', async () => {
    const shopper = await newShopper(t.app);
    const guid = await paidOrder(shopper, 'silk-dress', 'M');
    const list = (await get(shopper, '/api/order/paginated')).json();
    expect(list.orders[0]).toMatchObject({ orderGuid: guid, isCancelAvailable: false });
    const res = await cancel(shopper, guid);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order contains Final Sale items, which cannot be cancelled.');
    expect((await orderRow(db(), guid)).status).toBe('Waiting');
  });

  it('allows a refund request within 14 days of delivery, and says why not otherwise', async () => {
    const shopper = await newShopper(t.app);
    const waiting = await paidOrder(shopper);
    const early = await refund(shopper, waiting);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'A refund can be requested once the order has been delivered; it is Waiting.',
      code: 'REFUND_NOT_AVAILABLE',
    });

    const guid = await delivered(shopper);
    const detail = (await get(shopper, `/api/order/${guid}`)).json().order;
    expect(detail).toMatchObject({
      status: 'Delivered',
      isRefundAvailable: true,
      refundAvailableUntil: new Date(t.clock.now().getTime() + 14 * DAY).toISOString(),
    });
    t.clock.advance(14 * DAY);
    try {
      const res = await refund(shopper, guid);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'RefundRequested', statusLabel: 'Refund Requested', isRefundAvailable: false });
      expect((await refund(shopper, guid)).json().message).toBe('A refund has already been requested for this order.');
    } finally {
      t.clock.advance(-14 * DAY);
    }
  });

  it('closes the refund window after 14 days and never opens it for Final Sale items', async () => {
    const shopper = await newShopper(t.app);
    const late = await delivered(shopper);
    const finalSale = await delivered(shopper, 'silk-dress', 'M');
    t.clock.advance(14 * DAY + 1000);
    try {
      const list = (await get(shopper, '/api/order/paginated')).json();
      expect(list.orders.every((o: { isRefundAvailable: boolean }) => !o.isRefundAvailable)).toBe(true);
      const res = await refund(shopper, late);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The 14-day return window for this order closed on 6 December 2026.');
    } finally {
      t.clock.advance(-(14 * DAY + 1000));
    }
    const res = await refund(shopper, finalSale);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order contains Final Sale items, which cannot be returned or refunded.');
  });

  it("answers 404 when another user tries to cancel or refund someone's order, changing nothing", async () => {
    const owner = await newShopper(t.app);
    const other = await newShopper(t.app);
    const waiting = await paidOrder(owner);
    const done = await delivered(owner);
    expect((await cancel(other, waiting)).statusCode).toBe(404);
    expect((await refund(other, done)).statusCode).toBe(404);
    expect((await orderRow(db(), waiting)).status).toBe('Waiting');
    expect((await orderRow(db(), done)).status).toBe('Delivered');
    expect((await db().select().from(orders).where(eq(orders.guid, waiting))).length).toBe(1);
  });
});
