import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// Refunds the owner sees before they happen (issue 33, R22.19, R22.22) and the step-up asked in
// place on the order page (R13.13): approving a customer's cancellation shows the amount and
// confirms it; over the owner's amount the page asks for the password there and then carries on
// with the same move; a goodwill refund of another amount, with what is left to refund.

let seq = 0;

async function noAxeFindings(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

async function signedIn(browser: Browser, baseURL: string, width: number, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: who });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** A new customer's paid order of one unit. */
async function customerOrder(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const email = `refund.confirm.${Date.now().toString(36)}.${++seq}@example.co.uk`;
  const reg = await context.request.post('/api/auth/register', {
    headers: { origin: baseURL },
    data: { firstName: 'Mary', lastName: 'Somerville', email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { items } = await apiItems(context.request, 'isStock=true&limit=30');
  const item = items.find((i) => i.variants.some((v) => v.quantity > 3))!;
  const variant = item.variants.find((v) => v.quantity > 3)!;
  const order = await paidOrder(context.request, baseURL, { itemSlug: item.slug, variantGuid: variant.guid });
  return { context, order };
}

/** The owner's sign-in rules, set from a session of its own (the page's session stays not stepped up). */
async function setRefundStepUp(owner: BrowserContext, baseURL: string, overPence: number | null) {
  const headers = { origin: baseURL };
  expect((await owner.request.post('/api/admin/me/step-up', { headers, data: { password: ADMIN.password } })).ok()).toBe(true);
  const res = await owner.request.put('/api/admin/staff/policy', {
    headers,
    data: { requireTwoStep: false, stepUpRefundOverPence: overPence },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

for (const width of [1440, 375]) {
  test(`at ${width} px approving a cancellation shows the refund, asks for the password in place, then approves it`, async ({
    browser,
    baseURL,
  }) => {
    const rules = await signedIn(browser, baseURL!, width, ADMIN);
    // Every refund over a penny asks for a step-up.
    await setRefundStepUp(rules, baseURL!, 1);
    try {
      const customer = await customerOrder(browser, baseURL!);
      const { order } = customer;
      const asked = await customer.context.request.put(`/api/order/cancel-request/${order.orderGuid}`, { headers: { origin: baseURL! } });
      expect(asked.ok(), await asked.text()).toBe(true);

      const admin = await signedIn(browser, baseURL!, width, ADMIN);
      const page = await admin.newPage();
      await page.goto(`/admin/orders/${order.orderGuid}`);
      await hydrated(page, '#admin-main');
      const next = page.getByRole('region', { name: 'Next step' });
      const shown = await next.locator('.adm-hint strong').innerText();
      expect(shown).toMatch(/^£\d+\.\d{2}$/);
      await expect(next).toContainText(`Approving refunds ${shown} through the payment provider`);
      const approve = next.getByRole('button', { name: `Approve cancellation and refund of ${shown}` });
      await expect(approve).toBeVisible();
      await noAxeFindings(page, 'the approval with its amount');
      await shot(page, `approval-confirm-${width}`);

      // Over the owner's amount: the password is asked here, focused and announced; nothing changed yet.
      await approve.click();
      const password = page.getByLabel('Your password');
      await expect(password).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Confirm it is you to carry on' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('enter your password or a code again first');
      await expect(page.locator('.adm-head .adm-badge')).toHaveText('Cancel Requested');
      await noAxeFindings(page, 'the step-up form');
      await shot(page, `step-up-form-${width}`);

      // A wrong password asks again, still with the move kept.
      await password.fill('not-the-password');
      await page.getByRole('button', { name: 'Confirm and carry on' }).click();
      await expect(page.getByRole('alert')).not.toContainText('Nothing has changed yet');
      await expect(page.getByLabel('Your password')).toBeFocused();
      await page.getByLabel('Your password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Confirm and carry on' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Cancellation approved: ${shown} refunded` })).toBeVisible();
      await expect(page.locator('.adm-head .adm-badge')).toHaveText('Cancelled');
      await customer.context.close();
      await admin.close();
    } finally {
      await setRefundStepUp(rules, baseURL!, null);
      await rules.close();
    }
  });

  test(`at ${width} px a goodwill refund of another amount shows what is left and is confirmed first`, async ({ browser, baseURL }) => {
    const customer = await customerOrder(browser, baseURL!);
    const { order } = customer;
    const admin = await signedIn(browser, baseURL!, width, ADMIN);
    for (const move of ['process', 'ship']) {
      const res = await admin.request.post(`/api/admin/orders/${order.orderGuid}/${move}`, { headers: { origin: baseURL! }, data: {} });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const page = await admin.newPage();
    await page.goto(`/admin/orders/${order.orderGuid}`);
    await hydrated(page, '#admin-main');
    const panel = page.getByRole('region', { name: 'Goodwill refund' });
    const left = await panel.locator('strong').innerText();
    await expect(panel).toContainText(`${left} is left to refund on this order; you cannot refund more.`);
    await panel.getByLabel('Amount in pounds').fill('1.50');
    await panel.getByLabel('Reason (kept in the order’s history)').fill('The parcel was a week late.');
    await noAxeFindings(page, 'the goodwill refund form');
    await shot(page, `goodwill-form-${width}`);
    await panel.getByRole('button', { name: 'Review goodwill refund' }).click();
    const question = page.getByRole('heading', { name: 'Refund £1.50 as a goodwill gesture?' });
    await expect(question).toBeFocused();
    await noAxeFindings(page, 'the goodwill confirmation');
    await shot(page, `goodwill-confirm-${width}`);
    await page.getByRole('button', { name: 'Yes, refund £1.50' }).click();
    await expect(page.getByRole('status').filter({ hasText: '£1.50 refunded to the customer’s card as a goodwill gesture' })).toBeVisible();
    await expect(page.locator('.adm-head .adm-badge')).toHaveText('Partly Refunded');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      'Goodwill refund by the shop: “The parcel was a week late.”',
    );
    await customer.context.close();
    await admin.close();
  });
}
