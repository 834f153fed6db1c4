import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';

// Two instances on one database, as behind a load balancer: each keeps the shop's terms in memory
// (decision 0054), and a save on either reaches both through the settings channel's notice.
let t: AccountsTestContext;
let second: App;
let admin: Shopper;
beforeAll(async () => {
  const shared = { JWT_SECRET: 'terms-cache-test-secret-of-at-least-32-characters', SHIPPING_FEE_PENCE: '395', ACCESS_TOKEN_TTL: '365d' };
  t = await commerceTestApp(shared);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: t.dataDir, ...shared });
  second = await buildApp({ config, database: t.database, clock: t.clock });
  await second.ready();
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const fee = async (app: App): Promise<number> => (await app.inject({ method: 'GET', url: '/api/shop-terms' })).json().shipping.feePence;
const EMPTY = { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: {} };

/** The notice arrives a moment after the commit (on PostgreSQL, over the listening connection). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('the shop terms every page reads (decision 0054)', () => {
  it('are read once and kept: a row changed behind the save route is not seen', async () => {
    expect(await fee(second)).toBe(395);
    // Written straight to the table, as no route does: no notice, so the kept answer stands.
    await t.database.db.execute(sql`insert into store_settings (key, value, updated_at) values ('shipping', '{"feePence": 999}', now())
      on conflict (key) do update set value = excluded.value`);
    expect(await fee(second)).toBe(395);
  });

  it('are dropped on the saving instance at once and on every other by the notice', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...EMPTY, shipping: { feePence: 450 } },
    });
    expect(res.statusCode).toBe(200);
    expect(await fee(t.app)).toBe(450);
    expect(await eventually(async () => (await fee(second)) === 450)).toBe(true);

    expect((await second.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload: EMPTY })).statusCode).toBe(
      200,
    );
    expect(await fee(second)).toBe(395);
    expect(await eventually(async () => (await fee(t.app)) === 395)).toBe(true);
  });
});
