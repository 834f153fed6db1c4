import { expect as baseExpect, test } from '@playwright/test';
import { focusNotObscured, tabTo } from './keyboard-helpers.ts';
import { shot } from './screenshots.ts';
import { inTwoParts } from './shopper-helpers.ts';
import { apiItems, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// A purchase with the keyboard alone on a phone-sized screen (375 px), where the product page's
// add bar, the bottom toolbar and the back-to-top button are fixed: at every step the focused
// control is on screen and nothing is painted over it (WCAG 2.4.11, R12.11). The 1440 px
// keyboard purchase is in guest-pages.test.ts.

test('a keyboard-only guest buys at 375 px, the focus never under a bar', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  // Every size in stock and one radio a size, so the first one the keyboard reaches can be bought.
  const item = items.find((i) => !inTwoParts(i) && i.variants.length > 2 && i.variants.every((v) => v.quantity > 2))!;
  await page.goto(`/product-detail/${item.slug}`);
  await hydrated(page);

  await tabTo(page, '.product-info input[type="radio"]:not(:disabled)');
  await page.keyboard.press('Space');
  await expect(page.locator('.product-info input[type="radio"]:checked')).toBeFocused();
  await focusNotObscured(page);
  await tabTo(page, '.product-info button', 'Add to cart');
  await focusNotObscured(page);
  await shot(page, 'keyboard-phone-1-add', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Shopping Cart/ })).toBeVisible();
  await tabTo(page, '#shoppingCart a', 'Checkout');
  await focusNotObscured(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const fields: [string, string][] = [
    ['email', `phone.${Date.now().toString(36)}@example.co.uk`],
    ['firstName', 'Nan'],
    ['lastName', 'Shepherd'],
    ['addressLine1', '1 Castlehill'],
    ['city', 'Edinburgh'],
    ['postcode', 'EH1 1YZ'],
    ['phoneNumber', '07700 900123'],
  ];
  for (const [name, value] of fields) {
    await tabTo(page, `#checkout [name="${name}"]`);
    await focusNotObscured(page);
    await page.keyboard.type(value);
  }
  await tabTo(page, '#checkout [name="terms"]');
  await focusNotObscured(page);
  if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked))) await page.keyboard.press('Space');
  await tabTo(page, '#checkout button[type="submit"]', 'Continue to payment');
  await focusNotObscured(page);
  await shot(page, 'keyboard-phone-2-checkout', { fullPage: false });
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/pay\/test\/cs_test_/);
  await tabTo(page, 'input[name="cardNumber"]');
  await focusNotObscured(page);
  await page.keyboard.type('4242 4242 4242 4242');
  for (const value of ['12 / 34', '123', 'Nan Shepherd']) {
    await page.keyboard.press('Tab');
    await focusNotObscured(page);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await shot(page, 'keyboard-phone-3-confirmation', { fullPage: false });
});
