import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessions } from '../../db/schema/orders.ts';
import { storeSettings } from '../../db/schema/store.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { addToCart, checkoutOk, newShopper, orderRow, payOnTestPage, stockOf, type Shopper } from '../../test/commerce.ts';

// Shipping costs £3.95 on every order here, so the tests can see when it is refunded.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const mails = async (to: string, kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === kind);

/** A delivered order of 2 linen shirts (£45 each), a wool scarf (£29.99) and, when asked, a Final Sale silk dress. */
async function deliveredOrder(opts: { finalSale?: boolean } = {}) {
  await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 2);
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
  if (opts.finalSale) await addToCart(t.app, shopper, db(), 'silk-dress', 'M', 1);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  const guid = session.orderGuid;
  for (const step of ['process', 'ship', 'deliver']) {
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${guid}/${step}`, headers: admin.headers, payload: {} });
    expect(res.statusCode).toBe(200);
  }
  const detail = (await t.app.inject({ method: 'GET', url: `/api/order/${guid}`, headers: shopper.headers })).json().order;
  const line = (slug: string) => detail.items.find((i: { slug: string }) => i.slug === slug).lineId as number;
  return { guid, detail, shirt: line('linen-shirt'), scarf: line('wool-scarf'), dress: opts.finalSale ? line('silk-dress') : 0 };
}

const ask = (guid: string, items: object[], who: Shopper = shopper) =>
  t.app.inject({ method: 'POST', url: `/api/order/return-request/${guid}`, headers: who.headers, payload: { items } });
/** Approves the return, confirming the refund the page shows for it (R22.19); 0 once it is decided. */
const approve = async (guid: string, id: number, restock = true, note = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${guid}/returns/${id}/approve`,
    headers: admin.headers,
    payload: { restock, note, expectedPence: await shownRefund(t.app, admin.headers, guid, id).catch(() => 0) },
  });
const reject = (guid: string, id: number, note: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${guid}/returns/${id}/reject`, headers: admin.headers, payload: { note } });

describe('choosing items to return (R21.1, R21.2)', () => {
  it('offers each line with the units that may go back; Final Sale lines say why not', async () => {
    const o = await deliveredOrder({ finalSale: true });
    const byLine = new Map(o.detail.items.map((i: { lineId: number }) => [i.lineId, i]));
    expect(byLine.get(o.shirt)).toMatchObject({ returnableQuantity: 2, returnBlock: null });
    expect(byLine.get(o.dress)).toMatchObject({ returnableQuantity: 0, returnBlock: 'Final Sale: this item cannot be returned.' });
    expect(o.detail).toMatchObject({ isReturnAvailable: true, returnBlock: null, isRefundAvailable: false });

    // The Final Sale dress alone is refused; the rest of the order can still be returned.
    const finalSale = await ask(o.guid, [{ lineId: o.dress, quantity: 1, reason: 'too-small' }]);
    expect(finalSale.statusCode).toBe(409);
    expect(finalSale.json()).toEqual({
      message: 'Silk Dress (Size M): Final Sale: this item cannot be returned.',
      code: 'RETURN_NOT_AVAILABLE',
    });
    const ok = await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'too-large', comment: 'Roomy on the shoulders.' }]);
    expect(ok.statusCode).toBe(200);
    const shirt = ok.json().order.items.find((i: { lineId: number }) => i.lineId === o.shirt);
    expect(shirt).toMatchObject({ returnableQuantity: 1 });
    expect(ok.json().order.returns).toEqual([
      expect.objectContaining({
        lineId: o.shirt,
        quantity: 1,
        reason: 'too-large',
        reasonLabel: 'Too large',
        status: 'Requested',
        refund: null,
      }),
    ]);
  });

  it('refuses units already asked for, more units than the line holds, and unknown lines, changing nothing', async () => {
    const o = await deliveredOrder();
    expect((await ask(o.guid, [{ lineId: o.shirt, quantity: 2, reason: 'faulty' }])).statusCode).toBe(200);
    const twice = await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'faulty' }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Linen Shirt (Size M): Already returned or asked to be returned.');
    const tooMany = await ask(o.guid, [
      { lineId: o.scarf, quantity: 1, reason: 'changed-mind' },
      { lineId: o.scarf, quantity: 1, reason: 'faulty' },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'Wool Scarf (One size): only 1 of 1 can still be returned.', code: 'RETURN_TOO_MANY' });
    expect((await ask(o.guid, [{ lineId: 999_999, quantity: 1, reason: 'faulty' }])).statusCode).toBe(400);
    expect((await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'bored' }])).statusCode).toBe(400);
    expect((await ask(o.guid, [])).statusCode).toBe(400);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/order/${o.guid}`, headers: shopper.headers })).json().order;
    expect(detail.returns).toHaveLength(1);
    // Someone else's order is not found.
    expect((await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }], await newShopper(t.app))).statusCode).toBe(404);
    // While items come back one by one, the whole-order request is not offered.
    expect(detail.isRefundAvailable).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/order/refund-request/${o.guid}`, headers: shopper.headers, payload: {} }))
        .statusCode,
    ).toBe(409);
  });

  it('opens only after delivery and closes with the return window, which the returns setting can change', async () => {
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper);
    await payOnTestPage(t.app, session.id);
    const lineId = (await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: shopper.headers })).json().order
      .items[0].lineId;
    const early = await ask(session.orderGuid, [{ lineId, quantity: 1, reason: 'faulty' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Items can be returned once the order has been delivered; it is Waiting.');

    const o = await deliveredOrder();
    await db()
      .insert(storeSettings)
      .values({ key: 'returns', value: { returnWindowDays: 30 } });
    t.clock.advance(20 * 86_400_000);
    expect((await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }])).statusCode).toBe(200);
    t.clock.advance(11 * 86_400_000);
    const late = await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'faulty' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The 30-day return window for this order closed on /);
    await db().delete(storeSettings).where(eq(storeSettings.key, 'returns'));
  });
});

describe('approving returns refunds exactly the paid share (R21.3-R21.6)', () => {
  it('refunds one item, then the rest with shipping, restocking only what was asked, and mails each step', async () => {
    const o = await deliveredOrder();
    const order = await orderRow(db(), o.guid);
    expect(order.totalPence).toBe(9000 + 2999 + 395);
    const shirts = await stockOf(db(), 'linen-shirt', 'M');
    const scarves = await stockOf(db(), 'wool-scarf', 'ONE');

    const first = (await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'too-small' }])).json().order.returns[0].id;
    expect((await mails(shopper.email, 'return-received')).at(-1)!.text).toContain('1 x Linen Shirt (Size M, Ecru): Too small.');
    expect((await mails('owner@atelier.test', 'owner-return-request')).at(-1)!.text).toContain('1 x Linen Shirt (Size M, Ecru): Too small');

    const one = await approve(o.guid, first, true, 'Thank you.');
    expect(one.statusCode).toBe(200);
    expect(one.json().order).toMatchObject({ status: 'PartlyRefunded', statusLabel: 'Partly Refunded', refundedTotal: 45 });
    expect(one.json().order.returns[0]).toMatchObject({ status: 'Approved', refund: 45, restocked: true, ownerNote: 'Thank you.' });
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts + 1);
    const approvedMail = (await mails(shopper.email, 'return-approved')).at(-1)!;
    expect(approvedMail.subject).toBe(`Your refund of £45.00 for Atelier order ${order.orderNumber}`);
    expect(approvedMail.text).toContain('We have refunded £45.00 to your original payment method.');
    // The log says it by the item, the money and the stock, and links to the order (R22.10).
    const log = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?kind=order', headers: admin.headers })).json();
    expect(log.entries[0]).toMatchObject({
      summary: `Return of Linen Shirt (M) approved on order ${order.orderNumber} by ${admin.email}, £45.00 refunded, back in stock`,
      subject: order.orderNumber,
      href: `/admin/orders/${o.guid}`,
      detail: 'note: Thank you.',
    });

    const rest = (
      await ask(o.guid, [
        { lineId: o.shirt, quantity: 1, reason: 'too-small' },
        { lineId: o.scarf, quantity: 1, reason: 'changed-mind' },
      ])
    ).json().order.returns as Array<{ id: number; status: string }>;
    const open = rest.filter((r) => r.status === 'Requested').map((r) => r.id);
    expect((await approve(o.guid, open[0]!, false)).json().order).toMatchObject({ status: 'PartlyRefunded', refundedTotal: 90 });
    const last = (await approve(o.guid, open[1]!, false)).json().order;
    // The last item brings the shipping back with it: everything paid is refunded.
    expect(last).toMatchObject({ status: 'Refunded', refundedTotal: 123.94 });
    expect(last.returns.map((r: { refund: number }) => r.refund)).toEqual([45, 45, 33.94]);
    expect((await orderRow(db(), o.guid)).refundedPence).toBe(order.totalPence);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts + 1);
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(scarves);
    expect(last.history.map((h: { status: string }) => h.status).slice(-3)).toEqual(['PartlyRefunded', 'PartlyRefunded', 'Refunded']);
  });

  it('rejects with a note the customer is mailed; the units may be asked for again', async () => {
    const o = await deliveredOrder();
    const id = (await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }])).json().order.returns[0].id;
    expect((await reject(o.guid, id, '')).statusCode).toBe(400);
    const res = await reject(o.guid, id, 'The scarf came back worn.');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'Delivered', refundedTotal: 0 });
    expect((await mails(shopper.email, 'return-rejected')).at(-1)!.text).toContain('Reason: The scarf came back worn.');
    expect((await approve(o.guid, id)).statusCode).toBe(409);
    expect((await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }])).statusCode).toBe(200);
  });

  it('two approvals of the same return at once refund it once', async () => {
    const o = await deliveredOrder();
    const id = (await ask(o.guid, [{ lineId: o.shirt, quantity: 2, reason: 'faulty' }])).json().order.returns[0].id;
    const codes = (await Promise.all([approve(o.guid, id), approve(o.guid, id), approve(o.guid, id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect((await orderRow(db(), o.guid)).refundedPence).toBe(9000);
  });

  it('approvals of different returns at once add up to exactly what was paid, shipping once, the last confirmed again', async () => {
    const o = await deliveredOrder();
    const ids = (
      await ask(o.guid, [
        { lineId: o.shirt, quantity: 1, reason: 'faulty' },
        { lineId: o.shirt, quantity: 1, reason: 'faulty' },
        { lineId: o.scarf, quantity: 1, reason: 'faulty' },
      ])
    )
      .json()
      .order.returns.map((r: { id: number }) => r.id) as number[];
    // Each was shown its share alone; the last one decided also brings the shipping back, so its
    // amount is no longer the one confirmed (409, R22.19) until it is confirmed again.
    const shown = await Promise.all(ids.map((id) => shownRefund(t.app, admin.headers, o.guid, id)));
    const answers = await Promise.all(
      ids.map((id, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${o.guid}/returns/${id}/approve`,
          headers: admin.headers,
          payload: { restock: false, note: '', expectedPence: shown[i] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    const changed = answers.findIndex((a) => a.statusCode === 409);
    expect(answers[changed]!.json().code).toBe('REFUND_AMOUNT_CHANGED');
    expect((await approve(o.guid, ids[changed]!, false)).statusCode).toBe(200);
    const order = await orderRow(db(), o.guid);
    expect(order).toMatchObject({ status: 'Refunded', refundedPence: order.totalPence });
  });

  it('leaves the return requested (502) when the provider cannot refund', async () => {
    const o = await deliveredOrder();
    const id = (await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }])).json().order.returns[0].id;
    const order = await orderRow(db(), o.guid);
    await db().update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.orderId, order.id));
    const res = await approve(o.guid, id);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('REFUND_FAILED');
    const after = (await t.app.inject({ method: 'GET', url: `/api/order/${o.guid}`, headers: shopper.headers })).json().order;
    expect(after).toMatchObject({ status: 'Delivered', refundedTotal: 0 });
    expect(after.returns[0].status).toBe('Requested');
  });
});

describe('the whole-order paths keep working (R6.3, R6.4)', () => {
  it('a whole-order refund returns what was paid, shipping included, and tells both sides', async () => {
    const o = await deliveredOrder();
    const req = await t.app.inject({ method: 'POST', url: `/api/order/refund-request/${o.guid}`, headers: shopper.headers, payload: {} });
    expect(req.statusCode).toBe(200);
    expect(await mails(shopper.email, 'refund-requested')).not.toHaveLength(0);
    expect((await mails('owner@atelier.test', 'owner-return-request')).at(-1)!.text).toContain('the whole order');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.guid}/approve-refund`,
      headers: admin.headers,
      payload: { expectedPence: await shownRefund(t.app, admin.headers, o.guid) },
    });
    expect(res.json().order).toMatchObject({ status: 'Refunded', refundedTotal: 123.94 });
    expect((await mails(shopper.email, 'order-refunded')).at(-1)!.text).toContain('We have refunded £123.94');
  });
});

describe('VAT receipt (R21.17-R21.19)', () => {
  it('itemises net, VAT and gross with the seller from the shop setting, and shows a partial refund as a credit note', async () => {
    await db()
      .insert(storeSettings)
      .values({
        key: 'shop',
        value: { legalName: 'Atelier Clothing Ltd', addressLines: ['1 Savile Row', 'London W1S 3PR'], vatNumber: 'GB123456789' },
      });
    const o = await deliveredOrder();
    const id = (await ask(o.guid, [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }])).json().order.returns[0].id;
    await approve(o.guid, id, true);
    const res = await t.app.inject({ method: 'GET', url: `/api/order/${o.guid}/receipt`, headers: shopper.headers });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.seller).toEqual({
      name: 'Atelier',
      legalName: 'Atelier Clothing Ltd',
      // Not stored: the built-in default (R22.21).
      companyNumber: '14829307',
      addressLines: ['1 Savile Row', 'London W1S 3PR'],
      vatNumber: 'GB123456789',
    });
    expect(r.lines.map((l: { grossPence: number; vatPence: number }) => [l.grossPence, l.vatPence])).toEqual([
      [9000, 1500],
      [2999, 500],
    ]);
    expect(r.delivery).toEqual({ grossPence: 395, vatPence: 66, netPence: 329 });
    expect(r.totals.grossPence).toBe(12394);
    expect(r.credit).toMatchObject({ grossPence: 2999, vatPence: 500, items: [{ name: 'Wool Scarf', quantity: 1, refundPence: 2999 }] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/${o.guid}/receipt`, headers: (await newShopper(t.app)).headers })).statusCode,
    ).toBe(404);
    await db().delete(storeSettings).where(eq(storeSettings.key, 'shop'));
  });
});
