/**
 * npm run test:scale: one gift card raced by 20 shoppers at once through two instances on one
 * PostgreSQL (R23.3): it is never spent twice nor below zero, the checkouts it paid in part are
 * paid by card for the rest, once. (An unpaid checkout giving back what it held: balance-race.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCodeHash, newGiftCode } from '../src/modules/balances/codes.ts';
import { failing, invariantViolations } from './invariants.ts';
import { startPair, type Pair } from './pair.ts';
import { Shopper } from './shopper.ts';

let pair: Pair;

beforeAll(async () => {
  pair = await startPair({ RATE_LIMITS: 'register.ip=100/1h' });
}, 180_000);

afterAll(() => pair?.close(), 60_000);

describe('one gift card raced by 20 shoppers at once', () => {
  it('is never spent twice nor below zero, and the rest of each order it paid in part is paid by card once', async () => {
    const SHOPPERS = 20;
    const { rows: vs } = await pair.db.pool.query(
      `select p.slug, v.guid, v.id, p.price_pence from variants v join products p on p.id = v.product_id
        where p.on_sale and p.archived_at is null and p.old_price_pence is null order by p.id, v.id limit 1`,
    );
    const v = vs[0];
    await pair.db.pool.query('update variants set quantity = 1000 where id = $1', [v.id]);
    // Enough for a few orders and part of one more.
    const issued = v.price_pence * 3 + Math.floor(v.price_pence / 2);
    const code = newGiftCode();
    const {
      rows: [card],
    } = await pair.db.pool.query(
      `insert into balance_accounts (kind, source, code_hash, code_last4, balance_pence, issued_pence) values ('gift_card', 'issued', $1, $2, $3, $3) returning id`,
      [giftCodeHash(code), code.slice(-4), issued],
    );
    await pair.db.pool.query(
      `insert into balance_entries (account_id, kind, amount_pence, balance_after_pence, actor_kind) values ($1, 'issue', $2, $2, 'system')`,
      [card.id, issued],
    );

    const shoppers = Array.from({ length: SHOPPERS }, () => new Shopper(pair.proxy.url));
    for (const s of shoppers) {
      await s.register();
      await s.addToCart(v.slug, v.guid, 1);
    }
    const answers = await Promise.all(shoppers.map((s) => s.checkout({ giftCardCode: code })));
    expect(new Set(answers.map((r) => r.upstream))).toEqual(new Set(['A', 'B']));
    const ok = answers.filter((r) => r.status === 200);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status, r.text).toBe(409);
      expect(r.json).toMatchObject({ code: 'GIFT_CARD_EMPTY' });
    }
    // Those the card paid in part pay the rest by card, the first of them twice at once; checkouts
    // the card paid in full are paid already.
    const partly = ok.filter((r) => !r.json.id!.startsWith('balance_'));
    const payers = partly.map((r) => shoppers[answers.indexOf(r)]!);
    const pays = await Promise.all(
      partly.flatMap((r, i) => (i === 0 ? [payers[i]!.pay(r.json.id!), payers[i]!.pay(r.json.id!)] : [payers[i]!.pay(r.json.id!)])),
    );
    expect(pays.filter((p) => p.status === 303)).toHaveLength(partly.length);

    const one = async (text: string, values: unknown[] = []) => (await pair.db.pool.query(text, values)).rows[0];
    const figures = {
      shoppers: SHOPPERS,
      issuedPence: issued,
      checkoutsAccepted: ok.length,
      refusedEmpty: answers.length - ok.length,
      paidInFullByGiftCard: ok.length - partly.length,
      paidPartlyByCard: partly.length,
      capturedPence: (
        await one(`select coalesce(sum(amount_pence), 0)::int n from balance_holds where account_id = $1 and status = 'captured'`, [
          card.id,
        ])
      ).n,
      heldPence: (
        await one(`select coalesce(sum(amount_pence), 0)::int n from balance_holds where account_id = $1 and status = 'held'`, [card.id])
      ).n,
      balanceLeftPence: (await one('select balance_pence n from balance_accounts where id = $1', [card.id])).n,
      ordersPaidWithCard: (await one(`select count(*)::int n from orders where balance_paid_pence > 0 and paid_at is not null`)).n,
    };
    console.log('gift card race through two instances:', JSON.stringify(figures));
    expect(figures.balanceLeftPence).toBeGreaterThanOrEqual(0);
    expect(figures.capturedPence + figures.heldPence + figures.balanceLeftPence).toBe(issued);
    expect(figures.capturedPence).toBe(issued);
    expect(figures.ordersPaidWithCard).toBe(ok.length);
    expect(failing(await invariantViolations(pair.db.pool, [{ variantId: v.id, initial: 1000 }]))).toEqual({});
  });
});
