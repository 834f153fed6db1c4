import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { signedInBrowser } from './journey-helpers.ts';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// The stock history on the admin product page (shop rules R3.16): a customer's sale is there with
// its order, newest first, and the owner moves between sizes by keyboard.
// E2E_SHOTS=dir saves the panel at 375 and 1440 px to look at.

test('the owner sees a sale in the size’s stock history, with its order, and picks another size by keyboard', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext({ baseURL });
  const email = `stock.history.${Date.now().toString(36)}@example.co.uk`;
  const reg = await customer.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: { firstName: 'Grace', lastName: 'Hopper', email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { items } = await apiItems(customer.request, 'isStock=true&limit=30');
  const item = items.find((i) => i.variants.length > 1 && i.variants.some((v) => v.quantity > 3))!;
  const variant = item.variants.find((v) => v.quantity > 3)!;
  const order = await paidOrder(customer.request, baseURL!, { itemSlug: item.slug, variantGuid: variant.guid });
  await customer.close();

  const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
  await admin.goto(`/admin/products?search=${item.slug}`);
  await admin.getByRole('link', { name: item.name, exact: true }).first().click();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const panel = admin.getByRole('region', { name: 'Stock history', exact: true });
  await expect(panel).toBeVisible();

  // The ordered size's history: the newest row is the sale, from the quantity before to one less.
  const sizes = panel.getByRole('navigation', { name: 'Size to show the history of' });
  const sizeLink = sizes.getByRole('link', { name: new RegExp(`^${variant.size === 'ONE' ? 'One size' : variant.size} ·`) });
  await sizeLink.click();
  await expect(sizeLink).toHaveAttribute('aria-current', 'true');
  const newest = panel.getByRole('row').nth(1);
  // "24 → 23", read as "24 to 23" (the arrow is hidden from screen readers, the word from the eye).
  await expect(newest.getByRole('cell').nth(1)).toHaveText(`${variant.quantity} →to ${variant.quantity - 1} (−1)`);
  await expect(newest).toContainText('sold, order');
  await expect(newest.getByRole('link', { name: order.orderNumber })).toBeVisible();
  await expect(newest).toContainText(`${email} (customer)`);
  // The demo catalogue's stock is where its history starts.
  await expect(panel.getByRole('cell', { name: 'demo stock' }).last()).toBeVisible();

  // Another size by keyboard: its link takes the focus and Enter shows its history.
  const other = sizes
    .getByRole('link')
    .filter({ hasNot: admin.locator('[aria-current]') })
    .first();
  const otherLabel = (await other.textContent())!;
  await other.focus();
  await admin.keyboard.press('Enter');
  await expect(sizes.getByRole('link', { name: otherLabel })).toHaveAttribute('aria-current', 'true');
  await expect(panel.getByRole('region', { name: /^Stock history of / })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);

  const dir = process.env.E2E_SHOTS;
  if (dir) {
    await sizeLink.click();
    await expect(sizeLink).toHaveAttribute('aria-current', 'true');
    for (const width of [375, 1440]) {
      await admin.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await admin.waitForTimeout(300);
      await panel.screenshot({ path: path.join(dir, `inventory-stock-history-${width}.png`) });
    }
  }
});
