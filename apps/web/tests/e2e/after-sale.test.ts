import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SHIPPING_ADDRESS } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { sizeLabel } from '@atelier/contract/catalogue';
import { apiItems, axeViolations, hydrated, type ApiItem } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

// After the sale (issue 15): a return of one item of two, approved and refunded in part; the
// tracking link in the shipped mail; and "Notify me" on a sold-out size through to the mail.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
const headers = { origin: BASE };
const outboxDir = path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'outbox');

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The newest mail of a kind to an address, waiting for it to be written. */
async function mailTo(to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const names = fs.existsSync(outboxDir)
          ? fs
              .readdirSync(outboxDir)
              .filter((n) => n.endsWith('.json'))
              .sort()
          : [];
        const mails = names.map((n) => JSON.parse(fs.readFileSync(path.join(outboxDir, n), 'utf8')) as Mail);
        found = mails.filter((m) => m.to === to && m.kind === kind).at(-1);
        return !!found;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

async function adminContext(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  const login = await context.request.post('/api/auth/login', { headers, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

async function adminProduct(admin: APIRequestContext, slug: string) {
  const list = await (await admin.get(`/api/admin/products?search=${encodeURIComponent(slug)}`)).json();
  const id = (list.products as { id: number; slug: string }[]).find((p) => p.slug === slug)!.id;
  return (await (await admin.get(`/api/admin/products/${id}`)).json()).product;
}

/** axe at 375 and 1440 px (WCAG 2.2 AA), then back to the test's width. */
async function expectNoAxeFindings(page: Page, what: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
}

const order = { guid: '', number: '', email: '', first: undefined as ApiItem | undefined };

test('a customer returns one of two items; the owner ships with tracking, approves with restock; the customer sees the partial refund', async ({
  page,
  browser,
}) => {
  order.email = `returns.${Date.now().toString(36)}@example.co.uk`;
  const reg = await page.request.post('/api/auth/register', {
    headers,
    data: { firstName: 'Ada', lastName: 'Lovelace', email: order.email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status()).toBe(201);
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  const two = items.filter((i) => i.variants.some((v) => v.quantity > 3)).slice(0, 2);
  for (const item of two) {
    const variant = item.variants.find((v) => v.quantity > 3)!;
    expect(
      (await page.request.post('/api/cart', { headers, data: { itemSlug: item.slug, variantGuid: variant.guid, itemCount: 1 } })).ok(),
    ).toBe(true);
  }
  const checkout = await page.request.post('/api/payment/create-checkout-session', {
    headers,
    data: { shippingAddress: SHIPPING_ADDRESS },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const session = (await checkout.json()) as { id: string; orderGuid: string; orderNumber: string };
  const paid = await page.request.post(`/pay/test/${session.id}`, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: 'Ada Lovelace' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  Object.assign(order, { guid: session.orderGuid, number: session.orderNumber, first: two[0] });

  // The owner processes it, then marks it shipped with Royal Mail and a tracking number on the order page.
  const adminCtx = await adminContext(browser);
  const admin = await adminCtx.newPage();
  expect((await adminCtx.request.post(`/api/admin/orders/${order.guid}/process`, { headers, data: {} })).ok()).toBe(true);
  await admin.goto(`/admin/orders/${order.guid}`);
  await admin.getByLabel('Carrier, optional').selectOption('royal-mail');
  await admin.getByLabel('Tracking number, optional').fill('RM 1234 5678 9GB');
  await admin.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(admin.locator('.adm-head .adm-badge')).toHaveText('Shipped');
  const shippedMail = await mailTo(order.email, 'order-shipped');
  expect(shippedMail.text).toContain('tracking number RM123456789GB');
  expect(shippedMail.text).toContain(
    'Track your parcel with Royal Mail: https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB',
  );
  expect((await adminCtx.request.post(`/api/admin/orders/${order.guid}/deliver`, { headers, data: {} })).ok()).toBe(true);

  // The customer returns the first item only, from My Orders.
  await page.goto(`/account-orders?order=${order.guid}`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: `Order ${order.number}` });
  await expect(dialog.getByRole('link', { name: /^Track your parcel/ })).toHaveAttribute('href', /RM123456789GB$/);
  await expectNoAxeFindings(page, 'order detail with the return form');
  const first = dialog.getByRole('group', { name: new RegExp(`^${two[0]!.name}`) });
  await first.getByLabel('How many').selectOption('1');
  // No reason is preset: sent without one, the reason is marked and takes focus (R12.12).
  await expect(first.getByLabel('Reason')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Choose a reason for each item you return.' })).toBeVisible();
  await expect(first.getByLabel('Reason')).toBeFocused();
  await expect(first.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await first.getByLabel('Reason').selectOption('too-large');
  await first.getByLabel('Anything to add (optional)').fill('A size smaller would fit.');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  const received = dialog.getByRole('status').filter({ hasText: 'Your return request has been received.' });
  await expect(received).toBeVisible();
  await expect(received).toBeFocused();
  await expect(dialog.getByText('Waiting for the parcel')).toBeVisible();
  await mailTo(order.email, 'return-received');

  // The owner approves it with restock.
  const slug = two[0]!.slug;
  const before = (await adminProduct(adminCtx.request, slug)).variants as { size: string; quantity: number }[];
  await admin.goto(`/admin/orders/${order.guid}`);
  const returns = admin.getByRole('region', { name: 'Returns' });
  await expect(returns.getByLabel(/back in stock/)).toBeChecked();
  await returns.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(admin.getByText(/^Return approved: £[\d,.]+ refunded, customer emailed\.$/)).toBeVisible();
  await expect(admin.locator('.adm-head .adm-badge')).toHaveText('Partly Refunded');
  const after = (await adminProduct(adminCtx.request, slug)).variants as { size: string; quantity: number }[];
  expect(after.reduce((n, v) => n + v.quantity, 0)).toBe(before.reduce((n, v) => n + v.quantity, 0) + 1);
  await adminCtx.close();

  // The customer sees the partial refund in My Orders and in the mail, for the first item's price.
  const price = `£${two[0]!.totalPrice.toFixed(2)}`;
  await page.goto('/account-orders');
  await hydrated(page);
  await expect(page.locator(`tr[data-order="${order.number}"]`).getByText('Partly Refunded')).toBeVisible();
  await page.goto(`/account-orders?order=${order.guid}`);
  await expect(page.getByRole('dialog', { name: `Order ${order.number}` }).getByText(`Refunded ${price}`)).toBeVisible();
  const refundMail = await mailTo(order.email, 'return-approved');
  expect(refundMail.subject).toBe(`Your refund of ${price} for Atelier order ${order.number}`);
  expect(refundMail.text).toContain(`We have refunded ${price} to your original payment method.`);
});

test('a shopper asks to be told when a sold-out size is back; the owner restocks it and the mail arrives', async ({ page, browser }) => {
  const adminCtx = await adminContext(browser);
  // A size sold out for this test: the owner sets one product's first size to 0.
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  const item = items.find((i) => i.variants.length > 1 && i.slug !== order.first?.slug)!;
  const product = await adminProduct(adminCtx.request, item.slug);
  const save = async (size: string, quantity: number) => {
    const keep = ['name', 'slug', 'detail', 'care', 'gender', 'sizeSystem', 'colour', 'colourHex', 'pricePence', 'oldPricePence'];
    const more = ['isFinalSale', 'onSale', 'categoryId', 'collectionIds'];
    const body = {
      ...Object.fromEntries([...keep, ...more].map((k) => [k, product[k]])),
      variants: (product.variants as { id: number; size: string; sku: string; quantity: number }[]).map((v) => ({
        id: v.id,
        size: v.size,
        sku: v.sku,
        quantity: v.size === size ? quantity : v.quantity,
      })),
    };
    const res = await adminCtx.request.put(`/api/admin/products/${product.id}`, { headers, data: body });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const size = (product.variants as { size: string }[])[0]!.size;
  await save(size, 0);

  const email = `waiting.${Date.now().toString(36)}@example.co.uk`;
  await page.goto(`/product-detail/${item.slug}`);
  await hydrated(page);
  const info = page.locator('.product-info');
  // The sold-out size cannot be chosen (R3.4); "Notify me" offers it instead.
  await expect(info.getByRole('radio', { name: new RegExp(`^${sizeLabel(size)} \\(out of stock\\)$`) })).toBeDisabled();
  await info.locator('.notify-me summary').click();
  const form = info.getByRole('form', { name: `Email me when ${item.name} is back` });
  const sizeSelect = form.getByLabel('Size');
  if (await sizeSelect.count()) await sizeSelect.selectOption({ label: sizeLabel(size) });
  await form.getByLabel('Email address').fill(email);
  await expectNoAxeFindings(page, 'product page with Notify me open');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Almost there/);

  // Confirmed once from the mailed link.
  const confirm = await mailTo(email, 'back-in-stock-confirm');
  const link = /https?:\/\/\S+\/api\/back-in-stock\/confirm\?token=[0-9a-f-]{36}/.exec(confirm.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are on the list');

  // The owner restocks the size: the mail with the product link is in the outbox.
  await save(size, 6);
  const back = await mailTo(email, 'back-in-stock');
  expect(back.subject).toBe(`${item.name} is back in stock`);
  expect(back.text).toContain(`/product-detail/${item.slug}`);
  await adminCtx.close();
});
