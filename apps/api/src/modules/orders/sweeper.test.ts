import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, orderRow, stockOf } from '../../test/commerce.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await commerceTestApp({ ORDER_SWEEP_INTERVAL_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
});

describe('expiry sweeper in the server process', () => {
  it('runs on its own once the app is ready, expiring by the injected clock', async () => {
    const shopper = await newShopper(t.app);
    await addToCart(t.app, shopper, t.database.db, 'wool-scarf', 'ONE', 2);
    const before = await stockOf(t.database.db, 'wool-scarf', 'ONE');
    const session = await checkoutOk(t.app, shopper);
    // Real seconds pass, but the store's clock has not reached the expiry: nothing happens.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await orderRow(t.database.db, session.orderGuid)).status).toBe('PendingPayment');
    t.clock.advance(30 * 60_000);
    await vi.waitFor(async () => expect((await orderRow(t.database.db, session.orderGuid)).status).toBe('Expired'), {
      timeout: 5000,
      interval: 200,
    });
    expect(await stockOf(t.database.db, 'wool-scarf', 'ONE')).toBe(before);
  });
});
