import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { mailsTo } from './outbox.ts';
import { ADMIN, fillShipping, payOnTestPage } from './shopper-helpers.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Refunds to store credit (R23.16-R23.19), at 375 and 1440 px: a customer returns an item choosing
// store credit, the owner approves it (the choice is the default), My Account shows the credit and
// its history, and the customer spends it at checkout. Screenshots only when E2E_SHOTS names a folder.

let seq = 0;

async function adminPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context.newPage();
}

for (const width of [1440, 375]) {
  test(`at ${width} px a return taken as store credit is approved, shown in My Account and spent at checkout`, async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, mails and two payments on a shared machine: more than the default half minute.
    test.setTimeout(300_000);
    const origin = baseURL!;
    const shopper = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const email = `credit.${Date.now().toString(36)}.${++seq}@example.co.uk`;
    const reg = await shopper.request.post('/api/auth/register', {
      headers: { origin },
      data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Tweed-Jacket-42' },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    const { items } = await apiItems(shopper.request, 'isStock=true&limit=40');
    const item = items.find((i) => i.totalPrice > 30 && !i.isFinalSale && i.variants.some((v) => v.quantity > 3))!;
    const variant = item.variants.find((v) => v.quantity > 3)!;
    const order = await paidOrder(shopper.request, origin, { itemSlug: item.slug, variantGuid: variant.guid });
    const price = `£${item.totalPrice.toFixed(2)}`;

    const admin = await adminPage(browser, origin, width);
    for (const step of ['process', 'ship', 'deliver'])
      expect((await admin.request.post(`/api/admin/orders/${order.orderGuid}/${step}`, { headers: { origin }, data: {} })).ok()).toBe(true);

    // The customer asks to return it from My Orders, choosing store credit.
    const page = await shopper.newPage();
    await page.goto(`/account-orders?order=${order.orderGuid}`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    const line = dialog.getByRole('group', { name: new RegExp(`^${item.name}`) });
    await line.getByLabel('How many').selectOption('1');
    await line.getByLabel('Reason').selectOption('changed-mind');
    const choice = dialog.getByRole('group', { name: 'Your refund' });
    await expect(choice.getByRole('radio', { name: 'Refund to my card' })).toBeChecked();
    await choice.getByRole('radio', { name: 'Store credit' }).check();
    expect(await axeViolations(page), 'return form with the refund choice').toEqual([]);
    await shot(page, `return-choice-${width}`);
    await dialog.getByRole('button', { name: 'Request return' }).click();
    const received = dialog.getByRole('status').filter({ hasText: 'Your return request has been received.' });
    await expect(received).toBeFocused();
    await expect(dialog.getByText('Waiting for the parcel, refund as store credit')).toBeVisible();

    // The owner sees the choice; it is the default, and the button says where the money goes.
    await admin.goto(`/admin/orders/${order.orderGuid}`);
    await hydrated(admin, '#admin-main');
    const returns = admin.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText('Customer asked for store credit')).toBeVisible();
    await expect(returns.getByRole('radio', { name: 'Store credit (the customer asked for this)' })).toBeChecked();
    await expect(returns.getByText(`Approving adds ${price} to the customer’s store credit.`)).toBeVisible();
    // Choosing the card says so before anything moves; choosing credit again goes back.
    await returns.getByRole('radio', { name: 'The customer’s card' }).check();
    await expect(returns.getByRole('button', { name: `Approve and refund ${price}` })).toBeVisible();
    await returns.getByRole('radio', { name: /^Store credit/ }).check();
    expect(await axeViolations(admin), 'admin return with the refund choice').toEqual([]);
    await shot(admin, `admin-return-credit-${width}`);
    await returns.getByRole('button', { name: `Approve and add ${price} as store credit` }).click();
    await expect(admin.getByText(`Return approved: ${price} added to the customer’s store credit, customer emailed.`)).toBeVisible();
    await expect(returns.getByText(`Refunded ${price} as store credit`)).toBeVisible();
    await expect.poll(() => mailsTo(email, 'return-approved').length).toBe(1);
    expect(mailsTo(email, 'return-approved')[0]!.text).toContain(`Your refund: ${price} added to your store credit.`);

    // My Account: the Store Credit link, the balance and its history with the order.
    await page.goto('/account-page');
    await hydrated(page);
    if (width < 768) await page.getByRole('navigation', { name: 'Account' }).scrollIntoViewIfNeeded();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Store Credit' }).click();
    await expect(page).toHaveURL(/\/account-store-credit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Store credit' })).toBeVisible();
    await expect(page.getByText(`Your balance: ${price}`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Refund added' });
    await expect(row).toContainText(`+${price}`);
    await expect(row.getByRole('link', { name: `Order ${order.orderNumber}` })).toHaveAttribute(
      'href',
      `/account-orders?order=${order.orderGuid}`,
    );
    expect(await axeViolations(page), 'store credit page').toEqual([]);
    await shot(page, `store-credit-${width}`);

    // Spent at checkout: the same item again, the credit ticked, the rest (delivery, if any) by card.
    expect(
      (
        await shopper.request.post('/api/cart', {
          headers: { origin },
          data: { itemSlug: item.slug, variantGuid: variant.guid, itemCount: 1 },
        })
      ).ok(),
    ).toBe(true);
    await page.goto('/checkout');
    await hydrated(page);
    await page.getByRole('checkbox', { name: `Use my store credit (${price} available)` }).check();
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    const summary = page.locator('.checkout-summary');
    await expect(summary.getByTestId('paid-by-balance')).toHaveText(`−${price}`);
    const byCard = (await summary.getByTestId('paid-by-card').textContent())!.trim();
    expect(await axeViolations(page), 'checkout spending store credit').toEqual([]);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await fillShipping(page);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    if (byCard !== '£0.00') await payOnTestPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/checkout\/success/);
    await expect(page.getByTestId('paid-by-balance')).toHaveText(`−${price}`);

    await page.goto('/account-store-credit');
    await expect(page.getByText('Your balance: £0.00')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Spent at checkout' })).toContainText(`−${price}`);
    await shot(page, `store-credit-spent-${width}`);
    await shopper.close();
    await admin.context().close();
  });
}
