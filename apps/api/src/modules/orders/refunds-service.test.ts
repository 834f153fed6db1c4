import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { addToCart, checkoutOk, orderRow, payOnTestPage, type Shopper } from '../../test/commerce.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// Issue 28's order, through checkout, a customer's return and the owner's refund: a £12.00 sale
// item that the 20% code excludes, and a £13.33 item it takes £2.67 off. Each line comes back at
// what was paid for it (R20.7, R21.4), not at a share of the order's discount spread over both.
// Delivery costs £3.95 here and comes back with the last unit.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
let refunds: MockInstance;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
  await insertCatalogue(t.database.db, [
    {
      slug: 'sale-belt',
      name: 'Sale Belt',
      category: 'Belts',
      gender: 'unisex',
      colour: 'Tan',
      pricePence: 1200,
      oldPricePence: 1500,
      stock: { ONE: 20 },
    },
    { slug: 'cotton-tee', name: 'Cotton Tee', category: 'Tees', gender: 'unisex', colour: 'White', pricePence: 1333, stock: { M: 20 } },
  ]);
  const code = await post('/api/admin/discounts', { code: 'TWENTY', kind: 'percent', value: 20, excludeSaleItems: true });
  expect(code.statusCode).toBe(200);
  refunds = vi.spyOn(t.app.commerce.providers.test, 'refund');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const db = () => t.database.db;
function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
}
const refundedAtProvider = () => refunds.mock.calls.map((c) => (c[0] as { amountPence: number }).amountPence);

/** A paid order of the sale belt and the tee with the code, moved as far as `steps`. */
async function order(steps: string[]) {
  await addToCart(t.app, shopper, db(), 'sale-belt', 'ONE', 1);
  await addToCart(t.app, shopper, db(), 'cotton-tee', 'M', 1);
  const session = await checkoutOk(t.app, shopper, { discountCode: 'TWENTY' });
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  for (const s of steps) expect((await post(`/api/admin/orders/${session.orderGuid}/${s}`, {})).statusCode).toBe(200);
  const detail = (await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: shopper.headers })).json().order;
  const line = (slug: string) => detail.items.find((i: { slug: string }) => i.slug === slug).lineId as number;
  // 20% of £13.33 is £2.67 off the tee alone; £22.66 of items and £3.95 delivery.
  expect(await orderRow(db(), session.orderGuid)).toMatchObject({
    itemsPence: 2533,
    discountPence: 267,
    shippingPence: 395,
    totalPence: 2661,
  });
  return { guid: session.orderGuid, belt: line('sale-belt'), tee: line('cotton-tee') };
}

/** The customer returns the units and the owner approves the return; answers the refund. */
async function customerReturn(guid: string, lineId: number): Promise<number> {
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/order/return-request/${guid}`,
    headers: shopper.headers,
    payload: { items: [{ lineId, quantity: 1, reason: 'changed-mind' }] },
  });
  expect(asked.statusCode).toBe(200);
  const id = asked.json().order.returns.find((r: { status: string }) => r.status === 'Requested').id as number;
  const expectedPence = await shownRefund(t.app, admin.headers, guid, id);
  const approved = await post(`/api/admin/orders/${guid}/returns/${id}/approve`, { restock: true, note: '', expectedPence });
  expect(approved.statusCode).toBe(200);
  return Math.round(approved.json().order.returns.find((r: { id: number }) => r.id === id).refund * 100);
}

/** The owner quotes and refunds the line; answers the refund. */
async function ownerRefund(guid: string, lineId: number): Promise<number> {
  const items = [{ lineId, quantity: 1 }];
  const quote = await post(`/api/admin/orders/${guid}/refund-quote`, { items });
  expect(quote.statusCode).toBe(200);
  const expectedPence = quote.json().amountPence as number;
  const done = await post(`/api/admin/orders/${guid}/refund`, { items, expectedPence, restock: false, reason: 'A seam came apart.' });
  expect(done.statusCode).toBe(200);
  const row = done.json().order.returns.find((r: { lineId: number; reason: string }) => r.lineId === lineId && r.reason === 'shop-refund');
  // The amount the owner was shown is the amount refunded.
  expect(Math.round(row.refund * 100)).toBe(expectedPence);
  return expectedPence;
}

describe("refunds read each line's own share of the discount (issue 28)", () => {
  it('returning the excluded sale item refunds the £12.00 paid; the owner refunding the tee then refunds £10.66 and the delivery', async () => {
    const o = await order(['process', 'ship', 'deliver']);
    refunds.mockClear();
    expect(await customerReturn(o.guid, o.belt)).toBe(1200);
    expect(await ownerRefund(o.guid, o.tee)).toBe(1066 + 395);
    expect(refundedAtProvider()).toEqual([1200, 1461]);
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'Refunded', refundedPence: 2661 });
  });

  it('the owner refunding the tee first refunds £10.66; returning the sale item then refunds £12.00 and the delivery', async () => {
    const o = await order(['process', 'ship', 'deliver']);
    refunds.mockClear();
    expect(await ownerRefund(o.guid, o.tee)).toBe(1066);
    expect(await customerReturn(o.guid, o.belt)).toBe(1200 + 395);
    expect(refundedAtProvider()).toEqual([1066, 1595]);
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'Refunded', refundedPence: 2661 });
  });

  it('a cancellation of the same order refunds everything paid, delivery included', async () => {
    const o = await order([]);
    refunds.mockClear();
    const expectedPence = await shownRefund(t.app, admin.headers, o.guid);
    const res = await post(`/api/admin/orders/${o.guid}/cancel`, { reason: 'The belt was damaged in the studio.', expectedPence });
    expect(res.statusCode).toBe(200);
    expect(refundedAtProvider()).toEqual([2661]);
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'Cancelled', refundedPence: 2661 });
  });
});
