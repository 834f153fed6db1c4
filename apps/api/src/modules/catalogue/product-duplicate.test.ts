import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('duplicate a product (R22.13)', () => {
  it('copies fields and sizes with new slug and SKUs, no stock, off sale; twice gives -copy-2', async () => {
    const [shirt] = await t.database.db.select().from(products).where(eq(products.slug, 'linen-shirt'));
    const copy = (await t.app.inject({ method: 'POST', url: `/api/admin/products/${shirt!.id}/duplicate`, headers: admin.headers })).json()
      .product;
    expect(copy).toMatchObject({
      slug: 'linen-shirt-copy',
      name: 'Linen Shirt',
      pricePence: 4500,
      onSale: false,
      styleKey: 'linen-shirt-copy',
    });
    expect(copy.variants.map((v: { sku: string; quantity: number }) => [v.sku, v.quantity])).toEqual([
      ['LINEN-SHIRT-S-COPY', 0],
      ['LINEN-SHIRT-M-COPY', 0],
      ['LINEN-SHIRT-L-COPY', 0],
    ]);
    const again = (await t.app.inject({ method: 'POST', url: `/api/admin/products/${shirt!.id}/duplicate`, headers: admin.headers })).json()
      .product;
    expect(again.slug).toBe('linen-shirt-copy-2');
    expect(again.variants[0].sku).toBe('LINEN-SHIRT-S-COPY-2');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/products/999999/duplicate', headers: admin.headers })).statusCode).toBe(
      404,
    );
  });
});
