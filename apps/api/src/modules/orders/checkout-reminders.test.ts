/**
 * Checkout reminders (R24) through the real routes, the real database and the injected clock: who
 * may be reminded, once, after the owner's delay; the basket link and the unsubscribe link; the
 * owner's figures.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '@atelier/contract/cart';
import { REMINDER_MAX_LATE_HOURS } from '@atelier/contract/orders';
import { products } from '../../db/schema/catalogue.ts';
import { checkoutReminders } from '../../db/schema/orders.ts';
import { outbox, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import {
  addToCart,
  checkoutOk,
  commerceTestApp,
  guestCheckoutOk,
  guestWith,
  newShopper,
  orderRow,
  payOnTestPage,
  variantOf,
  type Shopper,
} from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
const db = () => t.database.db;
const HOUR = 3_600_000;
const sweep = () => t.app.commerce.sweeper.remindCheckouts();

beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, db());
  await setStock(db(), (await variantOf(db(), 'wool-scarf', 'ONE')).guid, 200);
  await setStock(db(), (await variantOf(db(), 'linen-shirt', 'M')).guid, 100);
});
afterAll(async () => {
  await t.close();
});

async function setReminders(reminders: object): Promise<void> {
  const stored = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json().stored;
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload: { ...stored, reminders } });
  expect(res.statusCode).toBe(200);
}

const reminderMails = async (to: string) => (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && m.kind === 'checkout-reminder');

/** The token of a link in the reminder's text part. */
function linkIn(text: string, page: 'restore-basket' | 'reminders-unsubscribe'): string {
  const m = new RegExp(`/${page}\\?link=([^\\s)\\]]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in the mail`);
  return decodeURIComponent(m[1]!);
}

/** A shopper who starts a checkout of a scarf (and a shirt) and leaves without paying. */
async function leaves(shopper: Shopper, body: Record<string, unknown> = {}): Promise<string> {
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 2);
  await addToCart(t.app, shopper, db(), 'linen-shirt', 'M', 1);
  return (await checkoutOk(t.app, shopper, body)).orderGuid;
}

async function buys(shopper: Shopper): Promise<string> {
  await addToCart(t.app, shopper, db(), 'wool-scarf', 'ONE', 1);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  return session.orderGuid;
}

describe('checkout reminders (R24)', () => {
  it('are off until the owner turns them on (R24.1)', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json();
    expect(settings.effective.reminders).toEqual({ checkoutReminders: false, checkoutReminderMinutes: 240 });
    const s = await newShopper(t.app);
    await leaves(s, { reminders: 'consent' });
    t.clock.advance(10 * HOUR);
    expect(await sweep()).toBe(0);
    expect(await reminderMails(s.email)).toHaveLength(0);
  });

  it('the owner sets the delay; a bad one is refused with its field and nothing changes', async () => {
    const stored = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json().stored;
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...stored, reminders: { checkoutReminders: true, checkoutReminderMinutes: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('reminders.checkoutReminderMinutes') });
    await setReminders({ checkoutReminders: true, checkoutReminderMinutes: 120 });
    // The checkout left in the first test is now too old to remind (R24.3): turning on mails no old basket.
    t.clock.advance(REMINDER_MAX_LATE_HOURS * HOUR);
    expect(await sweep()).toBe(0);
  });

  it('mails one reminder after the delay to a shopper who ticked the box, never again (R24.2-R24.4)', async () => {
    const s = await newShopper(t.app);
    const guid = await leaves(s, { reminders: 'consent' });
    expect((await orderRow(db(), guid)).reminderConsent).toBe(true);
    t.clock.advance(2 * HOUR - 60_000);
    expect(await sweep()).toBe(0);
    t.clock.advance(60_000);
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    t.clock.advance(5 * HOUR);
    expect(await sweep()).toBe(0);
    const mails = await reminderMails(s.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2 x Wool Scarf');
    expect(mails[0]!.text).toContain('Linen Shirt (Size M, Ecru)');
    expect(linkIn(mails[0]!.text, 'restore-basket')).toMatch(/^ey/);
    expect(linkIn(mails[0]!.text, 'reminders-unsubscribe')).toMatch(/^ey/);
    const [row] = await db()
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.orderId, (await orderRow(db(), guid)).id));
    expect(row!.basis).toBe('consent');
  });

  it('never reminds without consent or an earlier purchase, nor a checkout that was paid or followed by a newer one', async () => {
    const stranger = await newShopper(t.app);
    await leaves(stranger);
    const payer = await newShopper(t.app);
    await addToCart(t.app, payer, db(), 'wool-scarf', 'ONE', 1);
    const paid = await checkoutOk(t.app, payer, { reminders: 'consent' });
    await payOnTestPage(t.app, paid.id);
    const again = await newShopper(t.app);
    const first = await leaves(again, { reminders: 'consent' });
    t.clock.advance(HOUR);
    const second = (await checkoutOk(t.app, again, { reminders: 'consent' })).orderGuid;
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    expect(await reminderMails(stranger.email)).toHaveLength(0);
    expect(await reminderMails(payer.email)).toHaveLength(0);
    const reminded = await db().select({ orderId: checkoutReminders.orderId }).from(checkoutReminders);
    const ids = reminded.map((r) => r.orderId);
    expect(ids).toContain((await orderRow(db(), second)).id);
    expect(ids).not.toContain((await orderRow(db(), first)).id);
  });

  it('reminds a customer who has bought before (soft opt-in) and a subscriber, not one who said no at checkout', async () => {
    const customer = await newShopper(t.app);
    await buys(customer);
    await leaves(customer);
    const refuser = await newShopper(t.app);
    await buys(refuser);
    await leaves(refuser, { reminders: 'refused' });
    const subscriber = await newShopper(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: subscriber.email } })).statusCode).toBe(201);
    await leaves(subscriber);
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(2);
    expect(await reminderMails(customer.email)).toHaveLength(1);
    expect(await reminderMails(subscriber.email)).toHaveLength(1);
    expect(await reminderMails(refuser.email)).toHaveLength(0);
    const bases = (await db().select({ basis: checkoutReminders.basis }).from(checkoutReminders)).map((r) => r.basis);
    expect(bases).toEqual(expect.arrayContaining(['soft-opt-in', 'newsletter']));
  });

  it("reminds a guest who ticked the box; the link puts the basket back in any browser, at today's prices and stock", async () => {
    const guest = await guestWith(t.app, db(), `guest-${Date.now()}@example.com`, [
      ['wool-scarf', 'ONE', 2],
      ['silk-dress', 'M', 1],
    ]);
    await guestCheckoutOk(t.app, guest, { reminders: 'consent' });
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    const [mail] = await reminderMails(guest.email);
    const token = linkIn(mail!.text, 'restore-basket');
    // Since the mail: the scarf is dearer and the dress sold out.
    await db().update(products).set({ pricePence: 3499 }).where(eq(products.slug, 'wool-scarf'));
    await setStock(db(), (await variantOf(db(), 'silk-dress', 'M')).guid, 0);
    t.clock.advance(30 * 60_000);
    const res = await t.app.inject({ method: 'GET', url: `/api/checkout-reminders/restore?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ restored: 1, unavailable: ['Silk Dress'] });
    const cookie = res.cookies.find((c) => c.name === CART_COOKIE)!;
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', cookies: { [CART_COOKIE]: cookie.value } })).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ name: 'Wool Scarf', itemCount: 2, unitPrice: 34.99 });
    // Opened twice, the basket is the same (the quantity is set, not added).
    const twice = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-reminders/restore?token=${encodeURIComponent(token)}`,
      cookies: { [CART_COOKIE]: cookie.value },
    });
    expect(twice.statusCode).toBe(200);
    const again = (await t.app.inject({ method: 'GET', url: '/api/cart', cookies: { [CART_COOKIE]: cookie.value } })).json().cart;
    expect(again.items[0].itemCount).toBe(2);
    await db().update(products).set({ pricePence: 2999 }).where(eq(products.slug, 'wool-scarf'));
    await setStock(db(), (await variantOf(db(), 'silk-dress', 'M')).guid, 3);
  });

  it('refuses a bad or tampered link with 404 and changes nothing', async () => {
    for (const token of ['nonsense', 'eyJhbGciOiJIUzI1NiJ9.e30.x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/checkout-reminders/restore?token=${token}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'BAD_REMINDER_LINK', message: 'This link is not valid or has expired.' });
      expect(res.cookies).toHaveLength(0);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/checkout-reminders/unsubscribe?token=nonsense' })).statusCode).toBe(404);
  });

  it('one click on unsubscribe, signed in or not, stops every later reminder (R24.6)', async () => {
    const s = await newShopper(t.app);
    await leaves(s, { reminders: 'consent' });
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    const [mail] = await reminderMails(s.email);
    const token = linkIn(mail!.text, 'reminders-unsubscribe');
    // The restore token does not unsubscribe, nor the reverse.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/checkout-reminders/unsubscribe?token=${linkIn(mail!.text, 'restore-basket')}`,
    });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: `/api/checkout-reminders/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You will not get any more basket reminders from us.');
    await leaves(s, { reminders: 'consent' });
    t.clock.advance(3 * HOUR);
    expect(await sweep()).toBe(0);
    expect(await reminderMails(s.email)).toHaveLength(1);
  });

  it('shows the owner the reminders sent, baskets restored and orders recovered within the window (R24.8)', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/checkout-reminders', headers: admin.headers })).json();
    const s = await newShopper(t.app);
    await leaves(s, { reminders: 'consent' });
    t.clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    const token = linkIn((await reminderMails(s.email))[0]!.text, 'restore-basket');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/checkout-reminders/restore?token=${token}`, headers: s.headers })).statusCode,
    ).toBe(200);
    t.clock.advance(20 * 60_000);
    const session = await checkoutOk(t.app, s);
    await payOnTestPage(t.app, session.id);
    const paid = await orderRow(db(), session.orderGuid);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/checkout-reminders', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ enabled: true, delayMinutes: 120, days: 30 });
    expect(after.sent).toBe(before.sent + 1);
    expect(after.restored).toBe(before.restored + 1);
    expect(after.recovered).toBe(before.recovered + 1);
    expect(after.recoveredPence).toBe(before.recoveredPence + paid.totalPence);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/checkout-reminders', headers: s.headers })).statusCode).toBe(403);
  });
});
