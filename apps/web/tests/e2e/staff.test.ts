import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN } from './shopper-helpers.ts';
import { axeViolations, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
// Two sign-ins, an invitation and axe on four pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Staff roles and two-step sign-in (issue 30): enrolling with a QR code, signing in with a code,
// the role editor, and a page outside one's role; at a desk and on a phone.

const outboxDir = path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'outbox');
const PASSWORD = 'Harris-Tweed-2026';
let seq = 0;
const unique = (what: string) => `${what}.${Date.now().toString(36)}.${++seq}@example.co.uk`;

const staffShot = (page: Page, name: string) => shot(page, `staff-${name}`);

async function invitationToken(to: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const names = (await fs.readdir(outboxDir).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
      for (const n of names.reverse()) {
        const mail = JSON.parse(await fs.readFile(path.join(outboxDir, n), 'utf8')) as { to: string; kind: string; text: string };
        if (mail.to !== to || mail.kind !== 'staff-invitation') continue;
        token = /admin-invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
        break;
      }
      return !!token;
    })
    .toBe(true);
  return token!;
}

async function signedIn(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  who: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL, viewport });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: who });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** A new member of staff with a ready-made role, invited by the demo owner through the API. */
async function newStaff(owner: BrowserContext, baseURL: string, role: string): Promise<{ email: string; password: string }> {
  const headers = { origin: baseURL };
  expect((await owner.request.post('/api/admin/me/step-up', { headers, data: { password: ADMIN.password } })).ok()).toBe(true);
  const { roles } = (await (await owner.request.get('/api/admin/staff/roles')).json()) as { roles: Array<{ id: number; name: string }> };
  const email = unique(role.toLowerCase());
  const invited = await owner.request.post('/api/admin/staff/invitations', {
    headers,
    data: { email, roleId: roles.find((r) => r.name === role)!.id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = await invitationToken(email);
  const accepted = await owner.request.post('/api/staff/invitations/accept', {
    headers,
    data: { token, password: PASSWORD, firstName: 'Sam', lastName: role },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, password: PASSWORD };
}

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function noAxeFindings(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  const size = viewport.width;
  test.describe(`at ${size} px`, () => {
    test('a member of staff enrols with a QR code and a first code, then signs in with a code', async ({ browser, baseURL }) => {
      const owner = await signedIn(browser, baseURL!, viewport, ADMIN);
      const member = await newStaff(owner, baseURL!, 'Fulfilment');
      const context = await signedIn(browser, baseURL!, viewport, member);
      const page = await context.newPage();
      await page.goto('/admin/account');
      await hydrated(page, '#admin-main');
      await expect(page.getByText('Off.')).toBeVisible();
      await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
      await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
      await hydrated(page, '#admin-main');
      await noAxeFindings(page, 'two-step, step 1');
      await page.getByRole('button', { name: 'Show my QR code' }).click();
      const qr = page.getByRole('img', { name: /QR code/ });
      await expect(qr).toBeVisible();
      await noAxeFindings(page, 'two-step, the QR code');
      if (size === 1440) await staffShot(page, 'enrolment-qr');
      else await staffShot(page, 'enrolment-qr-375');
      const secret = (await page.locator('.adm-two-step__secret').textContent())!.trim();

      // A wrong code keeps the focus on the field, with the message.
      await page.getByLabel('The 6-digit code from your app').fill('000000');
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(page.getByRole('alert')).toContainText('not right');
      await expect(page.getByLabel('The 6-digit code from your app')).toBeFocused();

      await page.getByLabel('The 6-digit code from your app').fill(codeAt(secret));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
      await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await noAxeFindings(page, 'two-step, recovery codes');
      await page.getByRole('link', { name: 'I have kept them: continue' }).click();
      await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' })).toBeVisible();

      // A new sign-in: the password alone opens the code page, and nothing else.
      const again = await signedIn(browser, baseURL!, viewport, member);
      const second = await again.newPage();
      await second.goto('/admin/orders');
      await expect(second).toHaveURL(/\/admin\/two-step$/);
      await expect(second.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
      await expect(second.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveCount(0);
      await hydrated(second, '#admin-main');
      await noAxeFindings(second, 'the code at sign-in');
      // The code of the enrolment's step was spent: the next one is asked for.
      await second.getByLabel('Code from your authenticator app').fill(codeAt(secret, 1));
      await second.getByRole('button', { name: 'Continue' }).click();
      await expect(second.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' })).toBeVisible();
      // Fulfilment sees no catalogue, customers, staff or settings in the menu.
      const nav = second.getByRole('navigation', { name: 'Admin' });
      for (const hidden of ['Products', 'Customers', 'Staff', 'Settings', 'Discounts'])
        await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
      await Promise.all([owner.close(), context.close(), again.close()]);
    });

    test('the owner makes a custom role in the role editor; a page outside a role says so', async ({ browser, baseURL }) => {
      const owner = await signedIn(browser, baseURL!, viewport, ADMIN);
      const page = await owner.newPage();
      await page.goto('/admin/staff');
      await hydrated(page, '#admin-main');
      // Changing staff asks for the password again, on the page itself.
      await page.getByLabel('Your password', { exact: true }).first().fill(ADMIN.password);
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeFocused();
      const form = page.getByRole('form', { name: 'New role' });
      const name = `Returns desk ${Date.now().toString(36)}`;
      await form.getByLabel('Role name').fill(name);
      await form.getByLabel('Orders and fulfilment').check();
      await form.getByLabel('Refunds').check();
      await form.getByRole('button', { name: 'Make the role' }).click();
      await expect(page.getByRole('status').filter({ hasText: `The role ${name} was made.` })).toBeFocused();
      await expect(page.getByRole('form', { name: `Edit the role ${name}` })).toBeVisible();
      await noAxeFindings(page, 'the role editor');
      await page.getByRole('form', { name: `Edit the role ${name}` }).scrollIntoViewIfNeeded();
      await staffShot(page, size === 1440 ? 'role-editor' : 'role-editor-375');

      const member = await newStaff(owner, baseURL!, 'Catalogue');
      const catalogue = await signedIn(browser, baseURL!, viewport, member);
      const refused = await catalogue.newPage();
      await refused.goto('/admin');
      // The dashboard is for orders: Catalogue starts on Products.
      await expect(refused).toHaveURL(/\/admin\/products$/);
      const res = await refused.goto('/admin/customers');
      expect(res?.status()).toBe(403);
      await expect(refused.getByRole('heading', { name: 'This is not part of your role' })).toBeVisible();
      await expect(refused.getByRole('alert')).toContainText('Your role (Catalogue) does not include customers (personal data)');
      // The refusal keeps the admin frame: the menu of the role, to go on from (R13.7).
      const menu = refused.getByRole('navigation', { name: 'Admin' });
      await expect(menu.getByRole('link', { name: 'Products' })).toHaveCount(1);
      await expect(menu.getByRole('link', { name: 'Customers' })).toHaveCount(0);
      await noAxeFindings(refused, 'a refused page');
      await staffShot(refused, size === 1440 ? 'refused' : 'refused-375');
      await Promise.all([owner.close(), catalogue.close()]);
    });

    test('the owner resets the lost second factor of a member of staff, who is signed out', async ({ browser, baseURL }) => {
      const owner = await signedIn(browser, baseURL!, viewport, ADMIN);
      const member = await newStaff(owner, baseURL!, 'Fulfilment');
      const lost = await signedIn(browser, baseURL!, viewport, member);
      const headers = { origin: baseURL! };
      const { secret } = (await (await lost.request.post('/api/admin/me/two-step/enrol', { headers })).json()) as { secret: string };
      const confirmed = await lost.request.post('/api/admin/me/two-step/confirm', { headers, data: { code: codeAt(secret) } });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);

      const page = await owner.newPage();
      await page.goto('/admin/staff');
      await hydrated(page, '#admin-main');
      const reset = page.getByRole('button', { name: `Reset two-step sign-in of ${member.email}` });
      await expect(reset).toBeVisible();
      await noAxeFindings(page, 'the staff page with a reset');
      await reset.scrollIntoViewIfNeeded();
      await staffShot(page, size === 1440 ? 'reset-two-step' : 'reset-two-step-375');
      await reset.click();
      await expect(page.getByRole('status').filter({ hasText: `The two-step sign-in of ${member.email} was reset.` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Reset two-step sign-in of ${member.email}` })).toHaveCount(0);
      // Their session ended everywhere at once.
      expect((await lost.request.get('/api/admin/me')).status()).toBe(401);
      await Promise.all([owner.close(), lost.close()]);
    });
  });
}
