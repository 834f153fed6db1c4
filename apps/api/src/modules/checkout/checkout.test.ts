import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@atelier/contract/checkout';
import { cartLines, orderEvents, orderLines, orders, paymentSessions } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/catalogue.ts';
import { storeSettings } from '../../db/schema/store.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import {
  ADDRESS,
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  startCheckout,
  stockOf,
  variantOf,
} from '../../test/commerce.ts';
import { ORDER_NUMBER_PATTERN } from '../orders/order-number.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const orderCount = async () => (await db().select().from(orders)).length;

describe('POST /api/payment/create-checkout-session', () => {
  it('without a session is a guest checkout, which needs an e-mail address (R5.14)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-checkout-session', payload: { shippingAddress: ADDRESS } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_REQUIRED');
    expect(await orderCount()).toBe(0);
  });

  it('answers 400 for an empty cart and creates nothing', async () => {
    const shopper = await newShopper(t.app);
    const res = await startCheckout(t.app, shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CHECKOUT_MESSAGES.emptyCart, code: 'EMPTY_CART' });
    expect(await orderCount()).toBe(0);
  });

  it('reserves the stock and writes a PendingPayment order with a price snapshot, totals, an event and a session', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 2);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const before = { shirt: await stockOf(db(), 'linen-shirt', 'M'), scarf: await stockOf(db(), 'wool-scarf', 'ONE') };

    const session = await checkoutOk(t.app, shopper, { orderNote: 'Leave with the neighbour' });
    expect(session.url).toBe(`http://localhost:3000/pay/test/${session.id}`);
    expect(session.id).toMatch(/^cs_test_[0-9A-Za-z]{24}$/);
    expect(session.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(session.orderNumber.startsWith('ATL-20261122-')).toBe(true);

    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(before.shirt - 2);
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(before.scarf - 1);
    const [shirt] = await db().select({ stockTotal: products.stockTotal }).from(products).where(eq(products.slug, 'linen-shirt'));
    expect(shirt!.stockTotal).toBe(5 + 5 + 1 - 2);

    const order = await orderRow(db(), session.orderGuid);
    const items = 2 * 4500 + 2999;
    expect(order).toMatchObject({
      status: 'PendingPayment',
      itemsPence: items,
      vatPence: Math.round((items * 20) / 120),
      shippingPence: 0,
      totalPence: items,
      orderNote: 'Leave with the neighbour',
      stockHeld: true,
      paidAt: null,
    });
    expect(order.shippingAddress).toEqual({ ...ADDRESS });
    expect(order.reservationExpiresAt!.toISOString()).toBe('2026-11-22T10:30:00.000Z');

    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(
      lines.map((l) => [l.productName, l.size, l.colour, l.gender, l.unitPricePence, l.quantity, l.lineTotalPence, l.isFinalSale]),
    ).toEqual([
      ['Linen Shirt', 'M', 'Ecru', 'male', 4500, 2, 9000, false],
      ['Wool Scarf', 'ONE', 'Grey', 'unisex', 2999, 1, 2999, false],
    ]);
    expect(lines.every((l) => l.imageMediaId !== null)).toBe(true);

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: null, toStatus: 'PendingPayment', actorUserId: order.userId });

    const [ps] = await db().select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id));
    expect(ps).toMatchObject({ id: session.id, provider: 'test', status: 'open', amountPence: items, url: session.url });
    expect(ps!.expiresAt.toISOString()).toBe('2026-11-22T10:30:00.000Z');

    // The cart is only emptied once the payment is confirmed.
    expect((await db().select().from(cartLines)).length).toBeGreaterThan(0);
  });

  it('takes every amount from the catalogue: prices in the request change nothing', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'S', 1);
    const v = await variantOf(db(), 'linen-shirt', 'S');
    const session = await checkoutOk(t.app, shopper, {
      cart: {
        items: [{ itemSlug: 'linen-shirt', variantGuid: v.guid, itemCount: 1, unitPrice: 0.01, totalPrice: 0.01, price: 0.01 }],
        totalPrice: 0.01,
      },
    });
    const order = await orderRow(db(), session.orderGuid);
    expect(order.totalPence).toBe(4500);
    expect(order.vatPence).toBe(750);
  });

  it('refuses a posted cart that is not what would be ordered (409), reserving nothing', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'S', 2);
    const v = await variantOf(db(), 'linen-shirt', 'S');
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const count = await orderCount();

    const fewer = await startCheckout(t.app, shopper, { cart: [{ variantGuid: v.guid, quantity: 1 }] });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json()).toEqual({ message: CHECKOUT_MESSAGES.cartChanged, code: 'CART_CHANGED' });

    const other = await variantOf(db(), 'wool-scarf', 'ONE');
    const extra = await startCheckout(t.app, shopper, {
      cart: [
        { variantGuid: v.guid, quantity: 2 },
        { variantGuid: other.guid, quantity: 1 },
      ],
    });
    expect(extra.json().code).toBe('CART_CHANGED');

    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before);
    expect(await orderCount()).toBe(count);
  });

  it('names the product, size and what is left when the shopper saw more than there is', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'L', 1);
    const v = await variantOf(db(), 'linen-shirt', 'L');
    const res = await startCheckout(t.app, shopper, { cart: [{ variantGuid: v.guid, quantity: 3 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only 1 left of Linen Shirt in size L. Please update the quantity in your cart.',
      code: 'INSUFFICIENT_STOCK',
    });
  });

  it('answers 409 naming the product and size when a line sold out, and reserves nothing of the other lines', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'L', 1);
    const scarf = await stockOf(db(), 'wool-scarf', 'ONE');
    const v = await variantOf(db(), 'linen-shirt', 'L');
    await setStock(db(), v.guid, 0);
    const count = await orderCount();

    const res = await startCheckout(t.app, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Linen Shirt in size L is sold out. Please remove it from your cart to continue.',
      code: 'OUT_OF_STOCK',
    });
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(scarf);
    expect(await orderCount()).toBe(count);
    await setStock(db(), v.guid, 1);
  });

  it('answers 409 for a product taken out of sale', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    await db().update(products).set({ onSale: false }).where(eq(products.slug, 'wool-scarf'));
    const res = await startCheckout(t.app, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Wool Scarf is no longer available to buy. Please remove it from your cart to continue.',
      code: 'NOT_ON_SALE',
    });
    await db().update(products).set({ onSale: true }).where(eq(products.slug, 'wool-scarf'));
  });

  it('orders no more than there is when the cart holds more than the stock (as the cart shows it)', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'S', 3);
    const v = await variantOf(db(), 'linen-shirt', 'S');
    const left = v.quantity;
    await setStock(db(), v.guid, 2);
    const session = await checkoutOk(t.app, shopper);
    const order = await orderRow(db(), session.orderGuid);
    expect(order.totalPence).toBe(2 * 4500);
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(0);
    await setStock(db(), v.guid, left);
  });

  it.each([
    ['a country other than the United Kingdom', { country: 'France' }, 'shippingAddress.country: We deliver to the United Kingdom only.'],
    ['no town', { city: '  ' }, 'shippingAddress.city: Please enter your town or city.'],
    ['a malformed postcode', { postcode: '1234' }, 'shippingAddress.postcode: Please enter a valid UK postcode'],
    ['no name', { fullName: '' }, 'shippingAddress.fullName: Please enter your first and last name.'],
    ['a foreign phone number', { phoneNumber: '+1 212 555 0100' }, 'shippingAddress.phoneNumber: Please enter a UK phone number'],
  ])('rejects %s with 400 and creates nothing', async (_label, change, message) => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const count = await orderCount();
    const res = await startCheckout(t.app, shopper, { shippingAddress: { ...ADDRESS, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(message);
    expect(await orderCount()).toBe(count);
  });

  it('lets a new checkout replace the same shopper’s unpaid one, releasing its stock', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'L', 1);
    const first = await checkoutOk(t.app, shopper);
    expect(await stockOf(db(), 'linen-shirt', 'L')).toBe(0);
    // Back from the payment page with the browser's back button, then checkout again: not sold out to themselves.
    const second = await checkoutOk(t.app, shopper);
    expect((await orderRow(db(), first.orderGuid)).status).toBe('Expired');
    expect((await orderRow(db(), second.orderGuid)).status).toBe('PendingPayment');
    expect(await stockOf(db(), 'linen-shirt', 'L')).toBe(0);
    const [firstSession] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, first.id));
    expect(firstSession!.status).toBe('expired');
  });

  it("the cart still counts the units the shopper's own unpaid checkout holds: buyable, changeable, not sold out to them", async () => {
    const shopper = await newShopper(t.app);
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    await setStock(db(), scarf.guid, 2);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 2);
    await checkoutOk(t.app, shopper);
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(0);

    // Back from the payment page: the line is as it was, not 'sold out'.
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers })).json().cart;
    expect(cart.items).toMatchObject([{ itemSlug: 'wool-scarf', itemCount: 2, isStock: true, maxQuantity: 2 }]);
    expect(cart.totalPrice).toBe(59.98);
    const fewer = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/wool-scarf',
      headers: shopper.headers,
      payload: { variantGuid: scarf.guid, itemCount: 1 },
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().cart.items[0]).toMatchObject({ itemCount: 1, maxQuantity: 2 });

    // Another shopper sees it sold out, and cannot put it in their cart.
    const other = await newShopper(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: other.headers,
      payload: { itemSlug: 'wool-scarf', itemCount: 1, variantGuid: scarf.guid },
    });
    expect(refused.statusCode).toBe(409);

    // Checking out again releases the earlier hold and takes what the cart now says.
    await checkoutOk(t.app, shopper);
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(1);
  });
});

describe('shipping settings (R2.2)', () => {
  it('is free by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/shipping' });
    expect(res.json()).toEqual({ freeShippingThreshold: 0, shippingFee: 3.95 });
  });

  it('charges the fee below a threshold an admin stored, which wins over the environment', async () => {
    await db()
      .insert(storeSettings)
      .values({ key: 'shipping', value: { freeThresholdPence: 5000 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/shipping' })).json()).toEqual({
      freeShippingThreshold: 50,
      shippingFee: 3.95,
    });
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const order = await orderRow(db(), (await checkoutOk(t.app, shopper)).orderGuid);
    // Delivery is standard-rated: 500 of VAT in the scarf and 66 in the £3.95 delivery (R1.5).
    expect(order).toMatchObject({ itemsPence: 2999, shippingPence: 395, totalPence: 3394, vatPence: 566, vatRatePercent: 20 });
    await db().delete(storeSettings).where(eq(storeSettings.key, 'shipping'));
  });
});
