import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings } from '../../db/schema/store.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import {
  ADDRESS,
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  startCheckout,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp({ SHIPPING_FREE_THRESHOLD_PENCE: '5000', SHIPPING_FEE_PENCE: '395' });
  // Tuesday 24 November 2026, 15:00 in London: past the 14:00 cut-off.
  t.clock.set(new Date('2026-11-24T15:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

describe('delivery choices (R20.10-R20.14)', () => {
  it('offers the three choices with their prices and estimates; next-day past the cut-off arrives in two working days', async () => {
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const q = (await t.app.inject({ method: 'GET', url: '/api/payment/quote', headers: s.headers })).json();
    expect(q.deliveryOptions).toEqual([
      expect.objectContaining({ method: 'standard', price: 3.95 }),
      {
        method: 'next_day',
        label: 'Next-day delivery',
        price: 6.95,
        estimate: { from: '2026-11-26', to: '2026-11-26' },
        estimateText: 'Arrives Thursday 26 November',
      },
      {
        method: 'collect',
        label: 'Click & collect from our studio',
        price: 0,
        estimate: { from: '2026-11-25', to: '2026-11-25' },
        estimateText: 'Ready to collect from Wednesday 25 November',
      },
    ]);
    expect(q).toMatchObject({ delivery: { method: 'standard' }, totalShippingCost: 3.95, totalPrice: 33.94 });
  });

  it('next-day chosen: the fee is charged, the estimate is kept on the order and shown in its detail', async () => {
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, s, { deliveryMethod: 'next_day' });
    expect(await orderRow(db(), session.orderGuid)).toMatchObject({
      deliveryMethod: 'next_day',
      shippingPence: 695,
      totalPence: 2999 + 695,
      deliveryFrom: '2026-11-26',
      deliveryTo: '2026-11-26',
    });
    expect((await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}` })).body).toContain('Next-day delivery');
    await payOnTestPage(t.app, session.id);
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: s.headers })).json().order;
    expect(order).toMatchObject({
      deliveryMethod: 'next_day',
      deliveryLabel: 'Next-day delivery',
      deliveryEstimateText: 'Arrives Thursday 26 November',
      totalShippingCost: 6.95,
    });
  });

  it("the store setting 'delivery' wins over NEXT_DAY_FEE_PENCE and NEXT_DAY_CUTOFF", async () => {
    await db()
      .insert(storeSettings)
      .values({ key: 'delivery', value: { nextDayFeePence: 500, nextDayCutoff: '16:00' } });
    try {
      const s = await newShopper(t.app);
      await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
      const q = (await t.app.inject({ method: 'GET', url: '/api/payment/quote?deliveryMethod=next_day', headers: s.headers })).json();
      expect(q.delivery).toMatchObject({ price: 5, estimate: { from: '2026-11-25' } });
    } finally {
      await db().delete(storeSettings);
    }
  });

  it('click & collect is free; an unknown delivery method is a 400 and reserves nothing', async () => {
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const bad = await startCheckout(t.app, s, { deliveryMethod: 'drone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    const session = await checkoutOk(t.app, s, { deliveryMethod: 'collect' });
    expect(await orderRow(db(), session.orderGuid)).toMatchObject({ deliveryMethod: 'collect', shippingPence: 0, totalPence: 2999 });
  });
});

describe('coming back from the payment page (R5.13)', () => {
  it("the quote still prices the items the shopper's own unpaid checkout holds (browser Back from the payment page)", async () => {
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'linen-shirt', 'L', 1); // the last unit
    await checkoutOk(t.app, s);
    const q = (await t.app.inject({ method: 'GET', url: '/api/payment/quote', headers: s.headers })).json();
    expect(q).toMatchObject({ totalItemPrice: 45, totalShippingCost: 3.95, totalPrice: 48.95 });
    // Starting again ends the earlier hold and reserves afresh.
    expect((await startCheckout(t.app, s)).statusCode).toBe(200);
  });

  it('cancel returns to /checkout, and the draft holds everything typed: address, city, postcode, phone, note, code, delivery', async () => {
    const s = await newShopper(t.app);
    const draft = () => t.app.inject({ method: 'GET', url: '/api/payment/checkout-draft', headers: s.headers });
    expect((await draft()).json()).toEqual({ draft: null });
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const address = { ...ADDRESS, fullName: 'Ada King Lovelace', addressLine2: 'Flat 3', city: 'Leeds', postcode: 'LS1 4AP' };
    const session = await checkoutOk(t.app, s, {
      shippingAddress: address,
      orderNote: 'Leave with the porter',
      deliveryMethod: 'next_day',
    });
    const cancel = await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}/cancel` });
    expect(cancel.headers.location).toBe('http://localhost:3000/checkout');
    expect((await draft()).json().draft).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      addressLine1: ADDRESS.addressLine1,
      addressLine2: 'Flat 3',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      phoneNumber: ADDRESS.phoneNumber,
      orderNote: 'Leave with the porter',
      discountCode: '',
      deliveryMethod: 'next_day',
    });
    // Once an order is paid, there is nothing to resume.
    await payOnTestPage(t.app, (await checkoutOk(t.app, s)).id);
    expect((await draft()).json()).toEqual({ draft: null });
  });
});
