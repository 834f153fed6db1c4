import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { BUILT_IN_SETTINGS } from '@atelier/contract/settings';
import { adminAudit, storeSettings } from '../../db/schema/store.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, orderRow, payOnTestPage, type Shopper } from '../../test/commerce.ts';
import { lastMail } from '../../test/accounts.ts';

// Two instances of the API on one database, as behind a load balancer: the second never hears of
// the first's change except through the database (R22.9, decision 0023).
let t: AccountsTestContext;
let second: App;
let admin: Shopper;
beforeAll(async () => {
  // Instances share the signing secret, as docs/configuration.md asks of every deployment.
  const shared = {
    JWT_SECRET: 'settings-test-secret-of-at-least-32-characters',
    SHIPPING_FEE_PENCE: '395',
    SHOP_LEGAL_NAME: 'Atelier From The Environment Ltd',
    RETURN_WINDOW_DAYS: '14',
    ACCESS_TOKEN_TTL: '365d',
  };
  t = await commerceTestApp(shared);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: t.dataDir, ...shared });
  second = await buildApp({ config, database: t.database, clock: t.clock });
  await second.ready();
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const EMPTY = { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: {}, reminders: {} };
const save = (app: App, payload: object) => app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload });

describe('shop settings (R22.9)', () => {
  it('starts from the environment and built-in defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().stored).toEqual(EMPTY);
    expect(res.json().effective).toMatchObject({
      shipping: { feePence: 395, freeThresholdPence: 0 },
      returns: { returnWindowDays: 14 },
      inventory: { lowStockThreshold: 3 },
      shop: { name: 'Atelier', contactEmail: 'hello@atelier.local' },
    });
  });

  it('a fee saved on one instance is charged at checkout on the other, without a restart', async () => {
    const res = await save(t.app, {
      ...EMPTY,
      shipping: { feePence: 450, freeThresholdPence: 10_000 },
      shop: { name: 'Atelier London', vatNumber: 'GB123456789', addressLines: ['1 Savile Row', 'London W1S 3PR'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().effective.shipping).toEqual({ feePence: 450, freeThresholdPence: 10_000 });

    expect((await second.inject({ method: 'GET', url: '/api/payment/shipping' })).json()).toEqual({
      freeShippingThreshold: 100,
      shippingFee: 4.5,
    });
    const shopper = await newShopper(second);
    await addToCart(second, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const order = await orderRow(t.database.db, (await checkoutOk(second, shopper)).orderGuid);
    expect(order).toMatchObject({ itemsPence: 2999, shippingPence: 450, totalPence: 3449 });

    const read = await second.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(read.json().effective.shop).toMatchObject({ name: 'Atelier London', addressLines: ['1 Savile Row', 'London W1S 3PR'] });
  });

  it('an emptied field goes back to its default on every instance', async () => {
    expect((await save(second, EMPTY)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/shipping' })).json()).toEqual({
      freeShippingThreshold: 0,
      shippingFee: 3.95,
    });
  });

  it('refuses bad values with a 400 naming the field, and stores nothing', async () => {
    const before = await t.database.db.select().from(storeSettings);
    for (const bad of [
      { ...EMPTY, shipping: { feePence: -1 } },
      { ...EMPTY, delivery: { nextDayCutoff: '25:00' } },
      { ...EMPTY, shop: { vatNumber: 'not a number' } },
      { ...EMPTY, returns: { returnWindowDays: 0 } },
      { ...EMPTY, inventory: { lowStockThreshold: 1.5 } },
      { shipping: {} },
    ]) {
      const res = await save(t.app, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await t.database.db.select().from(storeSettings)).toEqual(before);
  });

  it('records each change in the activity log', async () => {
    await save(t.app, { ...EMPTY, returns: { returnWindowDays: 30 } });
    const rows = await t.database.db.select().from(adminAudit);
    const last = rows.at(-1)!;
    expect(last.action).toBe('settings.update');
    expect(last.detail).toEqual({ returns: '{} -> {"returnWindowDays":30}' });
  });
});

describe('one reader of the settings everywhere (R22.20)', () => {
  /** A paid order of one scarf, moved to Delivered by the admin on the first instance. */
  async function delivered(shopper: Shopper) {
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper);
    await payOnTestPage(t.app, session.id);
    for (const step of ['process', 'ship', 'deliver'])
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderGuid}/${step}`, headers: admin.headers, payload: {} }))
          .statusCode,
      ).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: shopper.headers });
    return { guid: session.orderGuid, lineId: detail.json().order.items[0].lineId as number };
  }

  it('a return window saved on one instance decides returns on the other at once', async () => {
    await save(t.app, EMPTY);
    const shopper = await newShopper(second);
    const o = await delivered(shopper);
    t.clock.advance(20 * 86_400_000);
    const ask = () =>
      second.inject({
        method: 'POST',
        url: `/api/order/return-request/${o.guid}`,
        headers: shopper.headers,
        payload: { items: [{ lineId: o.lineId, quantity: 1, reason: 'faulty' }] },
      });
    // 20 days after delivery: closed under the environment's 14 days...
    const closed = await ask();
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The 14-day return window for this order closed on /);
    // ...open once the owner allows 30, on the next request of the other instance.
    expect((await save(t.app, { ...EMPTY, returns: { returnWindowDays: 30 } })).statusCode).toBe(200);
    const detail = await second.inject({ method: 'GET', url: `/api/order/${o.guid}`, headers: shopper.headers });
    expect(detail.json().order.isReturnAvailable).toBe(true);
    expect((await ask()).statusCode).toBe(200);
    await save(t.app, EMPTY);
  });

  it('the legal name saved on one instance is the seller on the VAT receipt of the other; emptied, the environment is back', async () => {
    const shopper = await newShopper(second);
    const o = await delivered(shopper);
    const seller = async () =>
      (await second.inject({ method: 'GET', url: `/api/order/${o.guid}/receipt`, headers: shopper.headers })).json().seller;
    expect((await seller()).legalName).toBe('Atelier From The Environment Ltd');
    await save(t.app, { ...EMPTY, shop: { legalName: 'Atelier Tailoring Ltd', addressLines: ['', ' '] } });
    // Blank address lines are no address: the default one stands.
    expect(await seller()).toMatchObject({ legalName: 'Atelier Tailoring Ltd', addressLines: BUILT_IN_SETTINGS.shop.addressLines });
    await save(second, EMPTY);
    expect((await seller()).legalName).toBe('Atelier From The Environment Ltd');
  });

  it("the contact email saved by the owner receives the contact form's messages and the owner's notices", async () => {
    await save(t.app, { ...EMPTY, shop: { contactEmail: 'studio@atelier.test' } });
    const sent = await second.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada Lovelace', email: 'ada@example.co.uk', message: 'Does the scarf run long?' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await lastMail(second, t.outboxDir, 'studio@atelier.test', 'contact-message')).text).toContain('Does the scarf run long?');
    const shopper = await newShopper(second);
    await addToCart(second, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(second, shopper);
    await payOnTestPage(second, session.id);
    expect((await lastMail(second, t.outboxDir, 'studio@atelier.test', 'owner-new-order')).text).toContain(session.orderNumber);
    await save(t.app, EMPTY);
  });
});
