/**
 * Exactly once on PostgreSQL (R23.3): one gift card raced by 20 checkouts through two app
 * instances over one database. Runs when TEST_DATABASE_URL is set (CI sets it).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { balanceAccounts, balanceHolds } from '../../db/schema/balances.ts';
import { secondInstance, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { balanceOf, issueGiftCard } from '../../test/balances.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { addToCart, commerceTestApp, newShopper, orderRow, startCheckout, variantOf } from '../../test/commerce.ts';

describe.runIf(!!process.env.TEST_DATABASE_URL)('one gift card raced by 20 checkouts on two instances', () => {
  let t: AccountsTestContext;
  let b: App;
  const db = () => t.database.db;

  beforeAll(async () => {
    const env = { JWT_SECRET: 'balance-race-secret-with-more-than-32-characters', SHIPPING_FREE_THRESHOLD_PENCE: '0' };
    t = await commerceTestApp(env);
    b = await secondInstance(t, env);
  }, 240_000);

  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('is never spent twice nor below zero; what unpaid checkouts held comes back', async () => {
    const apps = [t.app, b];
    await setStock(db(), (await variantOf(db(), 'wool-scarf', 'ONE')).guid, 100);
    const admin = await newAdmin(t.app, db());
    // £100 against twenty £29.99 scarves: three and a bit orders' worth.
    const { code, guid } = await issueGiftCard(t.app, admin.headers, 10_000);
    const crowd = [];
    for (let i = 0; i < 20; i += 1) {
      const s = await newShopper(apps[i % 2]!);
      await addToCart(apps[i % 2]!, s, db(), 'wool-scarf', 'ONE', 1);
      crowd.push(s);
    }
    const results = await Promise.all(crowd.map((s, i) => startCheckout(apps[i % 2]!, s, { giftCardCode: code })));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json());
    const refused = results.filter((r) => r.statusCode === 409).map((r) => r.json().code);
    expect(ok.length + refused.length).toBe(20);
    expect(new Set(refused)).toEqual(new Set(refused.length ? ['GIFT_CARD_EMPTY'] : []));

    // The checkouts the card paid in full are paid; one that still owes the card something is left
    // to expire, and gives back what it held.
    const partly = ok.filter((s) => !s.id.startsWith('balance_'));
    const heldBefore = await held(guid);
    t.clock.advance(31 * 60_000);
    try {
      await Promise.all([t.app.commerce.sweeper.runOnce(), b.commerce.sweeper.runOnce()]);
    } finally {
      t.clock.advance(-31 * 60_000);
    }

    const orders = await Promise.all(ok.map((s) => orderRow(db(), s.orderGuid)));
    const paid = orders.filter((o) => o.status === 'Waiting');
    const spent = paid.reduce((n, o) => n + o.balancePaidPence, 0);
    const captured = await sumHolds(guid, 'captured');
    const balance = await balanceOf(db(), guid);
    const figures = {
      issued: 10_000,
      checkouts: 20,
      accepted: ok.length,
      refusedEmpty: refused.length,
      paidInFullByGiftCard: ok.length - partly.length,
      paidOrders: paid.length,
      spentPence: spent,
      capturedPence: captured,
      heldBeforeExpiry: heldBefore,
      heldAfterExpiry: await held(guid),
      balanceLeft: balance,
    };
    console.log('gift card race (20 checkouts, two instances):', JSON.stringify(figures));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(captured).toBe(spent);
    expect(figures.heldAfterExpiry).toBe(0);
    expect(balance).toBe(10_000 - spent);
    expect(orders.filter((o) => o.status === 'Expired')).toHaveLength(partly.length);
    // Never spent twice: what was spent and what is left make what was issued, to the penny.
    expect(captured + balance).toBe(10_000);
    // The ledger's own entries say the same.
    const [sum] = await queryRows<{ n: number }>(
      db(),
      sql`select coalesce(sum(e.amount_pence), 0)::int as n from balance_entries e join ${balanceAccounts} a on a.id = e.account_id where a.guid = ${guid}`,
    );
    expect(sum!.n).toBe(balance);
  }, 240_000);

  async function sumHolds(guid: string, status: 'held' | 'captured'): Promise<number> {
    const [row] = await db()
      .select({ n: sql<number>`coalesce(sum(${balanceHolds.amountPence}), 0)::int` })
      .from(balanceHolds)
      .innerJoin(balanceAccounts, eq(balanceAccounts.id, balanceHolds.accountId))
      .where(sql`${balanceAccounts.guid} = ${guid} and ${balanceHolds.status} = ${status}`);
    return row!.n;
  }
  const held = (guid: string) => sumHolds(guid, 'held');
});
