import { test } from '@playwright/test';
import { apiItems, hydrated } from './storefront-helpers.ts';
import { ADMIN, cartDialog, chooseFirstSize, sizeInStock, fillShipping, headerCount, payOnTestPage, signIn } from './shopper-helpers.ts';
import {
  PASSWORD,
  addFromProductPage,
  adminActs,
  catalogue,
  checkoutFromDrawer,
  expect,
  myOrders,
  orderRow,
  payAndConfirm,
  registerThroughPanel,
  scarceSize,
  shoot,
  signedInBrowser,
  sizeRadio,
  take,
  uniqueEmail,
  type Pick,
} from './journey-helpers.ts';

// Cart to paid order to My Orders (issue 5), and the admin answering cancellation and refund
// requests (issue 6), through the UI.

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

// One customer through issues 5 and 6; each step leaves what the next one answers.
const customer = { email: '', cancelled: '', pick: undefined as Pick | undefined };

test.describe('issues 5 and 6: order, cancel, refund', () => {
  test('sign in, two products through the UI, terms gate, pay 4242, confirmation with VAT, My Orders, request cancellation', async ({
    page,
    browser,
  }) => {
    customer.email = uniqueEmail('journey-buyer');
    // Registered on another device; here the customer only signs in.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1440, height: 900 } });
    const device = await other.newPage();
    await device.goto('/');
    await hydrated(device);
    await registerThroughPanel(device, customer.email);
    await other.close();

    await page.goto('/');
    await hydrated(page);
    await signIn(page, customer.email, PASSWORD);

    // Every unit of a scarce size from its product page, so the order takes it off sale.
    const pick = await scarceSize(page);
    customer.pick = pick;
    await addFromProductPage(page, pick, pick.variant.quantity);
    await expect(headerCount(page)).toHaveText('1');

    // Then a card's quick add on the home page (another product).
    await page.goto('/');
    await hydrated(page);
    const quickAdds = page.getByRole('button', { name: /^Add to Cart: / });
    const labels = await quickAdds.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    // Not a Final Sale product: the order must stay cancellable (R6.3). The home page's cards are
    // shuffled each hour, so which products they show changes.
    const finalSale = new Set<string>();
    for (let page1 = 1, pages = 1; page1 <= pages; page1++) {
      const listed = await apiItems(page.request, `limit=100&page=${page1}`);
      pages = listed.totalPages;
      for (const i of listed.items) if (i.isFinalSale) finalSale.add(i.name);
    }
    const label = labels.find((l) => l !== `Add to Cart: ${pick.item.name}` && !finalSale.has(l.replace('Add to Cart: ', '')))!;
    const cardName = label.replace('Add to Cart: ', '');
    await page.getByRole('button', { name: label, exact: true }).first().click();
    const drawer = cartDialog(page);
    // A product with sizes opens the quick view to choose one (R4.5); a one-size one is added.
    const quickView = page.getByRole('dialog', { name: cardName });
    await expect(drawer.or(quickView)).toBeVisible();
    if (await quickView.isVisible()) {
      await chooseFirstSize(quickView.getByRole('group', { name: 'Size' }));
      await quickView.getByRole('button', { name: 'Add to cart' }).click();
    }
    await expect(drawer.getByRole('listitem').filter({ hasText: cardName }).locator('output')).toHaveText('1');
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await expect(headerCount(page)).toHaveText('2');

    const amounts = await checkoutFromDrawer(page, true);
    const orderNumber = await payAndConfirm(page, amounts, true);
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await expect(cartDialog(page).getByText('Your Cart is empty. Start adding products to cart!')).toBeVisible();
    await page.keyboard.press('Escape');

    // The size is sold out now.
    await page.goto(`/product-detail/${pick.item.slug}`);
    await expect(sizeRadio(page, pick.variant.size)).toBeDisabled();
    await expect(sizeRadio(page, pick.variant.size)).toHaveAccessibleName(/out of stock/);

    await myOrders(page);
    const row = orderRow(page, orderNumber);
    await expect(row.getByText('Waiting')).toBeVisible();
    await expect(row.getByText(amounts.total)).toBeVisible();
    await shoot(page, 'account-orders');
    await row.getByRole('button', { name: `Cancel order ${orderNumber}` }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Request cancellation' }).click();
    await expect(row.getByText('Cancel Requested')).toBeVisible();
    await expect(row.getByRole('button', { name: `Cancel order ${orderNumber}` })).toHaveCount(0);
    customer.cancelled = orderNumber;
  });

  test('a declined card (4000 0000 0000 0002): an error on the provider page; cancelled, no order and the size buyable again', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await signIn(page, customer.email, PASSWORD);
    const pick = await scarceSize(page);
    await addFromProductPage(page, pick, pick.variant.quantity);
    await checkoutFromDrawer(page);
    await page.waitForURL(/\/pay\/test\//);
    // While the shopper pays, the size is held for them: sold out to everyone else.
    const elsewhere = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
    await elsewhere.goto(`/product-detail/${pick.item.slug}`);
    await expect(sizeRadio(elsewhere, pick.variant.size)).toBeDisabled();
    await elsewhere.close();

    // The browser's Back button: the checkout still has the line, not 'sold out' to its own holder.
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(pick.item.name)).toBeVisible();
    await expect(summary.getByText(/Sold out/)).toHaveCount(0);
    await expect(summary.getByTestId('total')).not.toHaveText('£0.00');
    await hydrated(page);
    await fillShipping(page);
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnTestPage(page, '4000 0000 0000 0002');
    await expect(page.getByText('Your card was declined.', { exact: false })).toBeVisible();
    // The shopper gives up: cancelling returns to checkout and puts the size back on sale (R5.13).
    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
    await page.waitForURL(/\/checkout$/);

    await myOrders(page);
    // Nothing was ordered; the cart is kept for another try.
    await expect(headerCount(page)).toHaveText('1');
    await expect(page.locator('tr[data-order]')).toHaveCount(1);
    await expect(orderRow(page, customer.cancelled)).toBeVisible();
    await page.goto(`/product-detail/${pick.item.slug}`);
    await hydrated(page);
    await expect(sizeRadio(page, pick.variant.size)).toBeEnabled();
  });

  test('the admin approves the cancellation: the customer sees Cancelled and the size is back on sale', async ({ page, browser }) => {
    const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
    await adminActs(admin, customer.cancelled, [{ button: 'Approve cancellation and refund', status: 'Cancelled' }]);
    await expect(admin.getByText(/^Cancellation approved: £\d+\.\d{2} refunded, stock returned, customer emailed\.$/)).toBeVisible();
    await admin.context().close();

    await page.goto('/');
    await hydrated(page);
    await signIn(page, customer.email, PASSWORD);
    await myOrders(page);
    await expect(orderRow(page, customer.cancelled).getByText('Cancelled', { exact: true })).toBeVisible();
    await page.goto(`/product-detail/${customer.pick!.item.slug}`);
    await hydrated(page);
    await expect(sizeRadio(page, customer.pick!.variant.size)).toBeEnabled();
  });

  test('a delivered order: the customer requests a refund in My Orders, the admin approves it, the customer sees Refunded', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await signIn(page, customer.email, PASSWORD);
    const pick = take(
      (await catalogue(page)).map((item) => ({ item, variant: sizeInStock(item)! })).find((p) => p.variant),
      'a product in stock',
    );
    await addFromProductPage(page, pick, 1);
    const amounts = await checkoutFromDrawer(page);
    const orderNumber = await payAndConfirm(page, amounts);

    const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
    await adminActs(admin, orderNumber, [
      { button: 'Start processing', status: 'Processing' },
      { button: 'Mark as shipped', status: 'Shipped' },
      { button: 'Mark as delivered', status: 'Delivered' },
    ]);

    await myOrders(page);
    const row = orderRow(page, orderNumber);
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Request a refund for order ${orderNumber}` }).click();
    const modal = page.getByRole('dialog', { name: 'Refund request' });
    // Where the refund goes is asked first, the card chosen unless the customer says otherwise (R23.16).
    await expect(modal.getByRole('radio', { name: 'Refund to my card' })).toBeChecked();
    await modal.getByRole('button', { name: 'Request refund' }).click();
    await expect(modal.getByText('Sending your request…')).toBeVisible();
    await expect(modal.getByText(`Refund requested for order ${orderNumber}`)).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
    await expect(row.getByText('Refund Requested')).toBeVisible();
    await expect(row.getByRole('button', { name: `Request a refund for order ${orderNumber}` })).toHaveCount(0);

    await adminActs(admin, orderNumber, [{ button: 'Approve refund', status: 'Refunded' }]);
    await admin.context().close();
    await page.reload();
    await expect(orderRow(page, orderNumber).getByText('Refunded', { exact: true })).toBeVisible();
  });
});
