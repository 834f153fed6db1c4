import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { sizePhrase } from '@atelier/contract/catalogue';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

// Exchanges (R21.20-R21.26) in the browser, at 375 and 1440 px: a customer asks to exchange a size
// from My Orders, the owner sees the held stock on the order page and approves, and the replacement
// order appears in My Orders at £0.00. Screenshots of each step go to E2E_SHOTS.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
const headers = { origin: BASE };
const SHOTS = process.env.E2E_SHOTS;

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
  const login = await context.request.post('/api/auth/login', { headers, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return context.newPage();
}

for (const width of [375, 1440]) {
  test(`at ${width} px: a customer exchanges a size, the owner approves, the replacement order appears`, async ({ browser }) => {
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const email = `exchange.${width}.${Date.now().toString(36)}@example.co.uk`;
    const reg = await page.request.post('/api/auth/register', {
      headers,
      data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Tweed-Jacket-42' },
    });
    expect(reg.status()).toBe(201);
    // A product with two sizes in stock: one bought, the other to exchange for.
    const { items } = await apiItems(page.request, 'isStock=true&limit=40');
    const item = items.find((i) => i.variants.filter((v) => v.quantity > 3).length >= 2)!;
    const [bought, wanted] = item.variants.filter((v) => v.quantity > 3);
    const order = await paidOrder(page.request, BASE, { itemSlug: item.slug, variantGuid: bought!.guid });
    const admin = await adminPage(browser, width);
    for (const step of ['process', 'ship', 'deliver'])
      expect((await admin.request.post(`/api/admin/orders/${order.orderGuid}/${step}`, { headers, data: {} })).ok()).toBe(true);

    // The customer asks for the other size instead of a refund, from the order's detail.
    await page.goto(`/account-orders?order=${order.orderGuid}`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    const line = dialog.getByRole('group', { name: new RegExp(`^${item.name}`) });
    await line.getByLabel('How many').selectOption('1');
    await line.getByLabel('Reason').selectOption('too-small');
    const choice = line.getByLabel('Refund or exchange');
    await expect(choice).toHaveValue('');
    // The same colour in the other size: a size exchange, at the same price.
    const colour = (await (await page.request.get(`/api/order/${order.orderGuid}`)).json()).order.items[0].colour as string;
    await choice.selectOption({ label: `Exchange for ${sizePhrase(wanted!.size)}, ${colour}` });
    await line.scrollIntoViewIfNeeded();
    if (SHOTS) await dialog.screenshot({ path: path.join(SHOTS, `exchange-request-${width}.png`) });
    expect.soft(await axeViolations(page), `exchange request at ${width} px`).toEqual([]);
    await dialog.getByRole('button', { name: 'Request return' }).click();
    const received = dialog.getByRole('status').filter({ hasText: 'we are holding your new size or colour for you' });
    await expect(received).toBeVisible();
    await expect(received).toBeFocused();
    await expect(dialog.getByText(/Exchange for .*: held for you until/)).toBeVisible();

    // The owner sees the exchange and its held stock, and approves it.
    await admin.goto(`/admin/orders/${order.orderGuid}`);
    await hydrated(admin, '#admin-main');
    const returns = admin.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText(/1 held out of stock until/)).toBeVisible();
    await expect(returns.getByText(/Approving makes a replacement order for the held/)).toBeVisible();
    await returns.scrollIntoViewIfNeeded();
    if (SHOTS) await returns.screenshot({ path: path.join(SHOTS, `exchange-admin-return-${width}.png`) });
    expect.soft(await axeViolations(admin), `admin return with an exchange at ${width} px`).toEqual([]);
    await returns.getByRole('button', { name: 'Approve the exchange' }).click();
    await expect(admin.getByText(/^Exchange approved: replacement order ATL-\d{8}-\w{4} made, customer emailed\.$/)).toBeVisible();
    const replacementLink = returns.getByRole('link', { name: /^ATL-/ });
    await expect(replacementLink).toBeVisible();
    const replacementNumber = (await replacementLink.textContent())!.trim();
    if (SHOTS) await returns.screenshot({ path: path.join(SHOTS, `exchange-admin-approved-${width}.png`) });
    // The replacement is an order like any other: its own page, ready to be processed.
    await replacementLink.click();
    await expect(admin.locator('.adm-head')).toContainText(replacementNumber);
    await expect(admin.locator('.adm-head .adm-badge')).toHaveText('Waiting');

    // The customer sees the exchange made, and the replacement order in the list at £0.00.
    await page.goto(`/account-orders?order=${order.orderGuid}`);
    await hydrated(page);
    const made = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    await expect(made.getByText('Exchanged')).toBeVisible();
    await expect(made.getByText(`replacement order ${replacementNumber}, nothing to pay.`)).toBeVisible();
    await made.getByText('Exchanged').scrollIntoViewIfNeeded();
    if (SHOTS) await made.screenshot({ path: path.join(SHOTS, `exchange-approved-my-orders-${width}.png`) });
    await page.goto('/account-orders');
    await hydrated(page);
    const row = page.locator(`[data-order="${replacementNumber}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('£0.00');
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `exchange-orders-list-${width}.png`), fullPage: true });
    await admin.context().close();
    await context.close();
  });
}
