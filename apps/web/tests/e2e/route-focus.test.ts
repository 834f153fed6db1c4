import { expect as baseExpect, test } from '@playwright/test';
import { hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// After a move to another page inside the app, focus goes to the new page's heading and its title
// is announced; the first load and a listing's own filters leave focus where it is.

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('listing -> product: focus on the heading, the title announced; nothing on the first load', async ({ page }) => {
    await page.goto('/product-list');
    await hydrated(page);
    const announcer = page.locator('.route-announcer');
    await expect(announcer).toHaveText('');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const name = page.locator('.product-card__name a').first();
    const productName = (await name.textContent())!.trim();
    await name.click();
    await expect(page).toHaveURL(/\/product-detail\//);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(productName);
    await expect(heading).toBeFocused();
    await expect(announcer).toHaveText(`${productName} | Atelier`);
    await expect(page).toHaveTitle(`${productName} | Atelier`);
  });

  test("a listing's filters keep focus on the control in use and announce the new count", async ({ page }) => {
    await page.goto('/product-list');
    await hydrated(page);
    const count = page.getByRole('status').filter({ hasText: /Products? found/ });
    const before = await count.textContent();
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    const size = panel.getByRole('checkbox', { name: 'XS' });
    await size.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/size=XS/);
    await expect(count).not.toHaveText(before!);
    await expect(panel.getByRole('checkbox', { name: 'XS' })).toBeFocused();
    await expect(panel.getByRole('checkbox', { name: 'XS' })).toBeChecked();
    await expect(page.locator('.route-announcer')).toHaveText('');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a link in the mobile menu: the menu closes, then focus goes to the new page heading', async ({ page }) => {
    await page.goto('/about-us');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Shop All', exact: true }).click();
    await expect(page).toHaveURL(/\/product-list/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator('.route-announcer')).toHaveText(await page.title());
  });
});
