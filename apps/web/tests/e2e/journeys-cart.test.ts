import { sizeLabel } from '@atelier/contract/catalogue';
import { test } from '@playwright/test';
import { hydrated } from './storefront-helpers.ts';
import { cartDialog, sizeInStock, headerCount, signIn, submitSignIn } from './shopper-helpers.ts';
import {
  PASSWORD,
  addFromProductPage,
  catalogue,
  expect,
  registerThroughPanel,
  shoot,
  signOut,
  take,
  uniqueEmail,
} from './journey-helpers.ts';

// The guest cart follows the shopper into an account (issue 4, R4.2 and R5.1), through the UI.

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.describe('issue 4: the guest cart follows the shopper into an account', () => {
  test('a guest adds a chosen size, registers in the panel; the line is in the account after reload and sign out/in', async ({ page }) => {
    const items = await catalogue(page);
    // A product with two sizes in stock, so the size really is chosen (not the page's default).
    const pick = take(
      items
        .map((item) => ({ item, variant: item.variants.find((v) => v.quantity >= 2 && v.guid !== sizeInStock(item)?.guid)! }))
        .find((p) => p.variant && p.item.variants.filter((v) => v.quantity > 0).length >= 2),
      'a product with a second size in stock',
    );
    const email = uniqueEmail('journey-register');

    await addFromProductPage(page, pick, 2);
    await expect(headerCount(page)).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(cartDialog(page)).toBeHidden();

    await registerThroughPanel(page, email);
    await expect(headerCount(page)).toHaveText('1');
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    await cartButton.click();
    const line = cartDialog(page).getByRole('listitem').filter({ hasText: pick.item.name });
    await expect(line).toContainText(`Size: ${sizeLabel(pick.variant.size)}`);
    await expect(line.locator('output')).toHaveText('2');
    await shoot(page, 'drawer');
    await page.keyboard.press('Escape');
    await shoot(page, 'header');

    await page.reload();
    await expect(headerCount(page)).toHaveText('1');
    await hydrated(page);

    // Signing out leaves a guest with an empty cart; signing in brings the account's cart back.
    await signOut(page);
    await expect(headerCount(page)).toHaveText('0');
    await signIn(page, email, PASSWORD);
    await expect(headerCount(page)).toHaveText('1');
    await cartButton.click();
    await expect(cartDialog(page).getByRole('listitem')).toHaveCount(1);
    await expect(line.locator('output')).toHaveText('2');
  });

  test('signing in adds the guest line to the same line already in the account, clamped to stock', async ({ page, browser }) => {
    const items = await catalogue(page);
    const pick = take(
      items.flatMap((item) => item.variants.filter((v) => v.quantity >= 2 && v.quantity <= 6).map((variant) => ({ item, variant })))[0],
      'a size with 2-6 units',
    );
    const stock = pick.variant.quantity;
    const email = uniqueEmail('journey-merge');

    // On another device the shopper registers and puts all but one unit in the cart.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
    const device = await other.newPage();
    await device.goto('/');
    await hydrated(device);
    await registerThroughPanel(device, email);
    await addFromProductPage(device, pick, stock - 1);
    await other.close();

    // Here, as a guest, two more of the same size, and one of another product.
    const second = take(
      (await catalogue(page)).map((item) => ({ item, variant: sizeInStock(item)! })).find((p) => p.variant),
      'a second product',
    );
    await addFromProductPage(page, pick, 2);
    await addFromProductPage(page, second, 1);
    // The header counts lines (R4.12).
    await expect(headerCount(page)).toHaveText('2');
    await page.keyboard.press('Escape');

    await signIn(page, email, PASSWORD);
    // (stock - 1) + 2, clamped to the stock; the other line joins as it was.
    await expect(headerCount(page)).toHaveText('2');
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    const drawer = cartDialog(page);
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await expect(drawer.getByRole('listitem').filter({ hasText: pick.item.name }).locator('output')).toHaveText(String(stock));
    await expect(drawer.getByRole('listitem').filter({ hasText: second.item.name }).locator('output')).toHaveText('1');
    await page.reload();
    await expect(headerCount(page)).toHaveText('2');
  });
});

test.describe('R5.1: a guest at checkout', () => {
  test('a guest presses Checkout, signs in from the checkout and is back on /checkout with the cart merged', async ({ page, browser }) => {
    const email = uniqueEmail('journey-guest-checkout');
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
    const device = await other.newPage();
    await device.goto('/');
    await hydrated(device);
    await registerThroughPanel(device, email);
    await other.close();

    const pick = take(
      (await catalogue(page)).map((item) => ({ item, variant: sizeInStock(item)! })).find((p) => p.variant),
      'a product in stock',
    );
    await addFromProductPage(page, pick, 1);
    await cartDialog(page).getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/view-cart$/);
    await hydrated(page);
    await page.getByLabel('I agree with the terms and conditions').check();
    await page.getByRole('button', { name: 'Checkout' }).click();

    // A guest checks out as a guest (R5.14); the page offers sign-in for saved addresses.
    await expect(page).toHaveURL(/\/checkout$/);
    await hydrated(page);
    await expect(page.getByText('Checking out as a guest')).toBeVisible();
    await page.locator('.checkout-account').getByRole('link', { name: 'Sign in' }).click();
    const panel = page.getByRole('dialog', { name: 'Sign in' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Please sign in to continue.')).toBeVisible();
    await submitSignIn(panel, email, PASSWORD);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order summary' }).getByText(pick.item.name)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Beatrix');
    await expect(headerCount(page)).toHaveText('1');
  });
});
