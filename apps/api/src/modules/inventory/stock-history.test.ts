import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_HISTORY_PAGE_SIZE, type StockHistoryPage } from '@atelier/contract/inventory';
import { inTransaction } from '../../db/client.ts';
import { products, variants } from '../../db/schema/catalogue.ts';
import { stockHistory } from '../../db/schema/stock-history.ts';
import { orderRepository } from '../orders/repository.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { addToCart, checkoutOk, newShopper, orderRow, payOnTestPage, variantOf, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: Shopper = admin) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** The rows written since `sinceId`, in order, as [variant, before, after, reason, actor kind, actor user, order]. */
async function rowsSince(sinceId: number) {
  const rows = await db().select().from(stockHistory).orderBy(asc(stockHistory.id));
  return rows
    .filter((r) => r.id > sinceId)
    .map((r) => [r.variantId, r.quantityBefore, r.quantityAfter, r.reason, r.actorKind, r.actorUserId, r.orderId] as const);
}
const lastId = async () => (await db().select({ id: stockHistory.id }).from(stockHistory)).reduce((n, r) => Math.max(n, r.id), 0);
const historyPage = async (variantId: number, page = 1, who: Shopper = admin) =>
  as('GET', `/api/admin/variants/${variantId}/stock-history?page=${page}`, undefined, who);

async function categoryId(): Promise<number> {
  const [row] = await db().select({ id: products.categoryId }).from(products).where(eq(products.slug, 'linen-shirt'));
  return row!.id;
}

describe('the catalogue writes stock through the inventory, one row per change (R3.16)', () => {
  it('a new style opens each size at its stock; a new colour and a duplicate at none', async () => {
    const since = await lastId();
    const made = await as('POST', '/api/admin/styles', {
      name: 'Boxy Tee',
      gender: 'unisex',
      sizeSystem: 'letters',
      pricePence: 2500,
      categoryId: await categoryId(),
      colours: [{ colour: 'White', slug: 'boxy-tee', variants: [{ size: 'S', quantity: 4, sku: 'BOXY-S' }] }],
    });
    expect(made.statusCode).toBe(201);
    const tee = made.json().products[0];
    const s = tee.variants[0].id as number;
    expect(await rowsSince(since)).toEqual([[s, 0, 4, 'new-style', 'staff', admin.id, null]]);

    const colour = await as('POST', `/api/admin/products/${tee.id}/colours`, { colour: 'Black', slug: 'boxy-tee-black' });
    expect(colour.statusCode).toBe(201);
    const black = colour.json().product.variants[0].id as number;
    const copy = (await as('POST', `/api/admin/products/${tee.id}/duplicate`)).json().product.variants[0].id as number;
    expect((await rowsSince(since)).slice(1)).toEqual([
      [black, 0, 0, 'new-colour', 'staff', admin.id, null],
      [copy, 0, 0, 'duplicate', 'staff', admin.id, null],
    ]);
  });

  it("the owner's form: a changed quantity is an adjustment, a new size opens, an unchanged size writes nothing", async () => {
    const current = (await as('GET', '/api/admin/products?search=boxy-tee'))
      .json()
      .products.find((p: { slug: string }) => p.slug === 'boxy-tee');
    const product = (await as('GET', `/api/admin/products/${current.id}`)).json().product;
    const since = await lastId();
    const body = {
      name: product.name,
      slug: product.slug,
      detail: product.detail,
      care: product.care,
      gender: product.gender,
      sizeSystem: product.sizeSystem,
      colour: product.colour,
      pricePence: product.pricePence,
      oldPricePence: product.oldPricePence,
      isFinalSale: product.isFinalSale,
      onSale: product.onSale,
      categoryId: product.categoryId,
      collectionIds: [],
      variants: [
        { id: product.variants[0].id, size: 'S', quantity: 9, sku: 'BOXY-S' },
        { size: 'M', quantity: 2, sku: 'BOXY-M' },
      ],
    };
    const res = await as('PUT', `/api/admin/products/${product.id}`, body);
    expect(res.statusCode).toBe(200);
    const m = res.json().product.variants.find((v: { size: string }) => v.size === 'M').id as number;
    expect(await rowsSince(since)).toEqual([
      [product.variants[0].id, 4, 9, 'adjustment', 'staff', admin.id, null],
      [m, 0, 2, 'new-size', 'staff', admin.id, null],
    ]);
    const again = await lastId();
    expect(
      (
        await as('PUT', `/api/admin/products/${product.id}`, {
          ...body,
          name: 'Boxy Tee!',
          variants: res.json().product.variants.map((v: { id: number; size: string; quantity: number; sku: string }) => ({
            id: v.id,
            size: v.size,
            quantity: v.quantity,
            sku: v.sku,
          })),
        })
      ).statusCode,
    ).toBe(200);
    expect(await rowsSince(again)).toEqual([]);
  });

  it('a CSV import sets the stock it names', async () => {
    const since = await lastId();
    const exported = (await as('GET', '/api/admin/products/export')).body.slice(1);
    const changed = exported.replace(/^(BOXY-S,.*),9,no$/m, '$1,7,no');
    expect(changed).not.toBe(exported);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: changed,
    });
    expect(res.statusCode).toBe(200);
    const s = (await db().select().from(variants).where(eq(variants.sku, 'BOXY-S')))[0]!;
    expect(await rowsSince(since)).toEqual([[s.id, 9, 7, 'import', 'staff', admin.id, null]]);
  });
});

describe('orders move stock through the inventory, one row per change (R3.16)', () => {
  it('a checkout takes its units as a sale by the customer; an expiry gives them back as the shop', async () => {
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    const since = await lastId();
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 2);
    const session = await checkoutOk(t.app, shopper);
    const order = await orderRow(db(), session.orderGuid);
    expect(await rowsSince(since)).toEqual([[scarf.id, scarf.quantity, scarf.quantity - 2, 'sale', 'customer', order.userId, order.id]]);
    const sold = await lastId();
    t.clock.advance(31 * 60_000);
    expect(await t.app.commerce.lifecycle.expire(order.id, 'Not paid in time.')).toBe(true);
    expect(await rowsSince(sold)).toEqual([[scarf.id, scarf.quantity - 2, scarf.quantity, 'expiry', 'system', null, order.id]]);
  });

  it('a failed payment gives the units back as the shop', async () => {
    const buyer = await newShopper(t.app);
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    await addToCart(t.app, buyer, db(), 'wool-scarf', 'ONE', 1);
    const session = await checkoutOk(t.app, buyer);
    const since = await lastId();
    const pending = await orderRow(db(), session.orderGuid);
    // Only the transaction's own executor inside it: PGlite has one connection.
    await inTransaction(db(), async (tx) => {
      const o = (await orderRepository(tx).byId(pending.id, 'update'))!;
      expect(await t.app.commerce.lifecycle.markUnpaid(tx, o, 'PaymentFailed', 'payment', 'Declined.')).toBe(true);
    });
    const order = await orderRow(db(), session.orderGuid);
    expect(await rowsSince(since)).toEqual([[scarf.id, scarf.quantity - 1, scarf.quantity, 'payment-failed', 'system', null, order.id]]);
  });

  it("the owner's cancellation gives a paid order's units back, by that staff account", async () => {
    const buyer = await newShopper(t.app);
    const shirt = await variantOf(db(), 'linen-shirt', 'M');
    await addToCart(t.app, buyer, db(), 'linen-shirt', 'M', 3);
    const session = await checkoutOk(t.app, buyer);
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
    const since = await lastId();
    const expectedPence = await shownRefund(t.app, admin.headers, session.orderGuid);
    const res = await as('POST', `/api/admin/orders/${session.orderGuid}/cancel`, { reason: 'Damaged in the stockroom.', expectedPence });
    expect(res.statusCode).toBe(200);
    const order = await orderRow(db(), session.orderGuid);
    expect(await rowsSince(since)).toEqual([[shirt.id, shirt.quantity - 3, shirt.quantity, 'cancellation', 'staff', admin.id, order.id]]);
  });

  it('an approved return put back on sale is one row by the staff account', async () => {
    const buyer = await newShopper(t.app);
    await addToCart(t.app, buyer, db(), 'linen-shirt', 'M', 2);
    const session = await checkoutOk(t.app, buyer);
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
    const guid = session.orderGuid;
    for (const step of ['process', 'ship', 'deliver'])
      expect((await as('POST', `/api/admin/orders/${guid}/${step}`, {})).statusCode).toBe(200);
    const lineId = (await t.app.inject({ method: 'GET', url: `/api/order/${guid}`, headers: buyer.headers })).json().order.items[0]
      .lineId as number;
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/order/return-request/${guid}`,
      headers: buyer.headers,
      payload: { items: [{ lineId, quantity: 1, reason: 'faulty' }] },
    });
    expect(ask.statusCode).toBe(200);
    const returnId = ask.json().order.returns[0].id as number;
    const shirt = await variantOf(db(), 'linen-shirt', 'M');
    const since = await lastId();
    const expectedPence = await shownRefund(t.app, admin.headers, guid, returnId);
    const ok = await as('POST', `/api/admin/orders/${guid}/returns/${returnId}/approve`, { restock: true, note: '', expectedPence });
    expect(ok.statusCode).toBe(200);
    const order = await orderRow(db(), guid);
    expect(await rowsSince(since)).toEqual([
      [shirt.id, shirt.quantity, shirt.quantity + 1, 'return-restocked', 'staff', admin.id, order.id],
    ]);
  });

  it("each variant's rows chain (each starts where the last ended) and end at its quantity", async () => {
    const rows = await db().select().from(stockHistory).orderBy(asc(stockHistory.id));
    const ids = [...new Set(rows.map((r) => r.variantId))];
    const now = new Map((await db().select().from(variants).where(inArray(variants.id, ids))).map((v) => [v.id, v.quantity]));
    for (const id of ids) {
      const own = rows.filter((r) => r.variantId === id);
      for (let i = 1; i < own.length; i += 1) expect(own[i]!.quantityBefore).toBe(own[i - 1]!.quantityAfter);
      expect(own.at(-1)!.quantityAfter).toBe(now.get(id));
    }
  });
});

describe('GET /api/admin/variants/:id/stock-history', () => {
  it('answers a page of the newest changes first, with the order, the person and the words', async () => {
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    const res = await historyPage(scarf.id);
    expect(res.statusCode).toBe(200);
    const page = res.json() as StockHistoryPage;
    expect(page.variant).toMatchObject({ id: scarf.id, size: 'ONE', quantity: scarf.quantity });
    // The scarf's last change was the failed payment's, by the shop.
    expect(page.entries[0]).toMatchObject({ reason: 'payment-failed', actor: { kind: 'system', email: null }, change: 1 });
    expect(page.entries[0]!.order!.number).toMatch(/^ATL-/);
    // The first sale of all was the shared shopper's.
    const firstSale = page.entries.filter((e) => e.reason === 'sale').at(-1)!;
    expect(firstSale.actor).toEqual({ kind: 'customer', email: shopper.email });
    expect(page.entries.map((e) => e.id)).toEqual([...page.entries.map((e) => e.id)].sort((a, b) => b - a));
  });

  it('pages twenty at a time', async () => {
    const tote = await variantOf(db(), 'canvas-tote', 'ONE');
    for (let q = 1; q <= STOCK_HISTORY_PAGE_SIZE + 5; q += 1) {
      const product = (await as('GET', `/api/admin/products?search=canvas-tote`)).json().products[0];
      const full = (await as('GET', `/api/admin/products/${product.id}`)).json().product;
      const {
        id: _i,
        slug,
        name,
        detail,
        care,
        gender,
        sizeSystem,
        colour,
        pricePence,
        oldPricePence,
        isFinalSale,
        onSale,
        categoryId,
      } = full;
      const res = await as('PUT', `/api/admin/products/${full.id}`, {
        slug,
        name,
        detail,
        care,
        gender,
        sizeSystem,
        colour,
        pricePence,
        oldPricePence,
        isFinalSale,
        onSale,
        categoryId,
        collectionIds: full.collectionIds,
        variants: [{ id: tote.id, size: 'ONE', quantity: q, sku: full.variants[0].sku }],
      });
      expect(res.statusCode).toBe(200);
    }
    const first = (await historyPage(tote.id)).json() as StockHistoryPage;
    expect(first).toMatchObject({ page: 1, total: 25, totalPages: 2 });
    expect(first.entries).toHaveLength(STOCK_HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      before: 24,
      after: 25,
      change: 1,
      reason: 'adjustment',
      actor: { kind: 'staff', email: admin.email },
    });
    const second = (await historyPage(tote.id, 2)).json() as StockHistoryPage;
    expect(second.entries.map((e) => e.after)).toEqual([5, 4, 3, 2, 1]);
    expect((await historyPage(tote.id, 3)).json().entries).toEqual([]);
  });

  it('refuses guests, customers, an unknown variant and a bad page, changing nothing', async () => {
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    // The back office answers a guest as it answers a customer (authz.test.ts).
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/variants/${scarf.id}/stock-history` })).statusCode).toBe(403);
    expect((await historyPage(scarf.id, 1, await newShopper(t.app))).statusCode).toBe(403);
    const unknown = await historyPage(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VARIANT_NOT_FOUND' });
    expect((await historyPage(scarf.id, 0)).statusCode).toBe(400);
    expect((await as('GET', `/api/admin/variants/abc/stock-history`)).statusCode).toBe(400);
  });
});
