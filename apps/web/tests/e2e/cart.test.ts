import { sizeLabel } from '@atelier/contract/catalogue';
import { expect as baseExpect, test } from '@playwright/test';
import { cartDialog, chooseFirstSize, inTwoParts, sizeInStock, headerCount } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

// Two shared cores run the server, the browser and the build: allow for a slow machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// The guest cart in the storefront (issue 4, items 7, 8 and 10).

test.use({ viewport: { width: 1440, height: 900 } });

test('guest: add from a product page and a card, change quantity within stock, remove, reload, terms gate', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A product with a size that has a little stock, so the quantity can be stepped up to it.
  const { items } = await apiItems(request, 'isStock=true&limit=100');
  // Chosen by one radio, so not jeans.
  const product = items.find((i) => {
    if (inTwoParts(i)) return false;
    const q = sizeInStock(i)?.quantity ?? 0;
    return q >= 2 && q <= 5;
  });
  expect(product, 'the demo catalogue has a product with 2-5 of a size').toBeTruthy();
  const stock = sizeInStock(product!)!.quantity;
  // Sizes read as shoppers say them ('One size' for ONE).
  const size = sizeLabel(sizeInStock(product!)!.size);

  await page.goto(`/product-detail/${product!.slug}`);
  await hydrated(page);
  await expect(headerCount(page)).toHaveText('0');
  await page.locator('.product-info').getByRole('radio', { name: size, exact: true }).check();
  const add = page.locator('.product-info').getByRole('button', { name: 'Add to cart' });
  await add.click();

  const drawer = cartDialog(page);
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAccessibleName('Shopping Cart (1)');
  const line = drawer.getByRole('listitem').filter({ hasText: product!.name });
  await expect(line).toContainText(`Size: ${size}`);
  await expect(headerCount(page)).toHaveText('1');
  await expect(
    page.locator('.product-info').getByRole('button', { name: 'Already Added' }),
    'the size in the cart reads Already Added',
  ).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the open drawer').toEqual([]);

  // Quantity: plus until the size's stock, where plus stops; minus back down to 1.
  const qty = line.locator('output');
  const plus = line.getByRole('button', { name: /^Increase quantity/ });
  for (let n = 2; n <= stock; n++) {
    await plus.click();
    await expect(qty).toHaveText(String(n));
  }
  await expect(plus, 'no more than the stock').toBeDisabled();
  await line.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(qty).toHaveText(String(stock - 1));

  // Card quick add from a home carousel, on a product with several sizes (a one-size one is added
  // at once): it opens the quick view on the sizes (the shop chooses none, R4.5); the size chosen
  // there is added and the drawer opens.
  await page.goto('/');
  await hydrated(page);
  const quickAdd = page
    .locator('.product-card:not(:has(.size-option))')
    .getByRole('button', { name: /^Add to Cart: / })
    .and(page.locator('[aria-haspopup="dialog"]'))
    .first();
  const label = (await quickAdd.getAttribute('aria-label'))!;
  const cardName = label.replace('Add to Cart: ', '');
  const carouselNames = () => page.locator('.product-card__name').allInnerTexts();
  const before = await carouselNames();
  await quickAdd.click();
  const quickView = page.getByRole('dialog', { name: cardName });
  const sizes = quickView.getByRole('group', { name: 'Size' });
  await expect(sizes.locator('input:focus'), 'the focus is on the sizes').toHaveCount(1);
  await expect(sizes.getByRole('radio', { checked: true }), 'no size chosen yet').toHaveCount(0);
  await chooseFirstSize(sizes);
  await quickView.getByRole('button', { name: 'Add to cart' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem').filter({ hasText: cardName }).locator('output')).toHaveText('1');
  await expect(headerCount(page)).toHaveText('2');
  expect(await carouselNames(), 'the random carousels do not reshuffle after an add').toEqual(before);

  // The cart outlives a reload: count in the server HTML, lines in the drawer.
  await page.reload();
  await expect(headerCount(page)).toHaveText('2');
  await hydrated(page);
  await page.locator('header').getByRole('button', { name: /^Cart/ }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);

  // Remove the card's line; the drawer and the count follow the server.
  await drawer
    .getByRole('listitem')
    .filter({ hasText: cardName })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(headerCount(page)).toHaveText('1');

  // A route change closes the drawer.
  await drawer.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/view-cart$/);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveTitle('Shopping Cart | Atelier');

  // /view-cart: the table, totals in pounds, and the terms gate before checkout.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  const table = page.getByRole('table');
  for (const col of ['Product', 'Price', 'Quantity', 'Total', 'Remove'])
    await expect(table.getByRole('columnheader', { name: col })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: product!.name })).toContainText('£');
  await expect(page.locator('#main').getByText('Your order qualifies for free UK standard shipping.')).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on /view-cart').toEqual([]);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('aria-disabled', 'true');
  // It only looks disabled (aria-disabled), so pressing it can say what is missing.
  await checkout.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please accept the terms and conditions to continue.' })).toBeVisible();
  await expect(page).toHaveURL(/\/view-cart$/);
  await page.getByLabel('I agree with the terms and conditions').check();
  await checkout.click();
  // Guests are then sent to sign in by the checkout guard.
  await expect(page).toHaveURL(/\/checkout|redirectTo=%2Fcheckout/);
});

test('a card without a size warns; /cart-drawer-v2 opens the cart as a modal; empty cart text', async ({ page }) => {
  // The quick view's size is now chosen by hand too: more steps than 30 s allow on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/cart-drawer-v2');
  await hydrated(page);
  const modal = cartDialog(page);
  await expect(modal).toBeVisible();
  await expect(modal).toHaveClass(/dialog--modal/);
  await expect(modal.getByText('Your Cart is empty. Start adding products to cart!')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Explore Products' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Open cart' }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: 'Explore Products' }).click();
  await expect(page).toHaveURL(/\/product-list$/);
  await expect(modal).toBeHidden();

  // A listing card's pickers rise over the image on hover; no size is chosen yet.
  const card = page.locator('.product-grid .product-card:not([data-sold-out]):has(.size-option ~ .size-option)').first();
  await card.hover();
  const cardAdd = card.getByRole('button', { name: 'Add to cart' });
  await expect(cardAdd).toHaveAttribute('title', 'Add to Cart');
  await cardAdd.press('Enter');
  await expect(card.getByRole('group', { name: 'Size' }).getByRole('alert')).toHaveText('Please select a size before adding to cart!');
  await expect(card.locator('.size-selector input:focus'), 'the focus moves to the sizes').toHaveCount(1);
  await expect(cartDialog(page)).toBeHidden();

  // Quick view adds its chosen size; the cart then takes over from the quick view.
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('button', { name: `Quick view: ${name}` }).click();
  const quickView = page.getByRole('dialog', { name });
  await expect(quickView.getByRole('radio', { checked: true }), 'the quick view chooses no size either').toHaveCount(0);
  await chooseFirstSize(quickView.getByRole('group', { name: 'Size' }));
  await quickView.getByRole('button', { name: 'Add to cart' }).click();
  await expect(quickView).toBeHidden();
  await expect(cartDialog(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(headerCount(page)).toHaveText('1');
});

test('without JavaScript /view-cart still changes quantities and removes lines', async ({ browser, request }) => {
  const { items } = await apiItems(request, 'isStock=true&limit=40');
  const product = items.find((i) => (sizeInStock(i)?.quantity ?? 0) >= 3)!;
  const variant = sizeInStock(product)!;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  // Fill the guest cart through the API with this browser's cookie jar.
  const res = await context.request.post('/api/cart', {
    data: { itemSlug: product.slug, variantGuid: variant.guid, itemCount: 1 },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(res.status()).toBe(200);

  await page.goto('/view-cart');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row.locator('output')).toHaveText('1');
  await row.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(page).toHaveURL(/\/view-cart$/);
  await expect(page.getByRole('row').filter({ hasText: product.name }).locator('output')).toHaveText('2');
  await page
    .getByRole('row')
    .filter({ hasText: product.name })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByText('Your Cart is empty. Start adding products to cart!')).toBeVisible();
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('stacked /view-cart rows and the drawer pass axe; removing a line keeps keyboard focus in place', async ({ page, request }) => {
    const { items } = await apiItems(request, 'isStock=true&limit=10');
    const [a, b] = items.filter((i) => sizeInStock(i));
    for (const item of [a!, b!]) {
      const res = await page.context().request.post('/api/cart', {
        data: { itemSlug: item.slug, variantGuid: sizeInStock(item)!.guid, itemCount: 1 },
        headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      });
      expect(res.status()).toBe(200);
    }

    await page.goto('/view-cart');
    await hydrated(page);
    const rows = page.locator('.cart-table__row');
    await expect(rows).toHaveCount(2);
    await expect(page.locator('.cart-table thead')).toHaveCSS('position', 'absolute');
    expect(await seriousAxeViolations(page), 'axe on /view-cart at 375 px').toEqual([]);

    await rows
      .first()
      .getByRole('button', { name: /^Remove/ })
      .press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('button', { name: /^Remove/ }), 'focus moves to the next line').toBeFocused();

    await page.locator('.mobile-toolbar').getByRole('button', { name: /^Cart/ }).click();
    const drawer = cartDialog(page);
    await expect(drawer.getByRole('listitem')).toHaveCount(1);
    expect(await seriousAxeViolations(page), 'axe on the drawer at 375 px').toEqual([]);
  });
});
