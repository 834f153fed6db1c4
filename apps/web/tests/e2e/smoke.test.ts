import { expect, test } from '@playwright/test';

// Proves the pipeline: production build, one port for pages and API, demo catalogue, real browser.
test('home page renders the categories the API lists', async ({ page, request }) => {
  const res = await request.get('/api/category/categories');
  expect(res.status()).toBe(200);
  const { categories } = (await res.json()) as { categories: { name: string; items: number }[] };
  expect(categories.length).toBeGreaterThanOrEqual(8);

  await page.goto('/');
  for (const c of categories) {
    await expect(page.getByRole('link', { name: c.name }).first()).toBeVisible();
  }
});
