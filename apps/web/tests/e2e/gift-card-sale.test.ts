import { expect as baseExpect, test } from '@playwright/test';
import { mailHtml, mailsTo } from './outbox.ts';
import { payOnTestPage } from './shopper-helpers.ts';
import { axeViolations, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// A gift card bought in the shop (R23.11-R23.13): chosen on /gift-cards, paid on the test provider's
// page, mailed to the recipient today, and its balance read on /gift-cards/balance (R23.10), at 375
// and 1440 px. Screenshots go to E2E_SHOTS when it is set.

let seq = 0;

for (const width of [375, 1440]) {
  test(`at ${width} px a shopper buys a gift card, the recipient gets its code and its balance can be checked`, async ({
    browser,
    baseURL,
  }) => {
    // A payment, a mail and three pages on a shared machine: more than the default half minute.
    test.setTimeout(180_000);
    const recipient = `gift.sale.${Date.now().toString(36)}.${++seq}@example.co.uk`;
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();

    // Found from the footer, where shoppers look for it.
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gift Cards' }).click();
    await expect(page).toHaveURL(/\/gift-cards$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    expect(await axeViolations(page), 'gift cards page').toEqual([]);

    // A refusal is said beside its field, which takes the focus.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const name = page.getByLabel('Their name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/name of whoever receives the card/);
    expect(await axeViolations(page), 'gift cards page with errors').toEqual([]);

    // 375 px types its own amount; 1440 px takes a set one.
    if (width === 375) await page.getByLabel('Another amount (£)').fill('40');
    else await page.getByText('£100', { exact: true }).click();
    const pounds = width === 375 ? '£40.00' : '£100.00';
    await page.getByLabel('Their name').fill('Grace Hopper');
    await page.getByLabel('Their email').fill(recipient);
    await page.getByLabel('Your message (optional)').fill('Happy birthday, Grace!');
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Your email').fill(`buyer.${seq}@example.co.uk`);
    await shot(page, `gift-cards-${width}`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The provider's page asks for the card's amount alone: no delivery, no VAT on a gift card.
    await page.waitForURL(/\/pay\/test\/cs_test_/);
    await expect(page.getByText('No VAT: VAT is charged on what the card buys')).toBeVisible();
    await payOnTestPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/gift-cards\/thank-you\?session_id=/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your gift card is paid for');
    await expect(page.getByText(`Your ${pounds} gift card has been emailed to Grace Hopper.`)).toBeVisible();
    expect(await axeViolations(page), 'thank-you page').toEqual([]);
    await shot(page, `gift-card-thank-you-${width}`);

    // The recipient's mail carries the code, once.
    await mailHtml(recipient, 'gift-card');
    const mails = mailsTo(recipient, 'gift-card');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('from Ada Lovelace');
    const code = /([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mails[0]!.text)![1]!;

    // The balance page: a wrong code is said on the field, the right one answers with the focus on it.
    await page.goto('/gift-cards/balance');
    await hydrated(page);
    expect(await axeViolations(page), 'balance page').toEqual([]);
    const field = page.getByLabel('Gift card code');
    await field.fill('ABCD');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/16 letters and digits/);
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    const answer = page.getByRole('status').filter({ hasText: `Gift card ending ${code.slice(-4)}` });
    await expect(answer).toBeFocused();
    await expect(answer).toContainText(`${pounds} to spend`);
    await expect(answer).toContainText(/It can be used until \d{1,2} \w+ \d{4}\./);
    expect(await axeViolations(page), 'balance page with its answer').toEqual([]);
    await shot(page, `gift-card-balance-${width}`);
    await context.close();
  });
}
