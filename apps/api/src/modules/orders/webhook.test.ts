import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions, webhookEvents } from '../../db/schema/orders.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import {
  ADDRESS,
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  stockOf,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';
import { signPayload } from '../payments/providers/signature.ts';

const SECRET = 'whsec_webhook_suite_secret';
let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp({ TEST_PAYMENT_WEBHOOK_SECRET: SECRET });
  for (const size of ['S', 'M']) await setStock(t.database.db, (await variantOf(t.database.db, 'linen-shirt', size)).guid, 100);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
let eventCounter = 0;

function event(
  type: string,
  session: { id: string; paymentRef?: string | null; paid?: boolean; orderGuid?: string },
  id = `evt_suite_${++eventCounter}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        status: session.paid ? 'complete' : 'open',
        payment_status: session.paid ? 'paid' : 'unpaid',
        payment_intent: session.paymentRef ?? null,
        metadata: { order_guid: session.orderGuid ?? null },
      },
    },
  });
}

/** Signs with the suite's secret unless told otherwise; null sends no signature at all. */
function deliver(payload: string, signature: string | null = signPayload(payload, SECRET, nowSeconds())) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

async function pendingOrder(size = 'M'): Promise<{ shopper: Shopper; session: Awaited<ReturnType<typeof checkoutOk>> }> {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, db(), 'linen-shirt', size, 1);
  return { shopper, session: await checkoutOk(t.app, shopper) };
}

/** The provider takes the payment but its webhook never reaches the store (the shopper closed the tab too). */
async function paidAtProviderOnly(sessionId: string): Promise<string> {
  const row = await t.app.commerce.providers.test.complete(sessionId);
  return row!.paymentRef!;
}

const confirmations = async (to: string) =>
  (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === 'order-confirmation');
const bySession = (shopper: Shopper | undefined, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/order/by-session/${id}`, headers: shopper?.headers ?? {} });

describe('POST /api/payment/webhook signatures', () => {
  it.each([
    ['no signature', null],
    ['a signature made with another secret', (p: string) => signPayload(p, 'whsec_someone_else', nowSeconds())],
    ['a signature older than five minutes', (p: string) => signPayload(p, SECRET, nowSeconds() - 301)],
    ['a garbled header', () => 't=abc,v1=zz'],
  ])('answers 400 for %s and changes nothing', async (_label, sign) => {
    const { session } = await pendingOrder();
    const paymentRef = await paidAtProviderOnly(session.id);
    const payload = event('checkout.session.completed', { id: session.id, paymentRef, paid: true });
    const res = await deliver(payload, typeof sign === 'function' ? sign(payload) : sign);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_SIGNATURE');
    expect((await orderRow(db(), session.orderGuid)).status).toBe('PendingPayment');
  });

  it('answers 400 for a signed body that is not an event', async () => {
    const res = await deliver('not json at all');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_WEBHOOK');
  });

  it('answers 400 for a signed event whose JSON holds an escaped NUL, and records nothing', async () => {
    const { session } = await pendingOrder();
    const paymentRef = await paidAtProviderOnly(session.id);
    const id = `evt_nul_${++eventCounter}`;
    const payload = event('checkout.session.completed', { id: session.id, paymentRef, paid: true }, `${id}\u0000x`);
    expect(payload).toContain('\\u0000');
    const res = await deliver(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Text may not contain NUL characters.', code: 'VALIDATION_ERROR' });
    expect((await orderRow(db(), session.orderGuid)).status).toBe('PendingPayment');
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, id))).toHaveLength(0);
  });

  it('records and ignores events it does not handle', async () => {
    const res = await deliver(
      JSON.stringify({ id: 'evt_other_1', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } }),
    );
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    const unknown = await deliver(event('checkout.session.completed', { id: 'cs_unknown', paid: true }));
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('webhook events', () => {
  it('fulfils once and mails once when the same event is delivered ten times', async () => {
    const { shopper, session } = await pendingOrder();
    const paymentRef = await paidAtProviderOnly(session.id);
    const payload = event('checkout.session.completed', { id: session.id, paymentRef, paid: true }, 'evt_repeat_1');
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().outcome);
    }
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    const order = await orderRow(db(), session.orderGuid);
    expect(order.status).toBe('Waiting');
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_repeat_1'))).toHaveLength(1);
    expect(await confirmations(shopper.email)).toHaveLength(1);
  });

  it('waits on a completed but unpaid session, then fulfils on async_payment_succeeded', async () => {
    const { session } = await pendingOrder();
    await deliver(event('checkout.session.completed', { id: session.id, paid: false }));
    expect((await orderRow(db(), session.orderGuid)).status).toBe('PendingPayment');
    const paymentRef = await paidAtProviderOnly(session.id);
    await deliver(event('checkout.session.async_payment_succeeded', { id: session.id, paymentRef, paid: true }));
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
  });

  it('marks the order PaymentFailed on async_payment_failed and Expired on expired, giving the stock back', async () => {
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const failed = await pendingOrder('S');
    const expired = await pendingOrder('S');
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before - 2);
    await deliver(event('checkout.session.async_payment_failed', { id: failed.session.id }));
    await deliver(event('checkout.session.expired', { id: expired.session.id }));
    expect((await orderRow(db(), failed.session.orderGuid)).status).toBe('PaymentFailed');
    expect((await orderRow(db(), expired.session.orderGuid)).status).toBe('Expired');
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before);
    // A late expiry of a paid order changes nothing.
    const paid = await pendingOrder('S');
    await deliver(
      event('checkout.session.completed', { id: paid.session.id, paymentRef: await paidAtProviderOnly(paid.session.id), paid: true }),
    );
    await deliver(event('checkout.session.expired', { id: paid.session.id }));
    expect((await orderRow(db(), paid.session.orderGuid)).status).toBe('Waiting');
  });

  it('finds the order by its guid in the metadata when the session id is not one it stored', async () => {
    const { session } = await pendingOrder('S');
    const paymentRef = await paidAtProviderOnly(session.id);
    await deliver(event('checkout.session.completed', { id: 'cs_renamed', orderGuid: session.orderGuid, paymentRef, paid: true }));
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
  });
});

describe('GET /api/payment/order/by-session/:session_id (success page)', () => {
  it('confirms with the provider itself when the webhook never came, and a late webhook then changes nothing', async () => {
    const { shopper, session } = await pendingOrder('M');
    const pending = await bySession(shopper, session.id);
    expect(pending.json().order).toMatchObject({ status: 'PendingPayment', paymentStatus: 'pending' });

    const paymentRef = await paidAtProviderOnly(session.id);
    const res = await bySession(shopper, session.id);
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      orderNumber: session.orderNumber,
      orderGuid: session.orderGuid,
      orderDate: '2026-11-22T10:00:00.000Z',
      status: 'Waiting',
      statusLabel: 'Waiting',
      paymentStatus: 'paid',
      totalPrice: 45,
      totalItemPrice: 45,
      totalTax: 7.5,
      totalShippingCost: 0,
      subtotalExVat: 37.5,
      totalItems: 1,
      shippingAddress: { ...ADDRESS },
      timeline: {
        confirmed: '2026-11-22',
        shipped: { from: '2026-11-23', to: '2026-11-25' },
        delivered: { from: '2026-11-26', to: '2026-12-02' },
      },
    });
    expect(order.items).toEqual([
      {
        lineId: expect.any(Number),
        name: 'Linen Shirt',
        slug: 'linen-shirt',
        size: 'M',
        colour: 'Ecru',
        gender: 'male',
        quantity: 1,
        unitPrice: 45,
        unitPriceIncVat: 45,
        unitPriceExVat: 37.5,
        totalPrice: 45,
        image: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/320\.webp$/),
        coverImage: expect.stringMatching(/^\/media\//),
        isFinalSale: false,
        // Nothing can be returned before delivery.
        returnableQuantity: 0,
        returnBlock: null,
        // Nor exchanged (R21.20).
        exchangeOptions: [],
      },
    ]);
    expect(await confirmations(shopper.email)).toHaveLength(1);

    const late = await deliver(event('checkout.session.completed', { id: session.id, paymentRef, paid: true }));
    expect(late.json().outcome).toBe('applied');
    expect(await confirmations(shopper.email)).toHaveLength(1);
    const [ps] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, session.id));
    expect(ps!.paymentRef).toBe(paymentRef);
  });

  it("answers 404 for another user's session and for an unknown one, and 401 for a guest", async () => {
    const { session } = await pendingOrder('M');
    const stranger = await newShopper(t.app);
    const res = await bySession(stranger, session.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_NOT_FOUND');
    expect((await bySession(stranger, 'cs_test_unknown')).statusCode).toBe(404);
    expect((await bySession(undefined, session.id)).statusCode).toBe(401);
  });

  it('expires an unpaid order read after its time is up, without waiting for the sweep', async () => {
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const { shopper, session } = await pendingOrder('S');
    t.clock.advance(30 * 60_000);
    try {
      const res = await bySession(shopper, session.id);
      expect(res.json().order).toMatchObject({ status: 'Expired', paymentStatus: 'failed' });
      expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before);
    } finally {
      t.clock.advance(-30 * 60_000);
    }
  });
});
