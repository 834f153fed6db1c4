import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { paidOrder } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations, hydrated, type ApiItem } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

// Reviews with fit (R25): five buyers' approved reviews make the fit summary; a sixth writes hers
// from My Orders (focus lands on the thanks), the owner approves it on the Reviews screen, and the
// product page shows it as plain text, with the rating in its JSON-LD. Screenshots to SHOTS.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
const headers = { origin: BASE };
const SHOTS = process.env.E2E_SHOTS;
const SCRIPT_TEXT = 'Lovely weight. <script>alert("x")</script> Runs a little small, so size up.';

const shared = { item: undefined as ApiItem | undefined, orderNumber: '', email: '' };

/** A new customer, signed in in a context of their own. */
async function registered(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  const res = await context.request.post('/api/auth/register', {
    headers,
    data: { firstName: 'Grace', lastName: 'Hopper', email, password: 'Tweed-Jacket-42' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return context;
}

async function adminApi(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  expect((await context.request.post('/api/auth/login', { headers, data: ADMIN })).ok()).toBe(true);
  return context;
}

/** A paid order of the item delivered to the buyer of `request`, moved on by the owner. */
async function delivered(buyer: APIRequestContext, admin: APIRequestContext, item: ApiItem) {
  // The size picked for its stock below: another size of the piece may have one left.
  const variant = item.variants.find((v) => v.quantity > 8)!;
  const order = await paidOrder(buyer, BASE, { itemSlug: item.slug, variantGuid: variant.guid });
  for (const step of ['process', 'ship', 'deliver'])
    expect((await admin.post(`/api/admin/orders/${order.orderGuid}/${step}`, { headers, data: {} })).ok()).toBe(true);
  return order;
}

async function expectNoAxeFindings(page: Page, what: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
}

test('five buyers review a piece through the API; the owner approves them', async ({ browser }) => {
  const admin = await adminApi(browser);
  const { items } = await apiItems(admin.request, 'isStock=true&limit=40');
  // A piece with plenty of one size, so six orders never sell it out.
  shared.item = items.find((i) => i.variants.some((v) => v.quantity > 8))!;
  expect(shared.item, 'a piece with stock for six orders').toBeTruthy();
  const fits = ['small', 'small', 'true', 'small', 'small'];
  for (const [n, fit] of fits.entries()) {
    const buyer = await registered(browser, `reviewer${n}.${Date.now().toString(36)}@example.co.uk`);
    await delivered(buyer.request, admin.request, shared.item);
    const saved = await buyer.request.put(`/api/reviews/${shared.item.slug}/mine`, {
      headers,
      data: { rating: n % 2 ? 4 : 5, fit, title: n === 0 ? 'My new favourite' : '', text: `Buyer ${n + 1}: good cloth, well made.` },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await buyer.close();
  }
  const waiting = await (await admin.request.get('/api/admin/reviews?status=pending')).json();
  for (const r of waiting.reviews.filter((r: { product: { slug: string } }) => r.product.slug === shared.item!.slug))
    expect((await admin.request.post(`/api/admin/reviews/${r.id}/moderate`, { headers, data: { status: 'approved' } })).ok()).toBe(true);
  await admin.close();
});

test('a buyer writes her review from My Orders; after sending, focus is on the thanks', async ({ browser }) => {
  const item = shared.item!;
  shared.email = `reviewer.${Date.now().toString(36)}@example.co.uk`;
  const context = await registered(browser, shared.email);
  const admin = await adminApi(browser);
  shared.orderNumber = (await delivered(context.request, admin.request, item)).orderNumber;
  await admin.close();

  const page = await context.newPage();
  await page.goto('/account-orders');
  await hydrated(page);
  await page.getByRole('link', { name: `View order ${shared.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${shared.orderNumber}` });
  await dialog.getByRole('link', { name: `Review this: ${item.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account-review/${item.slug}$`));
  await hydrated(page);
  await expect(page.getByRole('heading', { name: `Review ${item.name}` })).toBeVisible();

  // The same limit as the API, in the browser.
  await expect(page.getByLabel('Your review')).toHaveAttribute('maxlength', '1000');
  await expectNoAxeFindings(page, 'the review form');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-form-${width}.png`, fullPage: true });
  }

  await page.getByRole('group', { name: 'Your rating' }).getByText('4 stars').click();
  await page.getByRole('group', { name: 'How does it fit?' }).getByText('Runs small').click();
  await page.getByLabel('Title (optional)').fill('Size up <b>one</b>');
  await page.getByLabel('Your review').fill(SCRIPT_TEXT);
  await page.getByRole('button', { name: 'Send review' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText('once we have checked it');
  await expectNoAxeFindings(page, 'the review form after sending');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/review-sent-${width}.png`, fullPage: true });
  }
  await context.close();
});

test('the owner approves it on the Reviews screen, the move in the activity log', async ({ browser }) => {
  const admin = await adminApi(browser);
  const page = await admin.newPage();
  await page.goto('/admin/reviews');
  await hydrated(page, '#admin-main');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: shared.email });
  // Markup in the words is shown as written, never run.
  await expect(row).toContainText('<script>alert("x")</script>');
  await expect(page.locator('#admin-main script')).toHaveCount(0);
  await expectNoAxeFindings(page, 'the Reviews screen');
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/admin-reviews-375.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-reviews-1440.png`, fullPage: true });
  await row.getByRole('button', { name: /^Approve the review/ }).click();
  await expect(page.getByText('The review is on the product page.')).toBeFocused();
  const log = await (await admin.request.get('/api/admin/audit?kind=review')).json();
  expect(log.entries[0].action).toBe('review.approve');
  await admin.close();
});

test('the product page shows the rating, the fit summary and the reviews as plain text, and the JSON-LD carries them', async ({ page }) => {
  const item = shared.item!;
  await page.goto(`/product-detail/${item.slug}`);
  await hydrated(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('6 reviews');
  await expect(reviews).toContainText('Most buyers say it runs small: consider a size up.');
  const newest = reviews.getByRole('listitem').first();
  await expect(newest.getByRole('heading', { level: 3 })).toHaveText('Size up <b>one</b>');
  await expect(newest).toContainText(SCRIPT_TEXT);
  await expect(reviews.locator('script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { reviewXss?: boolean }).reviewXss)).toBeUndefined();

  const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  const product = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((j) => j['@type'] === 'Product')!;
  expect(product.aggregateRating).toMatchObject({ reviewCount: 6 });
  expect(JSON.stringify(product.review)).toContain('<script>alert');
  // In the page's source the words cannot close the JSON-LD's script element.
  expect(ld.join('')).not.toContain('</script>');

  // Five to a page: the oldest is on the next page, reached by "Older reviews".
  await reviews.getByRole('link', { name: 'Older reviews' }).click();
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(reviews).toContainText('Page 2 of 2');
  await reviews.getByRole('link', { name: 'Newer reviews' }).click();
  await expect(reviews.getByRole('listitem')).toHaveCount(5);

  await expectNoAxeFindings(page, 'the product page with reviews');
  for (const width of SHOTS ? [375, 1440] : []) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the header and the bars sit where they belong, not over the reviews.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/product-page-${width}.png`, fullPage: true });
    const box = (await reviews.boundingBox())!;
    await page.screenshot({
      path: `${SHOTS}/product-reviews-${width}.png`,
      fullPage: true,
      clip: { ...box, y: box.y - 16, height: box.height + 32 },
    });
  }
});
