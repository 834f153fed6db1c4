import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './shopper-helpers';
import { hydrated } from './storefront-helpers';

// Layout faults seen on screenshots at 320, 375 and 1440 px, checked by geometry.

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/product-list');
  const href = await page.locator('a[href^="/product-detail/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

for (const width of [320, 375]) {
  test(`at ${width} px every account tab, Logout included, is in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    const res = await page.request.post('/api/auth/register', {
      data: { firstName: 'Ada', lastName: 'Byron', email: `tabs.${width}.${Date.now()}@example.co.uk`, password: 'Tweed-Jacket-42' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/account-page');
    const nav = page.getByRole('navigation', { name: 'Account' });
    const logout = nav.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    const b = await box(logout);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
    expect(await nav.locator('ul').evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
    await noHorizontalOverflow(page);
  });

  test(`at ${width} px the size guide keeps each measurement on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    // A product in letter sizes: its guide gives bust or chest, waist and hip in cm over inches (R3.14, R11.3).
    const { items } = (await (await page.request.get('/api/item?category=knitwear&isStock=true&limit=1')).json()) as {
      items: { slug: string }[];
    };
    await page.goto(`/product-detail/${items[0]!.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: /size guide/i }).click();
    const cells = page.locator('.size-guide__table td');
    await expect(cells.first()).toBeVisible();
    // Each value (a cell's '78 cm' and '30.5 in', or a whole cell such as 'XS') on one line of its own.
    const values = await cells.evaluateAll((tds) =>
      tds.flatMap((td) => {
        const parts = td.querySelectorAll('span');
        return (parts.length ? [...parts] : [td]).map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return { text: el.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
        });
      }),
    );
    expect(values.some((v) => /^\d+(\.5)? cm$/.test(v.text ?? ''))).toBe(true);
    expect(values.some((v) => /^\d+(\.5)? in$/.test(v.text ?? ''))).toBe(true);
    expect(values.filter((v) => v.lines > 1)).toEqual([]);
    // Every column fits the dialog: nothing hidden behind a sideways scroll.
    const overflow = await page.locator('.size-guide__scroll').evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
    expect(Math.max(...overflow)).toBeLessThanOrEqual(0);
  });
}

test('the header that reappears on scrolling up is opaque', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/privacy-policy');
  await hydrated(page);
  const header = page.locator('.site-header');
  // Wheel again until the page has taken it: the first wheel can land before the scroll listener.
  await page.mouse.move(180, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 2500);
    await expect(header).toHaveAttribute('data-state', 'hidden', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-state', 'solid', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const style = await header.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, backdrop: s.backdropFilter };
  });
  // rgb(...) has no alpha; rgba(..., 0.86) would let the page show through.
  expect(style.background).toMatch(/^rgb\(/);
  expect(style.backdrop).toBe('none');
});

test('a toast leaves the header’s account and cart icons uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `toast.place.${Date.now()}@example.co.uk`;
  const res = await page.request.post('/api/auth/register', {
    data: { firstName: 'Imogen', lastName: 'Hartley', email, password: 'Tweed-Jacket-42' },
  });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto('/');
  await hydrated(page);
  await signIn(page, email, 'Tweed-Jacket-42');
  const toast = page.locator('.toast').first();
  await expect(toast).toBeVisible();
  const banner = page.getByRole('banner');
  const toastBox = await box(toast);
  for (const icon of [banner.getByRole('link', { name: 'Account' }), banner.getByRole('button', { name: /^Cart,/ })]) {
    expect(overlaps(toastBox, await box(icon))).toBe(false);
  }
});

test('the zoom view shows the picture already on the page at once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await firstProductPath(page));
  await hydrated(page);
  const shown = await page.locator('.gallery__img').evaluate((img: HTMLImageElement) => img.currentSrc);
  // Holds the full-size picture back, as a slow connection would.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'image' && route.request().url() !== shown) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: /^Zoom image/ }).click();
  const stage = page.locator('.zoom__stage');
  await expect(stage).toBeVisible();
  expect(await stage.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(new URL(shown).pathname);
});

test('at 1440 px the home Categories block has no tall empty space beside its links', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const panel = page.locator('.gender-cats__panel:not([hidden])');
  const [p, list] = [await box(panel), await box(panel.locator('.gender-cats__list'))];
  expect(p.height - list.height).toBeLessThan(120);
});
