import type { AccountsTestContext } from './accounts.ts';
import { newAdmin } from './admin.ts';
import { setStock } from './catalogue-fixture.ts';
import { commerceTestApp, newShopper, variantOf, type Shopper } from './commerce.ts';

export interface AfterSaleShop {
  t: AccountsTestContext;
  admin: Shopper & { id: number };
  shopper: Shopper;
}

/**
 * A shop for refund and return tests: shipping costs £3.95 on every order (so a test sees when it
 * is paid back), 50 linen shirts in M and 50 wool scarves in stock, an admin and a signed-in shopper.
 */
export async function afterSaleShop(): Promise<AfterSaleShop> {
  const t = await commerceTestApp({
    SHIPPING_FREE_THRESHOLD_PENCE: '10000000',
    SHIPPING_FEE_PENCE: '395',
    STORE_EMAIL: 'owner@atelier.test',
    ACCESS_TOKEN_TTL: '365d',
  });
  await setStock(t.database.db, (await variantOf(t.database.db, 'linen-shirt', 'M')).guid, 50);
  await setStock(t.database.db, (await variantOf(t.database.db, 'wool-scarf', 'ONE')).guid, 50);
  return { t, admin: await newAdmin(t.app, t.database.db), shopper: await newShopper(t.app) };
}
