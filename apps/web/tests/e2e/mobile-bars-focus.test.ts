import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.E2E_SHOTS;

// R12.11-R12.13: opaque bars on phones, a back-to-top button and an add bar that never lie over
// the focused element, a compact cart whose Checkout stays in reach, focus kept after removing a
// filter tag, and a sort select that applies only a committed choice.

/** Whether the fixed part `selector`, while shown, lies over the focused element. */
function partOverFocus(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const part = document.querySelector<HTMLElement>(sel);
    const el = document.activeElement;
    if (!part || !(el instanceof HTMLElement) || el === document.body) return false;
    const style = getComputedStyle(part);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
    const a = el.getBoundingClientRect();
    const b = part.getBoundingClientRect();
    return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
  }, selector);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the toolbar is opaque, and the cart is compact with Checkout in reach', async ({ page, baseURL }) => {
    await signedInWithCart(page, baseURL!);
    await page.goto('/view-cart');
    await hydrated(page);
    const bg = await page.locator('.mobile-toolbar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg, 'no alpha below 1').not.toMatch(/rgba?\([^)]*,\s*0?\.\d+\)|\/ 0?\.\d+\)/);
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeInViewport();
    // The Checkout bar sits above the toolbar, not under it.
    const bar = (await page.locator('.mobile-toolbar').boundingBox())!;
    const button = (await checkout.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y + 0.5);
    // One line is two short rows, not a screen.
    const row = (await page.locator('.cart-table__row').first().boundingBox())!;
    expect(row.height).toBeLessThan(200);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-375.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('back-to-top sits in the toolbar and never over a focused Quick add', async ({ page }) => {
    // Back-to-top sits in the toolbar's own slot: it overlaps nothing above the toolbar.
    await page.goto('/product-list');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const back = page.getByRole('button', { name: 'Back to top' });
    await expect(back).toBeVisible();
    const b = (await back.boundingBox())!;
    const t = (await page.locator('.mobile-toolbar').boundingBox())!;
    expect(b.y).toBeGreaterThanOrEqual(t.y - 0.5);
    // Tabbing on through Quick add buttons: none is ever under back-to-top.
    await page.locator('.product-grid a, .product-grid button').nth(8).focus();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await partOverFocus(page, '.back-to-top'), `focus stop ${i + 1}`).toBe(false);
    }
  });

  test('the product title focused on arrival is not under the add bar; My Orders', async ({ page, baseURL }) => {
    await signedInWithCart(page, baseURL!);
    const { items } = await apiItems(page.request, 'isStock=true&limit=1');
    await page.goto('/product-list');
    await hydrated(page);
    // A client-side move: the route announcer focuses the new page's heading.
    await page.locator(`a[href="/product-detail/${items[0]!.slug}"]`).first().click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeFocused();
    await expect.poll(() => partOverFocus(page, '.sticky-buy')).toBe(false);
    await expect.poll(() => partOverFocus(page, '.back-to-top')).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-375.png` });

    await page.goto('/account-orders');
    await hydrated(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-375.png`, fullPage: true });
  });

  test('a focused checkout field is never under back-to-top or a bar', async ({ page, baseURL }) => {
    await signedInWithCart(page, baseURL!);
    await page.goto('/checkout');
    await hydrated(page);
    await page.mouse.wheel(0, 400);
    for (const field of await page.locator('#main input:visible').all()) {
      await field.focus();
      expect(await partOverFocus(page, '.back-to-top')).toBe(false);
      expect(await partOverFocus(page, '.mobile-toolbar')).toBe(false);
    }
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('cart, product page and My Orders; payment badges only for cards', async ({ page, baseURL }) => {
    await signedInWithCart(page, baseURL!);
    await page.goto('/view-cart');
    await hydrated(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-1440.png`, fullPage: true });
    const { items } = await apiItems(page.request, 'isStock=true&limit=1');
    await page.goto(`/product-detail/${items[0]!.slug}`);
    await hydrated(page);
    // The test provider takes cards: no Apple Pay, Google Pay or PayPal badge anywhere (R12.10).
    const badges = page.getByRole('list', { name: 'Accepted payment methods' }).first().getByRole('img');
    await expect(badges).toHaveCount(3);
    for (const name of ['Apple Pay', 'Google Pay', 'PayPal']) await expect(page.getByRole('img', { name })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-1440.png` });
    await page.goto('/account-orders');
    await hydrated(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/orders-1440.png`, fullPage: true });
  });

  test('removing a filter tag keeps focus on the tags; arrow keys on the sort select do not reload', async ({ page }) => {
    await page.goto('/product-list?size=M&size=L');
    await hydrated(page);
    const tags = page.getByRole('list', { name: 'Applied filters' }).getByRole('link');
    await expect(tags).toHaveCount(2);
    await tags.first().click();
    await expect(page).not.toHaveURL(/size=M/);
    await expect(tags).toHaveCount(1);
    await expect(tags.first()).toBeFocused();
    await tags.first().click();
    await expect(page).not.toHaveURL(/size=/);
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeFocused();

    const sort = page.getByLabel('Sort products');
    await sort.focus();
    const before = page.url();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(500);
    expect(page.url(), 'browsing with the arrow keys applies nothing').toBe(before);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=/);
    await expect(sort).toBeFocused();
  });
});
