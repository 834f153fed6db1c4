import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { signedInBrowser } from './journey-helpers.ts';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations, type ApiItem } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Low stock that helps (R22.2): a size that sells leads the dashboard's panel and the low-stock
// page, and sold-out sizes nobody bought wait apart, collapsed, with their count.
// E2E_SHOTS=dir saves both at 375 and 1440 px to look at.

test('a low size that just sold leads the low-stock list; dead sold-out sizes are counted apart and open by keyboard', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext({ baseURL });
  const reg = await customer.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: {
      firstName: 'Mary',
      lastName: 'Quant',
      email: `low.stock.${Date.now().toString(36)}@example.co.uk`,
      password: 'Tweed-Jacket-42',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  // A size with 2 or 3 units (at or under the default threshold of 3 once one is sold).
  let pick: { item: ApiItem; variant: ApiItem['variants'][number] } | undefined;
  for (let page = 1; !pick && page <= 10; page++) {
    const { items } = await apiItems(customer.request, `isStock=true&limit=48&page=${page}`);
    for (const item of items) {
      const variant = item.variants.find((v) => v.quantity >= 2 && v.quantity <= 3);
      if (variant) pick = { item, variant };
      if (pick) break;
    }
  }
  expect(pick, 'a size with 2 or 3 units in the demo catalogue').toBeDefined();
  const { item, variant } = pick!;
  await paidOrder(customer.request, baseURL!, { itemSlug: item.slug, variantGuid: variant.guid });
  await customer.close();

  const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
  await admin.goto('/admin');
  const panel = admin.getByRole('region', { name: 'Low stock', exact: true });
  const soldRow = (where: typeof panel) =>
    where
      .getByRole('region', { name: 'Sizes running low' })
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: item.name, exact: true }) })
      .filter({ hasText: /In about \d+ days?|Within a day/ });
  await expect(soldRow(panel)).toHaveCount(1);
  // Nothing unsold comes before it: the first row sells.
  await expect(panel.getByRole('region', { name: 'Sizes running low' }).getByRole('row').nth(1)).not.toContainText('No recent sales');
  await expect(panel).toContainText(/sold-out sizes? with no sales in 28 days listed apart/);
  expect(await axeViolations(admin)).toEqual([]);
  const dir = process.env.E2E_SHOTS;
  // Whole pages: a tall element's own screenshot would show the sticky admin bar across it.
  const shoot = async (name: string, fullPage = true) => {
    if (!dir) return;
    for (const width of [375, 1440]) {
      await admin.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await admin.waitForTimeout(300);
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await admin.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage });
    }
    await admin.setViewportSize({ width: 1440, height: 900 });
  };
  await shoot('dashboard-low-stock');

  await panel.getByRole('link', { name: /^See / }).click();
  await expect(admin).toHaveURL(/\/admin\/low-stock$/);
  const main = admin.getByRole('main');
  await expect(soldRow(main)).toHaveCount(1);
  const dormant = admin.getByRole('region', { name: /^Sold out, no sales in 28 days \(\d+\)$/ });
  await expect(dormant).toBeVisible();
  const list = dormant.getByRole('region', { name: 'Sold-out sizes with no recent sales' });
  await expect(list).toBeHidden();
  await shoot('low-stock-page');
  // Opened by keyboard, and the focus stays on the summary.
  const summary = dormant.locator('summary');
  await summary.focus();
  await admin.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(list.getByRole('row').nth(1)).toContainText('Sold out, no recent sales');
  await expect(list).not.toContainText('In about');
  expect(await axeViolations(admin)).toEqual([]);
  await summary.scrollIntoViewIfNeeded();
  await shoot('low-stock-dormant-open', false);
});
