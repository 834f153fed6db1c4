/**
 * Sold gift cards mailed on their day across instances (R23.13): two app instances over one
 * PostgreSQL database sweep at the same moment, again and again, and each card is mailed once,
 * with the code that the card now answers to. Runs when TEST_DATABASE_URL is set (CI sets it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { giftCardSales } from '../../db/schema/balances.ts';
import { outbox, secondInstance, type AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, payOnTestPage } from '../../test/commerce.ts';

const JWT_SECRET = 'gift-card-instances-secret-with-more-than-32-characters';

describe.runIf(!!process.env.TEST_DATABASE_URL)('sold gift cards mailed by two instances (PostgreSQL)', () => {
  let t: AccountsTestContext;
  let b: App;

  beforeAll(async () => {
    t = await commerceTestApp({ JWT_SECRET });
    b = await secondInstance(t, { JWT_SECRET });
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('12 cards due on one day, swept by both instances at once: one mail each, each code live', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `later.${i}@example.com`);
    for (const [i, to] of recipients.entries()) {
      const app = i % 2 ? b : t.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/gift-cards/purchases',
        payload: {
          amount: 20,
          recipientName: 'Grace',
          recipientEmail: to,
          sendOn: '2026-12-01',
          buyerName: 'Ada',
          buyerEmail: 'ada@example.com',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await payOnTestPage(app, res.json().sessionId)).statusCode).toBe(303);
    }
    expect(await t.app.commerce.sweeper.sendGiftCards()).toBe(0);
    t.clock.set(new Date('2026-12-01T00:10:00Z'));
    // Small batches, so the two sweeps overlap over many rounds rather than one taking everything.
    const rounds = await Promise.all([
      ...Array.from({ length: 5 }, () => t.app.commerce.sweeper.sendGiftCards(3)),
      ...Array.from({ length: 5 }, () => b.commerce.sweeper.sendGiftCards(3)),
    ]);
    const more = (await t.app.commerce.sweeper.sendGiftCards()) + (await b.commerce.sweeper.sendGiftCards());
    expect(rounds.reduce((n, x) => n + x, 0) + more).toBe(12);
    expect(await b.commerce.sweeper.sendGiftCards()).toBe(0);
    await b.mailer.flush();
    const mails = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'gift-card');
    for (const to of recipients) {
      const mine = mails.filter((m) => m.to === to);
      expect(mine).toHaveLength(1);
      const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mine[0]!.text)![1]!;
      const check = await t.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload: { code } });
      expect(check.json()).toMatchObject({ balance: 20, state: 'active' });
    }
    const unsent = await t.database.db.select().from(giftCardSales).where(eq(giftCardSales.status, 'paid'));
    expect(unsent.every((s) => s.sentAt !== null)).toBe(true);
  }, 120_000);
});
