import fs from 'node:fs';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo } from './outbox.ts';
import { ADMIN, fillShipping } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Checkout reminders (R24): a guest who ticks the box and leaves the payment page gets one mail
// after the owner's delay; its link puts the basket back in any browser, its unsubscribe link
// stops reminders; the owner sees the figures on the dashboard. Real server, real sweep, real mail.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
const headers = { origin: BASE };
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Tabs from the top until `name` has the focus, and checks it is on screen. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) break;
  }
  const focused = page.getByRole('link', { name });
  await expect(focused).toBeFocused();
  await expect(focused).toBeInViewport();
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post('/api/auth/login', { headers, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return context.newPage();
}

test('a guest who ticks the box gets one reminder; its links restore the basket and unsubscribe; the owner sees the figures', async ({
  page,
  browser,
}) => {
  // The owner's shortest delay is a minute and the sweep runs every 30 s: the mail comes within about 90 s.
  test.setTimeout(600_000);
  const admin = await adminPage(browser);
  const stored = (await (await admin.request.get('/api/admin/settings')).json()).stored;
  const on = await admin.request.put('/api/admin/settings', {
    headers,
    data: { ...stored, reminders: { checkoutReminders: true, checkoutReminderMinutes: 1 } },
  });
  expect(on.status(), await on.text()).toBe(200);
  try {
    const email = `reminded-${Date.now()}@example.com`;
    const { items } = await apiItems(page.request, 'limit=40');
    const pick = items
      .map((item) => ({ item, variant: item.variants.find((v) => v.quantity >= 3) }))
      .find((p) => p.item.isStock && p.variant)!;
    const added = await page.request.post('/api/cart', {
      headers,
      data: { itemSlug: pick.item.slug, itemCount: 2, variantGuid: pick.variant!.guid },
    });
    expect(added.status()).toBe(200);

    // Checkout: both reminder boxes start unticked (R24.2); the shopper ticks the first.
    await page.goto('/checkout');
    await hydrated(page);
    const remind = page.getByRole('checkbox', { name: 'Email me once if I leave without paying, with a link back to my basket' });
    const never = page.getByRole('checkbox', { name: 'Never send me basket reminders' });
    await expect(remind).not.toBeChecked();
    await expect(never).not.toBeChecked();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await fillShipping(page);
    await remind.check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/pay\/test\/cs_test_/);
    // ...and leaves without paying.
    await page.goto('/');

    await expect.poll(() => mailsTo(email, 'checkout-reminder').length, { timeout: 180_000, intervals: [5_000] }).toBe(1);
    const mail = mailsTo(email, 'checkout-reminder')[0]!;
    expect(mail.text).toContain(`2 x ${pick.item.name}`);
    const restore = /\/restore-basket\?link=[^\s)\]]+/.exec(mail.text)![0];
    const unsubscribe = /\/reminders-unsubscribe\?link=[^\s)\]]+/.exec(mail.text)![0];
    if (SHOTS) {
      const view = await browser.newPage();
      await view.setContent(fs.readFileSync(mail.html, 'utf8'));
      for (const width of [375, 1440]) {
        await view.setViewportSize({ width, height: 900 });
        if (SHOTS) await view.screenshot({ path: `${SHOTS}/reminder-mail-${width}.png`, fullPage: true });
      }
      await view.close();
    }

    // The link, opened in another browser (no cookies): the basket is back, priced now.
    for (const width of [375, 1440]) {
      const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
      const other = await context.newPage();
      await other.goto(restore);
      await expect(other).toHaveURL(/\/view-cart\?restored=1&missing=0$/);
      await hydrated(other);
      await expect(other.getByRole('status').filter({ hasText: "We have put your basket back, at today's prices." })).toBeVisible();
      await expect(other.getByRole('table', { name: 'Items in your cart' })).toContainText(pick.item.name);
      expect(await seriousAxeViolations(other)).toEqual([]);
      if (SHOTS) await other.screenshot({ path: `${SHOTS}/restored-basket-${width}.png`, fullPage: true });
      await context.close();
    }

    // Unsubscribe: one click, no sign-in; the page says so and is reachable by keyboard.
    await page.goto(unsubscribe);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Basket reminders' })).toBeVisible();
    await expect(page.locator('.reminder-link__message')).toHaveText('You will not get any more basket reminders from us.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await tabTo(page, 'Continue shopping');
    await shoot(page, 'reminders-unsubscribed');
    // A spent or broken link says what to do instead.
    await page.goto('/restore-basket?link=not-a-token');
    await hydrated(page);
    await expect(page.locator('.reminder-link__message')).toHaveText('This link is not valid or has expired.');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The owner's figures (R24.8).
    await admin.goto('/admin');
    await hydrated(admin, '#admin-main');
    const panel = admin.getByRole('region', { name: 'Checkout reminders, 30 days' });
    await expect(panel).toContainText('On: one email 1 minute after a checkout is left unpaid.');
    await expect(panel.getByRole('definition').first()).not.toHaveText('0');
    expect(await seriousAxeViolations(admin)).toEqual([]);
    if (SHOTS) {
      for (const width of [375, 1440]) {
        await admin.setViewportSize({ width, height: 900 });
        await panel.scrollIntoViewIfNeeded();
        if (SHOTS) await panel.screenshot({ path: `${SHOTS}/owner-figures-${width}.png` });
      }
    }
  } finally {
    await admin.request.put('/api/admin/settings', { headers, data: stored });
  }
});
