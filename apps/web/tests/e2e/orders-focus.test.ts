import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paidOrder, type PaidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { shot } from './screenshots.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// My Orders: closing a modal gives the focus back to what opened it, whichever way it is closed.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
const headers = { origin: BASE };

/** A paid order of one in-stock size. */
async function anyPaidOrder(request: APIRequestContext): Promise<PaidOrder> {
  const { items } = await apiItems(request, 'isStock=true&limit=40');
  const item = items.find((i) => i.variants.some((v) => v.quantity > 2))!;
  const variant = item.variants.find((v) => v.quantity > 2)!;
  return paidOrder(request, BASE, { itemSlug: item.slug, variantGuid: variant.guid });
}

/** The admin moves the order to Delivered, so the customer may ask for a refund. */
async function deliver(admin: APIRequestContext, orderGuid: string): Promise<void> {
  for (const action of ['process', 'ship', 'deliver']) {
    const res = await admin.post(`/api/admin/orders/${orderGuid}/${action}`, { headers, data: { note: '' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** A signed-in customer with `count` delivered orders, on My Orders. */
async function customerWithDeliveredOrders(page: Page, browser: Browser, count: number): Promise<string[]> {
  const email = `focus.${Date.now().toString(36)}@example.co.uk`;
  const reg = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status()).toBe(201);
  const admin = await browser.newContext({ baseURL: BASE });
  const login = await admin.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = await anyPaidOrder(page.request);
    await deliver(admin.request, order.orderGuid);
    numbers.push(order.orderNumber);
  }
  await admin.close();
  await page.goto('/account-orders');
  await hydrated(page);
  return numbers;
}

test('the order-detail modal gives the focus back to its View link on Escape, the x and Close', async ({ page, browser }) => {
  const [orderNumber] = await customerWithDeliveredOrders(page, browser, 1);
  const view = page.getByRole('link', { name: `View order ${orderNumber}` });
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  const closers: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['the x', () => dialog.getByRole('button', { name: 'Close order details' }).click()],
    ['Close', () => dialog.getByRole('button', { name: 'Close', exact: true }).click()],
  ];
  for (const [how, close] of closers) {
    await view.focus();
    await page.keyboard.press('Enter');
    await expect(dialog, how).toBeVisible();
    await close();
    await expect(dialog, how).toBeHidden();
    await expect(view, how).toBeFocused();
  }
});

test('the refund modal gives the focus back to the order row (its Refund button is gone) on Escape, the x and Done', async ({
  page,
  browser,
}) => {
  const orders = await customerWithDeliveredOrders(page, browser, 3);
  const dialog = page.getByRole('dialog', { name: 'Refund request' });
  const closers: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['the x', () => dialog.getByRole('button', { name: 'Close' }).click()],
    ['Done', () => dialog.getByRole('button', { name: 'Done' }).click()],
  ];
  for (const [i, [how, close]] of closers.entries()) {
    const orderNumber = orders[i]!;
    const refund = page.getByRole('button', { name: `Request a refund for order ${orderNumber}` });
    await refund.focus();
    await page.keyboard.press('Enter');
    // Kept: closed before sending, the focus is back on the Refund button.
    if (i === 0) {
      await expect(dialog.getByRole('radio', { name: 'Refund to my card' })).toBeChecked();
      expect(await axeViolations(page), 'the refund request, asking where the refund goes').toEqual([]);
      await shot(page, `refund-request-choice-${page.viewportSize()?.width}`);
      await dialog.getByRole('button', { name: 'Keep my order' }).click();
      await expect(dialog).toBeHidden();
      await expect(refund).toBeFocused();
      await page.keyboard.press('Enter');
    }
    // The last asks for store credit (R23.16), by keyboard.
    if (i === closers.length - 1) {
      await dialog.getByRole('radio', { name: 'Store credit' }).focus();
      await page.keyboard.press('Space');
      await expect(dialog.getByRole('radio', { name: 'Store credit' })).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Request refund' }).focus();
    await page.keyboard.press('Enter');
    // The button pressed goes with the form: the focus is on the answer, never on the page.
    await expect(dialog.locator('.refund-modal'), how).toBeFocused();
    await expect(dialog.getByText(`Refund requested for order ${orderNumber}`), how).toBeVisible();
    await close();
    await expect(dialog, how).toBeHidden();
    await expect(refund, how).toHaveCount(0);
    await expect(page.getByRole('link', { name: `View order ${orderNumber}` }), how).toBeFocused();
  }
  // The order says where its refund was asked to go.
  await page.getByRole('link', { name: `View order ${orders[closers.length - 1]}` }).click();
  await expect(page.getByRole('dialog').getByText('You asked for a refund as store credit')).toBeVisible();
});
