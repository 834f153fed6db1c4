import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { balanceAccounts, balanceEntries, balanceHolds } from '../../db/schema/balances.ts';
import { paymentSessions } from '../../db/schema/orders.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { shownRefund } from '../../test/admin.ts';
import { balanceOf, issueGiftCard } from '../../test/balances.ts';
import { addToCart, checkoutOk, orderRow, payOnTestPage, startCheckout, type Shopper } from '../../test/commerce.ts';

// Gift cards through the real routes (R23.1-R23.7): issued by the owner, spent at checkout in part
// or in full, given back when a checkout ends unpaid, refunded card first. Delivery is £3.95 here.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
let shopper: Shopper;
beforeAll(async () => {
  ({ t, admin, shopper } = await afterSaleShop());
});
afterAll(() => t.close());
const db = () => t.database.db;
const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = admin.headers) => t.app.inject({ method: 'POST', url, headers, payload });

describe('the owner issues a gift card (R23.2, R23.7)', () => {
  it('answers the code once, keeps only its hash, mails it to the recipient and records it', async () => {
    const { code, guid } = await issueGiftCard(t.app, admin.headers, 5000, 'grace@example.com');
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    const [row] = await db().select().from(balanceAccounts).where(eq(balanceAccounts.guid, guid));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
    const detail = (await get(`/api/admin/gift-cards/${guid}`)).json();
    expect(detail).toMatchObject({ balancePence: 5000, last4: code.slice(-4), state: 'active' });
    expect(JSON.stringify(detail)).not.toContain(code);
    const mail = (await outbox(t.app, t.outboxDir)).find((m) => m.to === 'grace@example.com' && m.kind === 'gift-card');
    expect(mail?.text).toContain(code.match(/.{4}/g)!.join('-'));
    expect(mail?.text).toContain('Happy birthday!');
    const audit = (await get('/api/admin/audit?kind=gift-card')).json();
    expect(audit.entries[0].summary).toContain('issued for £50.00');
  });

  it('tops up, extends and voids, each in the card history; a voided card cannot pay', async () => {
    const { code, guid } = await issueGiftCard(t.app, admin.headers, 1000);
    expect((await post(`/api/admin/gift-cards/${guid}/top-up`, { amountPence: 1500 })).json().balancePence).toBe(2500);
    const later = (await post(`/api/admin/gift-cards/${guid}/expiry`, { expiresAt: '2040-01-01T00:00:00Z' })).json();
    expect(later.expiresAt).toBe('2040-01-01T00:00:00.000Z');
    expect((await post(`/api/admin/gift-cards/${guid}/expiry`, { expiresAt: '2030-01-01T00:00:00Z' })).statusCode).toBe(409);
    const voided = (await post(`/api/admin/gift-cards/${guid}/void`, { note: 'Reported stolen' })).json();
    expect(voided).toMatchObject({ state: 'void', balancePence: 0 });
    expect(voided.entries.map((e: { kind: string }) => e.kind)).toEqual(['void', 'expiry', 'top_up', 'issue']);
    expect(voided.entries[0].actor).toBe(admin.email);
    await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
    const refused = await startCheckout(t.app, shopper, { giftCardCode: code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('GIFT_CARD_VOID');
  });

  it('sends the code again with a new one, to a corrected address: the old code stops working (R23.21)', async () => {
    const { code: old, guid } = await issueGiftCard(t.app, admin.headers, 4000, 'grace@exmaple.com');
    const res = await post(`/api/admin/gift-cards/${guid}/resend`, { recipientEmail: 'grace@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ balancePence: 4000, recipientEmail: 'grace@example.com', state: 'active' });
    expect(after.last4).not.toBe(old.slice(-4));
    expect(after.entries[0]).toMatchObject({ kind: 'resend', amountPence: 0, balanceAfterPence: 4000, note: 'To grace@example.com' });
    expect(after.entries[0].actor).toBe(admin.email);
    const mail = (await outbox(t.app, t.outboxDir)).find((m) => m.to === 'grace@example.com' && m.subject.includes('sent again'))!;
    const fresh = /([A-Z2-9]{4}-){3}[A-Z2-9]{4}/.exec(mail.text)![0];
    expect(fresh.slice(-4)).toBe(after.last4);
    expect(mail.text).toContain('with £40.00 left to spend');
    expect(mail.text).toContain('the one sent before no longer works');
    expect((await post('/api/gift-cards/balance', { code: old }, {})).statusCode).toBe(404);
    expect((await post('/api/gift-cards/balance', { code: fresh }, {})).json()).toMatchObject({ last4: after.last4, balance: 40 });
    const audit = (await get('/api/admin/audit?kind=gift-card')).json();
    expect(audit.entries[0].summary).toBe(`Code of gift card ending ${after.last4} sent again to grace@example.com by ${admin.email}`);
  });

  it('refuses to send again a voided card, store credit or a bad address, and changes nothing', async () => {
    const { guid } = await issueGiftCard(t.app, admin.headers, 1000);
    const before = (await get(`/api/admin/gift-cards/${guid}`)).json();
    const bad = await post(`/api/admin/gift-cards/${guid}/resend`, { recipientEmail: 'grace@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('code');
    expect((await get(`/api/admin/gift-cards/${guid}`)).json()).toEqual(before);
    await post(`/api/admin/gift-cards/${guid}/void`, { note: '' });
    const voided = await post(`/api/admin/gift-cards/${guid}/resend`, { recipientEmail: 'grace@example.com' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().code).toBe('GIFT_CARD_VOID');
    const credit = (await get('/api/admin/gift-cards')).json().accounts.find((a: { kind: string }) => a.kind === 'store_credit');
    if (credit) {
      const refused = await post(`/api/admin/gift-cards/${credit.guid}/resend`, { recipientEmail: 'grace@example.com' });
      expect(refused.json().code).toBe('NOT_A_GIFT_CARD');
    }
  });

  it('refuses an unknown code with its reason and holds nothing', async () => {
    const res = await startCheckout(t.app, shopper, { giftCardCode: 'AAAA-BBBB-CCCC-DDDD' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'GIFT_CARD_UNKNOWN' });
    const check = await post('/api/gift-cards/balance', { code: 'not a code' }, {});
    expect(check.statusCode).toBe(400);
  });
});

describe('spending a gift card at checkout (R23.3-R23.5)', () => {
  it('pays a whole order with no provider step, and the order says so', async () => {
    const { code, guid } = await issueGiftCard(t.app, admin.headers, 5000);
    // The scarf in the cart from before: £29.99 + £3.95 delivery.
    const session = await checkoutOk(t.app, shopper, { giftCardCode: code.toLowerCase() });
    expect(session.id).toBe(`balance_${session.orderGuid}`);
    const order = await orderRow(db(), session.orderGuid);
    expect(order).toMatchObject({ status: 'Waiting', totalPence: 3394, balancePaidPence: 3394 });
    expect(await balanceOf(db(), guid)).toBe(5000 - 3394);
    const success = (await get(`/api/payment/order/by-session/${session.id}`, shopper.headers)).json();
    expect(success.order).toMatchObject({ totalPrice: 33.94, paidByBalance: 33.94, paidByCard: 0 });
    const check = (await post('/api/gift-cards/balance', { code }, {})).json();
    expect(check).toMatchObject({ balance: 16.06, state: 'active', last4: code.slice(-4) });
  });

  it('pays part, the card the rest: the provider is asked only for the rest, the hold captured on payment', async () => {
    const { code, guid } = await issueGiftCard(t.app, admin.headers, 2000);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 1);
    const session = await checkoutOk(t.app, shopper, { giftCardCode: code });
    const [ps] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, session.id));
    expect(ps!.amountPence).toBe(4500 + 395 - 2000);
    expect(await balanceOf(db(), guid)).toBe(0);
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
    const order = await orderRow(db(), session.orderGuid);
    expect(order).toMatchObject({ status: 'Waiting', balancePaidPence: 2000 });
    const holds = await db().select().from(balanceHolds).where(eq(balanceHolds.orderId, order.id));
    expect(holds.map((h) => h.status)).toEqual(['captured']);
    const detail = (await get(`/api/order/${session.orderGuid}`, shopper.headers)).json();
    expect(detail.order).toMatchObject({ paidByBalance: 20, paidByCard: 28.95 });
    const receipt = (await get(`/api/order/${session.orderGuid}/receipt`, shopper.headers)).json();
    expect(receipt.payments).toEqual({ byBalancePence: 2000, byCardPence: 2895 });
    // The gift card is a means of payment, not a discount: the VAT is the goods' own (decision 0048).
    expect(receipt.totals.vatPence).toBe(order.vatPence);

    // A refund goes back to the card first, up to what the card paid, then to the gift card (R23.6).
    const refunds = vi.spyOn(t.app.commerce.providers.test, 'refund');
    const expectedPence = await shownRefund(t.app, admin.headers, session.orderGuid);
    expect(expectedPence).toBe(4895);
    const cancelled = await post(`/api/admin/orders/${session.orderGuid}/cancel`, { reason: 'Damaged in the studio.', expectedPence });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(refunds.mock.calls.map(([r]) => r.amountPence)).toEqual([2895]);
    refunds.mockRestore();
    expect(await balanceOf(db(), guid)).toBe(2000);
    const entries = await db().select().from(balanceEntries).where(eq(balanceEntries.orderId, order.id));
    expect(entries.map((e) => e.kind)).toEqual(['hold', 'capture', 'refund']);
  });

  it('gives back what a checkout held when it is cancelled, declined or expires', async () => {
    const { code, guid } = await issueGiftCard(t.app, admin.headers, 1000);
    await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 1);
    const cancelled = await checkoutOk(t.app, shopper, { giftCardCode: code });
    expect(await balanceOf(db(), guid)).toBe(0);
    expect((await get(`/pay/test/${cancelled.id}/cancel`, {})).statusCode).toBe(303);
    expect(await balanceOf(db(), guid)).toBe(1000);

    const declined = await checkoutOk(t.app, shopper, { giftCardCode: code });
    expect(await balanceOf(db(), guid)).toBe(0);
    // A new checkout ends the last one, and gives its hold back before taking again.
    const again = await checkoutOk(t.app, shopper, { giftCardCode: code });
    expect((await orderRow(db(), declined.orderGuid)).status).toBe('Expired');
    expect(await balanceOf(db(), guid)).toBe(0);

    t.clock.advance(31 * 60_000);
    try {
      await t.app.commerce.sweeper.runOnce();
    } finally {
      t.clock.advance(-31 * 60_000);
    }
    expect((await orderRow(db(), again.orderGuid)).status).toBe('Expired');
    expect(await balanceOf(db(), guid)).toBe(1000);
    const kinds = (await get(`/api/admin/gift-cards/${guid}`)).json().entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['release', 'hold', 'release', 'hold', 'release', 'hold', 'issue']);
  });

  it('shows the balances outstanding on the list and the dashboard', async () => {
    const list = (await get('/api/admin/gift-cards')).json();
    const live = list.accounts
      .filter((a: { state: string }) => a.state === 'active')
      .reduce((n: number, a: { balancePence: number }) => n + a.balancePence, 0);
    expect(list.liabilityPence).toBe(live);
    const dash = (await get('/api/admin/dashboard')).json();
    expect(dash.giftCardLiabilityPence).toBe(live);
  });
});
