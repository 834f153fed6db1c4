import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_HOLD_DAYS } from '@atelier/contract/returns';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { addToCart, checkoutOk, newShopper, orderRow, payOnTestPage, stockOf, variantOf, type Shopper } from '../../test/commerce.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

// Exchanges (R21.20-R21.26) through the real routes: the options offered, the hold taken at the
// request and given back on rejection or when it runs out, and the money of a dearer or cheaper
// replacement. The same-price exchange is walked on every surface in orders/paper-trail.test.ts.

let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
const db = () => t.database.db;

beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
  // Two more colours of the linen shirt's style: one dearer, one cheaper (£45 in Ecru).
  await insertCatalogue(db(), [
    {
      slug: 'linen-shirt-navy',
      name: 'Linen Shirt',
      category: 'Linen',
      gender: 'male',
      colour: 'Navy',
      pricePence: 5200,
      stock: { M: 5 },
      styleKey: 'linen-shirt',
    },
    {
      slug: 'linen-shirt-sage',
      name: 'Linen Shirt',
      category: 'Linen',
      gender: 'male',
      colour: 'Sage',
      pricePence: 3000,
      stock: { M: 5, L: 0 },
      styleKey: 'linen-shirt',
    },
  ]);
  await setStock(db(), (await variantOf(db(), 'linen-shirt', 'L')).guid, 10);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, who: Shopper = admin) => t.app.inject({ method: 'POST', url, headers: who.headers, payload });
const mails = async (kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === kind);

/** A delivered order of one linen shirt in M (£45, Ecru), and its detail. */
async function deliveredShirt() {
  await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 1);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  for (const step of ['process', 'ship', 'deliver'])
    expect((await post(`/api/admin/orders/${session.orderGuid}/${step}`, {})).statusCode).toBe(200);
  const detail = (await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: shopper.headers })).json().order;
  return { guid: session.orderGuid, line: detail.items[0] };
}

type Option = { variantGuid: string; colour: string; size: string; price: number };
const option = (line: { exchangeOptions: Option[] }, colour: string, size: string) =>
  line.exchangeOptions.find((o) => o.colour === colour && o.size === size)!;
const askExchange = (guid: string, lineId: number, exchangeFor: string) =>
  post(`/api/order/return-request/${guid}`, { items: [{ lineId, quantity: 1, reason: 'too-small', exchangeFor }] }, shopper);
const approve = async (guid: string, id: number) =>
  post(`/api/admin/orders/${guid}/returns/${id}/approve`, {
    restock: true,
    note: '',
    expectedPence: await shownRefund(t.app, admin.headers, guid, id),
  });

describe('what a line may be exchanged for (R21.20)', () => {
  it('the other sizes and colours of the style in stock, never the line itself or a sold-out size', async () => {
    const { line } = await deliveredShirt();
    const offered = line.exchangeOptions.map((o: Option) => `${o.colour} ${o.size} ${o.price}`);
    expect(offered).toEqual(expect.arrayContaining(['Ecru S 45', 'Ecru L 45', 'Navy M 52', 'Sage M 30']));
    expect(offered).not.toContain('Ecru M 45');
    expect(offered).not.toContain('Sage L 30');
  });

  it('another style, or a guid that is not an option, is refused with 409 and nothing is held', async () => {
    const { guid, line } = await deliveredShirt();
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    const before = scarf.quantity;
    const res = await askExchange(guid, line.lineId, scarf.guid);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EXCHANGE_NOT_AVAILABLE');
    expect(await stockOf(db(), 'wool-scarf', 'ONE')).toBe(before);
    expect((await orderRow(db(), guid)).status).toBe('Delivered');
    const again = (await t.app.inject({ method: 'GET', url: `/api/order/${guid}`, headers: shopper.headers })).json().order;
    expect(again.returns).toEqual([]);
  });
});

describe('the hold (R21.21)', () => {
  it('is taken at the request, and given back when the return is rejected', async () => {
    const { guid, line } = await deliveredShirt();
    const before = await stockOf(db(), 'linen-shirt', 'L');
    const asked = await askExchange(guid, line.lineId, option(line, 'Ecru', 'L').variantGuid);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toMatch(/holding your new size/);
    const r = asked.json().order.returns[0];
    expect(r.exchange).toMatchObject({ size: 'L', colour: 'Ecru', state: 'held' });
    expect(new Date(r.exchange.holdUntil).getTime() - t.clock.now().getTime()).toBe(EXCHANGE_HOLD_DAYS * 86_400_000);
    expect(await stockOf(db(), 'linen-shirt', 'L')).toBe(before - 1);
    const owner = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'owner-return-request').at(-1)!;
    expect(owner.text).toContain('Too small; exchange for Linen Shirt (Size L, Ecru), held');
    expect((await mails('return-received')).at(-1)!.text).toContain(
      'In exchange for Linen Shirt (Size L, Ecru), which we are holding for you until',
    );
    const rejected = await post(`/api/admin/orders/${guid}/returns/${r.id}/reject`, { note: 'Worn.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().order.returns[0].exchange.state).toBe('released');
    expect(await stockOf(db(), 'linen-shirt', 'L')).toBe(before);
    expect((await mails('return-rejected')).at(-1)!.text).toContain('the Linen Shirt (Size L, Ecru) we held is back on sale');
  });

  it('ends when it runs out: the units go back, the customer is mailed, and the return is refunded instead', async () => {
    const { guid, line } = await deliveredShirt();
    const before = await stockOf(db(), 'linen-shirt', 'L');
    const r = (await askExchange(guid, line.lineId, option(line, 'Ecru', 'L').variantGuid)).json().order.returns[0];
    t.clock.advance(EXCHANGE_HOLD_DAYS * 86_400_000 - 60_000);
    expect(await t.app.commerce.sweeper.lapseExchanges()).toBe(0);
    t.clock.advance(60_000);
    expect(await t.app.commerce.sweeper.lapseExchanges()).toBe(1);
    expect(await t.app.commerce.sweeper.lapseExchanges()).toBe(0);
    expect(await stockOf(db(), 'linen-shirt', 'L')).toBe(before);
    expect((await mails('exchange-lapsed')).at(-1)!.text).toContain('back on sale');
    const approved = await approve(guid, r.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json().order.returns[0];
    // The order's only unit: refunded with its delivery, as any last unit (R21.4).
    expect(done).toMatchObject({ status: 'Approved', refund: 48.95 });
    expect(done.exchange.state).toBe('lapsed');
  });
});

describe('the money of an approved exchange (R21.23)', () => {
  it('a cheaper colour: the replacement is made and the difference refunded through the provider', async () => {
    const { guid, line } = await deliveredShirt();
    const r = (await askExchange(guid, line.lineId, option(line, 'Sage', 'M').variantGuid)).json().order.returns[0];
    expect(await shownRefund(t.app, admin.headers, guid, r.id)).toBe(1500);
    const approved = await approve(guid, r.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json().order.returns[0];
    expect(done).toMatchObject({ refund: 15, exchange: { state: 'made', charge: 0, colour: 'Sage' } });
    expect(await orderRow(db(), guid)).toMatchObject({ status: 'PartlyRefunded', refundedPence: 1500 });
    const replacement = await orderRow(db(), done.exchange.orderGuid);
    expect(replacement).toMatchObject({ status: 'Waiting', totalPence: 0, itemsPence: 3000, discountPence: 3000, vatPence: 0 });
    expect((await mails('exchange-approved')).at(-1)!.text).toContain('We have refunded £15.00');
  });

  it('a dearer colour: the replacement waits for the difference, paid on the provider page, then goes to fulfilment', async () => {
    const { guid, line } = await deliveredShirt();
    const r = (await askExchange(guid, line.lineId, option(line, 'Navy', 'M').variantGuid)).json().order.returns[0];
    expect(await shownRefund(t.app, admin.headers, guid, r.id)).toBe(0);
    const done = (await approve(guid, r.id)).json().order.returns[0];
    expect(done.exchange).toMatchObject({ state: 'made', charge: 7 });
    expect(done.exchange.payUrl).toMatch(/\/pay\/test\//);
    expect((await mails('exchange-approved')).at(-1)!.text).toContain(`costs £7.00 more than you paid`);
    const replacement = await orderRow(db(), done.exchange.orderGuid);
    expect(replacement).toMatchObject({ status: 'PendingPayment', totalPence: 700, discountPence: 4500 });
    const sessionId = done.exchange.payUrl.split('/').at(-1);
    expect((await payOnTestPage(t.app, sessionId)).statusCode).toBe(303);
    expect((await orderRow(db(), done.exchange.orderGuid)).status).toBe('Waiting');
    expect((await orderRow(db(), guid)).refundedPence).toBe(0);
  });

  it('another shopper cannot ask for an exchange on the order', async () => {
    const { guid, line } = await deliveredShirt();
    const other = await newShopper(t.app);
    const res = await post(
      `/api/order/return-request/${guid}`,
      { items: [{ lineId: line.lineId, quantity: 1, reason: 'too-small', exchangeFor: option(line, 'Ecru', 'L').variantGuid }] },
      other,
    );
    expect(res.statusCode).toBe(404);
  });
});
