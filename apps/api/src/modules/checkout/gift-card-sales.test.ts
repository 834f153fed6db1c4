import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAccounts, balanceEntries, giftCardSales } from '../../db/schema/balances.ts';
import { orders, paymentSessions } from '../../db/schema/orders.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { afterSaleShop } from '../../test/after-sale.ts';
import { payOnTestPage, type Shopper } from '../../test/commerce.ts';

// Gift cards sold in the shop (R23.11-R23.15), through the real routes and the test provider. The
// test clock stands at 10:00 UTC on 22 November 2026, so today in the UK is 2026-11-22.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
beforeAll(async () => {
  ({ t, admin } = await afterSaleShop());
});
afterAll(() => t.close());
const db = () => t.database.db;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const order = (over: Record<string, unknown> = {}) => ({
  amount: 50,
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday, Grace!',
  sendOn: '2026-11-22',
  buyerName: 'Ada Lovelace',
  buyerEmail: 'ada@example.com',
  ...over,
});

async function buy(over: Record<string, unknown> = {}): Promise<string> {
  const res = await post('/api/gift-cards/purchases', order(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessionId as string;
}
const mailsTo = async (to: string, kind = 'gift-card') => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === kind);
const saleOf = async (sessionId: string) => {
  const [s] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
  const [sale] = await db().select().from(giftCardSales).where(eq(giftCardSales.id, s!.giftCardSaleId!));
  return sale!;
};

const cardGuidOf = async (sessionId: string) => {
  const [card] = await db()
    .select()
    .from(balanceAccounts)
    .where(eq(balanceAccounts.id, (await saleOf(sessionId)).accountId!));
  return card!.guid;
};

describe('buying a gift card (R23.11-R23.13)', () => {
  it('is paid on the provider page for its amount alone, issues one card and mails the code today', async () => {
    const ordersBefore = (await db().select().from(orders)).length;
    const sessionId = await buy({ amount: 37.5 });
    // The provider is asked for the card's amount: no delivery, no VAT added (a multi-purpose voucher, 0048).
    const page = await t.app.inject({ method: 'GET', url: `/pay/test/${sessionId}` });
    expect(page.body).toContain('No VAT');
    expect(page.body).not.toContain('Includes VAT');
    expect(page.body).toContain('£37.50 gift card for Grace Hopper');
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ amountPence: 3750, orderId: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/gift-cards/purchases/${sessionId}` })).json().status).toBe('pending');

    const paid = await payOnTestPage(t.app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/gift-cards/thank-you?session_id=${sessionId}`);
    const sale = await saleOf(sessionId);
    expect(sale.status).toBe('paid');
    const [card] = await db().select().from(balanceAccounts).where(eq(balanceAccounts.id, sale.accountId!));
    expect(card).toMatchObject({ kind: 'gift_card', source: 'sold', balancePence: 3750, issuedPence: 3750 });
    // No order, so no VAT, delivery or stock anywhere.
    expect((await db().select().from(orders)).length).toBe(ordersBefore);

    const [mail, ...more] = await mailsTo('grace@example.com');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('from Ada Lovelace');
    expect(mail!.text).toContain('Happy birthday, Grace!');
    const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mail!.text)![1]!;
    expect(JSON.stringify(card)).not.toContain(code.replaceAll('-', ''));
    const balance = (await post('/api/gift-cards/balance', { code })).json();
    expect(balance).toMatchObject({ balance: 37.5, state: 'active', last4: code.slice(-4) });

    const view = (await t.app.inject({ method: 'GET', url: `/api/gift-cards/purchases/${sessionId}` })).json();
    expect(view).toEqual({ status: 'paid', amount: 37.5, recipientName: 'Grace Hopper', sendOn: '2026-11-22', sent: true });
    // The buyer's receipt: what was paid, with no code and no VAT.
    const [receipt] = await mailsTo('ada@example.com', 'gift-card-receipt');
    expect(receipt!.text).toContain('We have emailed it to Grace Hopper today.');
    expect(receipt!.text).toContain('No VAT is charged on a gift card');
    expect(receipt!.text).not.toContain(code);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/gift-cards', headers: admin.headers })).json();
    expect(list.accounts.find((a: { guid: string }) => a.guid === card!.guid)).toMatchObject({ source: 'sold', last4: code.slice(-4) });
  });

  it('issues the card once however often the payment is reported', async () => {
    const sessionId = await buy({ recipientEmail: 'twice@example.com' });
    await payOnTestPage(t.app, sessionId);
    const sale = await saleOf(sessionId);
    // The same outcome again, as a new event (a redelivery with its own id), then the confirmation page's own check.
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    const { payload, signature } = t.app.commerce.providers.test.signedEvent('checkout.session.completed', session!, sale.guid);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(again.json()).toEqual({ received: true, outcome: 'applied' });
    await t.app.inject({ method: 'GET', url: `/api/gift-cards/purchases/${sessionId}` });
    const issues = await db().select().from(balanceEntries).where(eq(balanceEntries.accountId, sale.accountId!));
    expect(issues.map((e) => e.kind)).toEqual(['issue']);
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
    const receipts = (await mailsTo('ada@example.com', 'gift-card-receipt')).filter((m) => m.text.includes('Grace Hopper'));
    expect(receipts).toHaveLength(2); // this sale's and the first test's: one each
  });

  it('keeps a card for a later day until that day, then mails it exactly once', async () => {
    const sessionId = await buy({ recipientEmail: 'later@example.com', sendOn: '2026-11-25' });
    await payOnTestPage(t.app, sessionId);
    expect((await saleOf(sessionId)).status).toBe('paid');
    expect(await mailsTo('later@example.com')).toEqual([]);
    const receipt = (await mailsTo('ada@example.com', 'gift-card-receipt')).at(-1)!;
    expect(receipt.text).toContain('It is scheduled: we will email it to Grace Hopper on 25 November 2026.');
    const view = (await t.app.inject({ method: 'GET', url: `/api/gift-cards/purchases/${sessionId}` })).json();
    expect(view).toMatchObject({ status: 'paid', sendOn: '2026-11-25', sent: false });
    // The owner cannot send it early: the card has no code yet, and it goes on its day (R23.21).
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/gift-cards/${await cardGuidOf(sessionId)}/resend`,
      headers: admin.headers,
      payload: { recipientEmail: 'later@example.com' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'GIFT_CARD_NOT_SENT_YET',
      message: 'This card has not been sent yet: it goes on 25 November 2026.',
    });
    // Not before its day: the sweep at 23:30 UK time the evening before sends nothing.
    t.clock.set(new Date('2026-11-24T23:30:00Z'));
    expect(await t.app.commerce.sweeper.sendGiftCards()).toBe(0);
    expect(await mailsTo('later@example.com')).toEqual([]);
    // Its day: two sweeps at once (as two instances would) send it once between them.
    t.clock.set(new Date('2026-11-25T00:05:00Z'));
    const sent = await Promise.all([t.app.commerce.sweeper.sendGiftCards(), t.app.commerce.sweeper.sendGiftCards()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.app.commerce.sweeper.sendGiftCards()).toBe(0);
    expect(await mailsTo('later@example.com')).toHaveLength(1);
    expect((await saleOf(sessionId)).sentAt).toEqual(new Date('2026-11-25T00:05:00Z'));
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
});

describe('what a gift card order refuses (R23.11, R23.12)', () => {
  it.each([
    ['under £5', { amount: 4.99 }, 400],
    ['over £1,000', { amount: 1000.01 }, 400],
    ['part pence', { amount: 10.005 }, 400],
    ['no recipient', { recipientName: ' ' }, 400],
    ['a bad address', { recipientEmail: 'grace@' }, 400],
    ['a long message', { message: 'x'.repeat(301) }, 400],
    ['a day that does not exist', { sendOn: '2026-02-30' }, 400],
    ['yesterday', { sendOn: '2026-11-21' }, 422],
    ['more than 12 months ahead', { sendOn: '2027-11-23' }, 422],
    ['a discount code', { discountCode: 'SAVE10' }, 400],
    ['a gift card to pay', { giftCardCode: 'ABCD-EFGH-JKMN-PQRS' }, 400],
  ])('refuses %s and makes nothing', async (_what, over, status) => {
    const before = (await db().select().from(giftCardSales)).length;
    const res = await post('/api/gift-cards/purchases', order(over));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('code');
    expect((await db().select().from(giftCardSales)).length).toBe(before);
  });

  it('takes exactly 12 months ahead', async () => {
    expect((await post('/api/gift-cards/purchases', order({ sendOn: '2027-11-22', recipientEmail: 'far@example.com' }))).statusCode).toBe(
      200,
    );
  });
});
