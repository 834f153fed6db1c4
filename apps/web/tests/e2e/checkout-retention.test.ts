import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { formatPence, orderVat, vatInclusiveOf } from '@atelier/contract/shared';
import { signedInBrowser } from './journey-helpers.ts';
import { ADMIN, fillShipping, payOnTestPage } from './shopper-helpers.ts';
import { hydrated, poundsOf, seriousAxeViolations, type ApiItem } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Checkout that keeps the sale (issue 14): retry after a decline, cancel back to a filled form, saved
// addresses, discount codes on the cart page and at checkout, delivery choices.

const PASSWORD = 'Correct-Horse-Battery-42';
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
let seq = 0;
const tag = () => `${Date.now().toString(36).toUpperCase().slice(-5)}${++seq}`;

async function signUp(page: Page): Promise<string> {
  const email = `retention-${Date.now()}-${++seq}@example.com`;
  expect(
    (
      await page.request.post('/api/auth/register', { data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD } })
    ).status(),
  ).toBe(201);
  expect((await page.request.post('/api/auth/login', { headers: { origin: BASE }, data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  return email;
}

type ListItem = ApiItem & { oldPrice: number | null; isFinalSale: boolean };

/** One unit of a full-price product in stock (no old price, not Final Sale), put in the cart through the API. */
async function cartWithOne(page: Page, skip = 0): Promise<{ name: string; pricePence: number }> {
  const { items } = (await (await page.request.get('/api/item?limit=40')).json()) as { items: Array<ListItem> };
  const picks = items.filter((i) => i.isStock && i.oldPrice === null && !i.isFinalSale && i.variants.some((v) => v.quantity >= 3));
  const item = picks[skip % picks.length]!;
  const variant = item.variants.find((v) => v.quantity >= 3)!;
  const res = await page.request.post('/api/cart', {
    headers: { origin: BASE },
    data: { itemSlug: item.slug, itemCount: 1, variantGuid: variant.guid },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { name: item.name, pricePence: Math.round(item.totalPrice * 100) };
}

async function continueToPayment(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\/test\/cs_test_/);
}

/** The owner creates a code on /admin/discounts. */
async function createCode(browser: Browser, code: string, kind: 'Percentage off' | 'Free delivery', percent = ''): Promise<void> {
  const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/discounts');
  await expect(admin.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
  await admin.getByLabel('Code', { exact: true }).fill(code);
  await admin.getByLabel('Gives').selectOption({ label: kind });
  if (percent) await admin.getByLabel('Percentage off (percentage codes)').fill(percent);
  await admin.getByRole('button', { name: 'Create code' }).click();
  await expect(admin.getByText(`${code} created.`)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Discount codes' }).getByText(code, { exact: true })).toBeVisible();
  await admin.context().close();
}

test('a declined card, then 4242 on the same payment page: one paid order', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await cartWithOne(page);
  await page.goto('/checkout');
  await hydrated(page);
  await fillShipping(page);
  await continueToPayment(page);
  const payUrl = page.url();

  await payOnTestPage(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined. Please try another card.');
  // Still the same session, with the card form to try again.
  expect(page.url()).toBe(payUrl);
  await expect(page.getByLabel('Card number')).toBeVisible();

  await payOnTestPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout\/success/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orders = (await (await page.request.get('/api/order/paginated')).json()) as { orders: unknown[] };
  expect(orders.orders).toHaveLength(1);
});

test('cancelling on the payment page returns to checkout with everything typed kept', async ({ page }) => {
  await signUp(page);
  await cartWithOne(page, 1);
  await page.goto('/checkout');
  await hydrated(page);
  await fillShipping(page);
  await page.getByRole('radio', { name: /Next-day delivery/ }).check();
  await continueToPayment(page);
  await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Analytical Row');
  await expect(page.getByLabel('Apartment, suite, etc. (optional)')).toHaveValue('Flat 3');
  await expect(page.getByLabel('Town or city')).toHaveValue('Manchester');
  await expect(page.getByLabel('Postcode')).toHaveValue('M1 1AE');
  await expect(page.getByLabel('Phone')).toHaveValue('07700 900123');
  await expect(page.getByLabel('Special instructions (optional)')).toHaveValue('Leave with the concierge');
  await expect(page.getByRole('radio', { name: /Next-day delivery/ })).toBeChecked();
});

test('a saved address from My Account is picked at checkout and delivered to', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/account-addresses');
  await hydrated(page);
  for (const [line, city, postcode] of [
    ['1 Engine Yard', 'Leeds', 'ls1 4ap'],
    ['7 Difference Street', 'Bristol', 'BS1 5TR'],
  ] as const) {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Address', { exact: true }).fill(line);
    await page.getByLabel('Town or city').fill(city);
    await page.getByLabel('Postcode').fill(postcode);
    await page.getByLabel('Phone').fill('07700 900123');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('status').getByText('Address saved.')).toBeVisible();
    if (line === '1 Engine Yard') await page.getByRole('link', { name: 'Add an address' }).click();
  }
  const book = page.getByRole('list', { name: 'Saved addresses' });
  await expect(book.getByRole('listitem')).toHaveCount(2);
  await expect(book.getByRole('listitem').first()).toContainText('Default');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await cartWithOne(page, 2);
  await page.goto('/checkout');
  await hydrated(page);
  // The default fills the form; the other is one click away.
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 Engine Yard');
  await page.getByRole('link', { name: 'Deliver here: 7 Difference Street, BS1 5TR' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('7 Difference Street');
  await expect(page.getByLabel('Town or city')).toHaveValue('Bristol');
  await expect(page.getByLabel('Postcode')).toHaveValue('BS1 5TR');
  await continueToPayment(page);
  await payOnTestPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout\/success/);
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address).toContainText('7 Difference Street');
  await expect(address).toContainText('Bristol');
  await expect(address).toContainText('BS1 5TR');
});

test('a percentage code on the cart page and a free-delivery code with next-day: VAT and totals on the success page and in My Orders', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const percent = `TEN${tag()}`;
  const shipping = `SHIP${tag()}`;
  await createCode(browser, percent, 'Percentage off', '10');
  await createCode(browser, shipping, 'Free delivery');

  await signUp(page);
  const first = await cartWithOne(page, 3);
  await page.goto('/view-cart');
  await hydrated(page);
  await page.getByLabel('Discount code').fill('nosuch');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: "We don't recognise the code NOSUCH" })).toBeVisible();
  await page.getByLabel('Discount code').fill(percent.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const discount = Math.round(first.pricePence / 10);
  await expect(page.getByTestId('cart-discount')).toHaveText(`−${formatPence(discount)}`);
  await expect(page.getByTestId('cart-total')).toHaveText(formatPence(first.pricePence - discount));
  await page.getByLabel('I agree with the terms and conditions').check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\?code=/);
  await hydrated(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('discount')).toHaveText(`−${formatPence(discount)}`);
  await fillShipping(page);
  await continueToPayment(page);
  await expect(page.getByText(`Discount (${percent})`)).toBeVisible();
  await payOnTestPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout\/success/);
  const paid = first.pricePence - discount;
  const success = page.getByRole('region', { name: 'Summary' });
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(success.getByText(`Discount (${percent})`)).toBeVisible();
  await expect(success.getByTestId('discount')).toHaveText(`−${formatPence(discount)}`);
  // The one VAT rule: the line's VAT less the discount's, each rounded (R1.5).
  const paidVat = orderVat({ linesPence: [first.pricePence], discountPence: discount, shippingPence: 0 }).totals.vatPence;
  await expect(success.getByTestId('vat')).toHaveText(formatPence(paidVat));
  await expect(success.getByTestId('subtotal')).toHaveText(formatPence(paid - paidVat));
  await expect(success.getByTestId('total')).toHaveText(formatPence(paid));

  // Second order: next-day delivery, its fee taken off by the free-delivery code.
  const second = await cartWithOne(page, 4);
  await page.goto('/checkout');
  await hydrated(page);
  await page.getByRole('radio', { name: /Next-day delivery/ }).check();
  // £6.95 less the £1.16 of VAT in it, which the VAT line carries (R1.6).
  await expect(summary.getByTestId('shipping')).toHaveText('£5.79');
  await expect(summary.getByTestId('total')).toHaveText(formatPence(second.pricePence + 695));
  await page.getByLabel('Discount code').fill(shipping);
  await page.getByRole('button', { name: 'Apply discount code' }).click();
  await expect(page.getByText(`Code ${shipping} applied.`)).toBeVisible();
  await expect(summary.getByTestId('shipping')).toHaveText('Free');
  await expect(summary.getByTestId('total')).toHaveText(formatPence(second.pricePence));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await fillShipping(page);
  await continueToPayment(page);
  await payOnTestPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout\/success/);
  await expect(success.getByText(`Discount (${shipping})`)).toBeVisible();
  await expect(success.getByTestId('shipping')).toHaveText('Free');
  await expect(success.getByTestId('vat')).toHaveText(formatPence(vatInclusiveOf(second.pricePence)));
  await expect(success.getByTestId('total')).toHaveText(formatPence(second.pricePence));
  await expect(page.getByTestId('delivery')).toContainText('Next-day delivery');
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

  await page.goto('/account-orders');
  await hydrated(page);
  const row = page.locator(`tr[data-order="${orderNumber}"]`);
  await row.getByRole('link', { name: `View order ${orderNumber}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('order-delivery')).toContainText(/Next-day delivery: Arrives \w+day \d+ \w+/);
  expect(poundsOf(await detail.getByTestId('total').innerText())).toBe(second.pricePence / 100);
});
