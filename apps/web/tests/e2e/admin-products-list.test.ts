import { expect as baseExpect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN } from './shopper-helpers.ts';
import { axeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// The owner's product tools (R22.14-R22.16): the list sorted, filtered and changed in bulk, and a
// product's images moved by keyboard, by dragging and without JavaScript, and described. Each test
// puts the demo data back as it found it.

interface AdminImage {
  id: number;
  mediaId: string;
  alt: string;
}
interface AdminProduct {
  id: number;
  slug: string;
  name: string;
  images: AdminImage[];
}

async function signedIn(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** Waits until React runs the admin page (its handlers are attached). */
async function adminHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('#admin-main');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactFiber'));
  });
}

/** A live product of the demo shop with at least three images, as the admin API sees it. */
async function productWithImages(request: APIRequestContext, skip = 0): Promise<AdminProduct> {
  const { items } = (await (await request.get('/api/item?isStock=true&limit=40')).json()) as {
    items: { id: number; images: unknown[] }[];
  };
  const pick = items.filter((i) => i.images.length >= 3)[skip];
  if (!pick) throw new Error('no product with three images');
  return ((await (await request.get(`/api/admin/products/${pick.id}`)).json()) as { product: AdminProduct }).product;
}

/** Puts a product's images back in their first order with their first descriptions. */
async function restoreImages(request: APIRequestContext, baseURL: string, product: AdminProduct): Promise<void> {
  const headers = { origin: baseURL };
  const order = await request.put(`/api/admin/products/${product.id}/images/order`, {
    headers,
    data: { imageIds: product.images.map((i) => i.id) },
  });
  expect(order.ok(), await order.text()).toBe(true);
  for (const img of product.images) {
    const alt = await request.patch(`/api/admin/products/${product.id}/images/${img.id}`, { headers, data: { alt: img.alt } });
    expect(alt.ok(), await alt.text()).toBe(true);
  }
}

const status = (page: Page) => page.locator('#p-images-status');
const pounds = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('the owner moves images with the keyboard and describes one; the shop shows the new cover and words', async ({
      browser,
      baseURL,
    }) => {
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      const product = await productWithImages(page.request);
      const [first, second] = product.images;
      const of = product.images.length;
      try {
        await page.goto(`/admin/products/${product.id}`);
        await adminHydrated(page);

        // The cover moves one place later by keyboard; the focus stays on its button and the new place is read out.
        await page.getByRole('button', { name: `Move later (image 1 of ${of})` }).focus();
        await page.keyboard.press('Enter');
        await expect(status(page)).toHaveText(`Image 1 of ${of} moved to position 2.`);
        await expect(page.getByRole('button', { name: `Move later (image 2 of ${of})` })).toBeFocused();
        await expect(page.locator('.adm-images__kind').first()).toHaveText('1. Cover');
        await expect(page.locator('.adm-images__item').nth(1).locator('img')).toHaveAttribute('src', new RegExp(first!.mediaId));

        // Moved back earlier with the keyboard alone; at the front its Move earlier is off, so the focus goes to Move later.
        await page.keyboard.press('Shift+Tab');
        await expect(page.getByRole('button', { name: `Move earlier (image 2 of ${of})` })).toBeFocused();
        await page.keyboard.press('Space');
        await expect(status(page)).toHaveText(`Image 2 of ${of} moved to position 1.`);
        await expect(page.getByRole('button', { name: `Move later (image 1 of ${of})` })).toBeFocused();

        // The second image becomes the cover.
        await page.getByRole('button', { name: `Move earlier (image 2 of ${of})` }).press('Enter');
        await expect(status(page)).toHaveText(`Image 2 of ${of} moved to position 1.`);
        await expect(page.getByRole('button', { name: `Move later (image 1 of ${of})` })).toBeFocused();

        // Its description, edited and saved.
        const words = `${product.name}, folded on a linen table (${viewport.width})`;
        await page.getByLabel(`Description of image 1 of ${of}`).fill(words);
        await page.getByRole('button', { name: `Save description of image 1 of ${of}` }).click();
        await expect(status(page)).toHaveText('Description of image 1 saved.');
        expect(await axeViolations(page), 'admin product page').toEqual([]);

        // The shop: the new cover first on the product page, with the new words as its alt text.
        const shop = await admin.newPage();
        await shop.goto(`/product-detail/${product.slug}`);
        const main = shop.locator('.gallery__main img');
        await expect(main).toHaveAttribute('alt', words);
        await expect(main).toHaveAttribute('src', new RegExp(second!.mediaId));
        const item = (await (await shop.request.get(`/api/item/${product.slug}`)).json()).formattedItem;
        expect(item.images[0]).toMatchObject({ alt: words, kind: 'cover' });
      } finally {
        await restoreImages(page.request, baseURL!, product);
        await admin.close();
      }
    });

    test('the owner filters to sold out, sorts by price, and sets Final Sale on two products at once', async ({ browser, baseURL }) => {
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      await page.goto('/admin/products');
      await adminHydrated(page);

      await page.getByLabel('Stock', { exact: true }).selectOption('sold-out');
      await page.getByRole('button', { name: 'Show products' }).click();
      await expect(page).toHaveURL(/stock=sold-out/);
      const rows = page.locator('.adm-products tbody tr');
      await expect(rows.first()).toBeVisible();
      for (const cell of await rows.locator('td:nth-child(6)').allInnerTexts()) expect(cell.trim()).toBe('0');

      // Sorted by price with the column heading, both ways; the filter stays.
      await page.getByRole('link', { name: /^Price/ }).click();
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page).toHaveURL(/stock=sold-out/);
      await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'ascending');
      const up = (await rows.locator('td:nth-child(5)').allInnerTexts()).map((t) => pounds(t.split('\n')[0]!));
      expect(up).toEqual([...up].sort((a, b) => a - b));
      await page.getByRole('link', { name: /^Price/ }).click();
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'descending');
      const down = (await rows.locator('td:nth-child(5)').allInnerTexts()).map((t) => pounds(t.split('\n')[0]!));
      expect(down).toEqual([...down].sort((a, b) => b - a));
      expect(await axeViolations(page), 'product list, filtered and sorted').toEqual([]);

      // Two products without Final Sale (back to the whole list for enough of them), ticked and changed at once.
      await page.goto('/admin/products?sort=name-asc');
      await adminHydrated(page);
      const plain = rows.filter({ hasNot: page.locator('.adm-badge', { hasText: 'Final Sale' }) });
      const boxes = [plain.nth(0).getByRole('checkbox'), plain.nth(1).getByRole('checkbox')];
      const ids = [await boxes[0]!.getAttribute('value'), await boxes[1]!.getAttribute('value')];
      try {
        for (const box of boxes) await box.check();
        await expect(page.getByText('2 selected')).toBeVisible();
        await page.getByLabel('Action', { exact: true }).selectOption('set-final-sale');
        await page.getByRole('button', { name: 'Apply to ticked products' }).click();
        // It asks first, with the count (R22.25).
        await page
          .getByRole('dialog', { name: 'Set Final Sale: 2 products?' })
          .getByRole('button', { name: 'Set Final Sale: 2 products' })
          .click();
        const notice = page.getByRole('status').filter({ hasText: '2 products set to Final Sale.' });
        await expect(notice).toBeVisible();
        await expect(notice).toBeFocused();
        await expect(page.getByText('0 selected')).toBeVisible();
        for (const id of ids)
          await expect(
            rows.filter({ has: page.locator(`input[value="${id}"]`) }).locator('.adm-badge', { hasText: 'Final Sale' }),
          ).toBeVisible();
        expect(await axeViolations(page), 'product list after a bulk change').toEqual([]);
      } finally {
        // Undone through the same bar, so the demo shop is as it was.
        for (const box of await page.locator('input[name="ids"]:checked').all()) await box.uncheck();
        for (const id of ids) await page.locator(`input[name="ids"][value="${id}"]`).check();
        await page.getByLabel('Action', { exact: true }).selectOption('clear-final-sale');
        await page.getByRole('button', { name: 'Apply to ticked products' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Clear Final Sale: 2 products' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Final Sale cleared on 2 products.' })).toBeVisible();
        await admin.close();
      }
    });
  });
}

test('the images move by dragging too', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, { width: 1440, height: 900 });
  const page = await admin.newPage();
  const product = await productWithImages(page.request, 1);
  const of = product.images.length;
  try {
    await page.goto(`/admin/products/${product.id}`);
    await adminHydrated(page);
    const pictures = page.locator('.adm-images__pic');
    await pictures.nth(of - 1).dragTo(page.locator('.adm-images__item').first());
    await expect(status(page)).toHaveText(`Image ${of} of ${of} moved to position 1.`);
    await expect(page.locator('.adm-images__item').first().locator('img')).toHaveAttribute(
      'src',
      new RegExp(product.images[of - 1]!.mediaId),
    );
  } finally {
    await restoreImages(page.request, baseURL!, product);
    await admin.close();
  }
});

test('without JavaScript the move buttons and the bulk bar are plain forms that work', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, { width: 1440, height: 900 }, false);
  const page = await admin.newPage();
  const product = await productWithImages(page.request, 2);
  const of = product.images.length;
  try {
    await page.goto(`/admin/products/${product.id}`);
    await page.getByRole('button', { name: `Move later (image 1 of ${of})` }).click();
    await expect(status(page)).toHaveText(`Image 1 of ${of} moved to position 2.`);
    await expect(page.locator('.adm-images__item').nth(1).locator('img')).toHaveAttribute('src', new RegExp(product.images[0]!.mediaId));
    await page.getByLabel(`Description of image 2 of ${of}`).fill('Seen from the back, without scripts');
    await page.getByRole('button', { name: `Save description of image 2 of ${of}` }).click();
    await expect(status(page)).toHaveText('Description of image 2 saved.');
  } finally {
    await restoreImages(page.request, baseURL!, product);
  }

  // Select all on the page is a link that ticks every box; the bar posts them.
  const search = `/admin/products?search=${encodeURIComponent(product.slug)}`;
  const listed = (await (await page.request.get(`/api/admin/products?search=${encodeURIComponent(product.slug)}`)).json()) as {
    products: { id: number; isFinalSale: boolean }[];
  };
  const plain = listed.products.filter((p) => !p.isFinalSale).map((p) => p.id);
  try {
    await page.goto(search);
    await page.getByRole('link', { name: /select all on this page/ }).click();
    await expect(page).toHaveURL(/select=all/);
    await expect(page.locator('input[name="ids"]:checked')).toHaveCount(listed.products.length);
    await page.getByLabel('Action', { exact: true }).selectOption('set-final-sale');
    // Without script there is no dialog to ask first: the button posts the form at once (R22.25).
    await page.getByRole('button', { name: 'Apply to ticked products' }).click();
    const n = plain.length;
    await expect(page.getByRole('status')).toContainText(`${n} product${n === 1 ? '' : 's'} set to Final Sale`);
    for (const p of listed.products) await expect(page.locator(`input[name="ids"][value="${p.id}"]`)).not.toBeChecked();
  } finally {
    if (plain.length) {
      const undo = await page.request.post('/api/admin/products/bulk', {
        headers: { origin: baseURL! },
        data: { action: 'clear-final-sale', ids: plain },
      });
      expect(undo.ok(), await undo.text()).toBe(true);
    }
    await admin.close();
  }
});
