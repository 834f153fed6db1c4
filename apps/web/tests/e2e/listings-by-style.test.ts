import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Each test runs axe and two screenshots: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Listings by style (R15.16-R15.18): one card per style with its colours as swatches, headings and
// trails that name the category or the search, and a search that finds nothing offering the
// nearest broader search and popular pieces. E2E_SHOTS=<dir> saves the pages at 375 and 1440 px.

/** The page at both widths, with no sideways scroll, saved when E2E_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const cardNames = (page: Page) => page.locator('.product-grid').first().locator('.product-card__name').allInnerTexts();

/** The BreadcrumbList the page gives search engines, as names. */
async function ldTrail(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((b) => JSON.parse(b) as { '@type': string; itemListElement?: { name: string }[] })
    .find((b) => b['@type'] === 'BreadcrumbList');
  return list?.itemListElement?.map((i) => i.name) ?? [];
}

test('a category lists each style once, with its colours, and names itself in heading, title and trail', async ({ page }) => {
  await page.goto('/product-list?category=knitwear');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knitwear');
  await expect(page).toHaveTitle(/^Knitwear \| Atelier/);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Categories', 'Knitwear']);
  expect(await ldTrail(page)).toEqual(['Home', 'Categories', 'Knitwear']);

  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size, 'no style twice').toBe(names.length);
  // The count is of styles: the cards on a one-page listing.
  await expect(page.getByRole('status').filter({ hasText: /Products? found/ })).toHaveText(`${names.length} Products found`);
  const jumper = page.locator('.product-card').filter({ hasText: 'Merino Crew Neck Jumper' });
  await expect(jumper).toHaveCount(1);
  const swatches = jumper.getByRole('list', { name: 'Colours of Merino Crew Neck Jumper' }).getByRole('link');
  expect(await swatches.count()).toBeGreaterThan(1);
  // The card's own colour leads its swatches.
  await expect(swatches.first()).toHaveAttribute('aria-current', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'category');
});

test('a colour filter shows the chosen colour of each style, its swatch first', async ({ page }) => {
  await page.goto('/product-list?category=knitwear&colour=Navy');
  await hydrated(page);
  const cards = page.locator('.product-grid .product-card');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const list of await page.locator('.product-grid .swatches--card').all()) {
    await expect(list.getByRole('link').first()).toHaveAccessibleName('Navy');
    await expect(list.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
  }
});

test('a category for one wearer is headed for them, under them', async ({ page }) => {
  await page.goto('/product-list?category=dresses&gender=female');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women’s dresses');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Women', 'Women’s dresses']);
  await expect(page).toHaveTitle(/^Women’s dresses \| Atelier/);
});

test('a search is headed by its words, one card per style', async ({ page }) => {
  await page.goto('/product-list?search=linen');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “linen”');
  await expect(page).toHaveTitle(/^Search results for “linen” \| Atelier/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Search results for “linen”',
  ]);
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size, 'no style twice').toBe(names.length);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'search');
});

test('a search that finds nothing shows the nearest broader one, says what it left out, and offers popular pieces', async ({ page }) => {
  await page.goto('/product-list?search=black%20linen%20blazer');
  await hydrated(page);
  const note = page.locator('.listing__relaxed');
  await expect(note.getByRole('heading', { level: 2 })).toHaveText('No results for “black linen blazer”');
  await expect(note).toContainText('Showing results for “linen blazer” (without “black”).');
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /blazer/i.test(n))).toBe(true);
  const popular = page.getByRole('region', { name: 'Popular pieces' });
  expect(await popular.locator('.product-card').count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'no-results');
  // The broader search is a link to its own page.
  await note.getByRole('link', { name: '“linen blazer”' }).click();
  await expect(page).toHaveURL(/search=linen(\+|%20)blazer/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “linen blazer”');
});
