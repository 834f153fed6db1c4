import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, orderEvents, paymentSessions } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/accounts.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, orderRow, payOnTestPage, stockOf, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function shopperWithCheckout(size = 'M', count = 1): Promise<{ shopper: Shopper; session: Awaited<ReturnType<typeof checkoutOk>> }> {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, db(), 'linen-shirt', size, count);
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
  return { shopper, session: await checkoutOk(t.app, shopper) };
}

const history = (shopper: Shopper) => t.app.inject({ method: 'GET', url: '/api/order/paginated', headers: shopper.headers });
const mailsOf = async (to: string, kind: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === kind);

describe('test provider hosted page (R5.7)', () => {
  it('renders a provider-like page: merchant, lines, total in pounds, labelled card fields, Pay and Cancel', async () => {
    const { session } = await shopperWithCheckout('M', 2);
    const res = await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const html = res.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('Pay Atelier');
    expect(html).toContain('Linen Shirt');
    expect(html).toContain('Size M, Ecru &middot; Qty 2');
    expect(html).toContain('Wool Scarf');
    expect(html).toContain('£119.99'); // 2 x £45.00 + £29.99
    expect(html).toContain(session.orderNumber);
    for (const [id, label] of [
      ['card-number', 'Card number'],
      ['card-expiry', 'Expiry date (MM / YY)'],
      ['card-cvc', 'Security code (CVC)'],
      ['card-name', 'Name on card'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('<button type="submit">Pay £119.99</button>');
    expect(html).toContain(`<a class="cancel" href="/pay/test/${session.id}/cancel">Cancel and return to the shop</a>`);
    expect(html).not.toContain('<script');
  });

  it('answers 404 with a page for an unknown session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pay/test/cs_test_nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment page not found');
  });

  it('pays with 4242 4242 4242 4242: webhook makes the order Waiting, mails once, empties the ordered cart lines, redirects to success', async () => {
    const { shopper, session } = await shopperWithCheckout();
    const res = await payOnTestPage(t.app, session.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/checkout/success?session_id=${session.id}`);

    const order = await orderRow(db(), session.orderGuid);
    expect(order.status).toBe('Waiting');
    expect(order.paidAt!.toISOString()).toBe(t.clock.now().toISOString());
    const [ps] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, session.id));
    expect(ps!.status).toBe('complete');
    expect(ps!.paymentRef).toMatch(/^pi_test_/);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'PendingPayment'],
      ['PendingPayment', 'Waiting'],
    ]);
    expect(events[1]!.note).toContain('test webhook checkout.session.completed');

    const [user] = await db().select().from(users).where(eq(users.email, shopper.email));
    const [cart] = await db().select().from(carts).where(eq(carts.userId, user!.id));
    expect(await db().select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toEqual([]);

    const mails = await mailsOf(shopper.email, 'order-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Atelier order ${session.orderNumber} is confirmed`);
    expect(mails[0]!.text).toContain('1 x Linen Shirt (Size M, Ecru): £45.00');
    expect(mails[0]!.text).toContain('VAT (20%): £12.50');
    expect(mails[0]!.text).toContain('Total: £74.99');

    const list = (await history(shopper)).json();
    expect(list.orders.map((o: { orderGuid: string; status: string }) => [o.orderGuid, o.status])).toEqual([
      [session.orderGuid, 'Waiting'],
    ]);

    // The page now says it is paid; paying again changes nothing.
    const again = await payOnTestPage(t.app, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Payment complete');
    expect(await mailsOf(shopper.email, 'order-confirmation')).toHaveLength(1);
  });

  it('a declined card keeps the session and its reservation open; 4242 then pays on the same page: one paid order (R5.7)', async () => {
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const { shopper, session } = await shopperWithCheckout('S');
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before - 1);
    for (const card of ['4000 0000 0000 0002', '4000000000009995']) {
      const res = await payOnTestPage(t.app, session.id, { cardNumber: card });
      expect(res.statusCode).toBe(402);
      expect(res.body).toContain(card.startsWith('4000 ') ? 'Your card was declined.' : 'Your card has insufficient funds.');
      expect(res.body).toContain('Please try another card.');
      // Said on the card number, which takes the focus as the page loads, kept as typed (R12.14).
      expect(res.body).toContain(`<input id="card-number" aria-invalid="true" aria-describedby="number-error" autofocus name="cardNumber"`);
      expect(res.body).toContain(`value="${card}"`);
      // The card form is there again, on the same session.
      expect(res.body).toContain(`action="/pay/test/${session.id}"`);
      expect((await orderRow(db(), session.orderGuid)).status).toBe('PendingPayment');
      // The reserved unit stays the shopper's across retries.
      expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before - 1);
    }
    expect((await history(shopper)).json().orders).toEqual([]);
    expect(await mailsOf(shopper.email, 'order-confirmation')).toHaveLength(0);

    const paid = await payOnTestPage(t.app, session.id);
    expect(paid.statusCode).toBe(303);
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Waiting');
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before - 1);
    expect((await history(shopper)).json().orders.map((o: { orderGuid: string }) => o.orderGuid)).toEqual([session.orderGuid]);
    expect(await mailsOf(shopper.email, 'order-confirmation')).toHaveLength(1);
  });

  it('a declined card then the reservation running out gives the stock back', async () => {
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const { session } = await shopperWithCheckout('S');
    await payOnTestPage(t.app, session.id, { cardNumber: '4000 0000 0000 0002' });
    t.clock.advance(31 * 60_000);
    try {
      await t.app.commerce.sweeper.runOnce();
      expect((await orderRow(db(), session.orderGuid)).status).toBe('Expired');
      expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('shows a bad field beside it and keeps the session open', async () => {
    const { session } = await shopperWithCheckout('S');
    const res = await payOnTestPage(t.app, session.id, { cardNumber: '4111 1111 1111 1111' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(res.body).toContain('Your card number is invalid.');
    expect(res.body).toContain('value="4111 1111 1111 1111"');
    const expired = await payOnTestPage(t.app, session.id, { expiry: '01/20' });
    expect(expired.body).toContain('Your card has expired.');
    expect((await orderRow(db(), session.orderGuid)).status).toBe('PendingPayment');
    expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  });

  it('cancel returns to checkout, expires the session and gives the stock back', async () => {
    const before = await stockOf(db(), 'linen-shirt', 'S');
    const { session } = await shopperWithCheckout('S');
    const res = await t.app.inject({ method: 'GET', url: `/pay/test/${session.id}/cancel` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/checkout');
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Expired');
    expect(await stockOf(db(), 'linen-shirt', 'S')).toBe(before);
    const pay = await payOnTestPage(t.app, session.id);
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('This checkout session has expired or was cancelled.');
    expect((await orderRow(db(), session.orderGuid)).status).toBe('Expired');
  });

  it('refuses to pay once the session time is up', async () => {
    const { session } = await shopperWithCheckout('S');
    t.clock.advance(31 * 60_000);
    try {
      const pay = await payOnTestPage(t.app, session.id);
      expect(pay.statusCode).toBe(409);
      expect(pay.body).toContain('Session ended');
      expect((await orderRow(db(), session.orderGuid)).status).not.toBe('Waiting');
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });
});
