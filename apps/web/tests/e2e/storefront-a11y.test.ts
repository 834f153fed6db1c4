import { expect as baseExpect, test } from '@playwright/test';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Accessibility (axe-core, keyboard), server rendering, SEO tags, sitemap and robots (issue 3, items 5, 7, 8).

const pages = [
  '/',
  '/product-list',
  '/product-list?gender=male&size=M&sort=price-desc&view=list',
  '/shop-fullwidth',
  '/category-list',
  '/no-such-page',
];

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }

    test('a product page has no serious or critical axe violations', async ({ page, request }) => {
      const { items } = await apiItems(request, 'limit=1');
      await page.goto(`/product-detail/${items[0]!.slug}`);
      await hydrated(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

test.describe('panels and modals', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('mobile menu: keyboard, focus trap, contact details, Escape, axe', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('#mobileMenu')).toBeVisible();
    for (const name of ['Home', 'Shop All', 'Men', 'Women', 'Need Help?'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    // A guest's Account entry is the Login button (the signed-in menu is in accounts.test.ts).
    await expect(menu.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(menu.getByText('Categories', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /@/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^\+44/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Tabbing never leaves the open dialog.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobileMenu') || document.activeElement === document.body)).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a route change closes the open panel and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.mouse.wheel(0, 1200);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Women', exact: true }).click();
    await expect(page).toHaveURL(/gender=female/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("size guide modal shows women's UK dress sizes in cm and inches", async ({ page, request }) => {
    const { items } = await apiItems(request, 'category=dresses&limit=1');
    await page.goto(`/product-detail/${items[0]!.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const modal = page.getByRole('dialog', { name: 'Size guide' });
    await expect(modal.getByRole('row', { name: 'UK 12 M 92 cm 36 in 74 cm 29 in 98 cm 38.5 in' })).toBeVisible();
    await expect(modal.getByRole('row', { name: 'UK 20 XXL 116 cm 45.5 in 98 cm 38.5 in 122 cm 48 in' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('the layout switcher offers at most 2 columns below 768 px', async ({ page }) => {
    await page.goto('/product-list?view=4');
    await expect(page.getByRole('link', { name: '4 columns' })).toBeHidden();
    await expect(page.getByRole('link', { name: '3 columns' })).toBeHidden();
    const columns = await page.locator('.product-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
  });
});

test('pages arrive server-rendered with products, title, canonical, Open Graph and Product JSON-LD', async ({ request }) => {
  const list = await request.get('/product-list?category=dresses&sort=price-asc');
  const listHtml = await list.text();
  expect(list.status()).toBe(200);
  expect(listHtml).toMatch(/\d+ Products? found/);
  expect(listHtml.match(/class="product-card"/g)?.length).toBeGreaterThan(0);

  const { items } = await apiItems(request, 'limit=1');
  const item = items[0]!;
  const res = await request.get(`/product-detail/${item.slug}`);
  const html = await res.text();
  expect(res.status()).toBe(200);
  expect(html).toContain(`<title>${item.name} | Atelier</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/product-detail/${item.slug}"`));
  expect(html).toContain('property="og:title"');
  expect(html).toContain('property="og:image"');
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  const json = JSON.parse(ld ?? '{}') as {
    '@type': string;
    offers: { priceCurrency: string; price: string; availability: string };
    brand: { name: string };
  };
  expect(json['@type']).toBe('Product');
  expect(json.brand.name).toBe('Atelier');
  expect(json.offers.priceCurrency).toBe('GBP');
  expect(json.offers.price).toBe(item.totalPrice.toFixed(2));
  expect(json.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
});

test('sitemap.xml lists every product and category page; robots.txt points to it', async ({ request }) => {
  const { total } = await apiItems(request, 'limit=1');
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml.match(/\/product-detail\//g)?.length).toBe(total);
  expect(xml).toContain('/product-list?category=dresses</loc>');

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
});
