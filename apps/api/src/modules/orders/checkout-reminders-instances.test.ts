/**
 * Checkout reminders across instances (R24.4): two app instances over one PostgreSQL database sweep
 * at the same moment, again and again, and each checkout gets one reminder. Runs when
 * TEST_DATABASE_URL is set (CI sets it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { checkoutReminders } from '../../db/schema/orders.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { outbox, secondInstance, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, variantOf, type Shopper } from '../../test/commerce.ts';

const JWT_SECRET = 'reminder-instances-secret-with-more-than-32-characters';

describe.runIf(!!process.env.TEST_DATABASE_URL)('checkout reminders on two instances (PostgreSQL)', () => {
  let t: AccountsTestContext;
  let b: App;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await commerceTestApp({ JWT_SECRET });
    b = await secondInstance(t, { JWT_SECRET });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('20 unpaid checkouts swept by both instances at once: 20 reminders, one mail each', async () => {
    const admin = await newAdmin(t.app, db());
    const stored = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json().stored;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...stored, reminders: { checkoutReminders: true, checkoutReminderMinutes: 60 } },
    });
    expect(saved.statusCode).toBe(200);
    await setStock(db(), (await variantOf(db(), 'wool-scarf', 'ONE')).guid, 100);
    const crowd: Shopper[] = [];
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 ? b : t.app;
      const s = await newShopper(app);
      await addToCart(app, s, db(), 'wool-scarf', 'ONE', 1);
      await checkoutOk(app, s, { reminders: 'consent' });
      crowd.push(s);
    }
    t.clock.advance(61 * 60_000);
    // Small batches, so the two sweeps overlap over many rounds rather than one taking everything.
    const rounds = await Promise.all([
      ...Array.from({ length: 6 }, () => t.app.commerce.sweeper.remindCheckouts(4)),
      ...Array.from({ length: 6 }, () => b.commerce.sweeper.remindCheckouts(4)),
    ]);
    const more = (await t.app.commerce.sweeper.remindCheckouts()) + (await b.commerce.sweeper.remindCheckouts());
    expect(rounds.reduce((n, x) => n + x, 0) + more).toBe(20);
    expect(await b.commerce.sweeper.remindCheckouts()).toBe(0);
    expect(await db().$count(checkoutReminders)).toBe(20);
    await b.mailer.flush();
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'checkout-reminder');
    for (const s of crowd) expect(mails.filter((m) => m.to === s.email)).toHaveLength(1);
  });
});
