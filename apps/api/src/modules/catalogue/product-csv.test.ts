import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@atelier/contract/catalogue';
import { adminAudit } from '../../db/schema/store.ts';
import { collections, productCollections, products, variants } from '../../db/schema/catalogue.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  await t.database.db.insert(collections).values({ name: 'Autumn Edit', slug: 'autumn-edit', position: 0 });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const HEADER = PRODUCT_CSV_COLUMNS.join(',');

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body;
}

function importCsv(csv: string, dryRun = false, plan?: string) {
  const query = new URLSearchParams({ ...(dryRun ? { dryRun: 'true' } : {}), ...(plan ? { plan } : {}) }).toString();
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query ? `?${query}` : ''}`,
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
}

/** Every catalogue row an import could touch, updated_at included. */
async function snapshot() {
  return {
    products: await db().select().from(products).orderBy(asc(products.id)),
    variants: await db().select().from(variants).orderBy(asc(variants.id)),
    collections: await db().select().from(productCollections).orderBy(asc(productCollections.productId)),
  };
}

describe('catalogue CSV export (R22.6)', () => {
  it('writes one line per size with a BOM, the header, pounds and yes/no', async () => {
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toContain('LINEN-SHIRT-M,linen-shirt,Linen Shirt,Shirts,,Ecru,male,letters,M,45.00,,5,no');
    expect(lines).toContain('SILK-DRESS-M,silk-dress,Silk Dress,Dresses,,Navy,female,letters,M,120.00,,3,yes');
    expect(lines).toHaveLength(1 + 3 + 1 + 1 + 1);
  });
});

describe('catalogue CSV import (R22.6)', () => {
  it('export then import changes nothing: the dry run finds nothing to do, the import writes nothing', async () => {
    const csv = await exportCsv();
    const before = await snapshot();
    const dry = await importCsv(csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      applied: false,
      rows: 6,
      productsCreated: 0,
      productsUpdated: 0,
      sizesCreated: 0,
      sizesUpdated: 0,
      unchanged: 6,
      errors: [],
    });
    const real = await importCsv(csv);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ applied: true, productsUpdated: 0, sizesUpdated: 0, unchanged: 6 });
    expect(await snapshot()).toEqual(before);
  });

  it('a dry run lists every line with its errors, by line number, and changes nothing', async () => {
    const csv = [
      HEADER,
      'LINEN-SHIRT-M,linen-shirt,Linen Shirt,Shirts,,Ecru,male,letters,M,45.00,,7,no',
      'NEW-TEE-M,new-tee,New Tee,Knitwear,Autumn Edit,White,unisex,letters,M,19.99,,4,no',
      'NEW-TEE-L,new-tee,New Tee,Shirts,Autumn Edit|Winter,White,unisex,letters,XXXL,abc,10.00,-1,maybe',
      'LINEN-SHIRT-M,wool-scarf,Wool Scarf,Accessories,,Grey,unisex,one-size,ONE,29.99,,10,no',
      'NEW-TEE-S,new-tee,New Tee,Shirts,Spring,White,unisex,letters,S,18.00,,4,no',
    ].join('\r\n');
    const before = await snapshot();
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    const { errors, applied } = res.json() as { errors: Array<{ line: number; messages: string[] }>; applied: boolean };
    expect(applied).toBe(false);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6]);
    // A repeated SKU is reported on both its lines.
    expect(errors[0]!.messages).toEqual(['sku: LINEN-SHIRT-M is also on line 5.']);
    expect(errors[1]!.messages).toEqual(["category: there is no category 'Knitwear'."]);
    // A line with problems of its own is still checked against the shop: its unknown collection is listed too.
    expect(errors[2]!.messages).toEqual([
      "stock: '-1' starts with '-', which a spreadsheet runs as a formula; start it with an apostrophe (') if it is meant as text.",
      "size: 'XXXL' is not a size of letters (XS, S, M, L, XL, XXL).",
      "price: 'abc' is not an amount in pounds, such as 49.00.",
      "stock: '-1' is not a whole number of units (0 or more).",
      "final_sale: 'maybe' must be yes or no.",
      "collections: there is no collection 'Winter'.",
    ]);
    expect(errors[3]!.messages).toEqual([
      'sku: LINEN-SHIRT-M is also on line 2.',
      'sku: LINEN-SHIRT-M belongs to linen-shirt, not wool-scarf.',
      'size: wool-scarf already has size ONE under SKU WOOL-SCARF-ONE.',
    ]);
    expect(errors[4]!.messages).toEqual([
      "collections: there is no collection 'Spring'.",
      'category: differs from line 3, another size of new-tee.',
      'price: differs from line 3, another size of new-tee.',
      'collections: differ from line 3, another size of new-tee.',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('a real import of a file with one bad line answers 400 with the line and writes nothing', async () => {
    const before = await snapshot();
    const res = await importCsv(
      [
        HEADER,
        'LINEN-SHIRT-M,linen-shirt,Linen Shirt,Shirts,,Ecru,male,letters,M,45.00,,9,no',
        'X-1,x,X,Shirts,,Red,unisex,letters,M,0,,1,no',
      ].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '1 line has errors; nothing was imported.',
      code: 'IMPORT_INVALID',
      errors: [{ line: 3, messages: ['price: must be more than 0.00.'] }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a good file creates and updates by SKU in one go, and the storefront shows it', async () => {
    const auditBefore = (await db().select().from(adminAudit)).length;
    const csv = [
      // Quoted cells, a BOM, a pound sign and a missing slug column: what a spreadsheet writes.
      '\uFEFFsku,name,category,collections,colour,gender,size_system,size,price,old_price,stock,final_sale',
      'LINEN-SHIRT-M,Linen Shirt,Shirts,,Ecru,male,letters,M,45.00,,2,no',
      'BRETON-TOP-S,"Breton Top, striped",Shirts,Autumn Edit,Navy,female,letters,S,£35,49.00,6,no',
      'BRETON-TOP-M,"Breton Top, striped",Shirts,Autumn Edit,Navy,female,letters,M,35.00,49,4,no',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.json()).toMatchObject({
      applied: true,
      productsCreated: 1,
      productsUpdated: 0,
      sizesCreated: 2,
      sizesUpdated: 1,
      unchanged: 0,
    });

    const [shirtM] = await db().select().from(variants).where(eq(variants.sku, 'LINEN-SHIRT-M'));
    expect(shirtM!.quantity).toBe(2);
    const page = await t.app.inject({ method: 'GET', url: '/api/item/breton-top-striped-navy' });
    expect(page.statusCode).toBe(200);
    const [breton] = await db().select().from(products).where(eq(products.slug, 'breton-top-striped-navy'));
    expect(breton).toMatchObject({
      name: 'Breton Top, striped',
      pricePence: 3500,
      oldPricePence: 4900,
      stockTotal: 10,
      sizeSystem: 'letters',
    });
    const audit = (await db().select().from(adminAudit)).slice(auditBefore);
    expect(audit.map((a) => a.action)).toEqual(['product.import']);

    // And it exports as it was imported.
    expect(await exportCsv()).toContain(
      'BRETON-TOP-S,breton-top-striped-navy,"Breton Top, striped",Shirts,Autumn Edit,Navy,female,letters,S,35.00,49.00,6,no',
    );
  });

  it('finds every problem of every line in one pass: each unknown category and collection, a SKU on three lines, formulas', async () => {
    const csv = [
      HEADER,
      'CAP-S,cap,Cap,Hats,Spring|Winter,Olive,unisex,letters,S,10.00,,1,no',
      'CAP-M,cap,Cap,Hats,Spring|Winter,Olive,unisex,letters,M,10.00,,1,no',
      'CAP-S,cap,Cap,Hats,Spring|Winter,Olive,unisex,letters,L,10.00,,1,no',
      // Cells a spreadsheet would run; the export's apostrophe makes one plain text again.
      '"=HYPERLINK(""http://evil.example"",""Cap"")",cap-2,@SUM(A1),Shirts,,+Olive,unisex,letters,S,10.00,,1,no',
      "TEXT-1,equals-tee,'=Equals Tee,Shirts,,White,unisex,letters,S,10.00,,1,no",
    ].join('\r\n');
    const before = await snapshot();
    const res = (await importCsv(csv, true)).json() as { errors: Array<{ line: number; messages: string[] }>; changes: unknown[] };
    const unknown = [
      "category: there is no category 'Hats'.",
      "collections: there is no collection 'Spring'.",
      "collections: there is no collection 'Winter'.",
    ];
    expect(res.errors).toEqual([
      { line: 2, messages: [...unknown, 'sku: CAP-S is also on line 4.'] },
      { line: 3, messages: unknown },
      { line: 4, messages: [...unknown, 'sku: CAP-S is also on line 2.'] },
      {
        line: 5,
        messages: [
          `sku: '=HYPERLINK("http://evil.example","Cap")' starts with '=', which a spreadsheet runs as a formula; start it with an apostrophe (') if it is meant as text.`,
          "name: '@SUM(A1)' starts with '@', which a spreadsheet runs as a formula; start it with an apostrophe (') if it is meant as text.",
          "colour: '+Olive' starts with '+', which a spreadsheet runs as a formula; start it with an apostrophe (') if it is meant as text.",
          `sku: '=HYPERLINK("http://evil.example","Cap")' may use only letters, digits, dots, hyphens and underscores (at most 64).`,
        ],
      },
    ]);
    expect(res.changes).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('a dry run lists each change, product, field, old and new, and the import with its plan writes exactly those', async () => {
    const [m] = await db().select().from(variants).where(eq(variants.sku, 'LINEN-SHIRT-M'));
    const csv = [
      HEADER,
      'LINEN-SHIRT-M,linen-shirt,Linen Shirt,Shirts,Autumn Edit,Ecru,male,letters,M,39.00,,8,no',
      'LINEN-SHIRT-XL,linen-shirt,Linen Shirt,Shirts,Autumn Edit,Ecru,male,letters,XL,39.00,,4,no',
      'SILK-DRESS-M,silk-dress,Silk Dress,Dresses,,Navy,female,letters,M,120.00,,3,yes',
      'CORD-CAP-ONE,cord-cap,Cord Cap,Accessories,,Olive,unisex,one-size,ONE,18.00,,5,no',
    ].join('\r\n');
    const before = await snapshot();
    const dry = (await importCsv(csv, true)).json();
    expect(dry.changes).toEqual([
      { line: 2, product: 'linen-shirt', sku: null, field: 'price', from: '45.00', to: '39.00' },
      { line: 2, product: 'linen-shirt', sku: null, field: 'collections', from: '', to: 'Autumn Edit' },
      { line: 2, product: 'linen-shirt', sku: 'LINEN-SHIRT-M', field: 'stock', from: String(m!.quantity), to: '8' },
      { line: 3, product: 'linen-shirt', sku: 'LINEN-SHIRT-XL', field: 'new size', from: null, to: 'XL, 4 in stock' },
      { line: 5, product: 'cord-cap', sku: null, field: 'product', from: null, to: 'new: Cord Cap' },
      { line: 5, product: 'cord-cap', sku: 'CORD-CAP-ONE', field: 'new size', from: null, to: 'ONE, 5 in stock' },
    ]);
    expect(dry.plan).toMatch(/^[0-9a-f]{64}$/);
    expect(await snapshot()).toEqual(before);

    // A plan the file no longer makes is refused whole.
    const other = csv.replace(
      'LINEN-SHIRT-XL,linen-shirt,Linen Shirt,Shirts,Autumn Edit,Ecru,male,letters,XL,39.00,,4',
      'LINEN-SHIRT-XL,linen-shirt,Linen Shirt,Shirts,Autumn Edit,Ecru,male,letters,XL,39.00,,6',
    );
    const stale = await importCsv(other, false, dry.plan);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'IMPORT_PLAN_CHANGED' });
    expect(await snapshot()).toEqual(before);

    const real = await importCsv(csv, false, dry.plan);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ applied: true, changes: dry.changes, plan: dry.plan });
    const after = await snapshot();
    const shirt = after.products.find((p) => p.slug === 'linen-shirt')!;
    expect(shirt.pricePence).toBe(3900);
    expect(after.variants.find((v) => v.sku === 'LINEN-SHIRT-M')!.quantity).toBe(8);
    expect(after.variants.find((v) => v.sku === 'LINEN-SHIRT-XL')).toMatchObject({ productId: shirt.id, size: 'XL', quantity: 4 });
    expect(after.products.find((p) => p.slug === 'cord-cap')).toMatchObject({ name: 'Cord Cap', pricePence: 1800 });
    // Nothing the dry run did not list: the silk dress and the other sizes are as they were.
    const same = (p: { slug: string }) => !['linen-shirt', 'cord-cap'].includes(p.slug);
    expect(after.products.filter(same)).toEqual(before.products.filter(same));
    const listed = new Set(['LINEN-SHIRT-M', 'LINEN-SHIRT-XL', 'CORD-CAP-ONE']);
    expect(after.variants.filter((v) => !listed.has(v.sku))).toEqual(before.variants.filter((v) => !listed.has(v.sku)));

    // The same plan once more: the shop now matches the file, so those changes are not there to make.
    expect((await importCsv(csv, false, dry.plan)).statusCode).toBe(409);
  });

  it('refuses a file with unknown or missing columns at line 1, and what is not CSV with 415', async () => {
    const res = await importCsv('sku,name,colour,shoe\r\nA,B,C,D', true);
    expect(res.json().errors).toEqual([
      {
        line: 1,
        messages: [
          'Missing columns: category, gender, size_system, size, price, stock.',
          `Unknown columns: shoe (the columns are ${PRODUCT_CSV_COLUMNS.join(', ')}).`,
        ],
      },
    ]);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/products/import', headers: admin.headers, payload: { csv: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
