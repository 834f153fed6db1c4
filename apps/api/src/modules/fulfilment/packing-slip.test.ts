import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSettings } from '../../db/schema.ts';
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
