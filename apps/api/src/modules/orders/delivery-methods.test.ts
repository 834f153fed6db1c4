import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  startCheckout,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
let shopper: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  shopper = await newShopper(t.app);
  await setStock(t.database.db, (await variantOf(t.database.db, 'wool-scarf', 'ONE')).guid, 100);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const DAY = 86_400_000;
const mails = async (kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === kind);
const act = (guid: string, action: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${guid}/${action}`, headers: admin.headers, payload });
const adminOrder = async (guid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${guid}`, headers: admin.headers })).json();
const collector = { fullName: 'Ada Lovelace', phoneNumber: '07700 900123' };

async function paidOrder(body: Record<string, unknown>): Promise<string> {
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
  const session = await checkoutOk(t.app, shopper, body);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  return session.orderGuid;
}
const collectOrder = () => paidOrder({ shippingAddress: undefined, deliveryMethod: 'collect', collector });

describe('Click & collect checkout (R20.18)', () => {
  it('asks a name and a phone number, no home address, and keeps no address', async () => {
    const guid = await collectOrder();
    const row = await orderRow(db(), guid);
    expect(row.deliveryMethod).toBe('collect');
    expect(row.shippingAddress).toMatchObject({
      fullName: 'Ada Lovelace',
      phoneNumber: '07700 900123',
      addressLabel: 'Click & collect',
      addressLine1: '',
    });
  });

  it('refuses a parcel without an address, and a collect order without anyone to collect it', async () => {
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const parcel = await startCheckout(t.app, shopper, { shippingAddress: undefined, deliveryMethod: 'standard' });
    expect(parcel.statusCode).toBe(400);
    const nobody = await startCheckout(t.app, shopper, { shippingAddress: undefined, deliveryMethod: 'collect' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toContain('name and phone number');
  });

  it('the confirmation gives the studio address and hours, never a delivery address', async () => {
    await collectOrder();
    const mail = (await mails('order-confirmation')).at(-1)!;
    expect(mail.text).toContain('Collect from our studio: 12 Marylebone Lane, London W1U 2NE, United Kingdom.');
    expect(mail.text).toContain('Opening hours: Monday to Friday, 9am-5pm.');
    expect(mail.text).not.toContain('Delivery address');
    expect(mail.text).not.toMatch(/shipping address/i);
  });
});

describe('Click & collect through fulfilment (R20.18)', () => {
  it('goes Paid -> Ready to collect -> Collected, never processed or shipped', async () => {
    const guid = await collectOrder();
    expect((await adminOrder(guid)).actions).toEqual(['ready-to-collect']);
    const process = await act(guid, 'process');
    expect(process.statusCode).toBe(409);
    expect(process.json().code).toBe('WRONG_DELIVERY_METHOD');

    const ready = await act(guid, 'ready-to-collect');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().order.status).toBe('ReadyToCollect');
    const mail = (await mails('order-ready-to-collect')).at(-1)!;
    expect(mail.subject).toMatch(/is ready to collect$/);
    expect(mail.text).toContain('12 Marylebone Lane');
    expect(mail.text).toContain('Opening hours: Monday to Friday, 9am-5pm.');
    expect(mail.text).toContain('Please bring your order number and a photo ID');
    expect((await adminOrder(guid)).actions).toEqual(['collected']);
    expect((await act(guid, 'ship')).statusCode).toBe(409);

    t.clock.set(new Date('2026-11-24T15:42:00Z'));
    const collected = await act(guid, 'collected');
    expect(collected.statusCode).toBe(200);
    const row = await orderRow(db(), guid);
    expect(row.status).toBe('Delivered');
    expect(row.deliveredAt?.toISOString()).toBe('2026-11-24T15:42:00.000Z');
    expect((await adminOrder(guid)).events.at(-1).note).toBe('Collected at 15:42.');
    expect((await act(guid, 'collected')).statusCode).toBe(409);
  });

  it('a parcel is never made ready to collect', async () => {
    const guid = await paidOrder({});
    const res = await act(guid, 'ready-to-collect');
    expect(res.statusCode).toBe(409);
    expect((await orderRow(db(), guid)).status).toBe('Waiting');
  });
});

describe('the reminder of an order left at the studio (R20.19)', () => {
  it('mails once after the days the owner set, by the injected clock', async () => {
    const sweeper = t.app.commerce.sweeper;
    await sweeper.remindCollections();
    const guid = await collectOrder();
    await act(guid, 'ready-to-collect');
    const before = (await mails('order-collect-reminder')).length;
    t.clock.advance(3 * DAY - 60_000);
    expect(await sweeper.remindCollections()).toBe(0);
    t.clock.advance(60_000);
    expect(await sweeper.remindCollections()).toBe(1);
    expect(await sweeper.remindCollections()).toBe(0);
    const reminders = await mails('order-collect-reminder');
    expect(reminders).toHaveLength(before + 1);
    expect(reminders.at(-1)!.text).toContain('is still waiting for you at our studio');
    expect(reminders.at(-1)!.text).toContain('Opening hours: Monday to Friday, 9am-5pm.');
  });

  it('follows the setting, and never reminds of a collected order', async () => {
    const put = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    const stored = put.json().stored;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...stored, delivery: { ...stored.delivery, collectReminderDays: 1 } },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.commerce.sweeper.remindCollections();
    const waiting = await collectOrder();
    await act(waiting, 'ready-to-collect');
    const done = await collectOrder();
    await act(done, 'ready-to-collect');
    await act(done, 'collected');
    t.clock.advance(DAY);
    expect(await t.app.commerce.sweeper.remindCollections()).toBe(1);
    expect((await orderRow(db(), waiting)).collectRemindedAt).not.toBeNull();
    expect((await orderRow(db(), done)).collectRemindedAt).toBeNull();
  });
});

describe('next-day keeps its promised day in every mail (R20.12)', () => {
  it('the dispatch mail says the day the confirmation promised', async () => {
    // Monday 30 November 2026, 11:00: before the 14:00 cut-off, so it arrives Tuesday 1 December.
    t.clock.set(new Date('2026-11-30T11:00:00Z'));
    // The clock went forwards past the earlier sign-ins' expiry.
    admin = await newAdmin(t.app, t.database.db);
    shopper = await newShopper(t.app);
    const guid = await paidOrder({ deliveryMethod: 'next_day' });
    expect((await mails('order-confirmation')).at(-1)!.text).toContain('Next-day delivery: Arrives Tuesday 1 December.');
    await act(guid, 'process');
    await act(guid, 'ship');
    const shipped = (await mails('order-shipped')).at(-1)!;
    expect(shipped.text).toContain('It should reach you on 1 December 2026.');
  });
});

describe('the delivery method in the back office (issue 33)', () => {
  it('lists the method, filters by it, and puts next-day orders due out today first', async () => {
    // Tuesday 1 December 2026, 10:00: a next-day order now is promised for Wednesday, so it leaves today.
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    admin = await newAdmin(t.app, t.database.db);
    shopper = await newShopper(t.app);
    const nextDay = await paidOrder({ deliveryMethod: 'next_day' });
    t.clock.advance(60_000);
    const standard = await paidOrder({});
    const collect = await collectOrder();
    const list = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: admin.headers })).json().orders as Array<{
        orderGuid: string;
        deliveryMethod: string;
        deliveryLabel: string;
        dueOutToday: boolean;
      }>;
    const all = await list();
    // Newest first would put the collect order first; the next-day order due out today goes before it.
    expect(all[0]).toMatchObject({ orderGuid: nextDay, deliveryMethod: 'next_day', deliveryLabel: 'Next-day delivery', dueOutToday: true });
    expect(all.find((o) => o.orderGuid === standard)).toMatchObject({ deliveryLabel: 'Standard UK delivery', dueOutToday: false });
    expect((await list('?method=collect')).map((o) => o.orderGuid)).toContain(collect);
    expect((await list('?method=collect')).every((o) => o.deliveryMethod === 'collect')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders?method=pigeon', headers: admin.headers })).statusCode).toBe(400);

    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json();
    expect(dashboard.toShip.orders[0]).toMatchObject({ orderGuid: nextDay, dueOutToday: true, deliveryLabel: 'Next-day delivery' });

    const slip = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${collect}/packing-slip`, headers: admin.headers })).json();
    expect(slip.delivery).toEqual({
      method: 'collect',
      label: 'Click & collect from our studio',
      promise: 'Ready to collect from Wednesday 2 December',
    });
    expect(slip.deliverTo).toMatchObject({ fullName: 'Ada Lovelace', lines: [] });
    const nextSlip = (
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${nextDay}/packing-slip`, headers: admin.headers })
    ).json();
    expect(nextSlip.delivery.promise).toBe('Arrives Wednesday 2 December');

    const csv = (await t.app.inject({ method: 'GET', url: '/api/admin/orders/export?method=next_day', headers: admin.headers })).body;
    const [head, first] = csv.replace('\uFEFF', '').split('\r\n');
    expect(head).toMatch(/,delivery_method,delivery_date,carrier,tracking_number$/);
    // Not shipped yet: no carrier nor tracking number.
    expect(first).toMatch(/,Next-day delivery,2026-12-02,,$/);
  });
});

describe('the next-day cut-off line (R20.12)', () => {
  it('counts down to the cut-off by the shop clock, then names the next delivery day', async () => {
    const at = async (iso: string) => {
      t.clock.set(new Date(iso));
      return (await t.app.inject({ method: 'GET', url: '/api/payment/next-day' })).json();
    };
    // Monday 30 November 2026, 11:46 GMT.
    expect(await at('2026-11-30T11:46:00Z')).toEqual({
      cutoff: '14:00',
      deliveryDay: '2026-12-01',
      minutesLeft: 134,
      text: 'Order within 2 h 14 min for delivery on Tuesday',
    });
    // Thursday 24 December after the cut-off: Christmas, Boxing Day's substitute and the weekend skipped.
    expect((await at('2026-12-24T15:00:00Z')).text).toBe('Order now for next-day delivery on Wednesday 30 December');
  });
});
