import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditVat, formatPence, orderVat } from '@atelier/contract/shared';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { addToCart, checkoutOk, orderRow, payOnTestPage, type Shopper } from '../../test/commerce.ts';
import { shownRefund } from '../../test/admin.ts';

// Issue 33: one order, one VAT figure, on every surface that shows it (R1.5, R1.6, R21.18, R22.3).
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
const get = (url: string, who: Shopper) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('one VAT figure for an order with a discount code and paid delivery', () => {
  it('checkout, the payment page, the confirmation, the mail, My Orders, the admin, the receipt and the CSV agree', async () => {
    const code = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/discounts',
        headers: admin.headers,
        payload: { code: 'VATTEN', kind: 'percent', value: 10 },
      })
    ).json().code as string;
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 2);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);

    // Checkout's quote, with Next-day delivery (a paid delivery, standard-rated).
    const quote = (await get(`/api/payment/quote?discountCode=${code}&deliveryMethod=next_day`, shopper)).json();
    expect(quote.totalShippingCost).toBeGreaterThan(0);
    const shippingPence = Math.round(quote.totalShippingCost * 100);
    // Worked out by hand: 1500 in the shirts, 500 in the scarf, less 200 in the £12.00 discount, plus the delivery's.
    const expected = orderVat({ linesPence: [9000, 2999], discountPence: 1200, shippingPence });
    expect(expected.totals.vatPence).toBe(1500 + 500 - 200 + Math.round(shippingPence / 6));
    const vat = expected.totals.vatPence;
    expect(Math.round(quote.totalTax * 100)).toBe(vat);
    // The four lines add up to the total.
    expect(Math.round((quote.subtotalExVat + quote.totalTax + quote.shippingExVat) * 100)).toBe(Math.round(quote.totalPrice * 100));

    const session = await checkoutOk(t.app, shopper, { discountCode: code, deliveryMethod: 'next_day' });
    const row = await orderRow(db(), session.orderGuid);
    expect(row).toMatchObject({ vatPence: vat, vatRatePercent: 20, discountPence: 1200, shippingPence });

    // The test provider's payment page.
    const page = await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}` });
    expect(page.body).toContain(`<span>Includes VAT (20%)</span><span>${formatPence(vat)}</span>`);
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);

    // The confirmation page, My Orders and the admin's order.
    const success = (await get(`/api/payment/order/by-session/${session.id}`, shopper)).json();
    const mine = (await get(`/api/order/${session.orderGuid}`, shopper)).json().order;
    const admins = (await get(`/api/admin/orders/${session.orderGuid}`, admin)).json();
    for (const o of [success.order ?? success, mine, admins.order ?? admins]) expect(Math.round(o.totalTax * 100)).toBe(vat);

    // The confirmation mail, as written to the outbox.
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.to === shopper.email && m.kind === 'order-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`VAT (20%): ${formatPence(vat)}`);

    // The VAT receipt.
    const receipt = (await get(`/api/order/${session.orderGuid}/receipt`, shopper)).json();
    expect(receipt.totals.vatPence).toBe(vat);
    expect(receipt.delivery.vatPence).toBe(expected.delivery.vatPence);

    // The orders CSV: order_vat is the same figure.
    const csv = (await get('/api/admin/orders/export', admin)).body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = csv[0]!.split(',');
    const mineRows = csv.slice(1).filter((l) => l.startsWith(`${session.orderNumber},`));
    expect(mineRows).toHaveLength(2);
    for (const l of mineRows) expect(l.split(',')[header.indexOf('order_vat')]).toBe((vat / 100).toFixed(2));

    // A return of the scarf: the credit note's VAT is the refunded amount's, by the same rule.
    for (const step of ['process', 'ship', 'deliver']) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${session.orderGuid}/${step}`, headers: admin.headers, payload: {} }))
          .statusCode,
      ).toBe(200);
    }
    const scarf = mine.items.find((i: { slug: string }) => i.slug === 'wool-scarf').lineId as number;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/order/return-request/${session.orderGuid}`,
      headers: shopper.headers,
      payload: { items: [{ lineId: scarf, quantity: 1, reason: 'faulty' }] },
    });
    const returnId = asked.json().order.returns[0].id as number;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${session.orderGuid}/returns/${returnId}/approve`,
      headers: admin.headers,
      payload: { restock: true, note: '', expectedPence: await shownRefund(t.app, admin.headers, session.orderGuid, returnId) },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await get(`/api/order/${session.orderGuid}/receipt`, shopper)).json();
    const refunded = (await orderRow(db(), session.orderGuid)).refundedPence;
    expect(after.credit).toMatchObject(creditVat(refunded, { totalPence: row.totalPence, vatPence: vat, vatRatePercent: 20 }));
    // The order's own figure does not move with a refund.
    expect(after.totals.vatPence).toBe(vat);
    expect(Math.round((await get(`/api/order/${session.orderGuid}`, shopper)).json().order.totalTax * 100)).toBe(vat);
  });
});
