import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../db/schema/store.ts';
import type { AccountsTestContext } from '../test/accounts.ts';
import { commerceTestApp, newShopper, type Shopper } from '../test/commerce.ts';
import { multipart, newAdmin, pngOf } from '../test/admin.ts';

let t: AccountsTestContext;
let customer: Shopper;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  customer = await newShopper(t.app);
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const GUID = '6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11';
const product = {
  name: 'Matrix Tee',
  slug: 'matrix-tee',
  gender: 'unisex',
  colour: 'White',
  pricePence: 2500,
  categoryId: 1,
  variants: [{ size: 'M', quantity: 3, sku: 'MATRIX-M' }],
};

/** Every route under /api/admin, with a body an admin could send. */
const ENDPOINTS: Array<{
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  upload?: true;
  csv?: string;
}> = [
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/low-stock' },
  { method: 'GET', url: '/api/admin/variants/1/stock-history' },
  { method: 'GET', url: '/api/admin/products' },
  { method: 'POST', url: '/api/admin/products', payload: product },
  { method: 'GET', url: '/api/admin/products/1' },
  {
    method: 'PUT',
    url: '/api/admin/products/1',
    payload: { ...product, slug: 'linen-shirt', variants: [{ size: 'M', quantity: 1, sku: 'LINEN-SHIRT-M2' }] },
  },
  { method: 'POST', url: '/api/admin/products/2/archive' },
  { method: 'POST', url: '/api/admin/products/2/restore' },
  { method: 'POST', url: '/api/admin/products/1/duplicate' },
  { method: 'POST', url: '/api/admin/products/1/colours', payload: { colour: 'Rust', slug: 'linen-shirt-rust' } },
  {
    method: 'POST',
    url: '/api/admin/styles',
    payload: {
      name: 'Matrix Cap',
      gender: 'unisex',
      sizeSystem: 'one-size',
      pricePence: 1500,
      categoryId: 1,
      colours: [{ colour: 'Navy', slug: 'matrix-cap-navy', variants: [{ size: 'ONE', quantity: 2, sku: 'MATRIX-CAP-NAVY' }] }],
    },
  },
  { method: 'POST', url: '/api/admin/products/1/images', upload: true },
  { method: 'POST', url: '/api/admin/products/1/images/1/cover' },
  { method: 'PUT', url: '/api/admin/products/1/images/order', payload: { imageIds: [1] } },
  { method: 'PATCH', url: '/api/admin/products/1/images/1', payload: { alt: 'Front view' } },
  { method: 'POST', url: '/api/admin/products/bulk', payload: { action: 'set-final-sale', ids: [1] } },
  { method: 'DELETE', url: '/api/admin/products/1/images/2' },
  { method: 'GET', url: '/api/admin/categories' },
  { method: 'POST', url: '/api/admin/categories', payload: { name: 'Knitwear', slug: 'knitwear' } },
  { method: 'PUT', url: '/api/admin/categories/1', payload: { name: 'Shirts', slug: 'shirts', description: 'Shirts.' } },
  { method: 'POST', url: '/api/admin/categories/1/image', upload: true },
  { method: 'DELETE', url: '/api/admin/categories/999' },
  { method: 'GET', url: '/api/admin/collections' },
  { method: 'POST', url: '/api/admin/collections', payload: { name: 'Autumn', slug: 'autumn' } },
  { method: 'GET', url: '/api/admin/collections/1' },
  { method: 'PUT', url: '/api/admin/collections/1', payload: { name: 'Autumn Edit', slug: 'autumn', productIds: [1] } },
  { method: 'POST', url: '/api/admin/collections/1/image', upload: true },
  { method: 'PUT', url: '/api/admin/collections/order', payload: { ids: [1] } },
  { method: 'DELETE', url: '/api/admin/collections/1' },
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: `/api/admin/orders/${GUID}` },
  { method: 'POST', url: `/api/admin/orders/${GUID}/ship`, payload: {} },
  { method: 'POST', url: `/api/admin/orders/${GUID}/cancel`, payload: { reason: 'The last one was damaged.' } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/refund-quote`, payload: {} },
  {
    method: 'POST',
    url: `/api/admin/orders/${GUID}/refund`,
    payload: { restock: false, reason: 'Lost in the post.', expectedPence: 2999 },
  },
  { method: 'POST', url: `/api/admin/orders/${GUID}/returns/1/approve`, payload: { restock: true } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/returns/1/reject`, payload: { note: 'Worn.' } },
  { method: 'GET', url: '/api/admin/back-in-stock' },
  { method: 'GET', url: `/api/admin/orders/${GUID}/packing-slip` },
  { method: 'GET', url: '/api/admin/orders/export?status=Waiting' },
  { method: 'GET', url: `/api/admin/orders/${GUID}/notes` },
  { method: 'POST', url: `/api/admin/orders/${GUID}/notes`, payload: { body: 'Gift wrap' } },
  { method: 'GET', url: '/api/admin/subscribers' },
  { method: 'GET', url: '/api/admin/subscribers/export' },
  { method: 'GET', url: '/api/admin/messages' },
  { method: 'POST', url: '/api/admin/messages/1/handled', payload: { handled: true } },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/discounts' },
  { method: 'POST', url: '/api/admin/discounts', payload: { code: 'MATRIX10', kind: 'percent', value: 10 } },
  { method: 'GET', url: `/api/admin/discounts/${GUID}` },
  { method: 'PUT', url: `/api/admin/discounts/${GUID}`, payload: { code: 'MATRIX10', kind: 'percent', value: 15 } },
  { method: 'POST', url: `/api/admin/discounts/${GUID}/active`, payload: { active: false } },
  { method: 'GET', url: '/api/admin/products/export' },
  { method: 'POST', url: '/api/admin/products/import?dryRun=true', csv: 'sku,name\r\nA,B\r\n' },
  { method: 'GET', url: '/api/admin/customers?q=ada' },
  { method: 'GET', url: '/api/admin/customers/1' },
  { method: 'GET', url: '/api/admin/staff' },
  { method: 'POST', url: '/api/admin/staff/invitations', payload: { email: 'new.admin@example.co.uk' } },
  { method: 'DELETE', url: '/api/admin/staff/invitations/1' },
  { method: 'DELETE', url: '/api/admin/staff/999' },
  { method: 'GET', url: '/api/admin/search-insights?days=30' },
  { method: 'GET', url: '/api/admin/settings' },
  {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { shop: {}, shipping: { feePence: 395 }, delivery: {}, returns: {}, inventory: {} },
  },
  { method: 'GET', url: '/api/admin/search-synonyms' },
  { method: 'POST', url: '/api/admin/search-synonyms', payload: { terms: ['gilet', 'bodywarmer'] } },
  { method: 'PUT', url: '/api/admin/search-synonyms/1', payload: { terms: ['jumper', 'sweater', 'pullover'] } },
  { method: 'DELETE', url: '/api/admin/search-synonyms/2' },
];

async function call(e: (typeof ENDPOINTS)[number], headers: Record<string, string>) {
  if (e.upload) {
    const body = await multipart(await pngOf(40, 50), 'a.png', 'image/png');
    return t.app.inject({ method: e.method, url: e.url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
  }
  if (e.csv !== undefined)
    return t.app.inject({ method: e.method, url: e.url, headers: { ...headers, 'content-type': 'text/csv' }, payload: e.csv });
  return t.app.inject({ method: e.method, url: e.url, headers, ...(e.payload ? { payload: e.payload } : {}) });
}

describe('admin authorisation matrix (issue 6)', () => {
  it('covers every admin route of the OpenAPI document', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{[^}]+\}/g, '*')}`));
    const tested = ENDPOINTS.map(
      (e) =>
        `${e.method} ${e.url
          .replace(/\?.*$/, '')
          .replace(GUID, '*')
          .replace(/\/\d+(?=\/|$)/g, '/*')
          .replace(/orders\/\*\/ship$/, 'orders/*/*')}`,
    );
    expect(documented.length).toBeGreaterThan(20);
    expect([...new Set(tested)].sort()).toEqual([...new Set(documented)].sort());
  });

  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.url}: guest 403, customer 403, admin allowed`, async () => {
      const before = (await t.database.db.select().from(adminAudit)).length;
      const guest = await call(e, {});
      expect(guest.statusCode).toBe(403);
      expect(guest.json()).toEqual({ message: 'You do not have access to the admin area.', code: 'FORBIDDEN' });
      const shopper = await call(e, customer.headers);
      expect(shopper.statusCode).toBe(403);
      expect((await t.database.db.select().from(adminAudit)).length).toBe(before);

      const res = await call(e, admin.headers);
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    });
  }

  it('answers 401 to a bad token rather than treating it as a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
  });
});
