import { test, type Page } from '@playwright/test';
import { expect } from './journey-helpers.ts';
import { cartDialog } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

// No size is chosen for the shopper (R3.2, R3.5, R3.7, R4.5) and the letters guide reads as UK
// dress sizes in cm and inches (R11.3): issue 29, items 3 and 4.

test.describe.configure({ timeout: 120_000 });

const WARNING = 'Please select a size before adding to cart!';

/** A product of the category with two or more sizes in stock. */
async function withSizes(page: Page, category: string) {
  const { items } = await apiItems(page.request, `category=${category}&isStock=true&limit=40`);
  const item = items.find((i) => i.variants.filter((v) => v.quantity > 0).length >= 2);
  expect(item, `a ${category} product with two sizes in stock`).toBeTruthy();
  return item!;
}

for (const width of [375, 1440]) {
  test(`at ${width} px: a product page opens with no size; add without one warns in the size group and moves the focus there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    const item = await withSizes(page, 'dresses');
    await page.goto(`/product-detail/${item.slug}`);
    await hydrated(page);
    const info = page.locator('.product-info');
    const group = info.getByRole('group', { name: 'Size' });
    await expect(group.getByRole('radio', { checked: true }), 'no size chosen on load').toHaveCount(0);
    await expect(info.locator('.size-selector__chosen')).toHaveCount(0);
    if (width < 800) await group.scrollIntoViewIfNeeded();
    await shot(page, `product-page-on-load-${width}`, { fullPage: false });

    // Only aria-disabled (R3.7): pressed, it says what is missing.
    await info.getByRole('button', { name: 'Add to cart' }).press('Enter');
    const alert = group.getByRole('alert');
    await expect(alert).toHaveText(WARNING);
    await expect(group).toHaveAccessibleDescription(WARNING);
    await expect(group.locator('input:focus'), 'the focus is on the first size that can be chosen').toHaveCount(1);
    await expect(cartDialog(page)).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Choosing a size clears the warning; the add then works.
    const size = item.variants.find((v) => v.quantity > 0)!.size;
    await group.getByRole('radio', { name: size, exact: true }).check();
    await expect(alert).toHaveText('');
    await info.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDialog(page).getByRole('listitem').filter({ hasText: item.name })).toContainText(`Size: ${size}`);
  });

  test(`at ${width} px: size guides give women's UK 6-20 in cm and inches, and jeans waist and leg`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    const dress = await withSizes(page, 'dresses');
    await page.goto(`/product-detail/${dress.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size guide' });
    await expect(guide.getByRole('heading', { name: "Women's sizes", exact: true })).toBeVisible();
    await expect(guide.getByRole('columnheader')).toHaveText(['Size', 'Letter size', 'Bust', 'Waist', 'Hip']);
    await expect(guide.getByRole('rowheader')).toHaveText(['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18', 'UK 20']);
    await expect(guide.getByRole('row', { name: 'UK 6 XS 78 cm 30.5 in 60 cm 23.5 in 84 cm 33 in' })).toBeVisible();
    await expect(guide.getByRole('heading', { name: "Men's sizes", exact: true }), 'a dress has no men’s table').toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `size-guide-letters-${width}`, { fullPage: false });
    await guide.getByRole('button', { name: 'Close size guide' }).click();
    await expect(guide).toBeHidden();

    const jeans = await withSizes(page, 'jeans');
    await page.goto(`/product-detail/${jeans.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Size guide' }).click();
    // Waist and leg apart, cm over inches (R3.17): jeans-waist-leg.test.ts chooses and buys them.
    await expect(guide.getByRole('columnheader')).toHaveText(['Size', 'Waist', 'Size', 'Inside leg', 'Usually suits']);
    await expect(guide.getByRole('row', { name: 'W32 81 cm 32 in' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `size-guide-jeans-${width}`, { fullPage: false });
  });
}

test('a carousel card’s add opens the quick view on its sizes, none chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  // A product with sizes (a one-size one is added at once): its add opens a dialog.
  const add = page.locator('.carousel .product-card__quick--add[aria-haspopup="dialog"]').first();
  const name = (await add.getAttribute('aria-label'))!.replace('Add to Cart: ', '');
  await add.click();
  const quickView = page.getByRole('dialog', { name });
  const sizes = quickView.getByRole('group', { name: 'Size' });
  await expect(sizes.locator('input:focus'), 'the focus is on the sizes').toHaveCount(1);
  await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(cartDialog(page), 'nothing was added').toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Add without a size: the same warning, in the quick view's size group.
  await quickView.getByRole('button', { name: 'Add to cart' }).press('Enter');
  await expect(sizes.getByRole('alert')).toHaveText(WARNING);
  await expect(sizes.locator('input:focus')).toHaveCount(1);
});
