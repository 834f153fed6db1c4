import { expect as baseExpect, test } from '@playwright/test';
import { apiCategories, apiItems, hydrated, poundsOf } from './storefront-helpers.ts';

// Two shared cores run the server, the browser and the build: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// The shopper's path through the storefront (issue 3, items 2-5, 7 and 10).

test.use({ viewport: { width: 1440, height: 900 } });

test('home -> category -> size and price filters -> sort -> next page -> product -> size -> quick view', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A listing counts styles (R15.16), and no demo category has a second page of them: the journey
  // opens the largest category, then leaves it for the whole shop, which still has a second page
  // once size M and a price cap are applied.
  const categories = await apiCategories(request);
  const sized = await Promise.all(
    categories.map(async (c) => ({ c, total: (await apiItems(request, `category=${c.slug}&limit=1`)).total })),
  );
  const biggest = sized.sort((a, b) => b.total - a.total)[0]!.c;
  const pick = { total: (await apiItems(request, 'size=M&priceMax=1800&limit=1')).total };
  const inM = (await apiItems(request, 'size=M&limit=1')).total;
  expect(pick.total, 'the demo catalogue has more than one page of styles in M under £1800').toBeGreaterThan(16);

  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('region', { name: 'Shop by Category' })
    .getByRole('link', { name: new RegExp(`^${biggest.name}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product-list\\?category=${biggest.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(biggest.name);
  await page.getByRole('link', { name: `Remove filter: ${biggest.name}` }).click();
  await expect(page).toHaveURL(/\/product-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');

  // Filter panel: size M, then the maximum price one large step down (2000 -> 1800).
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await expect(panel).toBeVisible();
  await panel.getByRole('group', { name: 'Size' }).getByLabel('M', { exact: true }).check();
  await expect(page).toHaveURL(/size=M/);
  await expect(panel, 'the panel stays open while filters apply').toBeVisible();
  // The size's listing is drawn first: a key pressed while its answer was still on its way went to
  // a slider that the answer then drew afresh, and was lost (the page's count says it has arrived).
  await expect(page.getByRole('status').filter({ hasText: 'Products found' })).toHaveText(`${inM} Products found`);
  const slider = panel.getByRole('slider', { name: 'Maximum price' });
  await slider.focus();
  await expect(slider).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/priceMax=1800/);
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Products found' })).toHaveText(`${pick.total} Products found`);
  await expect(page.getByRole('link', { name: 'Remove filter: Size M' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter: £0 – £1800' })).toBeVisible();

  // Sort applies to the whole result, so page 2 continues where page 1 stopped.
  await page.getByLabel('Sort products').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const pricesOn = async () => (await page.locator('.product-grid .price__now').allInnerTexts()).map(poundsOf);
  await expect
    .poll(
      async () => {
        const prices = await pricesOn();
        return prices.length === 16 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      },
      { message: 'the first page is sorted by price' },
    )
    .toBe(true);
  const first = await pricesOn();

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { message: 'a page change scrolls to 550 px' }).toBe(550);
  await expect(page.locator('.product-grid .product-card')).toHaveCount(Math.min(16, pick.total - 16));
  const second = await pricesOn();
  expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);

  // Product page: no size is chosen until the shopper chooses (R3.5); any in-stock size can be.
  const card = page.locator('.product-grid .product-card').first();
  const name = (await card.locator('.product-card__name').innerText()).trim();
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | Atelier`);
  const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
  await expect(sizes.and(page.locator(':checked'))).toHaveCount(0);
  const other = sizes.and(page.locator(':not(:checked):not(:disabled)')).first();
  const otherLabel = (await other.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
  await other.check();
  await expect(page.locator('.size-selector__chosen')).toHaveText(`: ${otherLabel}`);

  // Back on the listing, a card's quick view opens a modal with a loader, then the product.
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  const quick = page.locator('.product-grid .product-card').nth(1);
  const quickName = (await quick.locator('.product-card__name').innerText()).trim();
  await quick.hover();
  await quick.getByRole('button', { name: `Quick view: ${quickName}` }).click();
  const modal = page.getByRole('dialog', { name: quickName });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: quickName })).toBeVisible();
  await expect(modal.getByRole('link', { name: /View full details/ })).toHaveAttribute('href', /\/product-detail\//);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(quick.getByRole('button', { name: `Quick view: ${quickName}` }), 'focus returns to the trigger').toBeFocused();
});

test('a search with a typo finds jackets; blank text does nothing', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const trigger = page.getByRole('button', { name: 'Search', exact: true });
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel.getByRole('combobox')).toBeFocused();

  await panel.getByRole('combobox').fill('   ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(panel).toBeVisible();

  // In a search field the first Escape clears the text (native behaviour); the next closes the panel.
  await panel.getByRole('combobox').fill('');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await panel.getByRole('combobox').fill('jaket');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-list\?search=jaket$/);
  await expect(panel).toBeHidden();
  await expect(page.locator('.product-grid .product-card__name').first()).toBeVisible();
  const names = await page.locator('.product-grid .product-card__name').allInnerTexts();
  expect(names.some((n) => /jacket/i.test(n))).toBe(true);
  await expect(page.getByRole('link', { name: 'Remove filter: “jaket”' })).toBeVisible();
});

test('unknown paths and unknown products show the 404 page with status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/product-detail/no-such-product', '/deep/unknown/path']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Whoops! We couldn't find the page you were looking for.");
    await expect(page).toHaveTitle('Page not found | Atelier');
  }
  await hydrated(page);
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Atelier \| /);
});

test('availability toggles off when clicked again, and Clear all resets the panel filters', async ({ page }) => {
  await page.goto('/product-list?gender=female&size=S');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await panel.getByLabel('In Stock').check();
  await expect(page).toHaveURL(/isStock=true/);
  // The address changes before the filtered listing has loaded: a second click during that
  // navigation would be judged against the old state.
  await page.waitForLoadState('networkidle');
  await panel.getByLabel('In Stock').click();
  await expect(page).not.toHaveURL(/isStock/);
  await panel.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/product-list$/);
  await expect(panel.getByLabel('Women')).not.toBeChecked();
  await panel.getByRole('button', { name: 'Close filters' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
});

test('cards: no size -> warning in the size group; sold-out sizes are disabled; add opens the cart drawer', async ({ page }) => {
  await page.goto('/product-list');
  await hydrated(page);
  const card = page.locator('.product-grid .product-card:not([data-sold-out]):has(.size-option ~ .size-option)').first();
  await card.hover();
  // aria-disabled, not disabled: the click reaches the button so it can say what is missing.
  await expect(card.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-disabled', 'true');
  await card.getByRole('button', { name: 'Add to cart' }).click({ force: true });
  await expect(card.getByRole('group', { name: 'Size' }).getByRole('alert')).toHaveText('Please select a size before adding to cart!');

  for (const label of await page.locator('.product-grid .size-option[data-disabled]').all()) {
    await expect(label).toHaveAttribute('title', 'Out of stock');
    await expect(label.locator('input')).toBeDisabled();
  }

  await card.hover();
  await card.locator('.size-option:not([data-disabled]) input').first().check();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  // The card's pickers are hidden again (no hover), so by class: the tooltip now says Already Added.
  await expect(card.locator('.purchase__add')).toHaveAttribute('title', 'Already Added');
});

test('the header hides on scroll down and returns with a background; back to top appears after 100 px', async ({ page }) => {
  await page.goto('/product-list');
  await hydrated(page);
  const header = page.locator('.site-header');
  const back = page.getByRole('button', { name: 'Back to top' });
  await expect(back).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute('data-state', 'hidden');
  await expect(back).toBeVisible();
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute('data-state', 'solid');
  await back.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-state', 'top');
});
