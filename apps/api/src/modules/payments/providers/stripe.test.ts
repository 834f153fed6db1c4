import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock.ts';
import { outbox, type AccountsTestContext } from '../../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, orderRow, stockOf } from '../../../test/commerce.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';
import { signPayload, verifySignature } from './signature.ts';
import { stripeProvider } from './stripe.ts';
import { startStripeTestServer, type StripeTestServer } from '../../../test/stripe-server.ts';

const KEY = 'sk_test_atelier';
const WHSEC = 'whsec_stripe_suite';
let server: StripeTestServer;
const clock = new ManualClock();
let stripe: PaymentProvider;
// Only its webhook helper is used: it signs exactly as Stripe does.
const sdk = new Stripe('sk_test_unused');

beforeAll(async () => {
  server = await startStripeTestServer();
  stripe = stripeProvider({ secretKey: KEY, webhookSecret: WHSEC, apiUrl: server.url, clock, maxNetworkRetries: 0 });
});
afterAll(async () => {
  await server.close();
});

const input = {
  orderGuid: '0b6a1f7e-4c2d-4e8f-9a10-1b2c3d4e5f60',
  orderNumber: 'ATL-20261122-4F7K',
  customerEmail: 'ada@example.co.uk',
  lines: [
    { name: 'Linen Shirt (Size M, Ecru)', unitAmountPence: 4500, quantity: 2 },
    { name: 'Wool Scarf (One size, Grey)', unitAmountPence: 2999, quantity: 1 },
  ],
  shippingPence: 0,
  shippingLabel: 'Standard UK delivery',
  totalPence: 11999,
  successUrl: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/view-cart',
  expiresAt: new Date(clock.now().getTime() + 30 * 60_000),
};

describe('Stripe adapter through the stripe SDK (R5.6)', () => {
  it('creates a Checkout Session: payment mode, GBP, pence line items, URLs, expiry, order reference, idempotency key', async () => {
    const created = await stripe.createSession(input);
    expect(created.id).toMatch(/^cs_test_fake/);
    expect(created.url).toBe(`https://checkout.stripe.test/c/pay/${created.id}`);
    const req = server.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.headers['idempotency-key']).toBe(`checkout-${input.orderGuid}`);
    expect(req.form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': 'Linen Shirt (Size M, Ecru)',
      'line_items[1][price_data][unit_amount]': '2999',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.orderGuid,
      customer_email: input.customerEmail,
      'metadata[order_guid]': input.orderGuid,
      'metadata[order_number]': input.orderNumber,
    });
    expect(req.form['shipping_options[0][shipping_rate_data][fixed_amount][amount]']).toBeUndefined();
    // Stripe wants at least 30 minutes: the adapter asks for 31.
    expect(Number(req.form.expires_at)).toBe(Math.floor(clock.now().getTime() / 1000) + 31 * 60);
  });

  it('adds a shipping rate when shipping is charged', async () => {
    await stripe.createSession({ ...input, orderGuid: 'b7f3c0de-1111-4a4a-8b8b-222233334444', shippingPence: 395, totalPence: 12394 });
    expect(server.requests.at(-1)!.form).toMatchObject({
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '395',
      'shipping_options[0][shipping_rate_data][display_name]': 'Standard UK delivery',
    });
  });

  it('refuses a session Stripe totalled differently', async () => {
    await expect(
      stripe.createSession({ ...input, orderGuid: 'c1c1c1c1-2222-4333-8444-555566667777', totalPence: 1 }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('retrieves, expires and refunds', async () => {
    const open = await stripe.createSession({ ...input, orderGuid: 'd0d0d0d0-1111-4222-8333-444455556666' });
    expect(await stripe.retrieveSession(open.id)).toEqual({
      id: open.id,
      status: 'open',
      paid: false,
      paymentRef: null,
      orderGuid: 'd0d0d0d0-1111-4222-8333-444455556666',
      amountTotalPence: 11999,
    });
    expect((await stripe.expireSession(open.id)).status).toBe('expired');

    const paid = await stripe.createSession({ ...input, orderGuid: 'e0e0e0e0-1111-4222-8333-444455556666' });
    server.pay(paid.id);
    // Expiring a paid session is refused by Stripe; the adapter answers the session as it is.
    const state = await stripe.expireSession(paid.id);
    expect(state).toMatchObject({ status: 'complete', paid: true, paymentRef: `pi_fake_${paid.id}` });

    const refund = await stripe.refund({ paymentRef: `pi_fake_${paid.id}`, amountPence: 11999, idempotencyKey: 'refund-cancel-e0e0' });
    expect(refund.id).toMatch(/^re_fake/);
    const req = server.requests.at(-1)!;
    expect(req).toMatchObject({ path: '/v1/refunds', form: { payment_intent: `pi_fake_${paid.id}`, amount: '11999' } });
    expect(req.headers['idempotency-key']).toBe('refund-cancel-e0e0');
    expect((await stripe.refund({ paymentRef: `pi_fake_${paid.id}`, amountPence: 11999, idempotencyKey: 'refund-cancel-e0e0' })).id).toBe(
      refund.id,
    );
    await expect(stripe.refund({ paymentRef: 'pi_missing', amountPence: 1, idempotencyKey: 'x' })).rejects.toBeInstanceOf(ProviderError);
  });

  it('verifies webhook signatures with stripe.webhooks.constructEvent against the injected clock', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_x',
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_1',
          metadata: { order_guid: 'g' },
          amount_total: 4500,
        },
      },
    });
    const t = Math.floor(clock.now().getTime() / 1000);
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: t });
    expect(stripe.verifyWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      session: { id: 'cs_test_x', status: 'complete', paid: true, paymentRef: 'pi_1', orderGuid: 'g', amountTotalPence: 4500 },
    });
    expect(
      stripe.verifyWebhook(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other', timestamp: t })),
    ).toBeNull();
    expect(stripe.verifyWebhook(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: t - 600 }))).toBeNull();
    expect(stripe.verifyWebhook(`${payload} `, header)).toBeNull();
    expect(stripe.verifyWebhook(payload, undefined)).toBeNull();
  });

  it("signs exactly as Stripe's SDK does (the test provider's webhooks use the same scheme)", () => {
    const payload = '{"id":"evt_2","type":"checkout.session.expired"}';
    const t = 1_795_000_000;
    expect(signPayload(payload, WHSEC, t)).toBe(sdk.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: t }));
    expect(verifySignature(payload, sdk.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp: t }), WHSEC, t + 10)).toBe(
      true,
    );
    expect(sdk.webhooks.signature!.verifyHeader(payload, signPayload(payload, WHSEC, t), WHSEC, 300, undefined, (t + 10) * 1000)).toBe(
      true,
    );
  });
});

describe('checkout through Stripe (STRIPE_SECRET_KEY set)', () => {
  let t: AccountsTestContext;
  beforeAll(async () => {
    t = await commerceTestApp({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_URL: server.url });
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({
          payload,
          secret: WHSEC,
          timestamp: Math.floor(t.clock.now().getTime() / 1000),
        }),
      },
      payload,
    });

  it('sends the shopper to Stripe, and a signed checkout.session.completed makes the order Waiting and mails once', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'linen-shirt', 'M', 1);
    const session = await checkoutOk(t.app, shopper);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    expect(server.sessions.get(session.id)!.success_url).toBe('http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}');

    const paid = server.pay(session.id);
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: paid },
    });
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await orderRow(t.database.db, session.orderGuid)).status).toBe('Waiting');
    expect((await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === 'order-confirmation')).toHaveLength(1);

    // An admin cancellation refunds through Stripe.
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${session.orderGuid}`, headers: shopper.headers });
    const order = await orderRow(t.database.db, session.orderGuid);
    const cancelled = await t.app.commerce.admin.approveCancel(session.orderGuid, order.userId, 4500);
    expect(cancelled.status).toBe('Cancelled');
    expect(server.requests.at(-1)).toMatchObject({ path: '/v1/refunds', form: { payment_intent: paid.payment_intent, amount: '4500' } });
  });

  it('refunds an approved item return through Stripe, for exactly that item, once', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'linen-shirt', 'M', 1);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper);
    const paid = server.pay(session.id);
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: paid },
    });
    expect((await deliver(payload)).json()).toMatchObject({ outcome: 'applied' });
    // The admin moves record a user: the customer's id stands in for one here.
    const userId = (await orderRow(t.database.db, session.orderGuid)).userId;
    await t.app.commerce.admin.process(session.orderGuid, userId);
    await t.app.commerce.admin.ship(session.orderGuid, userId);
    await t.app.commerce.admin.deliver(session.orderGuid, userId);
    const detail = await t.app.commerce.orders.detail(userId, session.orderGuid);
    const scarf = detail.items.find((i) => i.slug === 'wool-scarf')!.lineId;
    const asked = await t.app.commerce.returns.request(userId, session.orderGuid, {
      items: [{ lineId: scarf, quantity: 1, reason: 'faulty', comment: '' }],
    });
    const returnId = asked.order.returns[0]!.id;
    const approved = await t.app.commerce.returns.approve(session.orderGuid, returnId, userId, {
      restock: true,
      note: '',
      expectedPence: 2999,
    });
    expect(approved).toMatchObject({ status: 'PartlyRefunded', refundedTotal: 29.99 });
    const refunds = server.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.at(-1)).toMatchObject({ form: { payment_intent: paid.payment_intent, amount: '2999' } });
    expect(refunds.at(-1)!.headers['idempotency-key']).toBe(`refund-item-${returnId}-${session.orderGuid}`);
    await expect(
      t.app.commerce.returns.approve(session.orderGuid, returnId, userId, { restock: true, note: '', expectedPence: 2999 }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(server.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(refunds.length);
  });

  it('confirms on the success page by retrieving the session when the webhook is late', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper);
    server.pay(session.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/payment/order/by-session/${session.id}`, headers: shopper.headers });
    expect(res.json().order).toMatchObject({ status: 'Waiting', paymentStatus: 'paid' });
  });

  it('expires the Stripe session before giving the stock back', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 2);
    const stock = await stockOf(t.database.db, 'wool-scarf', 'ONE');
    const session = await checkoutOk(t.app, shopper);
    expect(await stockOf(t.database.db, 'wool-scarf', 'ONE')).toBe(stock - 2);
    t.clock.advance(31 * 60_000);
    expect(await t.app.commerce.sweeper.runOnce()).toBe(1);
    expect(server.requests.some((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(true);
    expect(server.sessions.get(session.id)!.status).toBe('expired');
    expect((await orderRow(t.database.db, session.orderGuid)).status).toBe('Expired');
    expect(await stockOf(t.database.db, 'wool-scarf', 'ONE')).toBe(stock);
  });
});
