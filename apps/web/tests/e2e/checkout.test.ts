import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPence, orderVat, poundsToPence } from '@atelier/contract/shared';
import { fillShipping, payOnTestPage } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations, type ApiItem } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Checkout, payment on the test provider's page, confirmation, order history (issue 5).

const PASSWORD = 'Correct-Horse-Battery-42';
const TERMS = 'Please accept the terms and conditions to continue.';
let seq = 0;
/** The store under test (the same address playwright.config.ts gives as baseURL). */
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;

/** Registers and signs in through the API; the browser context keeps the session cookie. */
async function signUp(page: Page, firstName = 'Ada'): Promise<string> {
  const email = `checkout-${Date.now()}-${++seq}@example.com`;
  const reg = await page.request.post('/api/auth/register', { data: { firstName, lastName: 'Lovelace', email, password: PASSWORD } });
  expect(reg.status()).toBe(201);
  // The registration cookie makes this a cookie-session POST: it must come from the shop (CSRF rule).
  const login = await page.request.post('/api/auth/login', { headers: { origin: BASE }, data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return email;
}

/** In-stock products with a size that has at least `min` units. */
async function buyable(
  request: APIRequestContext,
  count: number,
  min = 3,
): Promise<{ item: ApiItem; variant: ApiItem['variants'][number] }[]> {
  const { items } = await apiItems(request, 'limit=40');
  const picks = items
    .map((item) => ({ item, variant: item.variants.find((v) => v.quantity >= min) }))
    .filter((p): p is { item: ApiItem; variant: ApiItem['variants'][number] } => p.item.isStock && !!p.variant);
  expect(picks.length).toBeGreaterThanOrEqual(count);
  return picks.slice(0, count);
}

/** POST /api/cart with the session cookie: state-changing, so it says it comes from the shop. */
async function addToCart(page: Page, slug: string, variantGuid: string, itemCount = 1): Promise<void> {
  const res = await page.request.post('/api/cart', {
    headers: { origin: BASE },
    data: { itemSlug: slug, itemCount, variantGuid },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function stockOf(request: APIRequestContext, slug: string, guid: string): Promise<number> {
  const body = (await (await request.get(`/api/item/${slug}`)).json()) as {
    formattedItem: { variants: { guid: string; quantity: number }[] };
  };
  return body.formattedItem.variants.find((v) => v.guid === guid)!.quantity;
}

// A guest may check out (R5.14: guest-checkout.test.ts); a confirmation without its order link, and the orders, need an account.
test('guests are sent to sign in and back to the guarded page', async ({ page }) => {
  for (const target of ['/checkout/success?session_id=cs_test_x', '/account-orders']) {
    await page.goto(target);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('login')).toBe('1');
    expect(url.searchParams.get('redirectTo')).toBe(target);
  }
});

test('an empty cart shows the empty state instead of the form', async ({ page }) => {
  await signUp(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/product-list');
});

test('checkout, pay with 4242, confirmation with VAT, the order in history, cancel request, confirmation mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page);
  const picks = await buyable(page.request, 2);
  await addToCart(page, picks[0]!.item.slug, picks[0]!.variant.guid, 2);
  await addToCart(page, picks[1]!.item.slug, picks[1]!.variant.guid, 1);
  const stockBefore = await stockOf(page.request, picks[0]!.item.slug, picks[0]!.variant.guid);

  // Expected amounts from the API's own prices (R1.5, R2.2: each line's VAT x 20/120, free shipping).
  const linesPence = [poundsToPence(picks[0]!.item.totalPrice) * 2, poundsToPence(picks[1]!.item.totalPrice)];
  const itemsPence = linesPence[0]! + linesPence[1]!;
  const vatPence = orderVat({ linesPence, discountPence: 0, shippingPence: 0 }).totals.vatPence;
  const expected = { subtotal: formatPence(itemsPence - vatPence), vat: formatPence(vatPence), total: formatPence(itemsPence) };

  await page.goto('/checkout');
  await hydrated(page);
  await expect(page).toHaveTitle('Checkout | Atelier');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(picks[0]!.item.name)).toBeVisible();
  await expect(summary.getByText(picks[1]!.item.name)).toBeVisible();
  await expect(summary.getByTestId('subtotal')).toHaveText(expected.subtotal);
  await expect(summary.getByTestId('vat')).toHaveText(expected.vat);
  await expect(summary.getByTestId('shipping')).toHaveText('Free');
  await expect(summary.getByTestId('total')).toHaveText(expected.total);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Country / Region')).toBeDisabled();
  await expect(page.getByLabel('Country / Region')).toHaveValue('United Kingdom');
  // Any town may be typed; the suggestions are a list of UK towns (R20.21).
  await expect(page.getByLabel('Town or city')).toHaveAttribute('list', /towns$/);
  await expect(page.locator('datalist option[value="Edinburgh"]')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Terms first: the message in the summary, which takes the focus, and at the box; ticking clears both.
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const problems = page.getByRole('group', { name: 'There is a problem' });
  await expect(problems).toBeFocused();
  await expect(problems.getByRole('link')).toHaveText([TERMS]);
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  await expect(terms).toHaveAccessibleDescription(TERMS);
  await expect(page).toHaveURL(/\/checkout$/);
  await terms.check();
  await expect(page.getByText(TERMS)).toHaveCount(0);
  await expect(problems).toHaveCount(0);

  // The contract's rules, in the summary (in the order of the form) and beside the fields.
  await page.getByLabel('Postcode').fill('12345');
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(problems).toBeFocused();
  await expect(problems.getByRole('link')).toHaveText([
    'Please enter a valid UK postcode, for example SW1A 1AA.',
    'Please enter a UK phone number, for example 07700 900123.',
  ]);
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription('Please enter a valid UK postcode, for example SW1A 1AA.');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a UK phone number, for example 07700 900123.');
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await problems.getByRole('link').first().click();
  await expect(page.getByLabel('Postcode')).toBeFocused();
  await page.getByLabel('Postcode').fill('m1 1ae');
  await page.getByLabel('Phone').fill('07700 900123');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payOnTestPage(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/checkout\/success\?session_id=cs_test_/);
  const successUrl = page.url();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^ATL-\d{8}-[0-9A-Z]+$/);
  await expect(
    page.getByText(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(new Date()),
    ),
  ).toBeVisible();
  await expect(page.getByTestId('subtotal')).toHaveText(expected.subtotal);
  await expect(page.getByTestId('vat')).toHaveText(expected.vat);
  await expect(page.getByTestId('shipping')).toHaveText('Free');
  await expect(page.getByTestId('total')).toHaveText(expected.total);
  const address = page.locator('address');
  for (const line of ['Ada Lovelace', '12 Analytical Row', 'Flat 3', 'Manchester M1 1AE', 'United Kingdom'])
    await expect(address.getByText(line, { exact: true })).toBeVisible();
  const items = page.getByRole('region', { name: /^Items/ });
  await expect(items.getByText(picks[0]!.item.name)).toBeVisible();
  await expect(
    items.getByText(`Size: ${picks[0]!.variant.size === 'ONE' ? 'One size' : picks[0]!.variant.size} · Quantity: 2`),
  ).toBeVisible();
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(3);
  await expect(bars.first()).toHaveAttribute('aria-valuenow', '100');
  for (const step of ['Confirmed', 'Shipped', 'Delivered']) await expect(page.getByText(step, { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await stockOf(page.request, picks[0]!.item.slug, picks[0]!.variant.guid)).toBe(stockBefore - 2);

  // Another shopper cannot see this order: the not-found page, with status 404.
  const stranger = await browser.newContext({ baseURL: BASE });
  const strangerPage = await stranger.newPage();
  await signUp(strangerPage, 'Grace');
  const res = await strangerPage.goto(successUrl);
  expect(res!.status()).toBe(404);
  await expect(strangerPage.getByRole('heading', { name: /couldn.t find the page/ })).toBeVisible();
  expect((await strangerPage.goto('/checkout/success?session_id=cs_test_unknown'))!.status()).toBe(404);
  await stranger.close();

  // Order history.
  await page.goto('/account-orders');
  await hydrated(page);
  const row = page.locator(`tr[data-order="${orderNumber}"]`);
  await expect(row.getByText('Waiting')).toBeVisible();
  await expect(row.getByText(expected.total)).toBeVisible();
  await expect(row.getByRole('button', { name: `Request a refund for order ${orderNumber}` })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
  const detail = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(picks[1]!.item.name)).toBeVisible();
  await expect(detail.getByText('Free returns within 14 days of receipt', { exact: false })).toBeVisible();
  await expect(detail.getByRole('columnheader', { name: 'Unit price (excl. VAT)' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/order=/);

  await row.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your cancellation request has been received.', { exact: false })).toBeVisible();
  await expect(row.getByText('Cancel Requested')).toBeVisible();
  await expect(row.getByRole('button', { name: `Cancel order ${orderNumber}` })).toHaveCount(0);

  // The confirmation mail, in the outbox of the store under test.
  const outbox = path.join(process.env.ATELIER_E2E_DATA_DIR!, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { kind: string; to: string; subject: string; text: string });
  const confirmation = mails.filter((m) => m.kind === 'order-confirmation' && m.to === email);
  expect(confirmation).toHaveLength(1);
  expect(confirmation[0]!.subject).toBe(`Your Atelier order ${orderNumber} is confirmed`);
  expect(confirmation[0]!.text).toContain(`VAT (20%): ${expected.vat}`);
  expect(confirmation[0]!.text).toContain(`Total: ${expected.total}`);
});

test('by keyboard: several problems go to the summary, which takes the focus and links to each field; every required field says so', async ({
  page,
}) => {
  await signUp(page);
  const [a] = await buyable(page.request, 1);
  await addToCart(page, a!.item.slug, a!.variant.guid);
  await page.goto('/checkout');
  await hydrated(page);

  const required = ['First name', 'Last name', 'Address', 'Town or city', 'Postcode', 'Phone'];
  for (const name of required) await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('required', '');
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAttribute('required', '');
  for (const name of ['Apartment, suite, etc. (optional)', 'Special instructions (optional)']) {
    await expect(page.getByLabel(name)).not.toHaveAttribute('required');
  }
  await expect(page.locator('.checkout-form .required-mark')).toHaveCount(required.length + 2);

  // The prefilled first name is emptied, the rest left blank; Enter in a field submits.
  await page.getByLabel('First name').fill('');
  await page.getByLabel('First name').press('Enter');
  const problems = page.getByRole('group', { name: 'There is a problem' });
  await expect(problems).toBeFocused();
  await expect(problems.getByRole('link')).toHaveText([
    'Please enter your first name.',
    'Please enter your address.',
    'Please enter your town or city.',
    'Please enter a valid UK postcode, for example SW1A 1AA.',
    'Please enter a UK phone number, for example 07700 900123.',
    TERMS,
  ]);
  await expect(page).toHaveURL(/\/checkout$/);

  // Tab reaches the first problem, Enter goes to its field.
  await page.keyboard.press('Tab');
  await expect(problems.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  const first = page.getByLabel('First name');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('Please enter your first name.');
  await page.keyboard.type('Ada');
  await expect(first).not.toHaveAttribute('aria-invalid');
  await expect(problems.getByRole('link')).toHaveCount(5);

  // The terms link reaches the box at the bottom of the form.
  await problems.getByRole('link', { name: TERMS }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(problems.getByRole('link')).toHaveCount(4);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the action parses a post with the same schema and messages as the page', async ({ page }) => {
  await signUp(page);
  const [a] = await buyable(page.request, 1);
  await addToCart(page, a!.item.slug, a!.variant.guid);
  const res = await page.request.post('/checkout', {
    headers: { origin: BASE },
    form: { firstName: 'Ada', lastName: '', addressLine1: '1 Row', city: ' ', postcode: 'm1 1ae', phoneNumber: '07700 900123' },
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  for (const message of ['Please enter your last name.', 'Please enter your town or city.', TERMS]) expect(html).toContain(message);
  expect(html).toContain('There is a problem');
});

test('a cart changed after opening checkout is refused with a clear message', async ({ page }) => {
  await signUp(page);
  const [a, b] = await buyable(page.request, 2);
  await addToCart(page, a!.item.slug, a!.variant.guid);
  await page.goto('/checkout');
  await hydrated(page);
  await addToCart(page, b!.item.slug, b!.variant.guid);
  await fillShipping(page);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert')).toContainText('Your cart has changed since you opened checkout.');
  await expect(page.getByRole('link', { name: 'Review your cart' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // What was typed is kept (the postcode as written when its field was left, R20.21).
  await expect(page.getByLabel('Postcode')).toHaveValue('M1 1AE');
});

test('stock that ran out while the shopper filled the form is named clearly and nothing is reserved', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const { items } = await apiItems(page.request, 'limit=60');
  const scarce = items
    .filter((i) => i.isStock)
    .flatMap((item) => item.variants.filter((v) => v.quantity >= 1 && v.quantity <= 6).map((variant) => ({ item, variant })))
    .at(-1)!;
  expect(scarce).toBeTruthy();
  const units = scarce.variant.quantity;
  await addToCart(page, scarce.item.slug, scarce.variant.guid, units);
  await page.goto('/checkout');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();

  // Meanwhile another shopper checks out every last unit.
  const other = await browser.newContext({ baseURL: BASE });
  const otherPage = await other.newPage();
  await signUp(otherPage, 'Grace');
  await addToCart(otherPage, scarce.item.slug, scarce.variant.guid, units);
  const taken = await otherPage.request.post('/api/payment/create-checkout-session', {
    headers: { origin: BASE },
    data: {
      shippingAddress: {
        fullName: 'Grace Hopper',
        phoneNumber: '07700 900456',
        addressLabel: 'Shipping Address',
        country: 'United Kingdom',
        city: 'Leeds',
        postcode: 'LS1 1UR',
        addressLine1: '1 Compiler Way',
        addressLine2: '',
        addressNote: '',
      },
      orderNote: '',
    },
  });
  expect(taken.status()).toBe(200);
  await other.close();

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`${scarce.item.name}`);
  await expect(alert).toContainText('is sold out. Please remove it from your cart to continue.');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await stockOf(page.request, scarce.item.slug, scarce.variant.guid)).toBe(0);
  expect(((await (await page.request.get('/api/order/paginated')).json()) as { orders: unknown[] }).orders).toEqual([]);
});

test("the success page says 'payment being confirmed' until the payment is made, then shows the order", async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const [pick] = await buyable(page.request, 1);
  await addToCart(page, pick!.item.slug, pick!.variant.guid);
  await page.goto('/checkout');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/test\/cs_test_/);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;

  // The shopper opens the confirmation before paying (or the provider is slow to tell us).
  const success = await context.newPage();
  await success.goto(`/checkout/success?session_id=${sessionId}`);
  await hydrated(success);
  await expect(success.getByRole('heading', { name: 'Your payment is being confirmed' })).toBeVisible();
  await expect(success.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousAxeViolations(success)).toEqual([]);

  await payOnTestPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout\/success/);
  // The waiting page looks again by itself and shows the paid order.
  await expect(success.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(success.getByRole('progressbar')).toHaveCount(3);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a declined card (4000 0000 0000 0002) keeps the reservation; cancelling releases it, with no order in history', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page);
    const [pick] = await buyable(page.request, 1);
    await addToCart(page, pick!.item.slug, pick!.variant.guid, 2);
    const before = await stockOf(page.request, pick!.item.slug, pick!.variant.guid);

    await page.goto('/checkout');
    await hydrated(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fillShipping(page);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/pay\/test\//);
    // Reserved while the shopper pays.
    expect(await stockOf(page.request, pick!.item.slug, pick!.variant.guid)).toBe(before - 2);
    await payOnTestPage(page, '4000 0000 0000 0002');
    await expect(page.getByText('Your card was declined.', { exact: false })).toBeVisible();
    // Another card may still be tried: the units stay the shopper's (R5.7).
    expect(await stockOf(page.request, pick!.item.slug, pick!.variant.guid)).toBe(before - 2);
    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    await page.waitForURL(/\/checkout$/);

    expect(await stockOf(page.request, pick!.item.slug, pick!.variant.guid)).toBe(before);
    await page.goto('/account-orders');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop-fullwidth');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
