import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, FormattedItem } from '@atelier/contract/catalogue';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { addToCart, commerceTestApp, newShopper, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper & { id: number };
beforeAll(async () => {
  t = await commerceTestApp({ CATALOGUE_CACHE_TTL_SECONDS: '0' });
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const productId = async (slug: string) =>
  ((await as('GET', `/api/admin/products?search=${slug}`)).json().products as Array<{ id: number; slug: string }>).find(
    (p) => p.slug === slug,
  )!.id;
const storefront = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/item/${slug}` })).json().formattedItem as FormattedItem;

describe('admin: a style in another colour (R17.6)', () => {
  let source: AdminProduct;
  let sibling: AdminProduct;

  it('shows colour, swatch value and style on the admin product', async () => {
    source = (await as('GET', `/api/admin/products/${await productId('linen-shirt')}`)).json().product;
    expect(source).toMatchObject({ colour: 'Ecru', colourHex: '#e6dcc6', styleKey: 'linen-shirt', siblings: [] });
  });

  it('adds a colour: same style, sizes and price, no stock, no photos, off sale', async () => {
    const res = await as('POST', `/api/admin/products/${source.id}/colours`, { colour: 'Sage', slug: 'linen-shirt-sage' });
    expect(res.statusCode).toBe(201);
    sibling = res.json().product;
    expect(sibling).toMatchObject({
      slug: 'linen-shirt-sage',
      name: 'Linen Shirt',
      colour: 'Sage',
      colourHex: '#9fb08d',
      styleKey: 'linen-shirt',
      pricePence: source.pricePence,
      categoryId: source.categoryId,
      onSale: false,
      images: [],
    });
    expect(sibling.variants.map((v) => `${v.size}:${v.quantity}:${v.sku}`)).toEqual([
      'S:0:LINEN-SHIRT-S-SAG',
      'M:0:LINEN-SHIRT-M-SAG',
      'L:0:LINEN-SHIRT-L-SAG',
    ]);
    expect(sibling.siblings).toEqual([{ id: source.id, slug: 'linen-shirt', colour: 'Ecru', colourHex: '#e6dcc6', archived: false }]);
    const audit = (await as('GET', '/api/admin/audit')).json().entries as Array<{ action: string; target: string }>;
    expect(audit[0]).toMatchObject({ action: 'product.colour', target: `product ${sibling.id} (linen-shirt-sage)` });
  });

  it('the storefront links the two colours at once', async () => {
    const item = await storefront('linen-shirt');
    expect(item.siblings).toEqual([{ slug: 'linen-shirt-sage', colour: 'Sage', colourHex: '#9fb08d', inStock: false }]);
    expect((await storefront('linen-shirt-sage')).siblings.map((s) => s.slug)).toEqual(['linen-shirt']);
  });

  it('takes a given swatch value, lower-cased', async () => {
    const res = await as('POST', `/api/admin/products/${source.id}/colours`, {
      colour: 'Sunset',
      colourHex: '#E07A5F',
      slug: 'linen-shirt-sunset',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ colour: 'Sunset', colourHex: '#e07a5f', styleKey: 'linen-shirt' });
  });

  it('refuses a colour the style already has, a taken slug, a bad value and an unknown product, changing nothing', async () => {
    const before = (await as('GET', '/api/admin/products?status=all')).json().total;
    const cases = [
      [`/api/admin/products/${source.id}/colours`, { colour: 'sage ', slug: 'linen-shirt-sage-2' }, 409, 'COLOUR_TAKEN'],
      [`/api/admin/products/${sibling.id}/colours`, { colour: 'ECRU', slug: 'linen-shirt-ecru' }, 409, 'COLOUR_TAKEN'],
      [`/api/admin/products/${source.id}/colours`, { colour: 'Rust', slug: 'wool-scarf' }, 409, 'SLUG_TAKEN'],
      [`/api/admin/products/${source.id}/colours`, { colour: 'Rust', colourHex: 'red', slug: 'linen-shirt-rust' }, 400, undefined],
      [`/api/admin/products/${source.id}/colours`, { colour: '', slug: 'linen-shirt-rust' }, 400, undefined],
      ['/api/admin/products/999999/colours', { colour: 'Rust', slug: 'linen-shirt-rust' }, 404, 'PRODUCT_NOT_FOUND'],
    ] as const;
    for (const [url, body, status, code] of cases) {
      const res = await as('POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
      if (code) expect(res.json().code).toBe(code);
    }
    expect((await as('GET', '/api/admin/products?status=all')).json().total).toBe(before);
  });

  it('only an admin may add a colour', async () => {
    const shopper = await newShopper(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${source.id}/colours`,
      headers: shopper.headers,
      payload: { colour: 'Rust', slug: 'linen-shirt-rust' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('editing keeps the swatch value unless the colour changes or a value is given', async () => {
    const body = (p: AdminProduct, over: object) => ({
      name: p.name,
      slug: p.slug,
      detail: p.detail,
      care: p.care,
      gender: p.gender,
      colour: p.colour,
      pricePence: p.pricePence,
      oldPricePence: p.oldPricePence,
      isFinalSale: p.isFinalSale,
      onSale: p.onSale,
      categoryId: p.categoryId,
      collectionIds: p.collectionIds,
      variants: p.variants.map((v) => ({ id: v.id, size: v.size, quantity: v.quantity, sku: v.sku })),
      ...over,
    });
    const url = `/api/admin/products/${sibling.id}`;
    const custom = (await as('PUT', url, body(sibling, { colourHex: '#8fa07d' }))).json().product as AdminProduct;
    expect(custom.colourHex).toBe('#8fa07d');
    expect((await as('PUT', url, body(custom, {}))).json().product.colourHex).toBe('#8fa07d');
    expect((await as('PUT', url, body(custom, { colour: 'Olive' }))).json().product.colourHex).toBe('#686a3c');
  });
});

describe('the cart says which colour a line is (R17.4)', () => {
  it('carries colour and swatch value on each line', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'linen-shirt', 'M');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers })).json().cart;
    expect(cart.items[0]).toMatchObject({ itemSlug: 'linen-shirt', name: 'Linen Shirt', colour: 'Ecru', colourHex: '#e6dcc6' });
  });
});
