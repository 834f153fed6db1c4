import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, shownRefund } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

async function paid(slug: string, size: string, count: number) {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, t.database.db, slug, size, count);
  const session = await checkoutOk(t.app, shopper);
  await payOnTestPage(t.app, session.id);
  return { ...session, shopper };
}

describe('dashboard: what to do next (R22.2)', () => {
  it('lists paid orders waiting to be shipped, the oldest payment first, and not the shipped ones', async () => {
    const first = await paid('wool-scarf', 'ONE', 1);
    t.clock.advance(60_000);
    const second = await paid('linen-shirt', 'S', 2);
    t.clock.advance(60_000);
    const third = await paid('wool-scarf', 'ONE', 1);
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${third.orderGuid}/process`, headers: admin.headers, payload: {} });
    await t.app.inject({ method: 'POST', url: `/api/admin/orders/${third.orderGuid}/ship`, headers: admin.headers, payload: {} });

    const dash = (await get('/api/admin/dashboard')).json();
    expect(dash.toShip.count).toBe(2);
    expect(dash.toShip.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([first.orderNumber, second.orderNumber]);
    expect(dash.toShip.orders[1]).toMatchObject({ items: 2, status: 'Waiting' });
  });

  it("orders low stock by how soon it runs out at the last 28 days' pace, under the owner's threshold", async () => {
    // Linen Shirt L has 1 left and no sales; S has 3 left after 2 sold (42 days at 2 in 28 days).
    const dash = (await get('/api/admin/dashboard')).json();
    expect(dash.lowStockThreshold).toBe(3);
    expect(dash.lowStockPaceDays).toBe(28);
    const skus = dash.lowStock.map((v: { sku: string }) => v.sku);
    expect(skus[0]).toBe('LINEN-SHIRT-S');
    expect(skus.indexOf('LINEN-SHIRT-S')).toBeLessThan(skus.indexOf('LINEN-SHIRT-L'));
    expect(skus).not.toContain('CANVAS-TOTE-ONE');
    expect(dash.lowStockDormant).toBe(1);
    expect(dash.lowStock.find((v: { sku: string }) => v.sku === 'LINEN-SHIRT-S')).toMatchObject({
      quantity: 3,
      soldRecently: 2,
      daysLeft: 42,
      state: 'selling',
    });

    // A lower threshold, saved in the settings, narrows the list; "see all" pages through the same list.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: { lowStockThreshold: 1 } },
    });
    const all = (await get('/api/admin/low-stock')).json();
    expect(all.threshold).toBe(1);
    expect(all.items.every((v: { quantity: number }) => v.quantity <= 1)).toBe(true);
    expect(all.items.map((v: { sku: string }) => v.sku)).not.toContain('LINEN-SHIRT-S');
    expect(all.total).toBe(all.items.length);
    expect((await get('/api/admin/low-stock?page=0')).statusCode).toBe(400);
  });
});

describe('activity log in words (R22.10)', () => {
  it('says what happened in a sentence and filters by person, kind and UK day', async () => {
    const all = (await get('/api/admin/audit')).json();
    const ship = all.entries.find((e: { action: string }) => e.action === 'order.ship');
    expect(ship.summary).toMatch(new RegExp(`^ATL-\\d{8}-\\w+ marked as shipped by ${admin.email.replace(/\./g, '\\.')}$`));
    expect(all.people).toContain(admin.email);

    const settings = (await get('/api/admin/audit?kind=settings')).json();
    // What changed is in the sentence, in words, never the stored JSON; the entry links to the settings.
    expect(settings.entries).toEqual([
      expect.objectContaining({
        summary: `Shop settings changed by ${admin.email}: low stock at 1 units or fewer`,
        href: '/admin/settings',
        detail: '',
      }),
    ]);
    const mine = (await get(`/api/admin/audit?person=${encodeURIComponent(admin.email)}&kind=order`)).json();
    expect(mine.total).toBe(2);
    expect((await get('/api/admin/audit?person=nobody@example.co.uk')).json().total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t.clock.now());
    expect((await get(`/api/admin/audit?from=${today}&to=${today}`)).json().total).toBe(all.total);
    expect((await get('/api/admin/audit?from=2020-01-01&to=2020-01-02')).json().total).toBe(0);
    expect((await get('/api/admin/audit?kind=teleport')).statusCode).toBe(400);
    expect((await get('/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });
});

describe('dashboard: requests waiting for the owner (R22.2)', () => {
  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('counts and lists item returns beside cancellation and refund requests, the oldest first, until decided', async () => {
    const before = (await get('/api/admin/dashboard')).json();
    expect(before.pending).toMatchObject({ cancelRequests: 0, refundRequests: 0, returnRequests: 0, orders: [] });

    // A delivered order of two shirts and a scarf; the customer asks to return both shirts first.
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'linen-shirt', 'M', 2);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const delivered = await checkoutOk(t.app, shopper);
    await payOnTestPage(t.app, delivered.id);
    for (const step of ['process', 'ship', 'deliver']) await post(`/api/admin/orders/${delivered.orderGuid}/${step}`, admin.headers);
    const items = (await t.app.inject({ method: 'GET', url: `/api/order/${delivered.orderGuid}`, headers: shopper.headers })).json().order
      .items as Array<{ lineId: number; slug: string }>;
    const shirt = items.find((i) => i.slug === 'linen-shirt')!.lineId;
    const asked = await post(`/api/order/return-request/${delivered.orderGuid}`, shopper.headers, {
      items: [{ lineId: shirt, quantity: 2, reason: 'too-small' }],
    });
    expect(asked.statusCode).toBe(200);
    t.clock.advance(3_600_000);

    // Then another customer asks to cancel.
    const cancelled = await paid('wool-scarf', 'ONE', 1);
    const ask = await t.app.inject({
      method: 'PUT',
      url: `/api/order/cancel-request/${cancelled.orderGuid}`,
      headers: cancelled.shopper.headers,
    });
    expect(ask.statusCode).toBe(200);

    const dash = (await get('/api/admin/dashboard')).json();
    expect(dash.pending).toMatchObject({ cancelRequests: 1, refundRequests: 0, returnRequests: 1 });
    expect(dash.pending.orders).toEqual([
      expect.objectContaining({ orderNumber: delivered.orderNumber, kind: 'return', items: 2, status: 'Delivered' }),
      expect.objectContaining({ orderNumber: cancelled.orderNumber, kind: 'cancel', items: null, statusLabel: 'Cancel Requested' }),
    ]);
    expect(new Date(dash.pending.orders[0].at).getTime()).toBe(t.clock.now().getTime() - 3_600_000);

    // A second return of the same order is the same entry, as old as its oldest open return.
    const scarf = items.find((i) => i.slug === 'wool-scarf')!.lineId;
    await post(`/api/order/return-request/${delivered.orderGuid}`, shopper.headers, {
      items: [{ lineId: scarf, quantity: 1, reason: 'faulty' }],
    });
    const both = (await get('/api/admin/dashboard')).json().pending;
    expect(both.returnRequests).toBe(1);
    expect(both.orders[0]).toMatchObject({ kind: 'return', items: 3 });

    // Decided, they leave the list.
    const open = (await get(`/api/admin/orders/${delivered.orderGuid}`)).json().order.returns as Array<{ id: number }>;
    for (const r of open) await post(`/api/admin/orders/${delivered.orderGuid}/returns/${r.id}/reject`, admin.headers, { note: 'Worn.' });
    await post(`/api/admin/orders/${cancelled.orderGuid}/approve-cancel`, admin.headers, {
      expectedPence: await shownRefund(t.app, admin.headers, cancelled.orderGuid),
    });
    expect((await get('/api/admin/dashboard')).json().pending).toMatchObject({ cancelRequests: 0, returnRequests: 0, orders: [] });
  });
});
