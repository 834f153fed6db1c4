import path from 'node:path';
import { formatPence, orderVat, poundsToPence } from '@atelier/contract/shared';
import { sizeLabel } from '@atelier/contract/catalogue';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { apiItems, hydrated, poundsOf, type ApiItem } from './storefront-helpers.ts';
import { cartDialog, fillShipping, headerCount, inTwoParts, openLogin, payOnTestPage, signIn, toast } from './shopper-helpers.ts';

// The steps of the cross-slice journeys (journeys-cart.test.ts, journeys-orders.test.ts), taken
// entirely through the UI as a shopper and the store owner would.

export const expect = baseExpect.configure({ timeout: 15_000 });

export const PASSWORD = 'Savile-Row-Tailor-1849';
export type Variant = ApiItem['variants'][number];
export type Pick = { item: ApiItem; variant: Variant };

let seq = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++seq}@example.co.uk`;

/** Products already bought or carted by an earlier journey: each journey takes its own. */
const used = new Set<string>();
export async function catalogue(page: Page): Promise<ApiItem[]> {
  // The journeys choose a size by one radio, so they leave jeans out.
  return (await apiItems(page.request, 'isStock=true&limit=100')).items.filter((i) => !used.has(i.slug) && !inTwoParts(i));
}
export function take(pick: Pick | undefined, what: string): Pick {
  expect(pick, `the demo catalogue has ${what}`).toBeTruthy();
  used.add(pick!.item.slug);
  return pick!;
}
/** A size with a few units left (so a journey can buy all of it and see it sold out). */
export async function scarceSize(page: Page, max = 4): Promise<Pick> {
  const items = await catalogue(page);
  // Not Final Sale: the journeys cancel and return what they buy (R6.3).
  const found = items
    .filter((item) => !item.isFinalSale)
    .flatMap((item) => item.variants.filter((v) => v.quantity >= 1 && v.quantity <= max).map((variant) => ({ item, variant })))[0];
  return take(found, `a size with 1-${max} units`);
}

/** E2E_SHOTS=dir saves the page at 375, 768 and 1440 px to look at (no assertion: for the eye). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    // From the top, so fixed and sticky parts (header, toolbar) sit where a shopper sees them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: !['drawer', 'header'].includes(name) });
  }
}

/** A shopper who registers through the panels (the page's guest cart is merged into the account). */
export async function registerThroughPanel(page: Page, email: string): Promise<void> {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Create account' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByLabel('First name').fill('Beatrix');
  await register.getByLabel('Last name').fill('Potter');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password').fill(PASSWORD);
  await register.getByLabel(/I have read and accept/).check();
  await register.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(toast(page, 'Account created. Please check your email: we have sent you a link to confirm your address.')).toBeVisible();
  await expect(register).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  // A moment later the panel sends the new customer home; a drawer opened before that would close.
  await expect(page).toHaveURL(/\/$/);
}

export async function signOut(page: Page): Promise<void> {
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account: sign in' })).toBeVisible();
}

/** A fresh browser (another device) signed in through the login panel. */
export async function signedInBrowser(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await signIn(page, email, password);
  return page;
}

/** A size on the product page; a sold-out one is named '<size> (out of stock)'. */
export const sizeRadio = (page: Page, size: string) =>
  page.locator('.product-info').getByRole('radio', { name: new RegExp(`^${sizeLabel(size)}( \\(out of stock\\))?$`) });

/** On the product page: choose the size, step the quantity up, add; the drawer opens on the line. */
export async function addFromProductPage(page: Page, pick: Pick, quantity = 1): Promise<void> {
  await page.goto(`/product-detail/${pick.item.slug}`);
  await hydrated(page);
  const info = page.locator('.product-info');
  await sizeRadio(page, pick.variant.size).check();
  await expect(info.locator('.size-selector__chosen')).toHaveText(`: ${sizeLabel(pick.variant.size)}`);
  const qty = info.getByRole('group', { name: `Quantity of ${pick.item.name}` });
  for (let n = 1; n < quantity; n++) await qty.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(qty.getByRole('textbox')).toHaveValue(String(quantity));
  await info.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = cartDialog(page);
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem').filter({ hasText: pick.item.name });
  await expect(line).toContainText(`Size: ${sizeLabel(pick.variant.size)}`);
  await expect(line.locator('output')).toHaveText(String(quantity));
}

/** Expected confirmation amounts from the line totals /view-cart shows (R1.6, R2.2). */
export async function amountsOnViewCart(page: Page) {
  // allInnerTexts does not wait: let the lines arrive first (a client navigation may still be loading).
  await expect(page.locator('.cart-table__total').first()).toBeVisible();
  const lines = await page.locator('.cart-table__total').allInnerTexts();
  const linesPence = lines.map((t) => poundsToPence(poundsOf(t.split('\n')[0]!)));
  const totalPence = linesPence.reduce((a, b) => a + b, 0);
  // The one VAT rule: per line, rounded per line (R1.5).
  const vatPence = orderVat({ linesPence, discountPence: 0, shippingPence: 0 }).totals.vatPence;
  await expect(page.locator('.cart-summary__total dd')).toHaveText(formatPence(totalPence));
  return { subtotal: formatPence(totalPence - vatPence), vat: formatPence(vatPence), shipping: 'Free', total: formatPence(totalPence) };
}

export type Amounts = Awaited<ReturnType<typeof amountsOnViewCart>>;

export async function expectAmounts(scope: Page | ReturnType<Page['getByRole']>, amounts: Amounts): Promise<void> {
  for (const key of ['subtotal', 'vat', 'shipping', 'total'] as const) await expect(scope.getByTestId(key)).toHaveText(amounts[key]);
}

/** From the drawer: /view-cart, the terms gate, /checkout with the form filled, on to the provider's page. */
export async function checkoutFromDrawer(page: Page, shots = false): Promise<Amounts> {
  await cartDialog(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/view-cart$/);
  await hydrated(page);
  const amounts = await amountsOnViewCart(page);
  if (shots) await shoot(page, 'view-cart');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  // Only aria-disabled, so pressing it can say what is missing.
  await checkout.press('Enter');
  const TERMS = 'Please accept the terms and conditions to continue.';
  await expect(page.getByRole('alert').filter({ hasText: TERMS })).toBeVisible();
  await expect(toast(page, TERMS)).toBeVisible();
  await expect(page).toHaveURL(/\/view-cart$/);
  await page.getByLabel('I agree with the terms and conditions').check();
  // Answered: the warning does not follow the shopper to /checkout.
  await expect(toast(page, TERMS)).toHaveCount(0);
  await expect(checkout).not.toHaveAttribute('aria-disabled', 'true');
  await checkout.click();

  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  await expectAmounts(page.getByRole('region', { name: 'Order summary' }), amounts);
  await fillShipping(page);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  if (shots) await shoot(page, 'checkout');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  return amounts;
}

/** Pays 4242 and checks the confirmation; answers the order number. */
export async function payAndConfirm(page: Page, amounts: Amounts, shots = false): Promise<string> {
  await payOnTestPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout\/success\?session_id=cs_test_/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expectAmounts(page, amounts);
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^ATL-\d{8}-[0-9A-Z]+$/);
  // The paid cart is gone, in the header and in the drawer.
  await expect(headerCount(page)).toHaveText('0');
  if (shots) await shoot(page, 'success');
  return orderNumber;
}

export const orderRow = (page: Page, orderNumber: string) => page.locator(`tr[data-order="${orderNumber}"]`);

export async function myOrders(page: Page): Promise<void> {
  await page.goto('/account-orders');
  await hydrated(page);
  // Inside the account layout, under its sidebar.
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
}

/** The admin opens an order from the orders page and presses one action after another. */
export async function adminActs(admin: Page, orderNumber: string, actions: { button: string; status: string }[]): Promise<void> {
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/orders/);
  await admin.getByRole('link', { name: orderNumber }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  for (const { button, status } of actions) {
    await admin.getByRole('button', { name: button }).click();
    await expect(admin.locator('.adm-head .adm-badge')).toHaveText(status);
  }
}
