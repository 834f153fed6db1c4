import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS } from '@atelier/contract/catalogue';
import { contactMessages, newsletterSubscribers } from '../../db/schema/store.ts';
import { mediaRenditions } from '../../db/schema/catalogue.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  payOnTestPage,
  stockOf,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';
import { multipart, newAdmin, pngOf } from '../../test/admin.ts';

let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  shopper = await newShopper(t.app);
  await setStock(t.database.db, (await variantOf(t.database.db, 'linen-shirt', 'M')).guid, 20);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const storefront = async (slug: string) => t.app.inject({ method: 'GET', url: `/api/item/${slug}` });
const auditActions = async () =>
  (await as('GET', '/api/admin/audit')).json().entries as Array<{ admin: string; action: string; target: string; detail: string }>;

async function categoryId(slug: string): Promise<number> {
  const list = (await as('GET', '/api/admin/categories')).json().categories as Array<{ id: number; slug: string }>;
  return list.find((c) => c.slug === slug)!.id;
}

const newProduct = async (over: object = {}) => ({
  name: 'Merino Crew',
  slug: 'merino-crew',
  detail: 'Fine merino.',
  care: 'Hand wash.',
  gender: 'female',
  colour: 'Oat',
  pricePence: 8900,
  oldPricePence: 11000,
  isFinalSale: false,
  categoryId: await categoryId('shirts'),
  collectionIds: [],
  variants: [
    { size: 'S', quantity: 4, sku: 'MERINO-S' },
    { size: 'M', quantity: 6, sku: 'MERINO-M' },
  ],
  ...over,
});

describe('admin catalogue', () => {
  let id: number;

  it('creates a product that the storefront shows at once, and records who did it', async () => {
    const res = await as('POST', '/api/admin/products', await newProduct());
    expect(res.statusCode).toBe(201);
    id = res.json().product.id;
    const item = (await storefront('merino-crew')).json().formattedItem;
    expect(item).toMatchObject({ name: 'Merino Crew', totalPrice: 89, oldPrice: 110, isStock: true });
    expect(item.variants.map((v: { size: string; quantity: number }) => `${v.size}:${v.quantity}`)).toEqual(['S:4', 'M:6']);
    // The search index knows the new product.
    const found = (await t.app.inject({ method: 'GET', url: '/api/item?search=merino' })).json();
    expect(found.items.map((i: { slug: string }) => i.slug)).toContain('merino-crew');
    expect((await auditActions())[0]).toMatchObject({
      admin: admin.email,
      action: 'product.create',
      target: `product ${id} (merino-crew)`,
    });
  });

  it('answers a taken slug, a taken SKU and bad values clearly, changing nothing', async () => {
    const dup = await as('POST', '/api/admin/products', await newProduct({ variants: [{ size: 'M', quantity: 1, sku: 'OTHER-M' }] }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: 'SLUG_TAKEN',
      message: "The slug 'merino-crew' is already used by another product. Please choose another.",
    });
    const sku = await as(
      'POST',
      '/api/admin/products',
      await newProduct({ slug: 'merino-crew-2', variants: [{ size: 'M', quantity: 1, sku: 'MERINO-M' }] }),
    );
    expect(sku.statusCode).toBe(409);
    expect(sku.json().code).toBe('SKU_TAKEN');
    const bad = await as(
      'POST',
      '/api/admin/products',
      await newProduct({ slug: 'Bad Slug', oldPricePence: 100, variants: [{ size: 'M', quantity: -1, sku: 'X' }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('oldPricePence: The old price must be higher than the price.');
    expect(bad.json().message).toContain('variants.0.quantity: Stock cannot be negative.');
    expect((await storefront('merino-crew-2')).statusCode).toBe(404);
    const unknownCategory = await as(
      'POST',
      '/api/admin/products',
      await newProduct({ slug: 'merino-crew-3', categoryId: 9999, variants: [{ size: 'M', quantity: 1, sku: 'M3' }] }),
    );
    expect(unknownCategory.json()).toMatchObject({ code: 'UNKNOWN_CATEGORY' });
  });

  it('keeps every size in the size system of the product (R3.12) and answers the system', async () => {
    const shoe = await newProduct({
      name: 'Suede Loafers',
      slug: 'suede-loafers-admin',
      sizeSystem: 'uk-shoe',
      variants: [
        { size: 'UK 9', quantity: 2, sku: 'LOAF-UK9' },
        { size: 'UK 8', quantity: 3, sku: 'LOAF-UK8' },
      ],
    });
    const made = await as('POST', '/api/admin/products', shoe);
    expect(made.statusCode).toBe(201);
    expect(made.json().product.sizeSystem).toBe('uk-shoe');
    expect(made.json().product.variants.map((v: { size: string }) => v.size)).toEqual(['UK 8', 'UK 9']);
    expect((await storefront('suede-loafers-admin')).json().formattedItem.sizeSystem).toBe('uk-shoe');

    const wrong = await as(
      'POST',
      '/api/admin/products',
      await newProduct({ slug: 'loafers-wrong', sizeSystem: 'uk-shoe', variants: [{ size: 'M', quantity: 1, sku: 'LOAF-M' }] }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(
      "variants.0.size: Size M does not belong to the product's size system (UK shoe sizes: UK 3, UK 4",
    );
    // Without a system the first size names it, and the rest must follow.
    const mixed = await as(
      'POST',
      '/api/admin/products',
      await newProduct({
        slug: 'jeans-mixed',
        variants: [
          { size: 'W32 L30', quantity: 1, sku: 'JM-W32L30' },
          { size: 'L', quantity: 1, sku: 'JM-L' },
        ],
      }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain(
      "variants.1.size: Size L does not belong to the product's size system (Jeans waist and leg: W26 L30",
    );
    const unknown = await as('POST', '/api/admin/products', await newProduct({ slug: 'jeans-eu', sizeSystem: 'eu-shoe' }));
    expect(unknown.statusCode).toBe(400);
    for (const slug of ['loafers-wrong', 'jeans-mixed', 'jeans-eu']) expect((await storefront(slug)).statusCode).toBe(404);

    // Changing the system with its sizes is one edit.
    const current = made.json().product;
    const moved = await as('PUT', `/api/admin/products/${current.id}`, {
      ...shoe,
      sizeSystem: 'letters',
      variants: [{ size: 'M', quantity: 1, sku: 'LOAF-M' }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().product).toMatchObject({ sizeSystem: 'letters', variants: [{ size: 'M' }] });
  });

  it('changes price and stock (the storefront follows) and logs what changed', async () => {
    const current = (await as('GET', `/api/admin/products/${id}`)).json().product;
    const variants = current.variants.map((v: { id: number; size: string; sku: string; quantity: number }) => ({
      id: v.id,
      size: v.size,
      sku: v.sku,
      quantity: v.size === 'M' ? 2 : v.quantity,
    }));
    const res = await as(
      'PUT',
      `/api/admin/products/${id}`,
      await newProduct({
        pricePence: 7900,
        oldPricePence: null,
        isFinalSale: true,
        variants: [...variants, { size: 'L', quantity: 5, sku: 'MERINO-L' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const guids = current.variants.map((v: { guid: string }) => v.guid);
    expect(
      res
        .json()
        .product.variants.slice(0, 2)
        .map((v: { guid: string }) => v.guid),
    ).toEqual(guids);
    const item = (await storefront('merino-crew')).json().formattedItem;
    expect(item).toMatchObject({ totalPrice: 79, oldPrice: null, isFinalSale: true });
    expect(item.variants.map((v: { size: string; quantity: number }) => `${v.size}:${v.quantity}`)).toEqual(['S:4', 'M:2', 'L:5']);
    const entry = (await auditActions())[0]!;
    expect(entry.action).toBe('product.update');
    expect(entry.detail).toContain('price: £89.00 → £79.00');
    expect(entry.detail).toContain('stock M: 6 → 2');
    expect(entry.detail).toContain('stock L: none → 5');
  });

  it('searches the admin list by name and SKU, and archives and restores', async () => {
    const bySku = (await as('GET', '/api/admin/products?search=merino-l')).json();
    expect(bySku.products.map((p: { slug: string }) => p.slug)).toEqual(['merino-crew']);
    expect((await as('POST', `/api/admin/products/${id}/archive`)).json().product.archivedAt).not.toBeNull();
    expect((await storefront('merino-crew')).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/products?search=merino')).json().total).toBe(0);
    expect((await as('GET', '/api/admin/products?search=merino&status=archived')).json().total).toBe(1);
    await as('POST', `/api/admin/products/${id}/restore`);
    expect((await storefront('merino-crew')).statusCode).toBe(200);
  });

  it('uploads images checked by content, renders every srcset width, and the first is the cover', async () => {
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const body = await multipart(bytes, name, type, { alt: 'Merino crew, front' });
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${id}/images`,
        headers: { ...admin.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const ok = await upload(await pngOf(), 'front.png', 'image/png');
    expect(ok.statusCode).toBe(201);
    const [image] = ok.json().product.images;
    expect(image).toMatchObject({ kind: 'cover', alt: 'Merino crew, front', position: 0 });
    const widths = await db().select({ w: mediaRenditions.width }).from(mediaRenditions).where(eq(mediaRenditions.mediaId, image.mediaId));
    expect(widths.map((r) => r.w).sort((a, b) => a - b)).toEqual([...RENDITION_WIDTHS]);
    const item = (await storefront('merino-crew')).json().formattedItem;
    expect(item.images[0].coverImage).toBe(`/media/${image.mediaId}/640.webp`);
    expect((await t.app.inject({ method: 'GET', url: `/media/${image.mediaId}/480.webp` })).headers['content-type']).toBe('image/webp');

    const renamed = await upload(Buffer.from('GIF89a not really an image at all'), 'photo.png', 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ code: 'UNSUPPORTED_IMAGE', message: 'Please upload a JPEG, PNG or WebP image.' });
    const gif = await upload(Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex'), 'a.webp', 'image/webp');
    expect(gif.statusCode).toBe(415);
    const huge = await upload(Buffer.concat([await pngOf(40, 50), Buffer.alloc(10 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Images must be at most 10 MB.');
    expect((await as('GET', `/api/admin/products/${id}`)).json().product.images).toHaveLength(1);

    const second = (await upload(await pngOf(800, 1000), 'back.png', 'image/png')).json().product.images[1];
    expect(second.kind).toBe('hover');
    const swapped = (await as('POST', `/api/admin/products/${id}/images/${second.id}/cover`)).json().product.images;
    expect(swapped.map((i: { id: number; kind: string }) => [i.id, i.kind])).toEqual([
      [second.id, 'cover'],
      [image.id, 'hover'],
    ]);
    const left = (await as('DELETE', `/api/admin/products/${id}/images/${second.id}`)).json().product.images;
    expect(left.map((i: { id: number; kind: string }) => [i.id, i.kind])).toEqual([[image.id, 'cover']]);
  });

  it('creates and edits categories with a picture; a taken slug is a 409', async () => {
    const made = await as('POST', '/api/admin/categories', { name: 'Knitwear', slug: 'knitwear', description: 'Warm layers.' });
    expect(made.statusCode).toBe(201);
    const cid = made.json().category.id;
    expect((await as('POST', '/api/admin/categories', { name: 'Knit', slug: 'knitwear' })).json().code).toBe('SLUG_TAKEN');
    const body = await multipart(await pngOf(600, 600), 'knit.jpg', 'image/jpeg');
    const pic = await t.app.inject({
      method: 'POST',
      url: `/api/admin/categories/${cid}/image`,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(pic.statusCode).toBe(200);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/category/categories' })).json().categories;
    expect(shop.find((c: { slug: string }) => c.slug === 'knitwear').image).toMatch(/^\/media\/[0-9a-f-]+\/640\.webp$/);
    expect((await as('PUT', `/api/admin/categories/${cid}`, { name: 'Knitwear & Jersey', slug: 'knitwear' })).json().category.name).toBe(
      'Knitwear & Jersey',
    );
  });
});

describe('admin orders', () => {
  async function paidOrder(count: number): Promise<{ guid: string; number: string }> {
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', count);
    const session = await checkoutOk(t.app, shopper);
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
    return { guid: session.orderGuid, number: session.orderNumber };
  }

  it('lists by status, searches by number and email, and approves a cancellation with refund, stock and mail', async () => {
    const { guid, number } = await paidOrder(2);
    const stock = await stockOf(db(), 'linen-shirt', 'M');
    expect((await t.app.inject({ method: 'PUT', url: `/api/order/cancel-request/${guid}`, headers: shopper.headers })).statusCode).toBe(
      200,
    );

    const pending = (await as('GET', '/api/admin/orders?status=CancelRequested')).json();
    expect(pending.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([number]);
    expect((await as('GET', `/api/admin/orders?q=${encodeURIComponent(shopper.email.toUpperCase())}`)).json().total).toBeGreaterThan(0);
    expect((await as('GET', `/api/admin/orders?q=${number}`)).json().orders[0].customerEmail).toBe(shopper.email);
    const dash = (await as('GET', '/api/admin/dashboard')).json();
    expect(dash.pending).toMatchObject({ cancelRequests: 1, refundRequests: 0 });
    expect(dash.pending.orders[0].orderNumber).toBe(number);

    const detail = (await as('GET', `/api/admin/orders/${guid}`)).json();
    expect(detail.actions).toEqual(['approve-cancel', 'decline-cancel']);
    expect(detail.events.map((e: { toStatus: string }) => e.toStatus)).toEqual(['PendingPayment', 'Waiting', 'CancelRequested']);
    expect(detail.events.at(-1).actor).toBe(shopper.email);

    expect(detail.approvalRefunds.everythingLeft).toBe(9000);
    const done = await as('POST', `/api/admin/orders/${guid}/approve-cancel`, { expectedPence: 9000 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ order: { status: 'Cancelled' }, actions: [] });
    expect(done.json().events.at(-1)).toMatchObject({ toStatus: 'Cancelled', actor: admin.email });
    expect(await stockOf(db(), 'linen-shirt', 'M')).toBe(stock + 2);
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === 'order-cancelled');
    expect(mails).toHaveLength(1);
    const customerView = (await t.app.inject({ method: 'GET', url: `/api/order/${guid}`, headers: shopper.headers })).json().order;
    expect(customerView.status).toBe('Cancelled');
    expect((await auditActions())[0]).toMatchObject({
      action: 'order.approve-cancel',
      target: `order ${number}`,
      summary: `Cancellation approved for ${number} by ${admin.email}, £90.00 refunded`,
      detail: 'status: Cancel Requested → Cancelled',
    });

    const again = await as('POST', `/api/admin/orders/${guid}/approve-cancel`, { expectedPence: 9000 });
    expect(again.statusCode).toBe(409);
  });

  it('ships with a note, delivers, and counts the day on the dashboard', async () => {
    const { guid } = await paidOrder(1);
    await as('POST', `/api/admin/orders/${guid}/process`, {});
    const shipped = (await as('POST', `/api/admin/orders/${guid}/ship`, { note: 'Royal Mail tracked 24: RM123456785GB' })).json();
    expect(shipped.order.status).toBe('Shipped');
    expect(shipped.events.at(-1).note).toBe('Royal Mail tracked 24: RM123456785GB');
    expect((await as('POST', `/api/admin/orders/${guid}/deliver`, {})).json().actions).toEqual([]);
    const dash = (await as('GET', '/api/admin/dashboard')).json();
    expect(dash.daily).toHaveLength(30);
    expect(dash.daily.at(-1).date).toBe('2026-11-22');
    // Two paid orders today: the cancelled one keeps nothing, the delivered one its £45.00.
    expect(dash.today).toEqual({ orders: 2, revenuePence: 4500 });
    expect(dash.last30Days).toEqual(dash.today);
  });

  it('answers 404 for an unknown order and 400 for an unknown action', async () => {
    expect((await as('GET', '/api/admin/orders/6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11')).statusCode).toBe(404);
    expect((await as('POST', '/api/admin/orders/6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11/teleport', {})).statusCode).toBe(400);
  });
});

describe('admin dashboard, subscribers and messages', () => {
  it('lists low-stock variants, a sold-out size nobody bought counted apart', async () => {
    const dash = (await as('GET', '/api/admin/dashboard')).json();
    expect(dash.lowStock.map((v: { sku: string }) => v.sku)).not.toContain('CANVAS-TOTE-ONE');
    expect(dash.lowStockDormant).toBeGreaterThanOrEqual(1);
    expect(dash.lowStock.every((v: { quantity: number }) => v.quantity <= 3)).toBe(true);
    expect((await as('GET', '/api/admin/low-stock')).json().dormant.items).toContainEqual({
      productId: expect.any(Number),
      productName: 'Canvas Tote',
      size: 'ONE',
      sku: 'CANVAS-TOTE-ONE',
      quantity: 0,
      soldRecently: 0,
      pacePerDay: 0,
      daysLeft: null,
      state: 'dormant',
    });
  });

  it('exports the subscribed addresses as CSV, defusing formulas', async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: 'ann@example.co.uk' },
        { email: '=cmd@example.co.uk' },
        { email: 'gone@example.co.uk', unsubscribedAt: new Date() },
      ]);
    const list = (await as('GET', '/api/admin/subscribers')).json();
    expect(list).toMatchObject({ total: 3, active: 2 });
    const csv = await as('GET', '/api/admin/subscribers/export');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="atelier-subscribers.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['ann@example.co.uk', "'=cmd@example.co.uk"]);
    expect((await auditActions())[0]).toMatchObject({ action: 'newsletter.export', detail: 'rows: 2' });
  });

  it('lists contact messages and marks them handled', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Grace', email: 'grace@example.co.uk', message: 'Do you restock the linen shirt?' },
    });
    expect(sent.statusCode).toBe(201);
    const list = (await as('GET', '/api/admin/messages')).json();
    expect(list.unhandled).toBe(1);
    const [msg] = list.messages;
    expect(msg).toMatchObject({ name: 'Grace', message: 'Do you restock the linen shirt?', handledAt: null });
    expect((await as('POST', `/api/admin/messages/${msg.id}/handled`, { handled: true })).statusCode).toBe(200);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(sql`${contactMessages.handledAt} is not null`);
    expect(row!.n).toBe(1);
    expect((await as('POST', '/api/admin/messages/9999/handled', { handled: true })).statusCode).toBe(404);
  });
});
