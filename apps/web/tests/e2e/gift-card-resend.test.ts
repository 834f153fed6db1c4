import { expect as baseExpect, test } from '@playwright/test';
import { mailHtml, mailsTo } from './outbox.ts';
import { ADMIN } from './shopper-helpers.ts';
import { axeViolations, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// The owner sends a gift card's code again to a corrected address (R23.21): a new code is mailed,
// the old one stops working, and the card's history says so. Screenshots go to E2E_SHOTS.

let seq = 0;

const CODE = /[A-Z2-9]{4}(-[A-Z2-9]{4}){3}/;

for (const width of [1440, 375]) {
  test(`at ${width} px the owner sends a gift card's code again to a corrected address`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now().toString(36)}.${++seq}`;
    const typo = `grace.${stamp}@exmaple.co.uk`;
    const right = `grace.${stamp}@example.co.uk`;
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const login = await context.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const issued = await context.request.post('/api/admin/gift-cards', {
      headers: { origin: baseURL! },
      data: { amountPence: 3000, recipientName: 'Grace Hopper', recipientEmail: typo, message: '' },
    });
    expect(issued.ok(), await issued.text()).toBe(true);
    const { account, code: old } = (await issued.json()) as { account: { guid: string }; code: string };

    const admin = await context.newPage();
    await admin.goto(`/admin/gift-cards?card=${account.guid}`);
    await hydrated(admin, '#admin-main');
    const address = admin.getByLabel('Send the code again to');
    await expect(address).toHaveValue(typo);
    await expect(address).toHaveAccessibleDescription('A new code is mailed; the old one stops working.');
    await address.fill(right);
    await admin.getByRole('button', { name: 'Send again' }).click();
    // The outcome is announced and takes the focus.
    const notice = admin.getByRole('status').filter({ hasText: 'A new code was mailed' });
    await expect(notice).toHaveText(`A new code was mailed to ${right}; the old one no longer works.`);
    await expect(notice).toBeFocused();
    await expect(admin.getByRole('region', { name: 'History' }).getByRole('row').nth(1)).toContainText(
      `Code sent again (the old code no longer works) (To ${right})`,
    );
    expect(await axeViolations(admin), 'gift card sent again').toEqual([]);
    await shot(admin, `admin-gift-card-resend-${width}`);

    // The corrected address has the new code; the old code no longer finds the card.
    const html = await mailHtml(right, 'gift-card');
    const mail = await context.newPage();
    await mail.setContent(html);
    await expect(mail.getByText('with £30.00 left to spend')).toBeVisible();
    const fresh = CODE.exec(mailsTo(right, 'gift-card')[0]!.text)![0];
    expect(fresh.replaceAll('-', '')).not.toBe(old);
    await shot(mail, `gift-card-mail-again-${width}`);
    const balance = (code: string) => context.request.post('/api/gift-cards/balance', { headers: { origin: baseURL! }, data: { code } });
    expect((await balance(old)).status()).toBe(404);
    expect((await balance(fresh)).status()).toBe(200);
    await context.close();
  });
}
