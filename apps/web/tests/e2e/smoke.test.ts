import { expect, test } from '@playwright/test';
import { hydrated } from './storefront-helpers.ts';

// Proves the pipeline: production build, one port for pages and API, demo catalogue, real browser.
test('home page renders the categories the API lists with products in them', async ({ page, request }) => {
  const res = await request.get('/api/category/categories');
  expect(res.status()).toBe(200);
  const { categories } = (await res.json()) as { categories: { name: string; items: number }[] };
  expect(categories.length).toBeGreaterThanOrEqual(8);

  await page.goto('/');
  // A category with nothing in it is linked nowhere (R15.12); every other one is.
  for (const c of categories.filter((c) => c.items > 0)) {
    await expect(page.getByRole('link', { name: c.name }).first()).toBeVisible();
  }
});

// docs/decisions/0008: the served page names no script to preload before it paints; the scripts
// are fetched after the first frame, and the page still hydrates and navigates on the client.
test('the page paints before its scripts load, then hydrates', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('rel="stylesheet"');
  expect(head).not.toContain('modulepreload');
  expect(html).not.toMatch(/<script[^>]*type="module"[^>]*>\s*;?\s*import \* as/);

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await hydrated(page);
  expect(scripts.some((u) => /\/assets\/entry\.client-/.test(u))).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop All' }).click();
  await expect(page).toHaveURL(/\/product-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// docs/decisions/0054, R12.20: icons are drawn from one sprite the browser keeps, not repeated in
// the page, and the page's data carries cards, not the catalogue's whole items.
test('icons come from one cached sprite and the page sends cards, not whole items', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const sprites = new Set([...html.matchAll(/<use href="([^"#]+)#[\w-]+"/g)].map((m) => m[1]));
  expect(sprites.size).toBe(1);
  const [sprite] = [...sprites];
  expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
  const served = await request.get(sprite!);
  expect(served.headers()['cache-control']).toContain('immutable');
  expect(await served.text()).toContain('<symbol id="eye"');
  // No SKU and no description of a product reaches the home page's data.
  expect(html).not.toMatch(/[A-Z]{3}-\d{3}-[A-Z]{3}-/);

  await page.goto('/');
  await hydrated(page);
  await expect(
    page
      .getByRole('button', { name: /^Cart,/ })
      .first()
      .locator('svg use'),
  ).toHaveCount(1);
  const box = await page
    .getByRole('button', { name: /^Cart,/ })
    .first()
    .locator('svg.ico')
    .boundingBox();
  expect(box?.width).toBeGreaterThan(0);
});
