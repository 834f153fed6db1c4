import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_LINK_HEADER } from '@atelier/contract/orders';
import { STORE_CREDIT_NEEDS_ACCOUNT } from '@atelier/contract/balances';
import { outbox, uniqueEmail, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { addToCart, checkoutOk, guestCheckoutOk, guestWith, orderRow, payOnTestPage, type Shopper } from '../../test/commerce.ts';

// Refunds to store credit (R23.16-R23.20) through the real routes: the customer's choice on a
// return, the owner's on every refund step, the money in the ledger and spent again at checkout.
// Delivery is £3.95 here; a linen shirt £45, a wool scarf £29.99.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
});
afterAll(() => t.close());
const db = () => t.database.db;
const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = admin.headers) => t.app.inject({ method: 'POST', url, headers, payload });
const credit = async () => (await get('/api/account/store-credit', shopper.headers)).json() as { balancePence: number; entries: Entry[] };
interface Entry {
  kind: string;
  label: string;
  amountPence: number;
  balanceAfterPence: number;
  orderNumber: string | null;
  orderGuid: string | null;
}

async function toDelivered(guid: string) {
  for (const step of ['process', 'ship', 'deliver']) expect((await post(`/api/admin/orders/${guid}/${step}`, {})).statusCode).toBe(200);
}

/** A delivered order of two linen shirts and a wool scarf, paid by card. */
async function deliveredOrder() {
  await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 2);
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  await toDelivered(session.orderGuid);
  const detail = (await get(`/api/order/${session.orderGuid}`, shopper.headers)).json().order;
  const shirt = detail.items.find((i: { slug: string }) => i.slug === 'linen-shirt').lineId as number;
  return { guid: session.orderGuid, number: session.orderNumber, shirt };
}

const ask = (guid: string, items: object[], refundTo?: string, headers = shopper.headers) =>
  post(`/api/order/return-request/${guid}`, { items, ...(refundTo ? { refundTo } : {}) }, headers);
const approve = async (guid: string, id: number, extra: object = {}) =>
  post(`/api/admin/orders/${guid}/returns/${id}/approve`, {
    restock: true,
    expectedPence: await shownRefund(t.app, admin.headers, guid, id),
    ...extra,
  });

describe('a return refunded to store credit (R23.16, R23.18, R23.19)', () => {
  it('goes to the customer’s store credit, not the card, says so everywhere, and is spent at checkout', async () => {
    const o = await deliveredOrder();
    const asked = await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'too-large' }], 'store_credit');
    expect(asked.statusCode, asked.body).toBe(200);
    const r = asked.json().order.returns[0];
    expect(r).toMatchObject({ status: 'Requested', refundTo: 'store_credit' });
    const received = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === 'return-received').at(-1)!;
    expect(received.text).toContain('as store credit in your account, as you asked');
    // The owner sees the choice on the order page.
    const page = (await get(`/api/admin/orders/${o.guid}`)).json();
    expect(page.order.returns[0].refundTo).toBe('store_credit');
    expect(page.order.storeCreditAllowed).toBe(true);

    const before = (await credit()).balancePence;
    const card = vi.spyOn(t.app.commerce.providers.test, 'refund');
    // No refundTo from the owner: the customer's choice stands.
    const approved = await approve(o.guid, r.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(card).not.toHaveBeenCalled();
    card.mockRestore();

    const mine = await credit();
    expect(mine.balancePence).toBe(before + 4500);
    expect(mine.entries[0]).toMatchObject({
      kind: 'refund',
      label: 'Refund added',
      amountPence: 4500,
      balanceAfterPence: before + 4500,
      orderNumber: o.number,
      orderGuid: o.guid,
    });
    const detail = (await get(`/api/order/${o.guid}`, shopper.headers)).json().order;
    expect(detail).toMatchObject({ refundedTotal: 45, refundedToStoreCredit: 45, status: 'PartlyRefunded' });
    expect(detail.returns[0]).toMatchObject({ status: 'Approved', refund: 45, refundTo: 'store_credit' });
    const receipt = (await get(`/api/order/${o.guid}/receipt`, shopper.headers)).json();
    expect(receipt.credit).toMatchObject({ grossPence: 4500, toStoreCreditPence: 4500 });
    const mail = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === 'return-approved').at(-1)!;
    expect(mail.text).toContain('Your refund: £45.00 added to your store credit. You can spend it at checkout straight away');
    expect(mail.text).not.toContain('original payment method');
    const log = (await get('/api/admin/audit?kind=order')).json();
    expect(log.entries[0].summary).toContain('£45.00 refunded as store credit');
    const history = (await get(`/api/admin/orders/${o.guid}`)).json().events.at(-1).note as string;
    expect(history).toContain('to store credit of £45.00');

    // Spent at checkout: a scarf (£29.99 + £3.95) paid in full by the credit, no provider step.
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const spent = await checkoutOk(t.app, shopper, { useStoreCredit: true });
    expect(spent.id).toBe(`balance_${spent.orderGuid}`);
    expect(await orderRow(db(), spent.orderGuid)).toMatchObject({ status: 'Waiting', totalPence: 3394, balancePaidPence: 3394 });
    const after = await credit();
    expect(after.balancePence).toBe(before + 4500 - 3394);
    expect(after.entries[0]).toMatchObject({ kind: 'capture', orderGuid: spent.orderGuid });
    expect(after.entries.find((e) => e.kind === 'hold')).toMatchObject({ amountPence: -3394, label: 'Spent at checkout' });
  });

  it('splits an order’s refunds as chosen: one return to store credit, one to the card, the owner overriding each choice', async () => {
    const o = await deliveredOrder();
    const first = (await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'faulty' }], 'card')).json().order.returns[0];
    const second = (await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'too-small' }], 'store_credit')).json().order.returns[1];
    const before = (await credit()).balancePence;
    const card = vi.spyOn(t.app.commerce.providers.test, 'refund');
    // The customer asked for the card; the owner offers store credit instead, and the other way round.
    expect((await approve(o.guid, first.id, { refundTo: 'store_credit' })).statusCode).toBe(200);
    expect((await approve(o.guid, second.id, { refundTo: 'card' })).statusCode).toBe(200);
    expect(card.mock.calls.map(([r]) => r.amountPence)).toEqual([4500]);
    card.mockRestore();
    expect((await credit()).balancePence).toBe(before + 4500);
    const detail = (await get(`/api/order/${o.guid}`, shopper.headers)).json().order;
    expect(detail.returns.map((r: { refundTo: string }) => r.refundTo)).toEqual(['store_credit', 'card']);
    expect(detail).toMatchObject({ refundedTotal: 90, refundedToStoreCredit: 45 });
    const receipt = (await get(`/api/order/${o.guid}/receipt`, shopper.headers)).json();
    expect(receipt.credit).toMatchObject({ grossPence: 9000, toStoreCreditPence: 4500 });

    // A goodwill refund of the rest to store credit: the card keeps what it had back (R23.6).
    const goodwill = await post(`/api/admin/orders/${o.guid}/goodwill-refund`, {
      reason: 'Sorry for the trouble.',
      expectedPence: 500,
      refundTo: 'store_credit',
    });
    expect(goodwill.statusCode, goodwill.body).toBe(200);
    expect((await credit()).balancePence).toBe(before + 5000);
    const mail = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === 'goodwill-refund').at(-1)!;
    expect(mail.text).toContain('£5.00 added to your store credit');
  });

  it('is made once: a retried approval is refused and adds nothing more', async () => {
    const o = await deliveredOrder();
    const r = (await ask(o.guid, [{ lineId: o.shirt, quantity: 1, reason: 'faulty' }], 'store_credit')).json().order.returns[0];
    const expectedPence = await shownRefund(t.app, admin.headers, o.guid, r.id);
    const before = (await credit()).balancePence;
    const body = { restock: true, expectedPence };
    const [a, b] = await Promise.all([
      post(`/api/admin/orders/${o.guid}/returns/${r.id}/approve`, body),
      post(`/api/admin/orders/${o.guid}/returns/${r.id}/approve`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await post(`/api/admin/orders/${o.guid}/returns/${r.id}/approve`, body);
    expect(again.statusCode).toBe(409);
    expect((await credit()).balancePence).toBe(before + 4500);
    expect((await orderRow(db(), o.guid)).refundedPence).toBe(4500);
  });
});

describe('a whole-order refund request to store credit (R23.16)', () => {
  it('keeps the customer’s choice, tells the owner, and is approved that way unless the owner chooses the card', async () => {
    const o = await deliveredOrder();
    const asked = await post(`/api/order/refund-request/${o.guid}`, { refundTo: 'store_credit' }, shopper.headers);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().order).toMatchObject({ status: 'RefundRequested', refundRequestedTo: 'store_credit' });
    const mails = await outbox(t.app, t.outboxDir);
    expect(mails.find((m) => m.to === shopper.email && m.kind === 'refund-requested')!.text).toContain('and be refunded as store credit.');
    expect(mails.filter((m) => m.kind === 'owner-return-request').at(-1)!.text).toContain(
      'The customer asks for the refund as store credit.',
    );
    const before = (await credit()).balancePence;
    const card = vi.spyOn(t.app.commerce.providers.test, 'refund');
    const approved = await post(`/api/admin/orders/${o.guid}/approve-refund`, {
      expectedPence: await shownRefund(t.app, admin.headers, o.guid),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(card).not.toHaveBeenCalled();
    card.mockRestore();
    // Two shirts at £45, a scarf at £29.99 and delivery at £3.95, all of it as store credit.
    expect((await credit()).balancePence).toBe(before + 12394);
    expect(await orderRow(db(), o.guid)).toMatchObject({ status: 'Refunded', refundedPence: 12394, refundToRequested: null });
    expect((await get(`/api/order/${o.guid}`, shopper.headers)).json().order).toMatchObject({
      refundRequestedTo: null,
      refundedToStoreCredit: 123.94,
    });

    // The owner may send it to the card instead; a request without a choice goes to the card.
    const other = await deliveredOrder();
    expect((await post(`/api/order/refund-request/${other.guid}`, { refundTo: 'store_credit' }, shopper.headers)).statusCode).toBe(200);
    const toCard = await post(`/api/admin/orders/${other.guid}/approve-refund`, {
      expectedPence: await shownRefund(t.app, admin.headers, other.guid),
      refundTo: 'card',
    });
    expect(toCard.statusCode).toBe(200);
    expect((await credit()).balancePence).toBe(before + 12394);
    const plain = await deliveredOrder();
    expect((await post(`/api/order/refund-request/${plain.guid}`, {}, shopper.headers)).json().order.refundRequestedTo).toBe('card');
  });
});

describe("a guest's order has no store credit (R23.17)", () => {
  it('refuses store credit with 409 on the request and on every owner step, changing nothing', async () => {
    const guest = await guestWith(t.app, db(), uniqueEmail('guest'), [['wool-scarf', 'ONE', 1]]);
    const session = await guestCheckoutOk(t.app, guest);
    await payOnTestPage(t.app, session.id);
    await toDelivered(session.orderGuid);
    const link = { [ORDER_LINK_HEADER]: session.orderLinkToken };
    const detail = (await get(`/api/order/${session.orderGuid}`, link)).json().order;
    expect(detail.storeCreditAllowed).toBe(false);
    const line = detail.items[0].lineId as number;

    const refused = await ask(session.orderGuid, [{ lineId: line, quantity: 1, reason: 'faulty' }], 'store_credit', link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: STORE_CREDIT_NEEDS_ACCOUNT, code: 'STORE_CREDIT_NEEDS_ACCOUNT' });
    expect((await get(`/api/order/${session.orderGuid}`, link)).json().order.returns).toEqual([]);
    const whole = await post(`/api/order/refund-request/${session.orderGuid}`, { refundTo: 'store_credit' }, link);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().code).toBe('STORE_CREDIT_NEEDS_ACCOUNT');
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Delivered');

    const asked = await ask(session.orderGuid, [{ lineId: line, quantity: 1, reason: 'faulty' }], undefined, link);
    expect(asked.statusCode, asked.body).toBe(200);
    const r = asked.json().order.returns[0];
    expect(r.refundTo).toBe('card');
    const card = vi.spyOn(t.app.commerce.providers.test, 'refund');
    const byOwner = await approve(session.orderGuid, r.id, { refundTo: 'store_credit' });
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().code).toBe('STORE_CREDIT_NEEDS_ACCOUNT');
    const goodwill = await post(`/api/admin/orders/${session.orderGuid}/goodwill-refund`, {
      reason: 'Late parcel.',
      expectedPence: 100,
      refundTo: 'store_credit',
    });
    expect(goodwill.statusCode).toBe(409);
    expect(card).not.toHaveBeenCalled();
    card.mockRestore();
    const row = await orderRow(db(), session.orderGuid);
    expect(row).toMatchObject({ status: 'Delivered', refundedPence: 0 });
    expect((await get(`/api/order/${session.orderGuid}`, link)).json().order.returns[0].status).toBe('Requested');
  });
});
