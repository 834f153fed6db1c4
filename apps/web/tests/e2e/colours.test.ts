import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sizeLabel } from '@atelier/contract/catalogue';
import { signedInBrowser } from './journey-helpers.ts';
import { ADMIN, cartDialog, fillShipping, payOnTestPage } from './shopper-helpers.ts';
import { hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Colour as part of a style (shop rules R17.3-R17.7): swatches on cards and on the product page
// switch between the colours of a style, the chosen size is kept, and the colour's name follows
// the line through the cart, checkout, the success page and My Orders.

interface Sibling {
  slug: string;
  colour: string;
  colourHex: string;
  inStock: boolean;
}
interface Item {
  slug: string;
  name: string;
  colour: string;
  colourHex: string;
  isStock: boolean;
  siblings: Sibling[];
  variants: { guid: string; size: string; quantity: number; isStock: boolean }[];
}

/**
 * Two in-stock colours of one style, A and B, and a size both have in stock that is not B's
 * default size, so B's page can only start on it because the swatch carried it. A is the colour
 * the style's one card shows when the style's name is searched (R15.16).
 */
async function twoColours(request: APIRequestContext, skip: Set<string>): Promise<{ a: Item; b: Item; size: string }> {
  const list = async (query: string) => ((await (await request.get(`/api/item?${query}`)).json()) as { items: Item[] }).items;
  for (const style of await list('isStock=true&limit=100')) {
    if (skip.has(style.name)) continue;
    const a = (await list(`search=${encodeURIComponent(style.name)}&limit=16`)).find((i) => i.name === style.name);
    if (!a?.isStock) continue;
    for (const s of a.siblings.filter((x) => x.inStock)) {
      const b = (await (await request.get(`/api/item/${s.slug}`)).json()).formattedItem as Item;
      const size = a.variants.find((v) => v.quantity > 1 && b.variants.some((w) => w.size === v.size && w.quantity > 1))?.size;
      if (size) return { a, b, size };
    }
  }
  throw new Error('no style with two colours in stock in a shared size');
}

const sizeRadio = (page: Page, size: string) => page.locator('.product-info').getByRole('radio', { name: sizeLabel(size), exact: true });
const pageSwatches = (page: Page) => page.locator('.product-info').getByRole('list', { name: /^Colours of / });

async function register(page: Page, origin: string): Promise<void> {
  const email = `colours-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
  const password = 'Colour-Swatch-Shopper-17';
  const headers = { origin };
  const reg = await page.request.post('/api/auth/register', { headers, data: { firstName: 'Ada', lastName: 'Lovelace', email, password } });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', { headers, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
}

const used = new Set<string>();

for (const width of [375, 1440]) {
  test(`at ${width} px: a swatch on a card and on the product page switch colour, the size is kept, and the colour follows the line to checkout${width === 1440 ? ', the success page and My Orders' : ''}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const { a, b, size } = await twoColours(request, used);
    used.add(a.name);
    await register(page, baseURL!);

    // The listing: each card of the style names its colour, and its swatches lead to the others.
    await page.goto(`/product-list?search=${encodeURIComponent(a.name)}`);
    await hydrated(page);
    const cardA = page
      .locator('.product-grid .product-card')
      .filter({ has: page.locator('.product-card__colour', { hasText: new RegExp(`^${a.colour}$`) }) })
      .filter({ hasText: a.name })
      .first();
    await expect(cardA).toBeVisible();
    const cardSwatches = cardA.getByRole('list', { name: `Colours of ${a.name}` });
    await expect(cardSwatches.getByRole('link', { name: a.colour, exact: true })).toHaveAttribute('aria-current', 'true');
    const toB = cardSwatches.getByRole('link', { name: b.colour, exact: true });
    const box = (await toB.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await toB.click();

    await expect(page).toHaveURL(new RegExp(`/product-detail/${b.slug}$`));
    await hydrated(page);
    await expect(page.locator('.product-info').getByText(`Colour: ${b.colour}`)).toBeVisible();
    await expect(pageSwatches(page).getByRole('link', { name: b.colour, exact: true })).toHaveAttribute('aria-current', 'page');

    // The product page with its swatches passes axe, and a swatch shows its focus.
    expect(await seriousAxeViolations(page), 'axe on the product page with swatches').toEqual([]);
    const toA = pageSwatches(page).getByRole('link', { name: a.colour, exact: true });
    // By keyboard from the current swatch, so the focus ring (:focus-visible) shows.
    const links = pageSwatches(page).getByRole('link');
    const names = await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    const key = names.indexOf(a.colour) > names.indexOf(b.colour) ? 'Tab' : 'Shift+Tab';
    await pageSwatches(page).getByRole('link', { name: b.colour, exact: true }).focus();
    for (let i = 0; i < names.length && !(await toA.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press(key);
    await expect(toA).toBeFocused();
    expect(await toA.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    // Choosing a size, then the other colour: the size stays chosen.
    await sizeRadio(page, size).check();
    await expect(toA).toHaveAttribute('href', `/product-detail/${a.slug}?size=${encodeURIComponent(size)}`);
    await toA.click();
    await expect(page).toHaveURL(new RegExp(`/product-detail/${a.slug}\\?size=${encodeURIComponent(size)}$`));
    await hydrated(page);
    await expect(page.locator('.product-info').getByText(`Colour: ${a.colour}`)).toBeVisible();
    await expect(sizeRadio(page, size)).toBeChecked();

    // Added: the drawer, /view-cart and the checkout summary name the colour.
    const line = `Colour: ${a.colour} · Size: ${sizeLabel(size)}`;
    await page.locator('.product-info .purchase__add').click();
    const drawer = cartDialog(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: a.name })).toContainText(line);
    await drawer.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/view-cart$/);
    await hydrated(page);
    await expect(page.locator('.cart-table__row').filter({ hasText: a.name })).toContainText(line);
    await page.getByLabel('I agree with the terms and conditions').check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await hydrated(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('listitem').filter({ hasText: a.name })).toContainText(`${a.colour} · Size ${size}`);
    if (width < 768) return;

    // Paid with the built-in test provider: the success page and My Orders name the colour too.
    await fillShipping(page);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnTestPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/checkout\/success\?session_id=cs_test_/);
    await hydrated(page);
    await expect(page.locator('.success-item').filter({ hasText: a.name })).toContainText(`Colour: ${a.colour}`);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    await page.goto('/account-orders');
    await hydrated(page);
    await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
    const detail = page.getByRole('dialog');
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('row').filter({ hasText: a.name })).toContainText(a.colour);
  });
}

test('the admin adds a colour to a style from its product page; the new colour starts off sale and is linked to the others', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { items } = (await (await request.get('/api/item?isStock=true&limit=1')).json()) as { items: Item[] };
  const source = items[0]!;
  const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
  const { products } = (await (await admin.request.get(`/api/admin/products?search=${source.slug}`)).json()) as {
    products: { id: number; slug: string }[];
  };
  await admin.goto(`/admin/products/${products.find((p) => p.slug === source.slug)!.id}`);
  const section = admin.getByRole('region', { name: 'Colours of this style' });
  for (const s of source.siblings) await expect(section.getByRole('link', { name: s.colour, exact: true })).toBeVisible();
  await section.getByLabel('Shade to add').fill('Cobalt');
  await section.getByLabel('Swatch value (optional)').fill('#2f4fa8');
  await section.getByLabel('Slug of the new product').fill(`${source.slug}-cobalt`);
  await section.getByRole('button', { name: 'Add colour' }).click();

  await expect(admin).toHaveURL(/\/admin\/products\/\d+\?created=1$/);
  await expect(admin.getByLabel('Colour', { exact: true })).toHaveValue('Cobalt');
  await expect(admin.getByLabel('Swatch value', { exact: true })).toHaveValue('#2f4fa8');
  await expect(
    admin.getByRole('region', { name: 'Colours of this style' }).getByRole('link', { name: source.colour, exact: true }),
  ).toBeVisible();
  // On the store, the source lists the new colour as a sibling that cannot be bought yet.
  const after = (await (await request.get(`/api/item/${source.slug}`)).json()).formattedItem as Item;
  expect(after.siblings).toContainEqual({ slug: `${source.slug}-cobalt`, colour: 'Cobalt', colourHex: '#2f4fa8', inStock: false });
  // Archived again, so the other tests' listings stay as the demo made them.
  const newId = /\/admin\/products\/(\d+)/.exec(admin.url())![1];
  const origin = new URL(admin.url()).origin;
  expect((await admin.request.post(`/api/admin/products/${newId}/archive`, { headers: { origin } })).ok()).toBe(true);
  await admin.close();
});
