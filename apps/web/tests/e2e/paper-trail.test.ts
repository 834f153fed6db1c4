import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DELIVERY_LABELS, deliveryPrice, type DeliveryMethod } from '@atelier/contract/checkout';
import { evaluateDiscount, type DiscountRule } from '@atelier/contract/discounts';
import { postalLines } from '@atelier/contract/orders';
import { computeTotals, formatPence, poundsToPence } from '@atelier/contract/shared';
import { signedInWithCart } from './a11y-shopper.ts';
import { SHIPPING_ADDRESS } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
/** Where to save screenshots, when set. */
const SHOTS = process.env.E2E_SHOTS;

// Issue 33: one order's figures on the rendered pages (confirmation, My Orders, receipt, admin order,
// packing slip) are the ones the shared rules give for its cart, code and delivery; the API test
// (apps/api/src/modules/orders/paper-trail.test.ts) checks every surface for each method.

const PERCENT = 10;
/** The code the owner makes: a percentage off, no conditions. */
const RULE: Omit<DiscountRule, 'code'> = {
  kind: 'percent',
  value: PERCENT,
  minSpendPence: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  excludeSaleItems: false,
  excludeFinalSale: false,
  active: true,
};

async function adminContext(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** Two units of a size, with the code, paid on the test provider's page; the figures the rules give. */
async function placeOrder(request: APIRequestContext, origin: string, code: string, method: DeliveryMethod) {
  const headers = { origin };
  const { items } = await apiItems(request, 'isStock=true&limit=40');
  const pick = items.flatMap((item) => item.variants.filter((v) => v.quantity > 4).map((v) => ({ item, v })))[0]!;
  const add = await request.post('/api/cart', { headers, data: { itemSlug: pick.item.slug, itemCount: 2, variantGuid: pick.v.guid } });
  expect(add.ok(), await add.text()).toBe(true);
  // The cart as the shop prices it (with any line signedInWithCart put there), and the code's discount by its rule.
  const { cart } = await (await request.get('/api/cart')).json();
  const lines = cart.items as Array<{ unitPrice: number; itemCount: number; oldPrice: number | null; isFinalSale?: boolean }>;
  const linesPence = lines.map((l) => poundsToPence(l.unitPrice) * l.itemCount);
  const items$ = linesPence.reduce((a, b) => a + b, 0);
  const discount = evaluateDiscount(
    { ...RULE, code },
    code,
    lines.map((l, i) => ({ linePence: linesPence[i]!, onSale: l.oldPrice !== null, isFinalSale: Boolean(l.isFinalSale) })),
    { now: new Date(), usesTotal: 0, usesByCustomer: 0 },
  );
  const discountPence = discount.ok ? discount.discountPence : 0;
  const terms = await (await request.get('/api/shop-terms')).json();
  const shipping = deliveryPrice(method, items$ - discountPence, { ...terms.shipping, ...terms.delivery, collectReadyWorkingDays: 1 });
  const expected = computeTotals(linesPence, shipping, discountPence);
  const where =
    method === 'collect'
      ? { collector: { fullName: SHIPPING_ADDRESS.fullName, phoneNumber: SHIPPING_ADDRESS.phoneNumber } }
      : { shippingAddress: SHIPPING_ADDRESS };
  const checkout = await request.post('/api/payment/create-checkout-session', {
    headers,
    data: { ...where, deliveryMethod: method, discountCode: code, orderNote: '' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const session = (await checkout.json()) as { id: string; orderGuid: string; orderNumber: string };
  const paid = await request.post(`/pay/test/${session.id}`, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: SHIPPING_ADDRESS.fullName },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { ...session, expected, pick };
}

async function seeConfirmation(page: Page, sessionId: string, expected: ReturnType<typeof computeTotals>, method: DeliveryMethod) {
  await page.goto(`/checkout/success?session_id=${sessionId}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveText(`−${formatPence(expected.discountPence)}`);
  await expect(page.getByTestId('subtotal')).toHaveText(formatPence(expected.subtotalExVatPence));
  await expect(page.getByTestId('vat')).toHaveText(formatPence(expected.vatPence));
  await expect(page.getByTestId('shipping')).toHaveText(expected.shippingPence ? formatPence(expected.shippingExVatPence) : 'Free');
  await expect(page.getByTestId('total')).toHaveText(formatPence(expected.totalPence));
  await expect(page.getByTestId('delivery')).toContainText(DELIVERY_LABELS[method]);
}

test('one order agrees on the confirmation, My Orders, the receipt, the admin order page and the packing slip', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await adminContext(browser, baseURL!, 1440);
  const origin = { origin: baseURL! };
  const code = `TRAIL${Date.now().toString(36).toUpperCase()}`;
  const made = await admin.request.post('/api/admin/discounts', { headers: origin, data: { code, kind: 'percent', value: PERCENT } });
  expect(made.ok(), await made.text()).toBe(true);
  await signedInWithCart(page, baseURL!);
  const order = await placeOrder(page.request, baseURL!, code, 'next_day');
  const { expected } = order;

  // The confirmation page, and the promised day it shows.
  await seeConfirmation(page, order.id, expected, 'next_day');
  const promise = (await page.getByTestId('delivery').innerText()).split('\n').at(-1)!.trim();
  expect(promise).toMatch(/^Arrives \w+day \d+ \w+$/);
  const address = page.locator('address');
  for (const line of [SHIPPING_ADDRESS.fullName, ...postalLines(SHIPPING_ADDRESS)])
    await expect(address.getByText(line, { exact: true })).toBeVisible();

  // Sent, a unit returned and refunded, and a goodwill refund, through the admin's API.
  const act = async (path: string, data: object = {}) => {
    const res = await admin.request.post(`/api/admin/orders/${order.orderGuid}/${path}`, { headers: origin, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  await act('process');
  await act('ship', { carrier: 'royal-mail', trackingNumber: 'JD014600003828' });
  await act('deliver');
  const mine = await (await page.request.get(`/api/order/${order.orderGuid}`)).json();
  const asked = await page.request.post(`/api/order/return-request/${order.orderGuid}`, {
    headers: origin,
    data: { items: [{ lineId: mine.order.items[0].lineId, quantity: 1, reason: 'faulty' }] },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const detail = await (await admin.request.get(`/api/admin/orders/${order.orderGuid}`)).json();
  const back = detail.approvalRefunds.returns[0];
  await act(`returns/${back.returnId}/approve`, { restock: true, note: '', expectedPence: back.amountPence });
  await act('goodwill-refund', { reason: 'It came a day late', expectedPence: 500 });
  const refunded = back.amountPence + 500;

  // My Orders: the row's total, then the order's detail.
  await page.goto('/account-orders');
  await hydrated(page);
  const row = page.locator(`tr[data-order="${order.orderNumber}"]`);
  await expect(row).toContainText(formatPence(expected.totalPence));
  await row.getByRole('link', { name: `View order ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('vat')).toHaveText(formatPence(expected.vatPence));
  await expect(dialog.getByTestId('total')).toHaveText(formatPence(expected.totalPence));
  await expect(dialog).toContainText(promise);

  // The VAT receipt and its credit note, which adds up to what was refunded.
  await page.goto(`/account-orders/${order.orderGuid}/receipt`);
  await hydrated(page);
  const totalRow = page.getByRole('row', { name: /^Total/ });
  await expect(totalRow).toContainText(formatPence(expected.vatPence));
  await expect(totalRow).toContainText(formatPence(expected.totalPence));
  const credit = page.getByRole('region', { name: 'Credit note' });
  await expect(credit).toContainText(formatPence(back.amountPence));
  await expect(credit).toContainText(`Refunded besides the items: ${formatPence(500)}`);
  await expect(credit.getByRole('row', { name: /^Credited/ })).toContainText(formatPence(refunded));
  expect(await seriousAxeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/receipt-1440.png`, fullPage: true });

  // The admin's order page and the packing slip.
  const adminPage = await admin.newPage();
  await adminPage.goto(`/admin/orders/${order.orderGuid}`);
  await hydrated(adminPage, 'main');
  for (const figure of [expected.vatPence, expected.totalPence, refunded, expected.shippingPence])
    await expect(adminPage.locator('main')).toContainText(formatPence(figure));
  await expect(adminPage.getByText(promise).first()).toBeVisible();
  await adminPage.goto(`/admin/orders/${order.orderGuid}/packing-slip`);
  const slip = adminPage.locator('.slip__to');
  await expect(slip).toContainText(`${DELIVERY_LABELS.next_day} · ${promise}`);
  for (const line of postalLines(SHIPPING_ADDRESS)) await expect(slip).toContainText(line);
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/packing-slip-1440.png`, fullPage: true });
  await admin.close();
});

test('the confirmation of each delivery method, at 375 and 1440 px', async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await adminContext(browser, baseURL!, 1440);
  const code = `SHOTS${Date.now().toString(36).toUpperCase()}`;
  expect(
    (
      await admin.request.post('/api/admin/discounts', { headers: { origin: baseURL! }, data: { code, kind: 'percent', value: PERCENT } })
    ).ok(),
  ).toBe(true);
  await admin.close();
  await signedInWithCart(page, baseURL!);
  for (const method of ['standard', 'next_day', 'collect'] as const) {
    const order = await placeOrder(page.request, baseURL!, code, method);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await seeConfirmation(page, order.id, order.expected, method);
      if (method === 'collect') await expect(page.getByText(/shipping address/i)).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation-${method}-${width}.png`, fullPage: true });
    }
  }
});
