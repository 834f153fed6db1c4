import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { hydrated, seriousAxeViolations } from './storefront-helpers.ts';

interface AdminProduct {
  id: number;
  slug: string;
  name: string;
  colour: string;
  pricePence: number;
  variants: { id: number; guid: string; size: string; quantity: number; sku: string }[];
}

/** A browser context signed in through the API (the session cookie lands in the context). */
async function signedIn(
  browser: Browser,
  baseURL: string,
  creds: { email: string; password: string },
  register = false,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const res = register
    ? await context.request.post('/api/auth/register', { data: { firstName: 'Grace', lastName: 'Hopper', ...creds } })
    : await context.request.post('/api/auth/login', { data: creds });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** The store's own origin: state-changing calls with the session cookie must carry it (CSRF rule). */
const sameOrigin = (baseURL: string) => ({ origin: baseURL });

/** A product on sale with at least two sizes in stock, as the admin API sees it. */
async function productWithSizes(request: APIRequestContext, skip: string[] = []): Promise<AdminProduct> {
  const list = (await (await request.get('/api/item?isStock=true&limit=40')).json()) as {
    items: { id: number; slug: string; variants: { quantity: number }[] }[];
  };
  const pick = list.items.find((i) => !skip.includes(i.slug) && i.variants.filter((v) => v.quantity > 2).length >= 2);
  if (!pick) throw new Error('no product with two sizes in stock');
  return ((await (await request.get(`/api/admin/products/${pick.id}`)).json()) as { product: AdminProduct }).product;
}

test('guests and customers get 404 from the admin pages and 403 from its API', async ({ page, browser, baseURL }) => {
  expect((await page.goto('/admin'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(403);
  const customer = await signedIn(browser, baseURL!, { email: `cust.${Date.now()}@example.co.uk`, password: 'Tweed-Jacket-42' }, true);
  const p = await customer.newPage();
  expect((await p.goto('/admin/orders'))!.status()).toBe(404);
  expect((await p.request.get('/api/admin/orders')).status()).toBe(403);
  await customer.close();
});

test('the admin changes a price and a stock level; the product page shows both', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const page = await admin.newPage();
  const product = await productWithSizes(page.request);
  const [gone, kept] = product.variants.filter((v) => v.quantity > 2);

  await page.goto(`/admin/products/${product.id}`);
  await page.getByLabel('Price (£, VAT included)').fill('123.45');
  await page.getByLabel(`Stock of ${gone!.size}`).fill('0');
  await page.getByLabel(`Stock of ${kept!.size}`).fill('7');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The storefront shows the changes now.' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const shop = await page.context().newPage();
  await shop.goto(`/product-detail/${product.slug}`);
  await expect(shop.locator('.price__now').first()).toHaveText('£123.45');
  const soldOut = shop.locator('.size-option', { hasText: new RegExp(`^${gone!.size}\\b`) }).first();
  await expect(soldOut).toHaveAttribute('title', 'Out of stock');
  await expect(soldOut.locator('input')).toBeDisabled();
  await expect(
    shop
      .locator('.size-option', { hasText: new RegExp(`^${kept!.size}\\b`) })
      .first()
      .locator('input'),
  ).toBeEnabled();

  // The change is in the activity log, in words, under the admin's name, the product named and linked (R22.10).
  await page.goto('/admin/audit?kind=product');
  const named = `${product.name} in ${product.colour}`;
  const row = page
    .getByRole('row')
    .filter({ hasText: `Product ${named} edited by ${ADMIN.email}` })
    .first();
  await expect(row).toContainText(`stock ${gone!.size}: ${gone!.quantity} → 0`);
  await expect(row.getByRole('link', { name: named })).toHaveAttribute('href', `/admin/products/${product.id}`);
  await admin.close();
});

test('the admin approves a cancellation: the customer sees Cancelled and the stock is back', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const adminPage = await admin.newPage();
  const product = await productWithSizes(adminPage.request, []);
  const variant = product.variants.find((v) => v.quantity > 0)!;
  // One unit left, so the purchase takes the size off sale and the cancellation puts it back.
  const setStock = await adminPage.request.put(`/api/admin/products/${product.id}`, {
    headers: sameOrigin(baseURL!),
    data: await editBody(adminPage.request, product.id, variant.id, 1),
  });
  expect(setStock.ok(), await setStock.text()).toBe(true);

  const email = `buyer.${Date.now()}@example.co.uk`;
  const customer = await signedIn(browser, baseURL!, { email, password: 'Tweed-Jacket-42' }, true);
  const shopper = await customer.newPage();
  const headers = sameOrigin(baseURL!);
  const session = await paidOrder(shopper.request, baseURL!, { itemSlug: product.slug, variantGuid: variant.guid });
  const sizeOption = async () => {
    await shopper.goto(`/product-detail/${product.slug}`);
    return shopper
      .locator('.size-option', { hasText: new RegExp(`^${variant.size === 'ONE' ? 'One size' : variant.size}\\b`) })
      .first()
      .locator('input');
  };
  await expect(await sizeOption()).toBeDisabled();
  expect((await shopper.request.put(`/api/order/cancel-request/${session.orderGuid}`, { headers })).ok()).toBe(true);

  // The admin finds it among the cancellation requests and approves it.
  await adminPage.goto('/admin/orders?status=CancelRequested');
  await adminPage.getByRole('link', { name: session.orderNumber }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${session.orderNumber}`);
  await expect(adminPage.getByText(email).first()).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve cancellation and refund' }).click();
  await expect(adminPage.getByText(/^Cancellation approved: £\d+\.\d{2} refunded, stock returned, customer emailed\.$/)).toBeVisible();
  await expect(adminPage.locator('.adm-head .adm-badge')).toHaveText('Cancelled');
  await expect(adminPage.locator('.adm-timeline__item').last()).toContainText(ADMIN.email);

  const order = (await (await shopper.request.get(`/api/order/${session.orderGuid}`)).json()) as {
    order: { status: string; statusLabel: string };
  };
  expect(order.order).toMatchObject({ status: 'Cancelled', statusLabel: 'Cancelled' });
  await expect(await sizeOption()).toBeEnabled();
  await admin.close();
  await customer.close();
});

test('the product form answers a taken slug beside the field, then creates the product and uploads its image', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const page = await admin.newPage();
  const taken = (await (await page.request.get('/api/item?limit=1')).json()).items[0].slug as string;
  await page.goto('/admin/products/new');
  // A choice made before hydration is reset by it: the size system went back to letter sizes
  // and the one-size row never came (CI, a busy machine).
  await hydrated(page, '#admin-main');
  await page.getByLabel('Name', { exact: true }).fill('Boiled Wool Beret');
  // The slug follows the name until it is typed in; it is typed over here.
  await page.getByLabel('Slug').fill(taken);
  await expect(page.getByLabel('Slug')).toHaveValue(taken);
  await page.getByLabel('Category').selectOption({ label: 'Bags' });
  await page.getByLabel('Colour 1', { exact: true }).fill('Claret');
  await page.getByLabel('Price (£, VAT included)').fill('forty');
  // The size rows follow the size system (R3.12): a beret is one size.
  await page.getByLabel('Size system').selectOption('one-size');
  await page.getByLabel('One size', { exact: true }).check();
  await page.getByLabel('Stock of One size').fill('12');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter the price in pounds, such as 45 or 45.50.')).toBeVisible();
  await expect(page.getByLabel('Price (£, VAT included)')).toHaveAttribute('aria-invalid', 'true');
  // The form comes back as it was typed.
  await expect(page.getByLabel('Colour 1', { exact: true })).toHaveValue('Claret');

  await page.getByLabel('Price (£, VAT included)').fill('45');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(`The slug '${taken}' is already used by another product. Please choose another.`)).toBeVisible();

  const slug = `boiled-wool-beret-${Date.now()}`;
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created. Add its images below.')).toBeVisible();

  // A real PNG (1 x 1) from the browser: multipart through the page's action to the API.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Add an image').setInputFiles({ name: 'beret.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image added.')).toBeVisible();
  await expect(page.locator('.adm-images__item')).toHaveCount(1);
  // A text file called .jpg is refused by its content.
  await page.getByLabel('Add an image').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please upload a JPEG, PNG or WebP image.')).toBeVisible();

  const shop = await admin.newPage();
  await shop.goto(`/product-detail/${slug}`);
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Boiled Wool Beret');
  await expect(shop.locator('.price__now').first()).toHaveText('£45.00');
  const media = (await (await shop.request.get(`/api/item/${slug}`)).json()).formattedItem.images[0].coverImage as string;
  expect((await shop.request.get(media)).headers()['content-type']).toBe('image/webp');
  await admin.close();
});

test('by keyboard: saving a product and moving an order keep the focus on the announced result, not the page body', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const page = await admin.newPage();
  const product = await productWithSizes(page.request);
  await page.goto(`/admin/products/${product.id}`);
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  const saved = page.getByRole('status').filter({ hasText: 'Saved. The storefront shows the changes now.' });
  await expect(saved).toBeFocused();
  // Tab goes on from there, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  // A paid order, moved to Processing: its button goes with the move, the focus goes to the result.
  const customer = await signedIn(browser, baseURL!, { email: `focus.${Date.now()}@example.co.uk`, password: 'Tweed-Jacket-42' }, true);
  const variant = product.variants.find((v) => v.quantity > 0)!;
  const session = await paidOrder(customer.request, baseURL!, { itemSlug: product.slug, variantGuid: variant.guid });

  await page.goto(`/admin/orders/${session.orderGuid}`);
  await page.getByRole('button', { name: 'Start processing' }).focus();
  await page.keyboard.press('Enter');
  const moved = page.getByRole('status').filter({ hasText: 'The order is being processed.' });
  await expect(moved).toBeFocused();
  await expect(page.locator('.adm-head .adm-badge')).toHaveText('Processing');
  await expect(page.getByRole('button', { name: 'Start processing' })).toHaveCount(0);
  await customer.close();
  await admin.close();
});

test('admin pages at 375 px are usable and pass axe', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const page = await admin.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/admin',
    '/admin/orders',
    '/admin/products',
    '/admin/categories',
    '/admin/subscribers',
    '/admin/messages',
    '/admin/audit',
    '/admin/products/import',
    '/admin/customers',
    '/admin/low-stock',
    '/admin/search-insights',
    '/admin/staff',
    '/admin/settings',
  ]) {
    expect((await page.goto(path))!.status(), path).toBe(200);
    expect(await seriousAxeViolations(page), path).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await admin.close();
});

/** The product as the edit endpoint takes it, with one variant's stock set. */
async function editBody(request: APIRequestContext, id: number, variantId: number, quantity: number) {
  const p = ((await (await request.get(`/api/admin/products/${id}`)).json()) as { product: AdminProduct & Record<string, unknown> })
    .product;
  return {
    name: p.name,
    slug: p.slug,
    detail: p.detail,
    care: p.care,
    gender: p.gender,
    colour: p.colour,
    pricePence: p.pricePence,
    oldPricePence: p.oldPricePence,
    isFinalSale: false,
    onSale: true,
    categoryId: p.categoryId,
    collectionIds: p.collectionIds,
    variants: p.variants.map((v) => ({ id: v.id, size: v.size, sku: v.sku, quantity: v.id === variantId ? quantity : v.quantity })),
  };
}

test('the category form keeps what was typed and marks the bad field; a good post creates the category', async ({ browser, baseURL }) => {
  const admin = await signedIn(browser, baseURL!, ADMIN);
  const page = await admin.newPage();
  await page.goto('/admin/categories');
  const form = page.locator('form#category-form');
  const name = `Scarves ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Slug').fill('scarves and wraps!');
  await form.getByLabel('Order (lower first)').fill('-3');
  await form.getByRole('button', { name: 'Create category' }).click();

  await expect(page.locator('#c-slug-error')).toHaveText('Use lowercase letters, digits and hyphens, such as knitwear.');
  await expect(page.locator('#c-position-error')).toHaveText('Enter a whole number from 0.');
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');

  const slug = name.toLowerCase().replace(/ /g, '-');
  await form.getByLabel('Slug').fill(slug.toUpperCase());
  await form.getByLabel('Order (lower first)').fill('90');
  await form.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`Category ${name} created.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: slug })).toBeVisible();
  await expect(page.locator('form#category-form').getByLabel('Name')).toHaveValue('');
  await admin.close();
});
