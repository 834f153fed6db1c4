import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { apiItems, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// WCAG 2.4.11 Focus Not Obscured: tabbing through a page, no focused element sits under the fixed
// toolbar, the sticky header or the product page's add bar. And the search field's focus shows.

/** The fixed and sticky bars laid over the page. */
const BARS = ['.mobile-toolbar', '.site-header', '.sticky-buy'];

/**
 * Describes the focused element if a bar covers any part of it (probed with elementFromPoint at its
 * centre and near its corners, so a bar's transparency or a popped-up skip link counts as it is).
 */
function coveredFocus(page: Page): Promise<string | null> {
  return page.evaluate((bars) => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    if (bars.some((b) => el.closest(b))) return null;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    const inset = Math.min(2, r.width / 2, r.height / 2);
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x!, y!);
      const bar = hit && bars.find((b) => hit.closest(b));
      if (bar) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        return `${el.tagName.toLowerCase()} "${name}" (${Math.round(r.top)}-${Math.round(r.bottom)}) under ${bar}`;
      }
    }
    return null;
  }, BARS);
}

/** Tabs through the first `stops` focus stops; every one must be clear of the bars. */
async function tabThrough(page: Page, stops: number): Promise<void> {
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    // The header slides away (a transition) as the page scrolls on: judge where things settle.
    await expect.poll(() => coveredFocus(page), { message: `focus stop ${i + 1}`, timeout: 2_000 }).toBeNull();
  }
}

const viewports = [
  { width: 640, height: 450, deviceScaleFactor: 2 },
  { width: 375, height: 667, deviceScaleFactor: 2 },
];

for (const { width, height, deviceScaleFactor } of viewports) {
  test.describe(`at ${width} x ${height} @${deviceScaleFactor}x`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor });

    test('tabbing through /product-list keeps every focused element clear of the bars', async ({ page }) => {
      await page.goto('/product-list');
      await hydrated(page);
      await tabThrough(page, 70);
    });

    test('tabbing through /checkout keeps every focused element clear of the bars', async ({ page, baseURL }) => {
      await signedInWithCart(page, baseURL!);
      await page.goto('/checkout');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await tabThrough(page, 70);
    });

    test('tabbing through a product page keeps every focused element clear of the bars', async ({ page, request }) => {
      const { items } = await apiItems(request, 'isStock=true&limit=1');
      await page.goto(`/product-detail/${items[0]!.slug}`);
      await hydrated(page);
      await tabThrough(page, 40);
    });
  });
}

test('the focused search field has a clear outline (2 px, dark on white)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Search/ })
    .first()
    .press('Enter');
  const field = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search products' });
  await expect(field).toBeFocused();
  const outline = await page.locator('.search-form').evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: s.outlineWidth, color: s.outlineColor };
  });
  expect(outline).toEqual({ style: 'solid', width: '2px', color: 'rgb(27, 26, 24)' });
});
