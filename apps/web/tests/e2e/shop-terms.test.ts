import { expect, test, type Page } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, hydrated } from './storefront-helpers.ts';
import { shot } from './screenshots.ts';

// R22.21: the owner changes every promised setting through the admin API, and the pages a shopper
// reads (product, cart, checkout, policies, FAQ, footer) say the new values and none of the old.

const CHANGED = {
  shop: {
    legalName: 'Atelier London Ltd',
    companyNumber: '09876543',
    addressLines: ['1 Savile Row', 'London W1S 3PR', 'United Kingdom'],
    vatNumber: 'GB123456789',
  },
  shipping: { feePence: 450, freeThresholdPence: 10_000 },
  delivery: {
    nextDayFeePence: 795,
    nextDayCutoff: '15:30',
    collectionAddressLines: ['7 Cork Street', 'London W1S 3NG'],
    collectionHours: 'Tuesday to Saturday, 11am-7pm',
  },
  returns: { returnWindowDays: 28 },
  inventory: {},
};
const EMPTY = { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: {} };
const DELIVERY = 'Free UK delivery on orders of £100 or more, £4.50 below that.';
const RETURNS = 'Free returns within 28 days of receipt.';
const NEXT_DAY = 'Next-day delivery £7.95 when you order by 15:30 (UK time) on a working day.';
const COLLECT = 'Free Click & collect from 7 Cork Street, London W1S 3NG, Tuesday to Saturday, 11am-7pm.';
const OLD = [
  'Atelier Studio',
  '14 days',
  '14-day',
  'Free UK delivery.',
  'Free UK delivery on every order',
  '14829307',
  '12 Marylebone Lane',
];

async function saveSettings(page: Page, baseURL: string, data: object) {
  const res = await page.request.put('/api/admin/settings', { headers: { origin: baseURL }, data });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Every old value is gone from what the page shows. */
async function expectNoOld(page: Page) {
  const text = await page.locator('body').innerText();
  for (const old of OLD) expect(text, `${page.url()} still says "${old}"`).not.toContain(old);
}

/** From the top of the page, as a shopper lands on it. */
async function shotAt(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-${width}`);
}

test.describe('promises follow the settings (R22.21)', () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    const admin = await browser.newContext({ baseURL });
    const page = await admin.newPage();
    const login = await page.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    await saveSettings(page, baseURL!, CHANGED);
    await admin.close();
  });

  test.afterAll(async ({ browser, baseURL }) => {
    // Back to the defaults, so the other tests see the shop as seeded.
    const admin = await browser.newContext({ baseURL });
    const page = await admin.newPage();
    await page.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: ADMIN });
    await saveSettings(page, baseURL!, EMPTY);
    await admin.close();
  });

  for (const width of [375, 1440]) {
    test(`product page, cart, checkout and policies at ${width} px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 800 ? 812 : 900 } });
      const page = await context.newPage();

      const { items } = await apiItems(page.request, 'isStock=true&limit=20');
      const item = items.find((i) => !i.isFinalSale)!;
      await page.goto(`/product-detail/${item.slug}`);
      await hydrated(page);
      const info = page.locator('.product-info');
      for (const said of [DELIVERY, RETURNS, NEXT_DAY, COLLECT]) await expect(info).toContainText(said);
      await expectNoOld(page);
      // The footer names the seller as the settings do.
      await expect(page.getByRole('contentinfo')).toContainText('Atelier London Ltd');
      await expect(page.getByRole('contentinfo')).toContainText('company no. 09876543. VAT no. GB123456789.');
      await shotAt(page, 'product', width);

      await page.goto('/return-and-refund');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return & Refund Policy');
      await expect(page.locator('.content-head__lead')).toContainText(RETURNS);
      await expect(page.locator('#main')).toContainText('return it within 28 days of receiving it');
      await expect(page.locator('#main')).toContainText(DELIVERY);
      const returnAddress = page.locator('address.callout');
      await expect(returnAddress).toContainText('Atelier London Ltd');
      await expect(returnAddress).toContainText('1 Savile Row');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(RETURNS);
      await expectNoOld(page);
      await shotAt(page, 'return-policy', width);

      await page.goto('/terms-and-conditions');
      await expect(page.locator('#main')).toContainText(
        'operated by Atelier London Ltd, whose registered office is at 1 Savile Row, London W1S 3PR, United Kingdom. Registered in England and Wales, company no. 09876543. VAT no. GB123456789.',
      );
      for (const said of [DELIVERY, NEXT_DAY, COLLECT]) await expect(page.locator('#main')).toContainText(said);
      await expectNoOld(page);

      await page.goto('/privacy-policy');
      await expect(page.locator('#main')).toContainText('mean Atelier London Ltd, 1 Savile Row');
      await expectNoOld(page);

      await page.goto('/faq');
      for (const said of [DELIVERY, NEXT_DAY, COLLECT, RETURNS]) await expect(page.locator('#main')).toContainText(said);
      await expectNoOld(page);

      // A signed-in shopper's cart and checkout.
      await signedInWithCart(page, baseURL!);
      await page.goto('/view-cart');
      await hydrated(page);
      await expect(page.locator('p.cart-summary__note')).toContainText(`${DELIVERY} ${RETURNS}`);
      await expectNoOld(page);
      await shotAt(page, 'cart', width);

      await page.goto('/checkout');
      await expect(page.locator('#delivery-collect-estimate')).toContainText(COLLECT);
      await expect(page.locator('#delivery-next_day-estimate')).toContainText(NEXT_DAY);
      await expect(page.locator('.checkout-summary__note')).toContainText(RETURNS);
      await expectNoOld(page);
      await shotAt(page, 'checkout', width);
      await context.close();
    });
  }
});
