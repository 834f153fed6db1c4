import { expect, test } from '@playwright/test';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

// Recently viewed: kept in the browser, newest first, shown on the product page (without the
// product on screen) and on the empty cart page.

for (const width of [375, 1440]) {
  test(`at ${width} px the product page and the empty cart show what was looked at, newest first`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    // Three products with different names (colours of one style share a name).
    const { items } = await apiItems(request, 'limit=30&sort=title-asc');
    const [first, second, third] = items.filter((item, i) => items.findIndex((o) => o.name === item.name) === i);
    const row = page.getByRole('region', { name: 'Recently viewed' });

    await page.goto(`/product-detail/${first!.slug}`);
    await hydrated(page);
    // Nothing seen before: no row at all.
    await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto(`/product-detail/${second!.slug}`);
    await hydrated(page);
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([first!.name]);

    // Inside the app too (a client-side route change), with the newest first and the current left out.
    await row.getByRole('link', { name: first!.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product-detail/${first!.slug}$`));
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([second!.name]);

    await page.goto(`/product-detail/${third!.slug}`);
    await hydrated(page);
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([first!.name, second!.name]);
    await row.scrollIntoViewIfNeeded();
    expect((await axeViolations(page)).filter((v) => v.includes('carousel') || v.includes('product-card'))).toEqual([]);

    await page.goto('/view-cart');
    await hydrated(page);
    await expect(page.getByText('Your Cart is empty.')).toBeVisible();
    await expect(row.getByRole('heading', { level: 3 })).toHaveText([third!.name, first!.name, second!.name]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
