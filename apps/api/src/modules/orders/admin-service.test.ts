import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, paymentSessions } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  stockOf,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
let adminId: number;
let shopper: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  await setStock(t.database.db, (await variantOf(t.database.db, 'linen-shirt', 'M')).guid, 50);
  const admin = await newShopper(t.app);
  [{ id: adminId }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, admin.email))) as [{ id: number }];
  shopper = await newShopper(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const admin = () => t.app.commerce.admin;
const mails = async (kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === kind);

async function paidOrder(count = 2): Promise<string> {
  await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', count);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  return session.orderGuid;
}

const lastEvent = async (guid: string) => {
  const order = await orderRow(db(), guid);
  return (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).at(-1)!;
};

describe('admin order service (R6.2, R6.10)', () => {
  it('moves an order Waiting -> Processing -> Shipped -> Delivered, recording the admin and mailing the dispatch', async () => {
    const guid = await paidOrder();
    expect((await admin().process(guid, adminId)).status).toBe('Processing');
    expect(await lastEvent(guid)).toMatchObject({ fromStatus: 'Waiting', toStatus: 'Processing', actorUserId: adminId });
    const shipped = await admin().ship(guid, adminId);
    expect(shipped).toMatchObject({ status: 'Shipped', shippedAt: t.clock.now().toISOString() });
    const dispatch = await mails('order-shipped');
    expect(dispatch).toHaveLength(1);
    // Dispatched on Sunday 22 November: 3 to 5 business days later.
    expect(dispatch[0]!.text).toContain('should reach you between 25 November 2026 and 27 November 2026');
    const done = await admin().deliver(guid, adminId);
    expect(done).toMatchObject({ status: 'Delivered', deliveredAt: t.clock.now().toISOString(), isRefundAvailable: true });
    expect(done.history.map((h) => h.status)).toEqual(['PendingPayment', 'Waiting', 'Processing', 'Shipped', 'Delivered']);
  });

  it('refuses moves the state machine does not allow with 409, and unknown orders with 404', async () => {
    const guid = await paidOrder(1);
    await expect(admin().ship(guid, adminId)).rejects.toMatchObject({
      statusCode: 409,
      message: 'An order that is Waiting cannot become Shipped.',
    });
    await expect(admin().approveRefund(guid, adminId, 4500)).rejects.toMatchObject({ statusCode: 409 });
    await expect(admin().approveCancel(guid, adminId, 4500)).rejects.toMatchObject({
      statusCode: 409,
      message: 'An order that is Waiting cannot become Cancelled.',
    });
    await expect(admin().process('6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11', adminId)).rejects.toMatchObject({ statusCode: 404 });
    expect((await orderRow(db(), guid)).status).toBe('Waiting');
  });

  it('approves a cancellation: refund through the provider, stock back, cancellation mail', async () => {
    const guid = await paidOrder(2);
    const stock = await stockOf(db(), 'linen-shirt', 'M');
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
    const cancelled = await admin().approveCancel(guid, adminId, 9000);
    expect(cancelled.status).toBe('Cancelled');
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(stock + 2);
    expect((await orderRow(db(), guid)).stockHeld).toBe(false);
    expect((await lastEvent(guid)).note).toMatch(/^Cancellation approved; refund re_test_\w+ of £90\.00 issued\.$/);
    const mail = await mails('order-cancelled');
    expect(mail.at(-1)!.text).toContain('We have refunded £90.00 to your original payment method.');
  });

  it('declines a cancellation back to the status it had, and mails the customer', async () => {
    const guid = await paidOrder(1);
    await admin().process(guid, adminId);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
    const back = await admin().declineCancel(guid, adminId);
    expect(back.status).toBe('Processing');
    expect((await orderRow(db(), guid)).statusBeforeRequest).toBeNull();
    expect(await mails('cancel-declined')).toHaveLength(1);
  });

  it('approves a refund of the items once the return arrives, and returns the stock', async () => {
    const guid = await paidOrder(1);
    await admin().process(guid, adminId);
    await admin().ship(guid, adminId);
    await admin().deliver(guid, adminId);
    await t.app.inject({ method: 'POST', url: `/api/order/refund-request/${guid}`, headers: shopper.headers, payload: {} });
    const stock = await stockOf(db(), 'linen-shirt', 'M');
    const refunded = await admin().approveRefund(guid, adminId, 4500);
    expect(refunded.status).toBe('Refunded');
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(stock + 1);
    expect((await mails('order-refunded')).at(-1)!.text).toContain('We have refunded £45.00');
  });

  it('rejects a refund with a reason the customer is mailed', async () => {
    const guid = await paidOrder(1);
    await admin().process(guid, adminId);
    await admin().ship(guid, adminId);
    await admin().deliver(guid, adminId);
    await t.app.inject({ method: 'POST', url: `/api/order/refund-request/${guid}`, headers: shopper.headers, payload: {} });
    const stock = await stockOf(db(), 'linen-shirt', 'M');
    const rejected = await admin().rejectRefund(guid, adminId, 'The items came back worn.');
    expect(rejected.status).toBe('Rejected');
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(stock);
    expect((await mails('refund-rejected')).at(-1)!.text).toContain('Reason: The items came back worn.');
  });

  it('leaves the order as it was (502) when the provider cannot refund', async () => {
    const guid = await paidOrder(1);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
    const order = await orderRow(db(), guid);
    // The provider no longer knows the payment as one it can refund.
    await db().update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.orderId, order.id));
    const stock = await stockOf(db(), 'linen-shirt', 'M');
    await expect(admin().approveCancel(guid, adminId, 4500)).rejects.toMatchObject({ statusCode: 502, code: 'REFUND_FAILED' });
    expect((await orderRow(db(), guid)).status).toBe('CancelRequested');
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(stock);
  });
});

describe('expiry of unpaid checkouts (R3.9)', () => {
  it('the sweep expires sessions past their time and gives the stock back; younger ones stay', async () => {
    const base = await stockOf(db(), 'linen-shirt', 'M');
    const old = await newShopper(t.app);
    await addToCart(t.app, old, db(), 'linen-shirt', 'M', 3);
    const first = await checkoutOk(t.app, old);
    t.clock.advance(20 * 60_000);
    const young = await newShopper(t.app);
    await addToCart(t.app, young, db(), 'linen-shirt', 'M', 1);
    const second = await checkoutOk(t.app, young);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(base - 4);

    t.clock.advance(10 * 60_000);
    expect(await t.app.commerce.sweeper.runOnce()).toBe(1);
    expect((await orderRow(db(), first.orderGuid)).status).toBe('Expired');
    expect((await orderRow(db(), second.orderGuid)).status).toBe('PendingPayment');
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(base - 1);
    const [ps] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, first.id));
    expect(ps!.status).toBe('expired');

    t.clock.advance(20 * 60_000);
    expect(await t.app.commerce.sweeper.runOnce()).toBe(1);
    expect(await t.app.commerce.sweeper.runOnce()).toBe(0);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(base);
    expect((await t.app.inject({ method: 'GET', url: '/api/order/paginated', headers: old.headers })).json().orders).toEqual([]);
  });

  it('fulfils instead when the provider says the session was paid before it could be expired', async () => {
    const late = await newShopper(t.app);
    await addToCart(t.app, late, db(), 'linen-shirt', 'M', 1);
    const session = await checkoutOk(t.app, late);
    await t.app.commerce.providers.test.complete(session.id);
    t.clock.advance(31 * 60_000);
    expect(await t.app.commerce.sweeper.runOnce()).toBe(1);
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
  });
});
