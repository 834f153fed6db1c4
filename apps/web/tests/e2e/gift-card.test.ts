import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { mailHtml } from './outbox.ts';
import { ADMIN, fillShipping, payOnTestPage } from './shopper-helpers.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// A gift card issued by the owner (R23.7), its mail, and the card applied at checkout for part of
// an order, the rest paid by card (R23.4, R23.5), at 1440 and 375 px. Screenshots go to E2E_SHOTS.

let seq = 0;

async function adminPage(browser: Browser, baseURL: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context.newPage();
}

for (const width of [1440, 375]) {
  test(`at ${width} px the owner issues a gift card and a shopper spends it at checkout, paying the rest by card`, async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a mail and a payment on a shared machine: more than the default half minute.
    test.setTimeout(240_000);
    const recipient = `gift.${Date.now().toString(36)}.${++seq}@example.co.uk`;
    const admin = await adminPage(browser, baseURL!, width);
    await admin.goto('/admin/gift-cards');
    await hydrated(admin, '#admin-main');
    await admin.getByLabel('Amount in £').fill('20');
    await admin.getByLabel("Recipient's name").fill('Grace Hopper');
    await admin.getByLabel("Recipient's email").fill(recipient);
    await admin.getByLabel('Message (optional)').fill('Happy birthday, from all of us!');
    await admin.getByRole('button', { name: 'Issue and email the card' }).click();
    const code = (await admin.getByTestId('new-gift-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await axeViolations(admin), 'gift cards page').toEqual([]);
    await shot(admin, `admin-gift-cards-${width}`);

    // The recipient's mail, rendered as a mail client would.
    const mail = await admin.context().newPage();
    await mail.setContent(await mailHtml(recipient, 'gift-card'));
    await expect(mail.getByText(code)).toBeVisible();
    await shot(mail, `gift-card-mail-${width}`);

    // A shopper with one item in the cart applies the code at checkout.
    const shopper = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const email = `spender.${Date.now().toString(36)}.${++seq}@example.co.uk`;
    const reg = await shopper.request.post('/api/auth/register', {
      headers: { origin: baseURL! },
      data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Tweed-Jacket-42' },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    const { items } = await apiItems(shopper.request, 'isStock=true&limit=30');
    const item = items.find((i) => i.totalPrice > 30 && i.variants.some((v) => v.quantity > 2))!;
    const variant = item.variants.find((v) => v.quantity > 2)!;
    const added = await shopper.request.post('/api/cart', {
      headers: { origin: baseURL! },
      data: { itemSlug: item.slug, variantGuid: variant.guid, itemCount: 1 },
    });
    expect(added.ok()).toBe(true);
    const page = await shopper.newPage();
    await page.goto('/checkout');
    await hydrated(page);
    await page.getByLabel('Gift card').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(page.locator('#gift-card-code-status')).toHaveText(`Gift card ending ${code.slice(-4)} pays £20.00 of this order.`);
    const summary = page.locator('.checkout-summary');
    await expect(summary.getByTestId('paid-by-balance')).toHaveText('−£20.00');
    const total = Number((await summary.getByTestId('total').textContent())!.replace(/[^0-9.]/g, ''));
    const rest = `£${(total - 20).toFixed(2)}`;
    await expect(summary.getByTestId('paid-by-card')).toHaveText(rest);
    expect(await axeViolations(page), 'checkout with a gift card').toEqual([]);
    await shot(page, `checkout-gift-card-${width}`);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await fillShipping(page);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnTestPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/checkout\/success/);
    await expect(page.getByTestId('paid-by-balance')).toHaveText('−£20.00');
    await expect(page.getByTestId('paid-by-card')).toHaveText(rest);
    await shot(page, `checkout-success-gift-card-${width}`);
    await shopper.close();
    await admin.context().close();
  });
}
