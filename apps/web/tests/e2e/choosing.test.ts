import { expect, test } from '@playwright/test';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

// Helping a shopper choose: pieces to wear with a product, Best Selling and Newest sorts, and
// 'Only N left' on a size with little stock.

test('a product in a collection offers pieces from other categories of it, never its own colours', async ({ page, request }) => {
  const { items } = await apiItems(request, 'collection=summer&isStock=true&limit=40');
  const dress = items.find((i) => i.category.slug === 'dresses') ?? items[0]!;
  await page.goto(`/product-detail/${dress.slug}`);
  await hydrated(page);
  const row = page.getByRole('region', { name: 'Complete the look' });
  await expect(row).toBeVisible();
  const names = await row.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names).not.toContain(dress.name);
  const categories = await row.locator('.product-card__category, .product-card .eyebrow').allInnerTexts();
  if (categories.length > 0) expect(categories.map((c) => c.toLowerCase())).not.toContain(dress.category.name.toLowerCase());
  expect(await axeViolations(page)).toEqual([]);
});

test('the listing sorts by Newest and Best Selling', async ({ page }) => {
  await page.goto('/product-list');
  await hydrated(page);
  const sort = page.getByLabel('Sort products');
  await expect(sort.locator('option')).toContainText(['Newest', 'Best Selling']);
  await sort.selectOption('best-selling');
  await expect(page).toHaveURL(/sort=best-selling/);
  await expect(page.getByRole('status').filter({ hasText: 'Products found' })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`at ${width} px a size with few units left says so under the size picker`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const { items } = await apiItems(request, 'isStock=true&limit=100');
    const item = items.find((i) => i.variants.some((v) => (v as { fewLeft?: boolean }).fewLeft))!;
    const low = item.variants.find((v) => (v as { fewLeft?: boolean }).fewLeft)!;
    await page.goto(`/product-detail/${item.slug}?size=${encodeURIComponent(low.size)}`);
    await hydrated(page);
    const note = page.locator('.product-info .purchase__few-left');
    const sizeText = low.size === 'ONE' ? '' : ` in size ${low.size}`;
    await expect(note).toHaveText(`Only ${low.quantity} left${sizeText}`);
  });
}
