import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiCategories, apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// The owner's daily round in the back office (R22), at a desk and on a phone.

let seq = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++seq}`;

async function signedIn(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport });
  const res = await context.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

/** A registered, signed-in customer who has paid for one unit of an in-stock size. */
async function customerWithOrder(browser: Browser, baseURL: string, name: { first: string; last: string }) {
  const context = await browser.newContext({ baseURL });
  const email = `${unique(name.first.toLowerCase())}@example.co.uk`;
  const reg = await context.request.post('/api/auth/register', {
    headers: { origin: baseURL },
    data: { firstName: name.first, lastName: name.last, email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const { items } = await apiItems(context.request, 'isStock=true&limit=30');
  const item = items.find((i) => i.variants.some((v) => v.quantity > 3))!;
  const variant = item.variants.find((v) => v.quantity > 3)!;
  const order = await paidOrder(context.request, baseURL, { itemSlug: item.slug, variantGuid: variant.guid });
  return { context, email, order };
}

async function noAxeFindings(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('the owner checks a CSV with one bad line, sees the line, fixes it and imports', async ({ browser, baseURL }) => {
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      const category = (await apiCategories(page.request)).find((c) => c.items > 0)!;
      const slug = unique('e2e-import-tee');
      const header = 'sku,slug,name,category,collections,colour,gender,size_system,size,price,old_price,stock,final_sale';
      const line = (size: string, price: string) =>
        `${slug.toUpperCase()}-${size},${slug},Imported Tee,${category.name},,Chalk,unisex,letters,${size},${price},,5,no`;
      const file = (rows: string[]) => ({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...rows].join('\r\n')),
      });

      await page.goto('/admin/products/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
      // A price a spreadsheet would run as a formula: flagged, with the usual check of the amount.
      await page.getByLabel('CSV file (at most 5 MB)').setInputFiles(file([line('S', '25.00'), line('M', '=25*1')]));
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByRole('alert')).toHaveText('1 line needs fixing before this file can be imported. Nothing was changed.');
      const problems = page.getByRole('region', { name: 'Problems in products.csv' });
      await expect(problems.getByRole('row').nth(1)).toContainText(
        "3price: '=25*1' starts with '=', which a spreadsheet runs as a formula",
      );
      await expect(problems.getByRole('row').nth(1)).toContainText("price: '=25*1' is not an amount in pounds, such as 49.00.");
      await noAxeFindings(page, 'import with errors');
      expect((await page.request.get(`/api/item/${slug}`)).status()).toBe(404);

      // Fixed and checked again: every change is listed, and Import writes exactly those.
      await page.getByLabel('CSV file (at most 5 MB)').setInputFiles(file([line('S', '25.00'), line('M', '25.00')]));
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByRole('status')).toContainText('The file is ready to import: 3 changes');
      const changes = page.getByRole('region', { name: 'Changes to import' });
      await expect(changes.getByRole('row')).toHaveCount(4);
      await expect(changes.getByRole('row').nth(1)).toContainText(`2${slug}productnewnew: Imported Tee—`);
      await expect(changes.getByRole('row').nth(3)).toContainText(`3${slug}new sizenewM, 5 in stock${slug.toUpperCase()}-M`);
      await noAxeFindings(page, 'import checked');
      const shots = process.env.E2E_SHOTS;
      if (shots) await page.screenshot({ path: path.join(shots, `import-changes-${viewport.width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByRole('status')).toContainText(
        'Imported exactly the changes listed: 3 changes: 1 new and 0 changed products, 2 new and 0 changed sizes',
      );
      await expect(page.getByRole('region', { name: 'Changes made' }).getByRole('row')).toHaveCount(4);
      await expect(page.getByRole('region', { name: /^Problems/ })).toHaveCount(0);

      await page.goto(`/product-detail/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imported Tee');
      await expect(page.locator('.price__now').first()).toHaveText('£25.00');
      // Archived again, so the other tests' listings stay as the demo made them.
      const { products } = (await (await page.request.get(`/api/admin/products?search=${slug}`)).json()) as { products: { id: number }[] };
      expect((await page.request.post(`/api/admin/products/${products[0]!.id}/archive`, { headers: { origin: baseURL! } })).ok()).toBe(
        true,
      );
      await admin.close();
    });

    test('the owner opens the packing slip of a paid order, then ships it', async ({ browser, baseURL }) => {
      const buyer = await customerWithOrder(browser, baseURL!, { first: 'Packer', last: 'Slip' });
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      await page.goto(`/admin/orders?q=${buyer.order.orderNumber}`);
      await page.getByRole('link', { name: buyer.order.orderNumber }).click();
      await page.getByRole('link', { name: 'Packing slip' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
      await expect(page.locator('.slip__number')).toHaveText(buyer.order.orderNumber);
      await expect(page.getByRole('img', { name: `QR code of order ${buyer.order.orderNumber}` })).toBeVisible();
      const line = page.getByRole('table').getByRole('row').nth(1);
      await expect(line.locator('.slip__sku')).toHaveText(/^[A-Z0-9][A-Z0-9._-]+$/);
      await expect(line.locator('td.num')).toHaveText('1');
      await expect(page.getByText('12 Analytical Row')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print packing slip' })).toBeVisible();
      await noAxeFindings(page, 'packing slip');
      // On paper the slip stands alone: no menu, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print packing slip' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('link', { name: `Back to order ${buyer.order.orderNumber}` }).click();
      await page.getByRole('button', { name: 'Start processing' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The order is being processed.' })).toBeVisible();
      await page.getByLabel('Carrier, optional').selectOption('royal-mail');
      await page.getByLabel('Tracking number, optional').fill('RM123456785GB');
      await page.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Marked as shipped' })).toBeVisible();
      await expect(page.locator('.adm-head .adm-badge')).toHaveText('Shipped');
      await admin.close();
      await buyer.context.close();
    });

    test('the owner finds a customer and sees their orders and spend', async ({ browser, baseURL }) => {
      const last = unique('Babbage').replace(/-/g, '');
      const buyer = await customerWithOrder(browser, baseURL!, { first: 'Charles', last });
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      await page.goto('/admin/customers');
      await page.getByLabel('Name or email').fill(last);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
      await expect(page.getByText('1 account match')).toBeVisible();
      await page.getByRole('link', { name: `Charles ${last}` }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Charles ${last}`);
      await expect(page.getByRole('link', { name: buyer.order.orderNumber })).toBeVisible();
      await expect(page.getByText('over 1 order')).toBeVisible();
      await expect(page.getByText('12 Analytical Row')).toBeVisible();
      await expect(page.getByText('Never subscribed')).toBeVisible();
      await noAxeFindings(page, 'customer page');
      await admin.close();
      await buyer.context.close();
    });

    test('the owner changes the shipping fee in the settings and a shopper pays it at checkout', async ({ browser, baseURL }) => {
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      try {
        await page.goto('/admin/settings');
        await page.getByLabel('Standard shipping fee (£)').fill('4.75');
        await page.getByLabel('Free shipping from (£)').fill('10000');
        await page.getByRole('button', { name: 'Save settings' }).click();
        await expect(page.getByRole('status')).toHaveText('Settings saved. The shop uses them from now on.');
        await expect(page.getByLabel('Standard shipping fee (£)')).toHaveValue('4.75');
        await noAxeFindings(page, 'settings saved');

        const shopper = await browser.newContext({ baseURL, viewport });
        const shop = await shopper.newPage();
        await signedInWithCart(shop, baseURL!);
        await shop.goto('/checkout');
        // The summary's shipping line is the fee less its VAT (R1.6): £4.75 less 79p.
        await expect(shop.getByRole('region', { name: 'Order summary' }).getByTestId('shipping')).toHaveText('£3.96');
        await shopper.close();

        // A bad amount is refused beside its field and changes nothing.
        await page.getByLabel('Standard shipping fee (£)').fill('free');
        await page.getByRole('button', { name: 'Save settings' }).click();
        await expect(page.getByText('Please enter an amount in pounds, such as 3.95.')).toBeVisible();
        await expect(page.getByLabel('Standard shipping fee (£)')).toHaveAttribute('aria-invalid', 'true');
      } finally {
        // Back to the defaults, so the other tests see the shop as seeded.
        const reset = await page.request.put('/api/admin/settings', {
          headers: { origin: baseURL! },
          data: { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: {} },
        });
        expect(reset.ok(), await reset.text()).toBe(true);
        await admin.close();
      }
    });

    test('an admin reaches the admin from the shop header and signs out from the admin', async ({ browser, baseURL }) => {
      const admin = await signedIn(browser, baseURL!, viewport);
      const page = await admin.newPage();
      await page.goto('/');
      await hydrated(page);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
      }
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('link', { name: 'View shop' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await page.goto('/admin'))!.status()).toBe(404);
      await admin.close();
    });
  });
}

/** The newest mail of a kind to an address, from the outbox of the store under test (mails follow the answer: poll). */
async function mailedLink(to: string, kind: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'outbox');
  let link = '';
  await expect
    .poll(async () => {
      const names = (await fs.readdir(outbox).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
      for (const n of names.reverse()) {
        const mail = JSON.parse(await fs.readFile(path.join(outbox, n), 'utf8')) as { to: string; kind: string; text: string };
        if (mail.to === to && mail.kind === kind) return (link = pattern.exec(mail.text)?.[0] ?? '');
      }
      return '';
    })
    .not.toBe('');
  return link;
}

test('an invited person accepts by the mailed link and signs in as an admin; the owner removes them again', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, { width: 1440, height: 900 });
  const page = await admin.newPage();
  await page.goto('/admin/staff');
  // Changing staff asks for the password again first (issue 30, R13.13).
  await page.getByLabel('Your password', { exact: true }).first().fill(ADMIN.password);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Thank you');
  const email = `${unique('invitee')}@example.co.uk`;
  await page.getByLabel('Their email address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${email}. The link works once, for 7 days.`);
  await expect(page.getByRole('region', { name: 'Invitations waiting for an answer' })).toContainText(email);
  await noAxeFindings(page, 'staff page');

  const link = await mailedLink(email, 'staff-invitation', /https?:\/\/\S+\/admin-invitation\/[A-Za-z0-9_-]+/);
  const invitee = await browser.newContext({ baseURL });
  const join = await invitee.newPage();
  await join.goto(new URL(link).pathname);
  await expect(join.getByText(`This invitation is for ${email}.`)).toBeVisible();
  await noAxeFindings(join, 'invitation page');
  await join.getByLabel('First name').fill('Ada');
  await join.getByLabel('Last name').fill('Byron');
  await join.getByLabel('Choose a password').fill('Difference-Engine-1842');
  await join.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(join.getByRole('status').filter({ hasText: 'is now an admin' })).toHaveText(`${email} is now an admin. Please sign in.`);
  const login = await join.request.post('/api/auth/login', {
    headers: { origin: baseURL! },
    data: { email, password: 'Difference-Engine-1842' },
  });
  expect(login.ok()).toBe(true);
  expect((await join.goto('/admin'))!.status()).toBe(200);

  await page.reload();
  // Before hydration the button submits at once, as it does without script; the test is of the dialog.
  await hydrated(page, '#admin-main');
  await page.getByRole('button', { name: `Remove ${email} from the staff` }).click();
  // It asks first (R22.25).
  await page
    .getByRole('dialog', { name: `Remove ${email} from the staff?` })
    .getByRole('button', { name: 'Remove from the staff' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`${email} is no longer staff. They have been signed out and told by email.`);
  expect((await join.goto('/admin'))!.status()).toBe(404);
  await invitee.close();
  await admin.close();
});
