import { sizeLabel } from '@atelier/contract/catalogue';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { ADMIN, fillShipping, openLogin, toast } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
// Each test signs up, buys or waits for mails on a shared two-core machine: minutes when it is busy.
test.describe.configure({ timeout: 180_000 });

// Issue 29, item 7: after each of these actions the focus lands on the answer, never on the page
// (R12.14), and a form's caps are said, not cut, with its problems tied to fields and summed up at
// its top (R9.14).

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
const headers = { origin: BASE };
const PASSWORD = 'Donegal-Tweed-1951';
let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++seq}@example.co.uk`;

/** What has the focus: never the page itself. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.textContent?.trim().slice(0, 60) ?? ''}`
      : 'body';
  });

async function registerByApi(request: APIRequestContext, email = uniqueEmail('focus')) {
  const res = await request.post('/api/auth/register', { data: { firstName: 'Nan', lastName: 'Shepherd', email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  return email;
}

async function adminContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE });
  const login = await context.request.post('/api/auth/login', { headers, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

test('sign-in: a refusal focuses its message; success gives the focus to the Account link the button became', async ({ page, request }) => {
  const email = await registerByApi(request);
  await page.goto('/');
  await hydrated(page);
  const panel = await openLogin(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill('not-the-password');
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  const error = panel.getByRole('alert');
  await expect(error).toHaveText('Login failed. Please check your credentials.');
  await expect(error).toBeFocused();

  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
  // Signed in (the answer, then the shell's data again), the panel closes: on a busy machine, slowly.
  const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
  await expect(account).toBeFocused({ timeout: 30_000 });
  await expect(panel).toBeHidden({ timeout: 30_000 });
  // Still there once the page has moved on (the same address here).
  await page.waitForTimeout(800);
  expect(await focused(page)).not.toBe('body');
  await expect(account).toBeFocused();
});

test('register: a name over the cap is kept and said, the summary takes the focus; a taken address is marked on its field', async ({
  page,
  request,
}) => {
  const taken = await registerByApi(request);
  await page.goto('/');
  await hydrated(page);
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Create account' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  const first = register.getByLabel('First name');
  const long = 'A'.repeat(101);
  await first.fill(long);
  // Not cut to the cap: the whole name is there to see and mend (R9.14).
  await expect(first).toHaveValue(long);
  expect(await first.getAttribute('maxlength')).toBeNull();
  await register.getByLabel('Last name').fill('Shepherd');
  await register.getByLabel('Email').fill(taken);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Create account', exact: true }).click();
  const summary = register.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'First name must be at most 100 characters.',
    'Please accept the terms and conditions to continue.',
  ]);
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('First name must be at most 100 characters.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The summary's link takes the focus to its field.
  await summary.getByRole('link', { name: 'First name must be at most 100 characters.' }).click();
  await expect(first).toBeFocused();

  // The server's refusal of the address comes back on the Email field, summed up and focused.
  await first.fill('Nan');
  await register.getByLabel(/I have read and accept/).check();
  await register.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['An account with this email address already exists.']);
  await expect(register.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await register.getByLabel('Email').fill(uniqueEmail('fresh'));
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(toast(page, 'Account created. Please check your email: we have sent you a link to confirm your address.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeFocused({ timeout: 30_000 });
  await expect(register).toBeHidden({ timeout: 30_000 });
});

test('checkout and the address book: caps said, not cut; the summary takes the focus', async ({ page, request }) => {
  const { items } = await apiItems(request, 'isStock=true&limit=40');
  const item = items.find((i) => i.variants.some((v) => v.quantity > 2))!;
  const variant = item.variants.find((v) => v.quantity > 2)!;
  await registerByApi(page.request);
  expect(
    (await page.request.post('/api/cart', { headers, data: { itemSlug: item.slug, itemCount: 1, variantGuid: variant.guid } })).ok(),
  ).toBe(true);
  await page.goto('/checkout');
  await hydrated(page);
  const first = page.getByLabel('First name');
  await first.fill('B'.repeat(51));
  await page.getByLabel('Last name').fill('Shepherd');
  await fillShipping(page);
  await page.getByLabel('Special instructions (optional)').fill('x'.repeat(1001));
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'First name must be at most 50 characters',
    'Special instructions must be at most 1000 characters',
  ]);
  await expect(first).toHaveValue('B'.repeat(51));
  await expect(first).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/account-addresses?add');
  await hydrated(page);
  const book = page.locator('.address-form');
  await book.getByLabel('First name').fill('C'.repeat(60));
  await book.getByLabel('Last name').fill('Shepherd');
  await book.getByLabel('Address', { exact: true }).fill('1 Royal Mile');
  await book.getByLabel('Town or city').fill('Edinburgh');
  await book.getByLabel('Postcode').fill('EH1');
  await book.getByLabel('Phone').fill('07700 900123');
  await book.getByRole('button', { name: 'Save address' }).click();
  const bookSummary = page.getByRole('group', { name: 'There is a problem' });
  await expect(bookSummary).toBeFocused();
  await expect(bookSummary.getByRole('link')).toHaveText([
    'First name must be at most 50 characters',
    'Please enter a valid UK postcode, for example SW1A 1AA.',
  ]);
  await expect(book.getByLabel('Postcode')).toHaveAccessibleDescription('Please enter a valid UK postcode, for example SW1A 1AA.');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Notify me: the answer takes the focus; a refused address is marked on its field, which takes it', async ({ page, browser }) => {
  const admin = await adminContext(browser);
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  const item = items.filter((i) => i.variants.length > 2).at(-1)!;
  const list = await (await admin.request.get(`/api/admin/products?search=${encodeURIComponent(item.slug)}`)).json();
  const id = (list.products as { id: number; slug: string }[]).find((p) => p.slug === item.slug)!.id;
  const product = (await (await admin.request.get(`/api/admin/products/${id}`)).json()).product;
  const size = (product.variants as { size: string }[]).at(-1)!.size;
  const keep = ['name', 'slug', 'detail', 'care', 'gender', 'sizeSystem', 'colour', 'colourHex', 'pricePence', 'oldPricePence'];
  const more = ['isFinalSale', 'onSale', 'categoryId', 'collectionIds'];
  const saved = await admin.request.put(`/api/admin/products/${id}`, {
    headers,
    data: {
      ...Object.fromEntries([...keep, ...more].map((k) => [k, product[k]])),
      variants: (product.variants as { id: number; size: string; sku: string; quantity: number }[]).map((v) => ({
        id: v.id,
        size: v.size,
        sku: v.sku,
        quantity: v.size === size ? 0 : v.quantity,
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await admin.close();

  await page.goto(`/product-detail/${item.slug}`);
  await hydrated(page);
  const info = page.locator('.product-info');
  await info.locator('.notify-me summary').click();
  const form = info.getByRole('form', { name: `Email me when ${item.name} is back` });
  const sizeSelect = form.getByLabel('Size');
  if (await sizeSelect.count()) await sizeSelect.selectOption({ label: sizeLabel(size) });
  const email = form.getByLabel('Email address');
  // The browser takes it as an address; the shop's check does not (no dot in the domain).
  await email.fill('nan@localhost');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');

  await email.fill(uniqueEmail('waiting'));
  await form.getByRole('button', { name: 'Notify me' }).press('Enter');
  const answer = form.getByRole('status');
  await expect(answer).toHaveText(/^Almost there/);
  await expect(answer).toBeFocused();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Request return with nothing chosen: the first quantity is marked and takes the focus, then the reason', async ({ page, browser }) => {
  await registerByApi(page.request);
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  const item = items.find((i) => !i.isFinalSale && i.variants.some((v) => v.quantity > 2))!;
  const order = await paidOrder(page.request, BASE, { itemSlug: item.slug, variantGuid: item.variants.find((v) => v.quantity > 2)!.guid });
  const admin = await adminContext(browser);
  for (const action of ['process', 'ship', 'deliver'])
    expect((await admin.request.post(`/api/admin/orders/${order.orderGuid}/${action}`, { headers, data: {} })).ok()).toBe(true);
  await admin.close();

  await page.goto(`/account-orders?order=${order.orderGuid}`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await dialog.getByRole('button', { name: 'Request return' }).click();
  const quantity = dialog.getByLabel('How many').first();
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription('Choose at least one item to return.');
  await quantity.selectOption('1');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByLabel('Reason').first()).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('at 375 px the menu lines Logout up with the links above it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await registerByApi(page.request);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: /menu/i }).first().click();
  const menu = page.locator('#mobileMenu');
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Measured once the menu has finished sliding in: mid-slide every item is still off to the left.
  await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  // Where each item's words begin: Logout (a button) where Account (a link) begins.
  const textLeft = (name: string) =>
    menu.getByText(name, { exact: true }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Math.round(range.getBoundingClientRect().left);
    });
  expect(await textLeft('Logout')).toBe(await textLeft('Account'));
});
