import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { paymentSessions } from '../../db/schema/orders.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { addToCart, checkoutOk, orderRow, payOnTestPage, stockOf, type Shopper } from '../../test/commerce.ts';

// The owner's own cancellations and refunds (R22.17, R22.18). Shipping costs £3.95 on every order
// here, so the tests see when it comes back. The test provider's refund is watched (and still
// runs): each test counts the refunds it made at the provider.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
let refunds: MockInstance;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
  refunds = vi.spyOn(t.app.commerce.providers.test, 'refund');
});
beforeEach(() => {
  refunds.mockClear();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const db = () => t.database.db;
const mails = async (kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === kind);
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
const adminOrder = async (guid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${guid}`, headers: admin.headers })).json();
const cancel = async (guid: string, reason = 'The last scarf was damaged in the studio.') =>
  post(`/api/admin/orders/${guid}/cancel`, { reason, expectedPence: await shownRefund(t.app, admin.headers, guid).catch(() => 0) });
const quote = (guid: string, items?: object[]) => post(`/api/admin/orders/${guid}/refund-quote`, items ? { items } : {});
const refund = (guid: string, body: { items?: object[]; restock?: boolean; reason?: string; expectedPence: number }) =>
  post(`/api/admin/orders/${guid}/refund`, { restock: false, reason: 'Lost in the post.', ...body });
const step = async (guid: string, ...moves: string[]) => {
  for (const m of moves) expect((await post(`/api/admin/orders/${guid}/${m}`, {})).statusCode).toBe(200);
};

/** A paid order of 2 linen shirts (£45 each) and a wool scarf (£29.99), with a discount code when given. */
async function paidOrder(discountCode?: string) {
  await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 2);
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
  const session = await checkoutOk(t.app, shopper, discountCode ? { discountCode } : {});
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  const detail = await adminOrder(session.orderGuid);
  const line = (name: string) => detail.order.items.find((i: { name: string }) => i.name === name).lineId as number;
  return { guid: session.orderGuid, number: session.orderNumber, shirt: line('Linen Shirt'), scarf: line('Wool Scarf') };
}

async function auditSummaries(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?kind=order', headers: admin.headers });
  return res.json().entries.map((e: { summary: string }) => e.summary);
}

describe('the owner cancels a paid order before it ships (R22.17)', () => {
  it('refunds everything through the provider, puts the stock back, mails the reason and says so in the timeline and the log', async () => {
    const shirts = await stockOf(db(), 'linen-shirt', 'M');
    const o = await paidOrder();
    const row = await orderRow(db(), o.guid);
    expect(row.totalPence).toBe(9000 + 2999 + 395);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts - 2);

    const before = await adminOrder(o.guid);
    expect(before.owner).toEqual({ canCancel: true, refundable: [], leftPence: 12394, canGoodwill: false });
    expect(before.payment).toMatchObject({ provider: 'test', providerLabel: 'the test payment provider' });
    expect(before.payment.reference).toMatch(/^pi_test_/);

    const res = await cancel(o.guid);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'Cancelled', refundedTotal: 123.94 });
    expect(res.json().owner).toEqual({ canCancel: false, refundable: [], leftPence: 0, canGoodwill: false });
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds.mock.calls[0]![0]).toMatchObject({ paymentRef: before.payment.reference, amountPence: 12394 });
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'Cancelled', refundedPence: 12394, stockHeld: false });
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts);

    const mail = (await mails('order-cancelled')).at(-1)!;
    expect(mail.subject).toBe(`Your Atelier order ${o.number} has been cancelled`);
    expect(mail.text).toContain('we have had to cancel your order');
    expect(mail.text).toContain('Reason: The last scarf was damaged in the studio.');
    expect(mail.text).toContain('We have refunded £123.94 to your original payment method.');

    const last = res.json().events.at(-1);
    expect(last).toMatchObject({ fromStatus: 'Waiting', toStatus: 'Cancelled', actor: admin.email });
    expect(last.note).toMatch(
      /^Cancelled by the shop: “The last scarf was damaged in the studio.” Refund re_test_\w+ of £123.94 issued; stock returned.$/,
    );
    expect((await auditSummaries())[0]).toBe(`Order ${o.number} cancelled by ${admin.email}, £123.94 refunded`);
  });

  it('cancels from Processing too; refuses once shipped, a customer’s request (approve it), no reason, an unknown order', async () => {
    const processing = await paidOrder();
    await step(processing.guid, 'process');
    expect((await cancel(processing.guid, '')).statusCode).toBe(400);
    expect((await cancel(processing.guid)).json().order.status).toBe('Cancelled');

    const shipped = await paidOrder();
    await step(shipped.guid, 'process', 'ship');
    const late = await cancel(shipped.guid);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'An order that is Shipped cannot become Cancelled.', code: 'INVALID_TRANSITION' });

    const asked = await paidOrder();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${asked.guid}`, headers: shopper.headers })).statusCode,
    ).toBe(200);
    expect((await cancel(asked.guid)).json().message).toBe('The customer has asked to cancel this order: approve their request instead.');
    expect((await cancel('6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11')).statusCode).toBe(404);
    expect(refunds).toHaveBeenCalledTimes(1);
  });

  it('a double post cancels and refunds once', async () => {
    const o = await paidOrder();
    const codes = (await Promise.all([cancel(o.guid), cancel(o.guid), cancel(o.guid)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect((await orderRow(db(), o.guid)).refundedPence).toBe(12394);
    expect((await mails('order-cancelled')).filter((m) => m.subject.includes(o.number))).toHaveLength(1);
  });

  it('leaves the order as it was (502) when the provider cannot refund', async () => {
    const shirts = await stockOf(db(), 'linen-shirt', 'M');
    const o = await paidOrder();
    const row = await orderRow(db(), o.guid);
    await db().update(paymentSessions).set({ status: 'expired' }).where(eq(paymentSessions.orderId, row.id));
    const res = await cancel(o.guid);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('REFUND_FAILED');
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'Waiting', refundedPence: 0, stockHeld: true });
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts - 2);
  });
});

describe('the owner refunds a shipped or delivered order, whole or in part (R22.18)', () => {
  it('refunds one shirt of a discounted order at its paid share, then the rest with shipping, as the credit note shows', async () => {
    const code = await post('/api/admin/discounts', { code: 'OWNER10', kind: 'percent', value: 10 });
    expect(code.statusCode).toBe(200);
    const o = await paidOrder('OWNER10');
    const row = await orderRow(db(), o.guid);
    // 10% off £119.99 of items: £12.00 off, £3.95 shipping.
    expect(row).toMatchObject({ itemsPence: 11999, discountPence: 1200, shippingPence: 395, totalPence: 11194 });
    await step(o.guid, 'process', 'ship', 'deliver');
    const shirts = await stockOf(db(), 'linen-shirt', 'M');
    expect((await adminOrder(o.guid)).owner.refundable).toEqual([
      { lineId: o.shirt, quantity: 2, waiting: 0 },
      { lineId: o.scarf, quantity: 1, waiting: 0 },
    ]);

    // One shirt is £45.00 less its share of the discount: 9000 x 1200 / 11999 = 900.07 off the two, so £40.50 each.
    const q = await quote(o.guid, [{ lineId: o.shirt, quantity: 1 }]);
    expect(q.statusCode).toBe(200);
    expect(q.json()).toMatchObject({
      amountPence: 4050,
      whole: false,
      statusAfter: 'PartlyRefunded',
      items: [{ lineId: o.shirt, name: 'Linen Shirt', quantity: 1, refundPence: 4050 }],
      payment: { providerLabel: 'the test payment provider' },
    });
    expect((await orderRow(db(), o.guid)).refundedPence).toBe(0);

    // A stale amount is refused and changes nothing.
    const stale = await refund(o.guid, { items: [{ lineId: o.shirt, quantity: 1 }], expectedPence: 4500 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This refund would now be £40.50, not the £45.00 you confirmed: the order changed meanwhile.',
      code: 'REFUND_AMOUNT_CHANGED',
    });

    const revenue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })).json().today.revenuePence as number;
    const kept = await revenue();
    const one = await refund(o.guid, { items: [{ lineId: o.shirt, quantity: 1 }], expectedPence: 4050, reason: 'A seam came apart.' });
    expect(one.statusCode).toBe(200);
    // The dashboard's revenue is what the shop keeps: the refund comes off at once.
    expect(await revenue()).toBe(kept - 4050);
    expect(one.json().order).toMatchObject({ status: 'PartlyRefunded', refundedTotal: 40.5 });
    expect(one.json().order.returns).toEqual([
      expect.objectContaining({
        lineId: o.shirt,
        quantity: 1,
        reason: 'shop-refund',
        reasonLabel: 'Refunded by the shop',
        status: 'Approved',
        ownerNote: 'A seam came apart.',
        refund: 40.5,
        restocked: false,
      }),
    ]);
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts);
    const partMail = (await mails('shop-refund')).at(-1)!;
    expect(partMail.subject).toBe(`Your refund of £40.50 for Atelier order ${o.number}`);
    expect(partMail.text).toContain(`We have refunded 1 x Linen Shirt (Size M, Ecru) from your order ${o.number}.`);
    expect(partMail.text).toContain('Reason: A seam came apart.');
    expect((await auditSummaries())[0]).toBe(`£40.50 refunded on order ${o.number} by ${admin.email}, not put back in stock`);

    // Refunding the shirt again is more than is left.
    const over = await refund(o.guid, { items: [{ lineId: o.shirt, quantity: 2 }], expectedPence: 8100 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'Linen Shirt (Size M): only 1 of 2 can still be refunded.', code: 'REFUND_TOO_MANY' });

    // Everything left, restocked: the other shirt's share, the scarf's and the shipping; the order is Refunded.
    const rest = (await quote(o.guid)).json();
    expect(rest).toMatchObject({ amountPence: 11194 - 4050, whole: true, statusAfter: 'Refunded' });
    const all = await refund(o.guid, { restock: true, expectedPence: rest.amountPence });
    expect(all.statusCode).toBe(200);
    expect(all.json().order).toMatchObject({ status: 'Refunded', refundedTotal: 111.94 });
    expect(all.json().owner).toEqual({ canCancel: false, refundable: [], leftPence: 0, canGoodwill: false });
    expect(await orderRow(db(), o.guid)).toMatchObject({ refundedPence: row.totalPence, stockHeld: false });
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(shirts + 1);
    expect(refunds.mock.calls.map((c) => c[0].amountPence)).toEqual([4050, 7144]);

    const receipt = (await t.app.inject({ method: 'GET', url: `/api/order/${o.guid}/receipt`, headers: shopper.headers })).json();
    expect(receipt.credit).toMatchObject({ grossPence: 11194 });
    expect(receipt.credit.items.map((i: { quantity: number; refundPence: number }) => [i.quantity, i.refundPence])).toEqual([
      [1, 4050],
      [1, 4050],
      [1, 2699 + 395],
    ]);
    expect((await refund(o.guid, { expectedPence: 1 })).statusCode).toBe(409);
  });

  it('refunds a lost parcel in full while shipped; a partly refunded parcel can still be marked delivered', async () => {
    const lost = await paidOrder();
    await step(lost.guid, 'process', 'ship');
    const whole = await refund(lost.guid, { expectedPence: 12394, reason: 'Lost by the carrier.' });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().order.status).toBe('Refunded');
    expect((await mails('shop-refund')).at(-1)!.text).toContain(`We have refunded your order ${lost.number} in full.`);

    const part = await paidOrder();
    await step(part.guid, 'process', 'ship');
    expect((await refund(part.guid, { items: [{ lineId: part.scarf, quantity: 1 }], expectedPence: 2999 })).json().order.status).toBe(
      'PartlyRefunded',
    );
    expect((await adminOrder(part.guid)).actions).toEqual(['deliver']);
    const delivered = await post(`/api/admin/orders/${part.guid}/deliver`, {});
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ order: { status: 'PartlyRefunded' }, actions: [] });
    expect(delivered.json().order.deliveredAt).not.toBeNull();
    expect(delivered.json().order.isReturnAvailable).toBe(true);
    expect((await post(`/api/admin/orders/${part.guid}/deliver`, {})).statusCode).toBe(409);
  });

  it('a double post refunds once; units in a return request wait for their decision; an unshipped order is cancelled instead', async () => {
    const o = await paidOrder();
    expect((await quote(o.guid)).json()).toEqual({
      message: 'This order cannot be refunded now. It is Waiting, not shipped yet: cancel it instead.',
      code: 'INVALID_TRANSITION',
    });
    await step(o.guid, 'process', 'ship', 'deliver');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/order/return-request/${o.guid}`,
      headers: shopper.headers,
      payload: { items: [{ lineId: o.scarf, quantity: 1, reason: 'faulty' }] },
    });
    expect(asked.statusCode).toBe(200);
    expect((await adminOrder(o.guid)).owner.refundable).toContainEqual({ lineId: o.scarf, quantity: 0, waiting: 1 });
    const waiting = await refund(o.guid, { items: [{ lineId: o.scarf, quantity: 1 }], expectedPence: 2999 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(
      'Wool Scarf (One size): none of 1 can still be refunded. 1 unit is in a return request waiting for your decision.',
    );

    const shirts = { items: [{ lineId: o.shirt, quantity: 2 }], expectedPence: 9000, restock: true };
    const codes = (await Promise.all([refund(o.guid, shirts), refund(o.guid, shirts)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'PartlyRefunded', refundedPence: 9000 });
    expect((await post(`/api/admin/orders/${o.guid}/refund`, { restock: false, reason: '', expectedPence: 1 })).statusCode).toBe(400);
    expect(
      (await post(`/api/admin/orders/${o.guid}/refund`, { items: [], restock: false, reason: 'x', expectedPence: 1 })).statusCode,
    ).toBe(400);
  });
});
