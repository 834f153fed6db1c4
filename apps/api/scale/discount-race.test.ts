/**
 * npm run test:scale: the last use of a discount code, tried by 20 shoppers at once through two
 * instances on one PostgreSQL, is won by exactly one paid order (R20.8, decision 0020).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failing, invariantViolations } from './invariants.ts';
import { startPair, type Pair } from './pair.ts';
import { Shopper } from './shopper.ts';

let pair: Pair;

beforeAll(async () => {
  pair = await startPair({ RATE_LIMITS: 'register.ip=100/1h' });
}, 180_000);

afterAll(() => pair?.close(), 60_000);

describe('the last use of a discount code, tried by 20 shoppers at once', () => {
  it('is won by exactly one paid order; the others are told the limit is reached and nothing is counted twice', async () => {
    const SHOPPERS = 20;
    const { rows: vs } = await pair.db.pool.query(
      `select p.slug, v.guid, v.id from variants v join products p on p.id = v.product_id
        where p.on_sale and p.archived_at is null and p.old_price_pence is null order by p.id, v.id limit 1`,
    );
    const v = vs[0];
    await pair.db.pool.query('update variants set quantity = 1000 where id = $1', [v.id]);
    await pair.db.pool.query(`insert into discount_codes (code, kind, value, usage_limit) values ('LASTONE', 'percent', 20, 2)`);

    // One use is taken first, paid, so one is left.
    const early = new Shopper(pair.proxy.url);
    await early.register();
    await early.addToCart(v.slug, v.guid, 1);
    const first = await early.checkout({ discountCode: 'lastone' });
    expect(first.status, first.text).toBe(200);
    expect((await early.pay(first.json.id!)).status).toBe(303);

    const shoppers = Array.from({ length: SHOPPERS }, () => new Shopper(pair.proxy.url));
    for (const s of shoppers) {
      await s.register();
      await s.addToCart(v.slug, v.guid, 1);
    }
    const answers = await Promise.all(shoppers.map((s) => s.checkout({ discountCode: 'LASTONE' })));
    expect(new Set(answers.map((r) => r.upstream))).toEqual(new Set(['A', 'B']));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status, r.text).toBe(409);
      expect(r.json).toEqual({ code: 'DISCOUNT_LIMIT_REACHED', message: 'The code LASTONE has been used as many times as it can be.' });
    }
    // Everyone who got a session pays at once (and the winner's payment is sent twice).
    const winner = shoppers[answers.indexOf(won[0]!)]!;
    const pays = await Promise.all([winner.pay(won[0]!.json.id!), winner.pay(won[0]!.json.id!)]);
    expect(pays.map((p) => p.status).sort()).toEqual([303, 409]);

    const { rows: paid } = await pair.db.pool.query(
      `select count(*)::int n, sum(discount_pence)::int d from orders where discount_code = 'LASTONE' and paid_at is not null`,
    );
    expect(paid[0].n).toBe(2);
    expect(paid[0].d).toBeGreaterThan(0);
    const { rows: uses } = await pair.db.pool.query(
      `select r.status, count(*)::int n from discount_redemptions r join discount_codes c on c.id = r.discount_code_id
        where c.code = 'LASTONE' group by r.status`,
    );
    expect(uses).toEqual([{ status: 'used', n: 2 }]);
    // The paid amount is what the shopper saw.
    const { rows: sessions } = await pair.db.pool.query(
      `select s.amount_pence, o.total_pence from payment_sessions s join orders o on o.id = s.order_id where o.discount_code = 'LASTONE'`,
    );
    for (const s of sessions) expect(s.amount_pence).toBe(s.total_pence);
    expect(failing(await invariantViolations(pair.db.pool, [{ variantId: v.id, initial: 1000 }]))).toEqual({});
  });
});
