import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPromise, nextDayPromise, returnsPromise, sellerIdentity, type ShopTermsAnswer } from '@atelier/contract/settings';
import { DEFAULT_REGION_RULES } from '@atelier/contract/checkout';
import { newAdmin } from '../../test/admin.ts';
import { lastMail, outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, type Shopper } from '../../test/commerce.ts';

// R22.21: every customer-facing promise comes from the settings. Change each setting through the
// admin API, then find the new value wherever a customer reads it (the terms the pages are built
// from, the mails in the outbox, the VAT receipt) and the old value nowhere.
let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp({ SHIPPING_FEE_PENCE: '395', RETURN_WINDOW_DAYS: '14', SHOP_LEGAL_NAME: 'Atelier Studio Ltd' });
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const CHANGED = {
  shop: {
    legalName: 'Atelier London Ltd',
    companyNumber: '09876543',
    addressLines: ['1 Savile Row', 'London W1S 3PR', 'United Kingdom'],
    vatNumber: 'GB123456789',
  },
  shipping: { feePence: 450, freeThresholdPence: 10_000 },
  delivery: {
    nextDayFeePence: 795,
    nextDayCutoff: '15:30',
    collectionAddressLines: ['7 Cork Street', 'London W1S 3NG'],
    collectionHours: 'Tuesday to Saturday, 11am-7pm',
    regions: { ...DEFAULT_REGION_RULES, northernIreland: { delivered: true, surchargePence: 495 } },
  },
  returns: { returnWindowDays: 28 },
  inventory: {},
};

const terms = async (): Promise<ShopTermsAnswer> => (await t.app.inject({ method: 'GET', url: '/api/shop-terms' })).json();

/** Nothing a customer reads may still carry an old value once the settings changed. */
function expectNoOldValue(text: string) {
  for (const old of ['Atelier Studio', '14 days', '14-day', 'Free UK delivery on every order', '£3.95', '14829307', '12 Marylebone Lane'])
    expect(text, `still says "${old}"`).not.toContain(old);
}

async function deliveredOrder(shopper: Shopper) {
  await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBeLessThan(400);
  for (const step of ['process', 'ship', 'deliver'])
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderGuid}/${step}`, headers: admin.headers, payload: {} }))
        .statusCode,
    ).toBe(200);
  const detail = await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: shopper.headers });
  return { ...session, lineId: detail.json().order.items[0].lineId as number };
}

describe('the shop terms (R22.21)', () => {
  it('start from the defaults: the environment, then the built-in address and company number', async () => {
    const before = await terms();
    expect(before.shipping).toEqual({ feePence: 395, freeThresholdPence: 0 });
    expect(before.returns.returnWindowDays).toBe(14);
    expect(before.shop).toMatchObject({ legalName: 'Atelier Studio Ltd', companyNumber: '14829307' });
    // No collection point of its own: the shop's address.
    expect(before.delivery.collectionAddressLines).toEqual(before.shop.addressLines);
    expect(returnsPromise(before)).toBe('Free returns within 14 days of receipt.');
    expect(deliveryPromise(before)).toBe('Free UK delivery on every order.');
  });

  it('answer every setting the owner changes, on the next request, as the sentences say them', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload: CHANGED });
    expect(saved.statusCode).toBe(200);
    const now = await terms();
    expect(now).toEqual({
      shop: { ...CHANGED.shop, name: 'Atelier', contactEmail: 'hello@atelier.local' },
      shipping: CHANGED.shipping,
      delivery: CHANGED.delivery,
      returns: CHANGED.returns,
      // The test provider takes card details only: no wallet or PayPal badge (R12.10).
      paymentMethods: ['visa', 'mastercard', 'amex'],
    });
    expect(deliveryPromise(now)).toBe('Free UK delivery on orders of £100 or more, £4.50 below that.');
    expect(nextDayPromise(now)).toBe('Next-day delivery £7.95 when you order by 15:30 (UK time) on a working day.');
    expect(returnsPromise(now)).toBe('Free returns within 28 days of receipt.');
    expect(sellerIdentity(now)).toBe(
      'Atelier London Ltd, 1 Savile Row, London W1S 3PR, United Kingdom. Registered in England and Wales, company no. 09876543. VAT no. GB123456789.',
    );
  });

  it('refuses a company number that is not one, and changes nothing', async () => {
    const before = await terms();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...CHANGED, shop: { ...CHANGED.shop, companyNumber: '12-34' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await terms()).toEqual(before);
  });

  it('reach every mail: the order confirmation, the return mail, and each footer', async () => {
    const shopper = await newShopper(t.app);
    const order = await deliveredOrder(shopper);
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/order/return-request/${order.orderGuid}`,
      headers: shopper.headers,
      payload: { items: [{ lineId: order.lineId, quantity: 1, reason: 'faulty' }] },
    });
    expect(ask.statusCode).toBe(200);

    const now = await terms();
    const confirmation = await lastMail(t.app, t.outboxDir, shopper.email, 'order-confirmation');
    expect(confirmation.text).toContain('Free returns within 28 days of receipt.');
    const returned = await lastMail(t.app, t.outboxDir, shopper.email, 'return-received');
    expect(returned.text).toContain('within 28 days.');
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(mail.text, mail.kind).toContain(sellerIdentity(now));
      expectNoOldValue(mail.text);
    }
  });

  it('tell a Click & collect order where and when to collect', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper, { deliveryMethod: 'collect' });
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBeLessThan(400);
    const mail = await lastMail(t.app, t.outboxDir, shopper.email, 'order-confirmation');
    // Said once, from the settings: the studio's address lines and its hours (not a shipping address).
    expect(mail.text).toContain('Collect from our studio');
    expect(mail.text.match(/7 Cork Street/g)).toHaveLength(1);
    expect(mail.text).toContain('Opening hours: Tuesday to Saturday, 11am-7pm.');
    expect(mail.text).not.toMatch(/shipping address/i);
    expectNoOldValue(mail.text);
  });

  it('reach the VAT receipt: legal name, company number, address and VAT number', async () => {
    const shopper = await newShopper(t.app);
    const order = await deliveredOrder(shopper);
    const receipt = await t.app.inject({ method: 'GET', url: `/api/order/${order.orderGuid}/receipt`, headers: shopper.headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().seller).toEqual({ name: 'Atelier', ...CHANGED.shop });
    expectNoOldValue(JSON.stringify(receipt.json().seller));
  });
});
