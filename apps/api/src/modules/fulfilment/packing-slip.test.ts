import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings } from '../../db/schema/store.ts';
import { newAdmin } from '../../test/admin.ts';
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

const slip = (guid: string) => t.app.inject({ method: 'GET', url: `/api/admin/orders/${guid}/packing-slip`, headers: admin.headers });

describe('packing slip (R22.4)', () => {
  it('lists each line by SKU, size, colour and quantity, with the address and the shop details from its settings', async () => {
    await t.database.db.insert(storeSettings).values({ key: 'shop', value: { name: 'Atelier London', addressLines: ['1 Savile Row'] } });
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'linen-shirt', 'M', 2);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, shopper, { orderNote: 'Gift, no prices please' });
    await payOnTestPage(t.app, session.id);

    const res = await slip(session.orderGuid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ orderNumber: session.orderNumber, units: 3, orderNote: 'Gift, no prices please' });
    expect(body.lines).toEqual([
      { sku: 'LINEN-SHIRT-M', name: 'Linen Shirt', colour: 'Ecru', size: 'M', quantity: 2, isFinalSale: false },
      { sku: 'WOOL-SCARF-ONE', name: 'Wool Scarf', colour: 'Grey', size: 'ONE', quantity: 1, isFinalSale: false },
    ]);
    expect(body.deliverTo.lines.length).toBeGreaterThan(1);
    expect(body.shop).toMatchObject({ name: 'Atelier London', addressLines: ['1 Savile Row'] });
  });

  it('has no slip for an unpaid checkout or an unknown order', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 1);
    const unpaid = await checkoutOk(t.app, shopper);
    expect((await slip(unpaid.orderGuid)).statusCode).toBe(404);
    expect((await slip('6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11')).statusCode).toBe(404);
  });
});

describe('orders CSV and internal notes (R22.3, R22.5)', () => {
  it('exports the filtered orders, one line per order line, in pounds with a BOM', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders/export?status=Waiting', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="atelier-orders.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toMatch(/^order_number,placed_at,paid_at,status,/);
    // The paid order of the first test: two lines; the unpaid checkout is not Waiting.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^ATL-\d{8}-\w+,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},Waiting,Ada Lovelace,/);
    expect(lines[1]).toContain(',LINEN-SHIRT-M,Linen Shirt,Ecru,M,2,45.00,90.00,119.99,0.00,0.00,20.00,119.99,');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?from=2020-01-01&to=2020-01-31',
      headers: admin.headers,
    });
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/export?from=soon', headers: admin.headers })).statusCode).toBe(400);
  });

  it('keeps internal notes with their author, and refuses an empty one', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=Waiting', headers: admin.headers })).json();
    const guid = list.orders[0].orderGuid as string;
    const url = `/api/admin/orders/${guid}/notes`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { body: 'Customer rang: gift wrap please.' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().notes).toEqual([expect.objectContaining({ body: 'Customer rang: gift wrap please.', author: admin.email })]);
    const empty = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { body: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().notes).toHaveLength(1);
  });
});
