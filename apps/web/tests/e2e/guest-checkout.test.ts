import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fillShipping, payOnTestPage } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Guest checkout (issue 29, R5.14-R5.19): an e-mail address is enough, the terms are ticked once,
// the confirmation offers one field, a password, and the order is then in My Orders.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
/** Where the screenshots of the pages this test walks go, when asked for (E2E_SHOTS). */
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a guest pays with an e-mail address, sees the confirmation, and one password makes the order theirs', async ({ page }) => {
  // Two full-page screenshots at two widths, a payment and a sign-up: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const email = `guest-${Date.now()}@example.com`;
  const { items } = await apiItems(page.request, 'limit=40');
  const pick = items
    .map((item) => ({ item, variant: item.variants.find((v) => v.quantity >= 2) }))
    .find((p) => p.item.isStock && p.variant)!;
  const added = await page.request.post('/api/cart', {
    headers: { origin: BASE },
    data: { itemSlug: pick.item.slug, itemCount: 1, variantGuid: pick.variant!.guid },
  });
  expect(added.status()).toBe(200);

  // The terms ticked on the cart stay ticked at checkout: once per visit (R5.19).
  await page.goto('/view-cart');
  await hydrated(page);
  await page.getByLabel('I agree with the terms and conditions').check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  await expect(page.getByText('Checking out as a guest')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  await expect(page.getByLabel('Save this address to my account')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // No address yet: the summary names it first and takes the focus; the field says it too.
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const problems = page.getByRole('group', { name: 'There is a problem' });
  await expect(problems).toBeFocused();
  await expect(
    problems.getByRole('link', { name: 'Please enter your email address, so we can send your order confirmation.' }),
  ).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await shoot(page, 'guest-checkout');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payOnTestPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(`A confirmation has been sent to ${email}.`)).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  const account = page.getByRole('region', { name: 'Save your details for next time' });
  await expect(account).toContainText(email);
  await expect(page.getByRole('link', { name: 'View my orders' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shoot(page, 'guest-confirmation');

  // A refused password: the reason shows under the field and takes the focus.
  const password = account.getByLabel('Password');
  await password.fill('password123');
  await account.getByRole('button', { name: 'Create account' }).click();
  const error = account.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill('Correct-Horse-Battery-42');
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account-orders/);
  await hydrated(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
