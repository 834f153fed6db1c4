import { expect, test, type Page } from '@playwright/test';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

// Collections as pages (R18.1, R18.3), colour facet counts (R15.13), unisex in Men (R15.11) and no
// dead ends in the home's Mens categories (R15.12), at a phone's width and a desktop's.

interface ApiCategory {
  name: string;
  slug: string;
  itemsByGender: { male: number; female: number; unisex: number };
}

async function openCollectionsFromHeader(page: Page, width: number): Promise<void> {
  if (width < 1200) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Collections', exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections', exact: true }).click();
  }
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('header -> collections -> a collection -> a colour facet whose count matches the listing', async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await hydrated(page);
      await openCollectionsFromHeader(page, width);
      await expect(page).toHaveURL(/\/collections$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections');
      expect(await axeViolations(page), '/collections').toEqual([]);

      const { collections } = (await (await request.get('/api/collection/collections')).json()) as {
        collections: { name: string; slug: string; items: number }[];
      };
      const summer = collections.find((c) => c.slug === 'summer')!;
      await page.getByRole('link', { name: new RegExp(`^${summer.name}`) }).click();
      await expect(page).toHaveURL(/\/collections\/summer$/);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(summer.name);
      await expect(page.getByRole('status').filter({ hasText: 'Products found' })).toHaveText(`${summer.items} Products found`);
      await expect(page).toHaveTitle(/Summer \| Collections \| Atelier/);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(ld!)).toMatchObject({ '@type': 'CollectionPage', name: summer.name });
      expect(await axeViolations(page), '/collections/summer').toEqual([]);

      // A colour some but not all of the collection's products have.
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      await expect(panel).toBeVisible();
      await page.waitForTimeout(400);
      expect(await axeViolations(page), 'the filter panel with facets').toEqual([]);
      // The shades, inside their families' disclosures (R17.12).
      const colours = panel.getByRole('group', { name: 'Colour' }).locator('input[name="colour"]');
      const names = await colours.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      const counted = await Promise.all(
        names.map(async (name) => ({
          name,
          total: (await apiItems(request, `collection=summer&colour=${encodeURIComponent(name)}&limit=1`)).total,
        })),
      );
      const pick = counted.filter((c) => c.total > 1 && c.total < summer.items).sort((a, b) => b.total - a.total)[0]!;
      expect(pick, 'the Summer collection has a colour some of its products have').toBeTruthy();
      await panel
        .locator('li.filter-family', { has: page.locator(`input[name="colour"][value="${pick.name}"]`) })
        .locator('summary')
        .click();
      const box = panel.getByRole('checkbox', { name: pick.name, exact: true });
      await expect(box).toHaveAccessibleDescription(`${pick.total} products`);
      await box.check();
      await expect(page).toHaveURL(new RegExp(`colour=${encodeURIComponent(pick.name).replace(/%20/g, '(\\+|%20)')}`));
      // A checked colour keeps its siblings on offer.
      await expect(panel.getByRole('group', { name: 'Colour' }).locator('input[name="colour"]')).toHaveCount(names.length);
      await panel.getByRole('button', { name: 'Close filters' }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Products found' })).toHaveText(
        pick.total === 1 ? '1 Product found' : `${pick.total} Products found`,
      );
      await expect(page.getByRole('link', { name: `Remove filter: ${pick.name}` })).toBeVisible();
      await expect(page).toHaveURL(/\/collections\/summer\?/);
    });

    test('home Mens -> Shoes shows the unisex shoes too, and Mens offers no empty category', async ({ page, request }) => {
      test.setTimeout(60_000);
      const cats = ((await (await request.get('/api/category/categories')).json()) as { categories: ApiCategory[] }).categories;
      const shoes = await apiItems(request, 'category=shoes&limit=100');
      const forMen = shoes.items.filter((i) => (i as unknown as { gender: string }).gender !== 'female');
      const unisex = forMen.filter((i) => (i as unknown as { gender: string }).gender === 'unisex');
      expect(unisex.length, 'the demo catalogue has unisex shoes').toBeGreaterThan(0);

      await page.goto('/');
      await hydrated(page);
      const section = page.getByRole('region', { name: 'Categories' });
      await section.getByRole('tab', { name: 'Men', exact: true }).click();
      const mens = section.getByRole('tabpanel', { name: 'Men', exact: true });
      for (const c of cats) {
        const link = mens.getByRole('link', { name: c.name, exact: true });
        if (c.itemsByGender.male > 0) await expect(link, `${c.name} is offered for men`).toHaveCount(1);
        else await expect(link, `${c.name} has nothing for men and is not offered`).toHaveCount(0);
      }
      await mens.getByRole('link', { name: 'Shoes', exact: true }).click();
      await expect(page).toHaveURL(/\/product-list\?gender=male&category=shoes$/);
      // A category for one wearer is named for both, under the wearer (R15.18).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men’s shoes');
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('href', '/product-list?gender=male');
      await expect(page.getByRole('status').filter({ hasText: 'Products found' })).toHaveText(`${forMen.length} Products found`);
      const shown = await page.locator('.product-grid .product-card__name, .product-grid h3').allInnerTexts();
      expect(
        shown.some((name) => unisex.some((u) => name.includes(u.name))),
        'a unisex shoe is listed under Men',
      ).toBe(true);
    });
  });
}
