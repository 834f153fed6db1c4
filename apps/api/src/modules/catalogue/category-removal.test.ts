import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/catalogue.ts';
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

const idOf = async (slug: string) => (await t.database.db.select().from(categories).where(eq(categories.slug, slug)))[0]!.id;
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: admin.headers });

describe('deleting a category (R22.11)', () => {
  it('is refused with a clear message while products use it, and changes nothing', async () => {
    const dresses = await idOf('dresses');
    const res = await del(`/api/admin/categories/${dresses}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: '1 product is still in Dresses (archived ones count too). Choose a category to move them to, then delete.',
      code: 'CATEGORY_IN_USE',
    });
    expect((await del(`/api/admin/categories/${dresses}?moveTo=${dresses}`)).statusCode).toBe(400);
    expect((await del(`/api/admin/categories/${dresses}?moveTo=99999`)).statusCode).toBe(400);
    expect(await idOf('dresses')).toBe(dresses);
  });

  it('moves the products to the chosen category and deletes it in one go', async () => {
    const [dresses, shirts] = [await idOf('dresses'), await idOf('shirts')];
    const res = await del(`/api/admin/categories/${dresses}?moveTo=${shirts}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Category Dresses deleted. Its 1 product moved to Shirts.');
    const [dress] = await t.database.db.select().from(products).where(eq(products.slug, 'silk-dress'));
    expect(dress!.categoryId).toBe(shirts);
    expect((await t.database.db.select().from(categories).where(eq(categories.id, dresses))).length).toBe(0);
    expect((await del(`/api/admin/categories/${dresses}`)).statusCode).toBe(404);
  });
});
