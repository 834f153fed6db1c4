import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Search as shoppers use it (R19.1-R19.5): suggestions by keyboard, results that say what was
// searched, understood words as tags, "did you mean", and the plain form without JavaScript.

/** The home page, hydrated, with the search panel opened from the header and its field focused. */
async function openSearchPanel(page: Page) {
  await page.goto('/');
  await hydrated(page);
  const trigger = page.getByRole('button', { name: 'Search', exact: true }).first();
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  const box = panel.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  return { trigger, panel, box, list: panel.getByRole('listbox', { name: 'Suggestions' }) };
}

test.describe('the search panel suggests as the shopper types', () => {
  for (const width of [375, 1440]) {
    test(`at ${width} px, by keyboard: a category, then a product`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      const { trigger, panel, box, list } = await openSearchPanel(page);

      await page.keyboard.type('jumpe');
      await expect(list.getByRole('option', { name: /Knitwear/ })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('option').filter({ hasText: 'Jumper' }).first()).toBeVisible();
      expect(await axeViolations(page), 'panel with suggestions').toEqual([]);

      // Down from the text: the search itself, then the first category. Focus never leaves the box.
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option', { name: /Search for “jumpe”/ })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      const knitwear = list.getByRole('option', { name: /Knitwear/ });
      await expect(knitwear).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await knitwear.getAttribute('id'))!);
      await expect(box).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product-list\?category=knitwear$/);
      await expect(panel).toBeHidden();

      // Up from the text wraps to the last option, a product: Enter opens its page.
      await trigger.click();
      await expect(box).toBeFocused();
      await page.keyboard.type('cashmere jum');
      // The last answer's suggestions show until this text's arrive: wait for these.
      await expect(list.getByRole('option').filter({ hasText: 'Cashmere Crew Neck Jumper' }).first()).toBeVisible();
      await expect(list.locator('.search-suggestion--product').filter({ hasNotText: 'Cashmere' })).toHaveCount(0);
      await page.keyboard.press('ArrowUp');
      const last = list.getByRole('option').last();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      const name = (await last.locator('.search-suggestion__label').innerText()).trim();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product-detail\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      // Escape closes the list first, then the panel, and the focus goes back to the trigger.
      await trigger.click();
      await page.keyboard.type('linen');
      await expect(list.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(panel).toBeVisible();
      await expect(box).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/product-list\?search=linen$/);
    });
  }
});

test('an answer that arrives after the shopper moved through the list drops a vanished highlight, and Enter searches', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const { box, list } = await openSearchPanel(page);
  await page.keyboard.type('jumpe');
  await expect(list.getByRole('option').filter({ hasText: 'Organic Cotton Crew Jumper' }).first()).toBeVisible();

  // The answer for the next words is held back, so the shopper moves through the last answer's list.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/search-suggest\.data\?q=cashmere/, async (route) => {
    await held;
    await route.continue();
  });
  await box.fill('');
  await page.keyboard.type('cashmere jum');
  await expect(list.getByRole('option').filter({ hasText: 'Organic Cotton Crew Jumper' }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const organic = list.getByRole('option').filter({ hasText: 'Organic Cotton Crew Jumper' }).first();
  await expect(organic).toHaveAttribute('aria-selected', 'true');

  // The held answer has no such jumper: nothing stays highlighted, and Enter searches for the text.
  release();
  await expect(list.getByRole('option').filter({ hasText: 'Cashmere Crew Neck Jumper' })).toBeVisible();
  await expect(list.getByRole('option').filter({ hasText: 'Organic Cotton' })).toHaveCount(0);
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?search=cashmere(\+|%20)jum$/);
  expect(errors).toEqual([]);
});

test('results say what was searched and show the words read as filters as removable tags', async ({ page }) => {
  await page.goto('/product-list?search=black%20dress');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “black dress”');
  await expect(page.getByRole('status').filter({ hasText: /Products? found/ })).toHaveText('2 Products found');
  const names = await page.locator('.product-grid .product-card__name').allInnerTexts();
  expect(names.length).toBe(2);
  expect(names.every((n) => /dress/i.test(n))).toBe(true);
  await page.getByRole('link', { name: 'Remove filter: Colour: Black' }).click();
  await expect(page).toHaveURL(/\/product-list\?search=dress$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “dress”');
  await expect(page.getByRole('status').filter({ hasText: /Products found/ })).toHaveText('7 Products found');
});

test('a search that finds nothing offers a close spelling that does', async ({ page }) => {
  await page.goto('/product-list?search=cradigan');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'No results for “cradigan”' })).toBeVisible();
  await page.getByRole('link', { name: 'cardigan', exact: true }).click();
  await expect(page).toHaveURL(/\/product-list\?search=cardigan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “cardigan”');
  const names = await page.locator('.product-grid .product-card__name').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /cardigan/i.test(n))).toBe(true);
});

test('without JavaScript the search is a plain form that reaches the same results', async ({ browser, baseURL, request }) => {
  // The count is of styles (R15.16), as the API gives it.
  const { total } = await apiItems(request, 'search=mens%20coat&limit=1');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/product-list?search=linen');
  const form = page.getByRole('search', { name: 'Search again' });
  await form.getByRole('searchbox', { name: 'Search products' }).fill('mens coat');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/product-list\?search=mens\+coat$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “mens coat”');
  await expect(page.getByText(`${total} Products found`)).toBeVisible();
  await context.close();
});
