import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { staffPolicy } from '../../db/schema/staff.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { newAdmin, shownRefund } from '../../test/admin.ts';
import { addToCart, checkoutOk, orderRow, payOnTestPage, type Shopper } from '../../test/commerce.ts';
import { stepUp } from '../../test/staff.ts';

// Every path that sends money back shows the amount first and is held to it (R22.19), and asks for
// a step-up over the owner's amount through the same rule (R13.13); the goodwill refund (R22.22).
// Shipping is £3.95 on every order here; a linen shirt is £45, a wool scarf £29.99.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
let refunds: MockInstance;
const db = () => t.database.db;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
  refunds = vi.spyOn(t.app.commerce.providers.test, 'refund');
  // A step-up for refunds over £50.
  await db().update(staffPolicy).set({ stepUpRefundOverPence: 5000 }).where(eq(staffPolicy.id, 1));
}, 120_000);
beforeEach(() => {
  refunds.mockClear();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const post = (who: Shopper, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const detail = async (guid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${guid}`, headers: admin.headers })).json();
const atProvider = () => refunds.mock.calls.map((c) => (c[0] as { amountPence: number }).amountPence);

async function paidOrder(shirts: number, scarves = 0) {
  if (shirts) await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', shirts);
  if (scarves) await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', scarves);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  return session.orderGuid;
}
async function delivered(shirts: number, scarves = 0) {
  const guid = await paidOrder(shirts, scarves);
  for (const m of ['process', 'ship', 'deliver']) expect((await post(admin, `/api/admin/orders/${guid}/${m}`, {})).statusCode).toBe(200);
  return guid;
}

describe('approving a cancellation shows the refund and is held to it (R22.19)', () => {
  it('shows everything left on the page; another amount is refused with 409 and nothing changes', async () => {
    const guid = await paidOrder(1);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
    expect((await detail(guid)).approvalRefunds).toEqual({ everythingLeft: 4895, returns: [] });
    const wrong = await post(admin, `/api/admin/orders/${guid}/approve-cancel`, { expectedPence: 4500 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      message: expect.stringContaining('would now be £48.95, not the £45.00 you confirmed'),
      code: 'REFUND_AMOUNT_CHANGED',
    });
    expect(await orderRow(db(), guid)).toMatchObject({ status: 'CancelRequested', refundedPence: 0 });
    expect(atProvider()).toEqual([]);
    const missing = await post(admin, `/api/admin/orders/${guid}/approve-cancel`, {});
    expect(missing.statusCode).toBe(400);
    const ok = await post(admin, `/api/admin/orders/${guid}/approve-cancel`, { expectedPence: 4895 });
    expect(ok.statusCode).toBe(200);
    expect(atProvider()).toEqual([4895]);
  });

  it('the generic move route no longer takes the approvals that refund', async () => {
    const guid = await paidOrder(1);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
    // Fulfilment holds orders but not refunds: the approval is the refunds permission's.
    const packer = await newAdmin(t.app, db(), 'fulfilment');
    const res = await post(packer, `/api/admin/orders/${guid}/approve-cancel`, { expectedPence: 4895 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PERMISSION_DENIED');
    expect((await orderRow(db(), guid)).status).toBe('CancelRequested');
  });
});

describe('one step-up rule for every refund over the owner amount (R13.13)', () => {
  it('asks before approving a cancellation, a return, a whole-order refund or the owner cancelling, over £50 only', async () => {
    const big = await paidOrder(2);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${big}`, headers: shopper.headers });
    const refused = await post(admin, `/api/admin/orders/${big}/approve-cancel`, {
      expectedPence: await shownRefund(t.app, admin.headers, big),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STEP_UP_REQUIRED');
    expect((await orderRow(db(), big)).status).toBe('CancelRequested');

    const ownerCancel = await paidOrder(2);
    const cancel = await post(admin, `/api/admin/orders/${ownerCancel}/cancel`, { reason: 'Damaged.', expectedPence: 9395 });
    expect(cancel.json().code).toBe('STEP_UP_REQUIRED');

    const whole = await delivered(2);
    await t.app.inject({ method: 'POST', url: `/api/order/refund-request/${whole}`, headers: shopper.headers, payload: {} });
    const approveWhole = await post(admin, `/api/admin/orders/${whole}/approve-refund`, { expectedPence: 9395 });
    expect(approveWhole.json().code).toBe('STEP_UP_REQUIRED');

    // Under the amount, no step-up is asked.
    const small = await paidOrder(1);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${small}`, headers: shopper.headers });
    expect((await post(admin, `/api/admin/orders/${small}/approve-cancel`, { expectedPence: 4895 })).statusCode).toBe(200);
    expect(atProvider()).toEqual([4895]);

    await stepUp(t.app, admin);
    expect((await post(admin, `/api/admin/orders/${big}/approve-cancel`, { expectedPence: 9395 })).statusCode).toBe(200);
    expect((await post(admin, `/api/admin/orders/${whole}/approve-refund`, { expectedPence: 9395 })).statusCode).toBe(200);
    expect(atProvider()).toEqual([4895, 9395, 9395]);
  });

  it('an item return shows its share, is held to it, and asks for a step-up over the amount', async () => {
    const other = await newAdmin(t.app, db());
    const guid = await delivered(2, 1);
    const lines = (await detail(guid)).order.items as Array<{ lineId: number; name: string }>;
    const shirt = lines.find((l) => l.name === 'Linen Shirt')!.lineId;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/order/return-request/${guid}`,
      headers: shopper.headers,
      payload: { items: [{ lineId: shirt, quantity: 2, reason: 'faulty' }] },
    });
    const id = asked.json().order.returns[0].id as number;
    expect((await detail(guid)).approvalRefunds.returns).toEqual([{ returnId: id, amountPence: 9000 }]);
    const wrong = await post(other, `/api/admin/orders/${guid}/returns/${id}/approve`, { restock: true, expectedPence: 8000 });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('STEP_UP_REQUIRED');
    await stepUp(t.app, other);
    const changed = await post(other, `/api/admin/orders/${guid}/returns/${id}/approve`, { restock: true, expectedPence: 8000 });
    expect(changed.json().code).toBe('REFUND_AMOUNT_CHANGED');
    const ok = await post(other, `/api/admin/orders/${guid}/returns/${id}/approve`, { restock: true, expectedPence: 9000 });
    expect(ok.statusCode).toBe(200);
    expect(atProvider()).toEqual([9000]);
  });
});

describe('a goodwill refund of another amount, with a reason (R22.22)', () => {
  it('refunds through the provider, never past what is left, and says so in the history and the log', async () => {
    const owner = await newAdmin(t.app, db());
    const guid = await delivered(2);
    const before = await detail(guid);
    expect(before.owner).toMatchObject({ leftPence: 9395, canGoodwill: true });
    const noReason = await post(owner, `/api/admin/orders/${guid}/goodwill-refund`, { reason: ' ', expectedPence: 500 });
    expect(noReason.statusCode).toBe(400);

    const ok = await post(owner, `/api/admin/orders/${guid}/goodwill-refund`, { reason: 'It arrived a week late', expectedPence: 500 });
    expect(ok.statusCode).toBe(200);
    expect(atProvider()).toEqual([500]);
    expect(ok.json().order).toMatchObject({ status: 'PartlyRefunded', refundedTotal: 5 });
    expect(ok.json().owner.leftPence).toBe(8895);
    expect(ok.json().events.at(-1).note).toMatch(
      /^Goodwill refund by the shop: “It arrived a week late\.” Refund re_test_\w+ of £5\.00 issued; £88\.95 left to refund\.$/,
    );
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit?kind=order', headers: owner.headers });
    expect(log.json().entries[0].summary).toBe(`Goodwill refund of £5.00 on order ${ok.json().order.orderNumber} by ${owner.email}`);
    // The customer is told, in words, with the reason.
    const mail = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'goodwill-refund').at(-1)!;
    expect(mail.subject).toBe(`Your refund of £5.00 for Atelier order ${ok.json().order.orderNumber}`);
    expect(mail.text).toContain(`We have refunded £5.00 on your order ${ok.json().order.orderNumber}; there is nothing to send back.`);
    expect(mail.text).toContain('Reason: It arrived a week late');

    // Over the owner's amount, the same step-up rule.
    const big = await post(owner, `/api/admin/orders/${guid}/goodwill-refund`, { reason: 'Sorry.', expectedPence: 8895 });
    expect(big.json().code).toBe('STEP_UP_REQUIRED');
    await stepUp(t.app, owner);
    // Never past what is left.
    const tooMuch = await post(owner, `/api/admin/orders/${guid}/goodwill-refund`, { reason: 'Late.', expectedPence: 8896 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      message: 'Only £88.95 is left to refund on this order: enter at most that.',
      code: 'REFUND_OVER_LEFT',
    });
    expect(atProvider()).toEqual([500]);
    const rest = await post(owner, `/api/admin/orders/${guid}/goodwill-refund`, { reason: 'Sorry.', expectedPence: 8895 });
    expect(rest.json().order).toMatchObject({ status: 'Refunded', refundedTotal: 93.95 });
    expect(rest.json().owner).toMatchObject({ leftPence: 0, canGoodwill: false });
    const after = await post(owner, `/api/admin/orders/${guid}/goodwill-refund`, { reason: 'Again.', expectedPence: 1 });
    expect(after.statusCode).toBe(409);
    expect(atProvider()).toEqual([500, 8895]);
  });

  it('is refused before the parcel has left: the owner cancels instead', async () => {
    const guid = await paidOrder(1);
    const res = await post(admin, `/api/admin/orders/${guid}/goodwill-refund`, { reason: 'Late.', expectedPence: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    expect((await orderRow(db(), guid)).refundedPence).toBe(0);
  });
});
