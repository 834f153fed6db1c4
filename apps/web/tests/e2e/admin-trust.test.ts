import { expect, test, type Browser, type Page } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { hydrated, seriousAxeViolations } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

// Issue 33 item 10, "forms an owner trusts" (R22.23-R22.26): the unsaved-changes guard, the save
// bar, add-forms that empty, confirms that count, and where the focus lands.

// Each test takes 10-25 s here; axe over a whole admin page can take long on a busy, shared machine.
test.describe.configure({ timeout: 60_000 });

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  expect((await context.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
  return context.newPage();
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page, '#admin-main');
}

const focusedHeading = (page: Page) =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

async function firstProductId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/item?limit=1')).json()) as { items: { id: number }[] };
  return list.items[0]!.id;
}

test('the product form: a save bar in view, a question before leaving unsaved changes, focus on the next heading', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await firstProductId(page);
  await open(page, `/admin/products/${id}`);
  const bar = page.locator('.adm-savebar');
  // The form runs far below the window, but Save is in view at once (sticky), and opaque.
  await expect(bar.getByRole('button', { name: 'Save changes' })).toBeInViewport();
  await expect(bar).toContainText('No unsaved changes');
  expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');

  const price = page.getByLabel('Price (£, VAT included)');
  await price.fill('123.45');
  await expect(bar).toContainText('Unsaved changes');
  // A field low in the form, focused, is not under the bar (WCAG 2.4.11).
  await page.getByLabel('Description', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Care')).toBeFocused();
  await page.waitForTimeout(100);
  const [field, barBox] = [await page.getByLabel('Care').boundingBox(), await bar.boundingBox()];
  expect(field!.y + field!.height).toBeLessThanOrEqual(barBox!.y + 1);
  await shot(page, 'product-save-bar-1440', { fullPage: false });

  // Closing or reloading the tab is asked by the browser.
  expect(
    await page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    }),
  ).toBe(true);

  // A link inside the app asks first, in a dialog whose safe answer has the focus.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay on this page' }).last()).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'product-unsaved-dialog-1440', { fullPage: false });
  await dialog.getByRole('button', { name: 'Stay on this page' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
  await expect(price).toHaveValue('123.45');

  // Leaving on purpose: the next page's heading has the focus, nothing was saved.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect.poll(() => focusedHeading(page)).toBe('Orders');
  // Without changes there is nothing to ask: a move lands on the new page's heading at once.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Discounts' }).click();
  await expect.poll(() => focusedHeading(page)).toBe('Discount codes');
  const saved = (await (await page.request.get(`/api/admin/products/${id}`)).json()) as { product: { pricePence: number } };
  expect(saved.product.pricePence).not.toBe(12345);

  // The same at 375 px: the bar wraps but stays in view and clear of the field being typed in.
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, `/admin/products/${id}`);
  await page.getByLabel('Price (£, VAT included)').fill('99');
  // By keyboard, as a person moves: from the field above, Tab brings the price clear of the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Size system').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Price (£, VAT included)')).toBeFocused();
  await page.waitForTimeout(100);
  await expect(page.locator('.adm-savebar').getByRole('button', { name: 'Save changes' })).toBeInViewport();
  const [small, smallBar] = [
    await page.getByLabel('Price (£, VAT included)').boundingBox(),
    await page.locator('.adm-savebar').boundingBox(),
  ];
  expect(small!.y + small!.height).toBeLessThanOrEqual(smallBar!.y + 1);
  await shot(page, 'product-save-bar-375', { fullPage: false });
  await page.getByRole('link', { name: '← All products' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await shot(page, 'product-unsaved-dialog-375', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
  await expect(page.getByLabel('Price (£, VAT included)')).toHaveValue('99');
  await page.context().close();
});

test('a refused discount puts the focus on its first field in error; a created one empties the form', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  await open(page, '/admin/discounts');
  const codeBox = page.getByRole('textbox', { name: 'Code', exact: true });
  await codeBox.fill('x');
  await page.getByLabel('Percentage off (percentage codes)').fill('10');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(codeBox).toBeFocused();
  const code = `TRUST${Date.now().toString(36).toUpperCase()}`;
  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expect(codeBox).toHaveValue('');
  await expect(page.locator('.adm-savebar')).toContainText('No unsaved changes');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().close();
});

test('images: the upload form empties once saved, and a removal asks first', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  const id = await firstProductId(page);
  await open(page, `/admin/products/${id}`);
  const before = await page.locator('.adm-images__item').count();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Add an image').setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Description for screen readers').fill('A swatch of the cloth');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('.adm-images__item')).toHaveCount(before + 1);
  await expect(page.getByLabel('Description for screen readers')).toHaveValue('');
  expect(await page.getByLabel('Add an image').evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);

  const last = `image ${before + 1} of ${before + 1}`;
  await page.getByRole('button', { name: `Remove ${last}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this image?' });
  await expect(confirm).toContainText(`Image ${before + 1} of ${before + 1} comes off the product`);
  await expect(confirm.getByRole('button', { name: 'Cancel' }).last()).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(page.locator('.adm-images__item')).toHaveCount(before + 1);
  await page.getByRole('button', { name: `Remove ${last}` }).click();
  await confirm.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.locator('.adm-images__item')).toHaveCount(before);
  await page.context().close();
});

test('bulk changes say how many before they run', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  await open(page, '/admin/products');
  const boxes = page.locator('tbody input[type="checkbox"]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByLabel('Action').selectOption({ label: 'Restore to store' });
  await page.getByRole('button', { name: 'Apply to ticked products' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore to store: 2 products?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' }).last()).toBeFocused();
  await confirm.getByRole('button', { name: 'Restore to store: 2 products' }).click();
  // The list's answer counts the same two ("2 products restored", or "0 ...; 2 already were").
  await expect(page.getByRole('status').filter({ hasText: /restored to the store(\.|; 2 already were\.)$/ })).toContainText(
    /^(2 products|0 products)/,
  );
  await page.context().close();
});

test('an order note is added once: the box empties after saving', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!);
  const items = (await (await page.request.get('/api/item?isStock=true&limit=20')).json()) as {
    items: { slug: string; variants: { guid: string; quantity: number }[] }[];
  };
  const item = items.items.find((i) => i.variants.some((v) => v.quantity > 0))!;
  const order = await paidOrder(page.request, new URL(baseURL!).origin, {
    itemSlug: item.slug,
    variantGuid: item.variants.find((v) => v.quantity > 0)!.guid,
  });
  await open(page, `/admin/orders/${order.orderGuid}`);
  const box = page.getByLabel('Add a note (never shown to the customer)');
  await box.fill('Gift wrap, please.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.locator('.adm-timeline__note', { hasText: 'Gift wrap, please.' })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await page.context().close();
});

test('a form from another address than PUBLIC_URL is told why, not "page not found"', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const other = `http://localhost:${port}`;
  // A browser's own form post (no script): a page of its own, 403.
  const posted = await page.request.post('/admin/settings', { headers: { origin: other }, form: { intent: 'save' } });
  expect(posted.status()).toBe(403);
  const html = await posted.text();
  expect(html).toContain('This form was sent from a different address');
  expect(html).toContain(`This form was sent from ${other}, which is not the shop&#39;s address (PUBLIC_URL, ${new URL(baseURL!).origin})`);
  expect(html).not.toMatch(/page not found/i);
  // The app's data request: the reason as JSON for the admin's error page.
  const data = await page.request.post('/admin/settings.data', { headers: { origin: other }, form: { intent: 'save' } });
  expect(data.status()).toBe(403);
  expect(await data.json()).toMatchObject({ code: 'FORM_FROM_OTHER_ADDRESS' });

  // In the admin, opened at an address other than PUBLIC_URL: Save shows the reason in the frame.
  await page.goto(`${other}/`);
  await page.evaluate(
    (creds) => fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) }),
    ADMIN,
  );
  await page.goto(`${other}/admin/discounts`);
  await hydrated(page, '#admin-main');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('ELSEWHERE');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form was sent from a different address');
  await expect(page.getByRole('alert')).toContainText(`set PUBLIC_URL to it`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
