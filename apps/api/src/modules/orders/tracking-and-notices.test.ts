import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings } from '../../db/schema/store.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, variantOf, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
let shopper: Shopper;
beforeAll(async () => {
  t = await commerceTestApp({ STORE_EMAIL: 'owner@atelier.test' });
  admin = await newAdmin(t.app, t.database.db);
  shopper = await newShopper(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const mails = async (to: string, kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === kind);
const act = (guid: string, action: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${guid}/${action}`, headers: admin.headers, payload });

async function paidOrder(slug = 'wool-scarf', size = 'ONE', count = 1): Promise<string> {
  await addToCart(t.app, shopper, db(), slug, size, count);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  return session.orderGuid;
}

describe('tracking on dispatch (R21.8)', () => {
  it('puts the carrier, the number and the carrier’s tracking link in the shipped mail and My Orders', async () => {
    const guid = await paidOrder();
    await act(guid, 'process');
    const shipped = await act(guid, 'ship', { carrier: 'royal-mail', trackingNumber: 'rm 1234 5678 9gb' });
    expect(shipped.statusCode).toBe(200);
    const url = 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB';
    expect(shipped.json().order.tracking).toEqual({ carrier: 'royal-mail', carrierLabel: 'Royal Mail', number: 'RM123456789GB', url });
    const mail = (await mails(shopper.email, 'order-shipped')).at(-1)!;
    expect(mail.text).toContain('It is travelling with Royal Mail, tracking number RM123456789GB.');
    expect(mail.text).toContain(`Track your parcel with Royal Mail: ${url}`);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/order/${guid}`, headers: shopper.headers })).json().order;
    expect(mine.tracking).toMatchObject({ number: 'RM123456789GB', url });
    expect(mine.history.at(-1).note).toBe('Dispatched with Royal Mail, tracking number RM123456789GB.');
  });

  it('takes another carrier without a link, and refuses a number without a carrier or a malformed one', async () => {
    const guid = await paidOrder();
    await act(guid, 'process');
    expect((await act(guid, 'ship', { trackingNumber: 'RM123456789GB' })).statusCode).toBe(400);
    expect((await act(guid, 'ship', { carrier: 'dpd', trackingNumber: 'x' })).statusCode).toBe(400);
    expect((await act(guid, 'ship', { carrier: 'pigeon' })).statusCode).toBe(400);
    const res = await act(guid, 'ship', { carrier: 'other', trackingNumber: 'ABC-12345' });
    expect(res.json().order.tracking).toEqual({ carrier: 'other', carrierLabel: 'Other carrier', number: 'ABC-12345', url: null });
  });
});

describe('the owner hears of what needs doing (R21.10)', () => {
  it('mails a new paid order, and low stock after the sale, to the owner', async () => {
    await setStock(db(), (await variantOf(db(), 'linen-shirt', 'L')).guid, 4);
    const guid = await paidOrder('linen-shirt', 'L', 2);
    // The customer's confirmation links to the VAT receipt (R21.17).
    expect((await mails(shopper.email, 'order-confirmation')).at(-1)!.text).toContain(
      `VAT receipt: http://localhost:3000/account-orders/${guid}/receipt`,
    );
    const order = (await mails('owner@atelier.test', 'owner-new-order')).at(-1)!;
    expect(order.subject).toMatch(/^New order ATL-\d{8}-\w{4}: £90\.00$/);
    expect(order.text).toContain('2 x Linen Shirt (Size L, Ecru)');
    const low = (await mails('owner@atelier.test', 'owner-low-stock')).at(-1)!;
    expect(low.text).toContain('Linen Shirt (Size L, Ecru): 2 left');
  });

  it('mails the address of the shop setting when there is one, and a cancellation request', async () => {
    await db()
      .insert(storeSettings)
      .values({ key: 'shop', value: { contactEmail: 'orders@atelier.test' } });
    const guid = await paidOrder();
    expect(await mails('orders@atelier.test', 'owner-new-order')).toHaveLength(1);
    await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers });
    expect((await mails('orders@atelier.test', 'owner-cancel-request')).at(-1)!.text).toContain('asks to cancel order');
    const declined = await act(guid, 'decline-cancel', { note: 'It has already left the studio.' });
    expect(declined.statusCode).toBe(200);
    expect((await mails(shopper.email, 'cancel-declined')).at(-1)!.text).toContain('A note from us: It has already left the studio.');
  });
});
