import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// The owner cancels a paid order from its page, through the confirmation (R22.17), and finds the
// dashboard clean for axe. Every order made here is cancelled again, so the demo stock stays as it was.

const outboxDir = path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'outbox');
let seq = 0;

/** The newest mail of a kind to an address, waiting for it to be written. */
async function mailTo(to: string, kind: string): Promise<{ subject: string; text: string }> {
  let found: { kind: string; to: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        const names = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((n) => n.endsWith('.json')) : [];
        const mails = names.sort().map((n) => JSON.parse(fs.readFileSync(path.join(outboxDir, n), 'utf8')));
        found = mails.filter((m) => m.to === to && m.kind === kind).at(-1);
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

async function stockOf(request: APIRequestContext, slug: string, guid: string): Promise<number> {
  const body = (await (await request.get(`/api/item/${slug}`)).json()) as {
    formattedItem: { variants: { guid: string; quantity: number }[] };
  };
  return body.formattedItem.variants.find((v) => v.guid === guid)!.quantity;
}

/** A new customer who has paid for one unit of an in-stock size, and that size's stock before. */
async function customerWithOrder(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const email = `owner.cancel.${Date.now().toString(36)}.${++seq}@example.co.uk`;
  const reg = await context.request.post('/api/auth/register', {
    headers: { origin: baseURL },
    data: { firstName: 'Grace', lastName: 'Hopper', email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { items } = await apiItems(context.request, 'isStock=true&limit=30');
  const item = items.find((i) => i.variants.some((v) => v.quantity > 3))!;
  const variant = item.variants.find((v) => v.quantity > 3)!;
  const stock = await stockOf(context.request, item.slug, variant.guid);
  const order = await paidOrder(context.request, baseURL, { itemSlug: item.slug, variantGuid: variant.guid });
  return { context, email, order, slug: item.slug, variant: variant.guid, stock, price: item.totalPrice };
}

async function signedInAdmin(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

async function noAxeFindings(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const width of [1440, 375]) {
  test(`at ${width} px the owner cancels a paid order from its page, confirming the refund first`, async ({ browser, baseURL }) => {
    const customer = await customerWithOrder(browser, baseURL!);
    const { order } = customer;
    const amount = `£${customer.price.toFixed(2)}`;
    const admin = await signedInAdmin(browser, baseURL!, width);
    const page = await admin.newPage();

    await page.goto(`/admin/orders/${order.orderGuid}`);
    const panel = page.getByRole('region', { name: 'Cancel the order' });
    await expect(panel).toContainText(`cancelling refunds ${amount}`);
    await noAxeFindings(page, 'order page with the cancel form');

    // The first form changes nothing: it asks for the reason, then says what will happen.
    await panel.getByLabel('Reason (sent to the customer)').fill('The last one in this size was damaged in the studio.');
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    const question = page.getByRole('heading', { name: `Cancel order ${order.orderNumber} and refund ${amount}?` });
    await expect(question).toBeFocused();
    const confirm = page.getByRole('region', { name: `Cancel order ${order.orderNumber} and refund ${amount}?` });
    await expect(confirm).toContainText(`${amount} goes back to the card the customer paid with, through the test payment provider`);
    await expect(confirm).toContainText('with your reason: “The last one in this size was damaged in the studio.”');
    await expect(page.locator('.adm-head .adm-badge')).toHaveText('Waiting');
    await noAxeFindings(page, 'cancel confirmation');

    await confirm.getByRole('button', { name: `Yes, cancel and refund ${amount}` }).click();
    const done = page.getByRole('status').filter({ hasText: `Order ${order.orderNumber} cancelled: ${amount} refunded` });
    await expect(done).toBeFocused();
    await expect(page.locator('.adm-head .adm-badge')).toHaveText('Cancelled');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const last = timeline.getByRole('listitem').last();
    await expect(last.locator('.adm-badge')).toHaveText('Cancelled');
    await expect(last).toContainText('admin@atelier.local');
    await expect(last).toContainText(
      `Cancelled by the shop: “The last one in this size was damaged in the studio.” Refund of ${amount} issued; stock returned.`,
    );
    await expect(page.getByRole('region', { name: 'Cancel the order' })).toHaveCount(0);
    await noAxeFindings(page, 'order page after the cancellation');

    // The customer is told, and the unit is back on sale.
    const mail = await mailTo(customer.email, 'order-cancelled');
    expect(mail.text).toContain('Reason: The last one in this size was damaged in the studio.');
    expect(await stockOf(customer.context.request, customer.slug, customer.variant)).toBe(customer.stock);

    // The dashboard, where requests and orders to ship wait, is clean for axe too.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 2, name: /^Waiting for you: / })).toBeVisible();
    await noAxeFindings(page, 'dashboard');
    await customer.context.close();
    await admin.close();
  });
}

test('a cancellation confirmed on a page the order has moved on from says what changed', async ({ browser, baseURL }) => {
  const customer = await customerWithOrder(browser, baseURL!);
  const { order } = customer;
  const admin = await signedInAdmin(browser, baseURL!, 1440);
  const page = await admin.newPage();
  await page.goto(`/admin/orders/${order.orderGuid}`);
  await page.getByLabel('Reason (sent to the customer)').fill('Out of stock at the studio.');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: /^Cancel order / })).toBeFocused();

  // Meanwhile the customer asks to cancel it themselves.
  const asked = await customer.context.request.put(`/api/order/cancel-request/${order.orderGuid}`, { headers: { origin: baseURL! } });
  expect(asked.ok(), await asked.text()).toBe(true);

  await page.getByRole('button', { name: /^Yes, cancel and refund/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'This order changed since the page was opened: it is now Cancel Requested. The page now shows it as it is; check it before acting.',
  );
  await expect(alert).toBeFocused();
  await expect(page.locator('.adm-head .adm-badge')).toHaveText('Cancel Requested');
  // Nothing was refunded; the owner approves the customer's request instead, which puts the stock back.
  await page.getByRole('button', { name: 'Approve cancellation and refund' }).click();
  await expect(page.getByRole('status')).toContainText('Cancellation approved');
  expect(await stockOf(customer.context.request, customer.slug, customer.variant)).toBe(customer.stock);
  await customer.context.close();
  await admin.close();
});
