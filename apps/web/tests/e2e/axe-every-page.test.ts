import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { SHIPPING_ADDRESS } from './order-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// axe-core (WCAG 2.2 A/AA, best practices, target size) on every storefront page and panel and every
// admin page, at 375 and 1440 px: no findings at all. Each page's findings are reported together.

const guestPages = [
  '/',
  '/product-list',
  '/product-list?gender=male&size=M&sort=price-desc&view=list',
  '/product-list?search=linen',
  '/product-list?search=black%20dress',
  '/product-list?search=cradigan',
  '/shop-fullwidth',
  '/category-list',
  '/collections',
  '/collections/summer',
  '/collections/new-in?colour=Navy&size=M',
  '/about-us',
  '/contact-us',
  '/gift-cards',
  '/gift-cards/balance',
  '/faq',
  '/privacy-policy',
  '/return-and-refund',
  '/terms-and-conditions',
  '/terms-and-condition',
  '/view-cart',
  '/notify-me?result=confirmed',
  '/notify-me?result=unsubscribed',
  '/no-such-page',
  // An admin invitation whose link does not work (a working one is in back-office.test.ts).
  '/admin-invitation/this-link-was-never-sent-by-the-shop',
];

const shopperPages = [
  '/view-cart',
  '/checkout',
  '/checkout/success?session_id=cs_test_unknown',
  '/account-page',
  '/account-details',
  '/account-orders',
  '/account-addresses',
  '/account-store-credit',
];

const adminPages = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/products/new',
  '/admin/categories',
  '/admin/collections',
  '/admin/back-in-stock',
  '/admin/subscribers',
  '/admin/messages',
  '/admin/audit',
  '/admin/discounts',
  '/admin/products/import',
  '/admin/low-stock',
  '/admin/search-insights',
  '/admin/customers',
  '/admin/staff',
  '/admin/settings',
  '/admin/search-synonyms',
  '/admin/colour-families',
];

/** Checks the page as it is now; `what` names it in the report. */
async function check(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), what).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await check(page, path);
}

/** Opens a panel with its trigger, checks it, closes it with Escape. */
async function panel(page: Page, trigger: () => Promise<void>, name: string | RegExp, what: string): Promise<void> {
  await trigger();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Drawers slide in: judge the settled panel.
  await page.waitForTimeout(400);
  await check(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('guest pages', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of guestPages) await visit(page, path);
    });

    test('product page, quick view, size guide, search, menu, filters, login and register panels', async ({ page, request }) => {
      test.setTimeout(120_000);
      // A product with sizes, so it has a size guide (one-size products, which other tests add, have none).
      const { items } = await apiItems(request, 'category=knitwear&isStock=true&limit=1');
      await visit(page, `/product-detail/${items[0]!.slug}`);
      await panel(page, () => page.getByRole('button', { name: 'Size guide' }).click(), 'Size guide', 'size guide');

      await visit(page, '/product-list');
      await panel(
        page,
        () =>
          page
            .getByRole('button', { name: /^Quick view: / })
            .first()
            .click(),
        /.+/,
        'quick view',
      );
      await panel(page, () => page.getByRole('button', { name: /^Filter/ }).click(), 'Filter', 'filter panel');
      const search = page.getByRole('button', { name: /^Search/ }).first();
      await panel(page, () => search.click(), 'Search', 'search panel');
      if (width < 768) await panel(page, () => page.getByRole('button', { name: 'Open menu' }).click(), 'Menu', 'mobile menu');

      const account = width < 768 ? page.getByRole('navigation', { name: 'Quick links' }) : page.getByRole('banner');
      await account
        .getByRole('button', { name: /sign in|Account/ })
        .first()
        .click();
      const login = page.getByRole('dialog', { name: 'Sign in' });
      await expect(login).toBeVisible();
      await page.waitForTimeout(400);
      await check(page, 'login panel');
      await login.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
      await page.waitForTimeout(400);
      await check(page, 'register panel');
    });

    test("a signed-in shopper's pages, the cart drawer, and an order's confirmation and history", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await signedInWithCart(page, baseURL!);
      for (const path of shopperPages) await visit(page, path);
      const cart = width < 768 ? page.getByRole('navigation', { name: 'Quick links' }) : page.getByRole('banner');
      await panel(page, () => cart.getByRole('button', { name: /^Cart/ }).click(), /^Shopping Cart/, 'cart drawer');

      // An unpaid order (it also gives the admin pages below an order to show).
      const res = await page.request.post('/api/payment/create-checkout-session', {
        headers: { origin: baseURL! },
        data: { shippingAddress: SHIPPING_ADDRESS },
      });
      expect(res.status(), await res.text()).toBe(200);
      const session = (await res.json()) as { id: string; orderGuid: string };
      await visit(page, `/checkout/success?session_id=${encodeURIComponent(session.id)}`);
      await visit(page, '/account-orders');
      // Paid, it has a VAT receipt (R21.17).
      const paid = await page.request.post(`/pay/test/${session.id}`, {
        form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: 'Ada Lovelace' },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(303);
      await visit(page, `/account-orders/${session.orderGuid}/receipt`);
    });

    test('admin pages', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const login = await page.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: ADMIN });
      expect(login.ok(), await login.text()).toBe(true);
      const { items } = await apiItems(page.request, 'limit=1');
      const product = (await (await page.request.get(`/api/admin/products?search=${encodeURIComponent(items[0]!.name)}`)).json()) as {
        products?: { id: number }[];
      };
      const pages = [...adminPages];
      if (product.products?.[0]) pages.push(`/admin/products/${product.products[0].id}`);
      const orders = (await (await page.request.get('/api/admin/orders')).json()) as { orders?: { orderGuid: string }[] };
      if (orders.orders?.[0]) pages.push(`/admin/orders/${orders.orders[0].orderGuid}`);
      const paid = (await (await page.request.get('/api/admin/orders?status=Waiting')).json()) as { orders?: { orderGuid: string }[] };
      if (paid.orders?.[0]) pages.push(`/admin/orders/${paid.orders[0].orderGuid}/packing-slip`);
      const customers = (await (await page.request.get('/api/admin/customers')).json()) as { customers?: { id: number }[] };
      if (customers.customers?.[0]) pages.push(`/admin/customers/${customers.customers[0].id}`);
      for (const path of pages) {
        await page.goto(path);
        await check(page, path);
      }
    });
  });
}
