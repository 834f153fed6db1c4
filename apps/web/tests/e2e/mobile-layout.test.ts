import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { cartDialog, chooseFirstSize } from './shopper-helpers.ts';
import { apiItems, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Phones: no sideways scrolling, compact product cards with Quick add, and the product page's add bar.

/** How far the page reaches past the right edge of the screen, in CSS px. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('no page scrolls sideways, and the filter drawer fits the screen', async ({ page, request, baseURL }) => {
      test.setTimeout(90_000);
      const { items } = await apiItems(request, 'isStock=true&limit=1');
      await page.goto('/product-list');
      await hydrated(page);
      expect(await overflow(page), '/product-list').toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: /^Filter/ }).click();
      const view = page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: /^View \d+ Products?$/ });
      await expect(view).toBeVisible();
      // The button's text fits inside it, and the button inside the screen.
      const box = await view.evaluate((el) => ({ right: el.getBoundingClientRect().right, clipped: el.scrollWidth > el.clientWidth }));
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.clipped).toBe(false);
      await page.keyboard.press('Escape');

      await signedInWithCart(page, baseURL!);
      for (const path of [
        '/',
        `/product-detail/${items[0]!.slug}`,
        '/view-cart',
        '/checkout',
        '/account-page',
        '/account-details',
        '/account-orders',
      ]) {
        await page.goto(path);
        await hydrated(page);
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a card shows Quick add; it opens the size choice, by keyboard too, and adds to the cart', async ({ page }) => {
    await page.goto('/product-list');
    await hydrated(page);
    const card = page.locator('.product-grid .product-card:not([data-sold-out]):has(.size-option ~ .size-option)').first();
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    const quickAdd = card.getByRole('button', { name: `Quick add: ${name}` });
    await expect(quickAdd).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the card keeps its pickers out of sight and out of the tab order.
    await expect(card.getByRole('radio').first()).toBeHidden();
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeHidden();

    await quickAdd.focus();
    await page.keyboard.press('Enter');
    await expect(quickAdd).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    // Tab enters the size group on its chosen (or first available) size; sold-out sizes are disabled.
    await expect(card.locator('.size-option input:focus')).toHaveCount(1);

    await card.locator('.size-option:not([data-disabled]) input').first().check();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = cartDialog(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });

  test("the product page's add bar shows while the real button is out of view, and adds the chosen size", async ({ page, request }) => {
    // A product with several sizes: a one-size one starts on its size (R3.5).
    const { items } = await apiItems(request, 'isStock=true&limit=16');
    const item = items.find((i) => i.variants.length > 1)!;
    expect(item, 'an in-stock product with several sizes').toBeTruthy();
    await page.goto(`/product-detail/${item.slug}`);
    await hydrated(page);
    const bar = page.locator('.sticky-buy');
    const realButton = page.locator('.product-info .purchase__add');
    // The gallery fills the first screen: the page's own button is below the fold.
    await expect(realButton).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(item.name);

    await realButton.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();

    // No size yet (R3.5): the bar's add takes the shopper to the sizes with the warning.
    await expect(bar).not.toContainText('Size:');
    await bar.getByRole('button', { includeHidden: true }).click();
    const group = page.locator('.product-info').getByRole('group', { name: 'Size' });
    await expect(group.getByRole('alert')).toHaveText('Please select a size before adding to cart!');
    await expect(group.locator('input:focus')).toHaveCount(1);
    await expect(cartDialog(page)).toBeHidden();
    await chooseFirstSize(group);
    await expect(group.getByRole('alert')).toHaveText('');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    // textContent, not innerText: the label is styled in capitals, the bar is not.
    const size = (await page.locator('.product-info legend.size-selector__legend .size-selector__chosen').textContent())!
      .replace(/^:\s*/, '')
      .trim();
    await expect(bar).toContainText(`Size: ${size}`);
    await bar.getByRole('button', { includeHidden: true }).click();
    const drawer = cartDialog(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: item.name })).toContainText(`Size: ${size}`);
  });
});

test('at 1440 px the product page has no add bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { items } = await apiItems(request, 'isStock=true&limit=1');
  await page.goto(`/product-detail/${items[0]!.slug}`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.sticky-buy')).toBeHidden();
});
