import { expect as baseExpect, test, type Browser } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { ADMIN, payOnTestPage } from './shopper-helpers.ts';
import { paidOrder } from './order-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';
import { SHOTS, shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Delivery methods carried through (issue 33): Click & collect asks no home address and its
// confirmation names the studio; the next-day cut-off line; the method in the admin's order list.

for (const width of [1440, 375]) {
  test(`at ${width} px a Click & collect order goes through checkout without a home address to a confirmation naming the studio`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInWithCart(page, baseURL!);
    await page.goto('/checkout');
    await hydrated(page);
    await page.getByRole('radio', { name: /Click & collect from our studio/ }).check();
    await expect(page.getByRole('heading', { name: 'Who collects the order' })).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Postcode')).toHaveCount(0);
    await expect(page.getByText('Save this address to my account')).toHaveCount(0);
    await expect(page.getByText(/Free Click & collect from .+\. We email you when it is ready\./)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Phone').fill('07700 900123');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnTestPage(page, '4242 4242 4242 4242');

    await page.waitForURL(/\/checkout\/success/);
    const studio = page.getByRole('region', { name: 'Collect from our studio' });
    await expect(studio.getByText('12 Marylebone Lane')).toBeVisible();
    await expect(studio.getByText(/^Open Monday to Friday/)).toBeVisible();
    await expect(studio.getByText('Collected by Ada Lovelace')).toBeVisible();
    await expect(page.getByText(/shipping address/i)).toHaveCount(0);
    await expect(page.getByTestId('delivery')).toContainText('Ready to collect from');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `collect-confirmation-${width}`);
  });

  test(`at ${width} px the product page and the cart show the next-day cut-off line`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInWithCart(page, baseURL!);
    const { items } = await apiItems(page.request, 'isStock=true&limit=1');
    await page.goto(`/product-detail/${items[0]!.slug}`);
    const line = page.getByTestId('next-day-line');
    await expect(line).toHaveText(
      /^Next-day delivery: Order (within (\d+ h )?\d+ min for delivery on \w+day|now for next-day delivery on \w+day \d+ \w+)\.$/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) {
      // The delivery lines only, with the cut-off line in view.
      await line.scrollIntoViewIfNeeded();
      await page.locator('.delivery-info').screenshot({ path: `${SHOTS}/next-day-product-lines-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/next-day-product-${width}.png` });
    }
    await page.goto('/view-cart');
    await expect(page.getByTestId('next-day-line')).toBeVisible();
  });

  test(`at ${width} px the admin's order list shows and filters the delivery method`, async ({ browser, page: shopper, baseURL }) => {
    // A collect order and a next-day order of a shopper of its own, so the test stands alone.
    await signedInWithCart(shopper, baseURL!);
    const { items } = await apiItems(shopper.request, 'isStock=true&limit=20');
    const pick = items.flatMap((item) => item.variants.filter((v) => v.quantity > 3).map((v) => ({ item, v })))[0]!;
    const line = { itemSlug: pick.item.slug, variantGuid: pick.v.guid };
    await paidOrder(shopper.request, baseURL!, line, 'collect');
    await paidOrder(shopper.request, baseURL!, line, 'next_day');
    const context = await signedInAdmin(browser, baseURL!, width);
    const page = await context.newPage();
    await page.goto('/admin/orders');
    await expect(page.getByRole('columnheader', { name: 'Delivery' })).toBeVisible();
    await page.getByLabel('Delivery').selectOption('collect');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/method=collect/);
    await expect(page.getByRole('cell', { name: 'Click & collect from our studio' }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Delivery').selectOption('');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).not.toHaveURL(/method=collect/);
    await expect(page.getByRole('link', { name: 'Clear' })).toHaveCount(0);
    await shot(page, `admin-orders-${width}`);
    await context.close();
  });
}

async function signedInAdmin(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}
