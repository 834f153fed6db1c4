import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/store.ts';
import { discountRedemptions, orderLines } from '../../db/schema/orders.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin, shownRefund } from '../../test/admin.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  newShopper,
  orderRow,
  payOnTestPage,
  startCheckout,
  type Shopper,
} from '../../test/commerce.ts';
import { insertCatalogue } from '../../test/listing-fixture.ts';

let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp();
  // A reduced item: it shows an old price (R1.8).
  await insertCatalogue(t.database.db, [
    {
      slug: 'sale-cardigan',
      name: 'Sale Cardigan',
      category: 'Knitwear',
      gender: 'unisex',
      colour: 'Oat',
      pricePence: 6000,
      oldPricePence: 8000,
      stock: { M: 50 },
    },
  ]);
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let n = 0;

/** A code made through the admin API, with a fresh name unless one is given. */
async function makeCode(over: Record<string, unknown> = {}): Promise<{ guid: string; code: string }> {
  n += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discounts',
    headers: admin.headers,
    payload: { code: `CODE${n}`, kind: 'percent', value: 10, ...over },
  });
  if (res.statusCode !== 200) throw new Error(`create code failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function shopperWith(lines: Array<[string, string, number]>): Promise<Shopper> {
  const s = await newShopper(t.app);
  for (const [slug, size, count] of lines) await addToCart(t.app, s, db(), slug, size, count);
  return s;
}

const quote = (s: Shopper, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'GET', url: `/api/payment/quote?${new URLSearchParams(payload as Record<string, string>)}`, headers: s.headers });

describe('discount codes at checkout (R20.2-R20.9)', () => {
  it('a percentage code: discount line, VAT on the discounted total, paid as quoted, counted once', async () => {
    const { code } = await makeCode({ value: 10 });
    const s = await shopperWith([['silk-dress', 'M', 1]]);
    const q = (await quote(s, { discountCode: code.toLowerCase() })).json();
    expect(q).toMatchObject({
      totalItemPrice: 120,
      discount: { code, kind: 'percent', amount: 12, freeShipping: false },
      discountError: null,
      totalTax: 18, // 108 x 20/120
      subtotalExVat: 90,
      totalShippingCost: 0,
      totalPrice: 108,
    });
    const session = await checkoutOk(t.app, s, { discountCode: code });
    expect(await orderRow(db(), session.orderGuid)).toMatchObject({
      itemsPence: 12000,
      discountCode: code,
      discountPence: 1200,
      vatPence: 1800,
      totalPence: 10800,
    });
    const page = await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}` });
    expect(page.body).toContain(`Discount (${code})`);
    expect(page.body).toContain('Pay £108.00');
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);

    const order = (await t.app.inject({ method: 'GET', url: `/api/order/${session.orderGuid}`, headers: s.headers })).json().order;
    expect(order).toMatchObject({ discountCode: code, totalDiscount: 12, totalTax: 18, subtotalExVat: 90, totalPrice: 108 });
    const uses = await db()
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, (await orderRow(db(), session.orderGuid)).id));
    expect(uses.map((u) => u.status)).toEqual(['used']);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/discounts', headers: admin.headers })).json();
    expect(listed.discounts.find((d: { code: string }) => d.code === code)).toMatchObject({ used: 1, held: 0 });
  });

  it('a fixed amount is shared over the eligible lines in whole pence and never exceeds them', async () => {
    const { code } = await makeCode({ kind: 'fixed', value: 1000, excludeSaleItems: true });
    const s = await shopperWith([
      ['linen-shirt', 'M', 1],
      ['wool-scarf', 'ONE', 1],
      ['sale-cardigan', 'M', 1],
    ]);
    const session = await checkoutOk(t.app, s, { discountCode: code });
    const order = await orderRow(db(), session.orderGuid);
    expect(order).toMatchObject({ itemsPence: 4500 + 2999 + 6000, discountPence: 1000, totalPence: 13499 - 1000 });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const share = Object.fromEntries(lines.map((l) => [l.productSlug, l.discountPence]));
    expect(share).toEqual({ 'linen-shirt': 600, 'wool-scarf': 400, 'sale-cardigan': 0 });
  });

  it('a free-delivery code takes the delivery fee off, next-day included', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const { code } = await makeCode({ kind: 'free_shipping', value: 0 });
    const s = await shopperWith([['wool-scarf', 'ONE', 1]]);
    const without = (await quote(s, { deliveryMethod: 'next_day' })).json();
    expect(without).toMatchObject({ totalShippingCost: 6.95, totalPrice: 36.94 });
    const withCode = (await quote(s, { deliveryMethod: 'next_day', discountCode: code })).json();
    expect(withCode).toMatchObject({ discount: { freeShipping: true, amount: 0 }, totalShippingCost: 0, totalPrice: 29.99, totalTax: 5 });
  });

  it('says why a code does not apply, for each reason, and checkout refuses it with 409 changing nothing', async () => {
    const s = await shopperWith([['silk-dress', 'M', 1]]);
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const cases: Array<[Record<string, unknown> | string, string, string | RegExp]> = [
      ['NOSUCHCODE', 'DISCOUNT_UNKNOWN', "We don't recognise the code NOSUCHCODE. Please check it and try again."],
      [{ endsAt: new Date(now - day).toISOString() }, 'DISCOUNT_EXPIRED', /^The code CODE\d+ expired on 21 November 2026\.$/],
      [
        { startsAt: new Date(now + 10 * day).toISOString() },
        'DISCOUNT_NOT_STARTED',
        /^The code CODE\d+ can be used from 2 December 2026\.$/,
      ],
      [{ minSpendPence: 15000 }, 'DISCOUNT_MIN_SPEND', /^Spend £30\.00 more to use the code CODE\d+ \(minimum spend £150\.00\)\.$/],
      [
        { excludeFinalSale: true },
        'DISCOUNT_NOTHING_ELIGIBLE',
        /does not apply to anything in your cart \(it cannot be used on Final Sale items\)\.$/,
      ],
      [{ active: false }, 'DISCOUNT_UNKNOWN', /^We don't recognise the code CODE\d+/],
    ];
    for (const [spec, reason, message] of cases) {
      const code = typeof spec === 'string' ? spec : (await makeCode(spec)).code;
      const q = (await quote(s, { discountCode: code })).json();
      expect(q.discountError).toEqual({
        code: reason,
        message: expect.stringMatching(message instanceof RegExp ? message : `^${message.replace(/[.()]/g, '\\$&')}$`),
      });
      expect(q.discount).toBeNull();
      expect(q.totalPrice).toBe(120);
      const res = await startCheckout(t.app, s, { discountCode: code });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: reason, message: q.discountError.message });
    }
    // Nothing was reserved by the refused checkouts.
    expect((await t.app.inject({ method: 'GET', url: '/api/item/silk-dress' })).statusCode).toBe(200);
  });

  it('once per customer: a second order by the same shopper is refused, another shopper may use it', async () => {
    const { code } = await makeCode({ oncePerCustomer: true });
    const s = await shopperWith([['wool-scarf', 'ONE', 1]]);
    await payOnTestPage(t.app, (await checkoutOk(t.app, s, { discountCode: code })).id);
    await addToCart(t.app, s, db(), 'wool-scarf', 'ONE', 1);
    const again = (await quote(s, { discountCode: code })).json();
    expect(again.discountError).toEqual({
      code: 'DISCOUNT_ALREADY_USED',
      message: `You have already used the code ${code}; it can be used once per customer.`,
    });
    expect((await startCheckout(t.app, s, { discountCode: code })).json().code).toBe('DISCOUNT_ALREADY_USED');
    const other = await shopperWith([['wool-scarf', 'ONE', 1]]);
    expect((await quote(other, { discountCode: code })).json().discountError).toBeNull();
  });

  it('a usage limit counts unpaid checkouts while they hold the use, and frees it when they end', async () => {
    const { code } = await makeCode({ usageLimit: 1 });
    const first = await shopperWith([['wool-scarf', 'ONE', 1]]);
    const second = await shopperWith([['wool-scarf', 'ONE', 1]]);
    const held = await checkoutOk(t.app, first, { discountCode: code });
    const refused = await startCheckout(t.app, second, { discountCode: code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'DISCOUNT_LIMIT_REACHED',
      message: `The code ${code} has been used as many times as it can be.`,
    });
    // A declined card keeps the hold; cancelling ends it.
    await payOnTestPage(t.app, held.id, { cardNumber: '4000 0000 0000 0002' });
    expect((await startCheckout(t.app, second, { discountCode: code })).statusCode).toBe(409);
    await t.app.inject({ method: 'GET', url: `/pay/test/${held.id}/cancel` });
    const won = await checkoutOk(t.app, second, { discountCode: code });
    expect((await payOnTestPage(t.app, won.id)).statusCode).toBe(303);
    expect((await orderRow(db(), won.orderGuid)).status).toBe('Waiting');
    expect((await quote(first, { discountCode: code })).json().discountError.code).toBe('DISCOUNT_LIMIT_REACHED');
  });

  it("back from the payment page, the shopper's own held use neither blocks their quote nor their new checkout", async () => {
    const { code } = await makeCode({ usageLimit: 1, oncePerCustomer: true });
    const s = await shopperWith([['wool-scarf', 'ONE', 1]]);
    await checkoutOk(t.app, s, { discountCode: code });
    expect((await quote(s, { discountCode: code })).json()).toMatchObject({ discountError: null, discount: { code } });
    const other = await shopperWith([['wool-scarf', 'ONE', 1]]);
    expect((await quote(other, { discountCode: code })).json().discountError.code).toBe('DISCOUNT_LIMIT_REACHED');
    const again = await checkoutOk(t.app, s, { discountCode: code });
    expect((await payOnTestPage(t.app, again.id)).statusCode).toBe(303);
  });

  it('a return refunds what the items were paid after the discount, never more', async () => {
    const { code } = await makeCode({ value: 25 });
    const s = await shopperWith([['wool-scarf', 'ONE', 2]]);
    const session = await checkoutOk(t.app, s, { discountCode: code });
    await payOnTestPage(t.app, session.id);
    const guid = session.orderGuid;
    for (const action of ['process', 'ship', 'deliver']) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${guid}/${action}`, headers: admin.headers, payload: {} }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/order/refund-request/${guid}`, headers: s.headers, payload: {} })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${guid}/approve-refund`,
      headers: admin.headers,
      payload: { expectedPence: await shownRefund(t.app, admin.headers, guid) },
    });
    expect(res.statusCode).toBe(200);
    // 2 x £29.99 = £59.98, less 25% (£15.00 rounded from 1499.5) = £44.98 paid and refunded.
    expect(res.json().events.at(-1).note).toContain('£44.98');
    expect(await orderRow(db(), guid)).toMatchObject({ totalPence: 4498, status: 'Refunded' });
  });
});

describe('discount codes in the admin area (R20.1)', () => {
  it('creates, edits and deactivates a code, each change audited; bad input 400, a taken code 409', async () => {
    const created = await makeCode({ kind: 'fixed', value: 500, minSpendPence: 3000, usageLimit: 100 });
    expect(created).toMatchObject({ kind: 'fixed', value: 500, minSpendPence: 3000, usageLimit: 100, active: true, used: 0 });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/discounts/${created.guid}`,
      headers: admin.headers,
      payload: { code: created.code, kind: 'fixed', value: 750, minSpendPence: 3000, usageLimit: 100 },
    });
    expect(edit.json()).toMatchObject({ value: 750 });
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/discounts/${created.guid}/active`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.target, `discount ${created.code}`));
    expect(audit.map((a) => a.action)).toEqual(['discount.create', 'discount.update', 'discount.deactivate']);
    // The offer is recorded whole when its amount changes, so the log can say it in words (R22.10).
    expect(audit[1]!.detail).toEqual({ kind: 'fixed -> fixed', value: '500 -> 750' });
    const log = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?kind=discount', headers: admin.headers })).json();
    expect(log.entries[1]).toMatchObject({
      summary: `Discount ${created.code} updated by ${admin.email}: £7.50 off`,
      href: `/admin/discounts?edit=${created.guid}`,
    });

    const bad = [
      { code: 'X', kind: 'percent', value: 10 },
      { code: 'PCT101', kind: 'percent', value: 101 },
      { code: 'FIXED0', kind: 'fixed', value: 0 },
      { code: 'DATES', kind: 'percent', value: 5, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers: admin.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: admin.headers,
      payload: { code: created.code.toLowerCase(), kind: 'percent', value: 5 },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CODE_TAKEN');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/discounts/6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});
