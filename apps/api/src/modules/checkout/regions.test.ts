import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPence, orderVat } from '@atelier/contract/shared';
import { storeSettings } from '../../db/schema/store.ts';
import { newAdmin } from '../../test/admin.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import {
  ADDRESS,
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  type Shopper,
  startCheckout,
} from '../../test/commerce.ts';

// R20.21, R20.22: any UK address; the owner's region surcharges and regions not delivered.
let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp({ SHIPPING_FREE_THRESHOLD_PENCE: '5000', SHIPPING_FEE_PENCE: '395' });
  t.clock.set(new Date('2026-11-24T10:00:00Z'));
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const get = (url: string, who: Shopper) => t.app.inject({ method: 'GET', url, headers: who.headers });
const BELFAST = { ...ADDRESS, city: 'Belfast', postcode: 'bt1 1aa' };
const SAVED = { shop: {}, shipping: {}, returns: {}, inventory: {} };

async function setRegions(regions: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.headers,
    payload: { ...SAVED, delivery: { regions } },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('any UK address (R20.21)', () => {
  it('takes an Edinburgh address typed in lower case, and keeps the postcode written the one way', async () => {
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, s, { shippingAddress: { ...ADDRESS, city: 'Edinburgh', postcode: 'eh11aa' } });
    const row = await orderRow(db(), session.orderGuid);
    expect(row.shippingAddress).toMatchObject({ city: 'Edinburgh', postcode: 'EH1 1AA' });
    expect(row.shippingPence).toBe(395);
  });

  it('refuses a town left blank and a postcode of the wrong shape with 400, reserving nothing', async () => {
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const res = await startCheckout(t.app, s, { shippingAddress: { ...ADDRESS, city: ' ', postcode: 'EH1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe("the owner's regions (R20.22)", () => {
  it('an admin sets a surcharge per region; untouched regions keep the default', async () => {
    const saved = await setRegions({ northernIreland: { delivered: true, surchargePence: 500 } });
    expect(saved.effective.delivery.regions).toMatchObject({
      northernIreland: { delivered: true, surchargePence: 500 },
      highlandsIslands: { delivered: true, surchargePence: 0 },
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...SAVED, delivery: { regions: { northernIreland: { delivered: true, surchargePence: -1 } } } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a Belfast parcel pays the surcharge in the one delivery fee: quote, order, VAT, payment page, mail and receipt', async () => {
    await setRegions({ northernIreland: { delivered: true, surchargePence: 500 } });
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const quote = (await get('/api/payment/quote?postcode=BT1%201AA', s)).json();
    expect(quote.region).toEqual({ region: 'northernIreland', label: 'Northern Ireland', surcharge: 5, delivered: true });
    expect(quote.deliveryOptions.map((o: { price: number }) => o.price)).toEqual([8.95, 11.95, 0]);
    expect(quote.totalShippingCost).toBe(8.95);
    // Delivery is standard-rated: the VAT is the one rule's, surcharge included.
    const expected = orderVat({ linesPence: [2999], discountPence: 0, shippingPence: 895 });
    expect(Math.round(quote.totalTax * 100)).toBe(expected.totals.vatPence);

    const session = await checkoutOk(t.app, s, { shippingAddress: BELFAST });
    const row = await orderRow(db(), session.orderGuid);
    expect(row).toMatchObject({ shippingPence: 895, totalPence: 2999 + 895, vatPence: expected.totals.vatPence });
    expect((await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}` })).body).toContain(formatPence(2999 + 895));
    await payOnTestPage(t.app, session.id);
    const mail = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === s.email && m.kind === 'order-confirmation').at(-1);
    expect(mail!.text).toContain(`Standard UK delivery (excl. VAT): ${formatPence(expected.delivery.netPence)}`);
    expect(mail!.text).toContain(`VAT (20%): ${formatPence(expected.totals.vatPence)}`);
    expect(mail!.text).toContain(`Total: ${formatPence(2999 + 895)}`);
    const receipt = (await get(`/api/order/${session.orderGuid}/receipt`, s)).json();
    expect(receipt.totals.vatPence).toBe(expected.totals.vatPence);
    expect(receipt.delivery.vatPence).toBe(expected.delivery.vatPence);
  });

  it('the free-delivery threshold waives the standard fee, not the surcharge; Click & collect pays none', async () => {
    await setRegions({ highlandsIslands: { delivered: true, surchargePence: 1200 } });
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'linen-shirt', 'M', 2);
    const quote = (await get('/api/payment/quote?postcode=HS1%202AA', s)).json();
    expect(quote.deliveryOptions.map((o: { price: number }) => o.price)).toEqual([12, 18.95, 0]);
    const mainland = (await get('/api/payment/quote?postcode=PA1%201AA', s)).json();
    expect(mainland.region.region).toBe('mainland');
    expect(mainland.totalShippingCost).toBe(0);
    const collect = await checkoutOk(t.app, s, { deliveryMethod: 'collect', shippingAddress: { ...ADDRESS, postcode: 'HS1 2AA' } });
    expect((await orderRow(db(), collect.orderGuid)).shippingPence).toBe(0);
  });

  it("a region set to 'not delivered' is a 422 with the reason, and nothing is reserved", async () => {
    await setRegions({ channelIslands: { delivered: false, surchargePence: 0 } });
    const s = await newShopper(t.app);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const quote = (await get('/api/payment/quote?postcode=JE2%203AB', s)).json();
    expect(quote.region).toMatchObject({ region: 'channelIslands', delivered: false });
    const res = await startCheckout(t.app, s, { shippingAddress: { ...ADDRESS, city: 'St Helier', postcode: 'je23ab' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'POSTCODE_NOT_DELIVERED',
      message: 'Sorry, we do not deliver to Channel Islands postcodes (JE2 3AB). Please use another address or choose Click & collect.',
    });
    expect((await get('/api/payment/checkout-draft', s)).json()).toEqual({ draft: null });
    // Click & collect still works for that shopper.
    expect(
      (await startCheckout(t.app, s, { deliveryMethod: 'collect', collector: { fullName: 'Ada Lovelace', phoneNumber: '07700 900123' } }))
        .statusCode,
    ).toBe(200);
    await db().delete(storeSettings);
  });
});
