import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { sizeInStock } from './shopper-helpers.ts';
import { focusInView, tabTo } from './keyboard-helpers.ts';
import { apiItems, axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 29's guest pages (R5.14-R5.15): a guest buys with the keyboard alone, to an Edinburgh
// address, past a declined card, then opens the order from its mailed link, its VAT receipt and
// the order lookup. Each page is held to axe (WCAG 2.2 AA) at 375 and 1440 px and to where the focus
// lands. E2E_SHOTS=dir saves the screenshots the issue asks for (to look at, not asserted).

const SHOTS = process.env.E2E_SHOTS;
const outboxDir = path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'outbox');
const EDINBURGH = { line1: '1 Castlehill', town: 'Edinburgh', postcode: 'eh1 1yz', written: 'EH1 1YZ' };

async function shoot(page: Page, name: string, widths = [375, 1440], fullPage = true): Promise<void> {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  if (before) await page.setViewportSize(before);
}

/** axe at 375 and 1440 px, then back to the width the test uses. */
async function expectNoAxeFindings(page: Page, what: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

/** The newest mail of a kind to an address (written just after the answer, so polled). */
async function lastMail(to: string, kind: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const names = (await fs.readdir(outboxDir).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
      for (const n of names.reverse()) {
        const mail = JSON.parse(await fs.readFile(path.join(outboxDir, n), 'utf8')) as { to: string; kind: string; text: string };
        if (mail.to === to && mail.kind === kind) {
          text = mail.text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return text;
}

test('a keyboard-only guest buys to Edinburgh past a declined card; the mailed link, the receipt and the lookup', async ({
  page,
  browser,
}) => {
  // A purchase, two browsers and axe at two widths on each page: many minutes on the busy shared machine.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `edinburgh.${Date.now().toString(36)}@example.co.uk`;
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  // Every size in stock, so the first one the keyboard reaches can be bought.
  const item = items.find((i) => i.variants.length > 2 && i.variants.every((v) => v.quantity > 2))!;

  // The product page as it loads: nothing chosen for the shopper (R3.5).
  await page.goto(`/product-detail/${item.slug}`);
  await hydrated(page);
  await shoot(page, 'product-page-on-load', [375, 1440], false);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Keyboard only from here: the sizes, Add to cart, the drawer's Checkout.
  // The first size that can be chosen; Space chooses it.
  await tabTo(page, '.product-info input[type="radio"]:not(:disabled)');
  await page.keyboard.press('Space');
  await expect(page.locator('.product-info input[type="radio"]:checked')).toBeFocused();
  await focusInView(page);
  await shoot(page, 'keyboard-1-size', [1440], false);
  await tabTo(page, '.product-info button', 'Add to cart');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ });
  await expect(drawer).toBeVisible();
  await tabTo(page, '#shoppingCart a', 'Checkout');
  await focusInView(page);
  await shoot(page, 'keyboard-2-cart', [1440], false);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  // The page moved: its heading has the focus (the route announcer), not the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const typeInto = async (name: string, value: string) => {
    await tabTo(page, `#checkout [name="${name}"]`);
    await page.keyboard.type(value);
  };
  await typeInto('email', email);
  await typeInto('firstName', 'Nan');
  await typeInto('lastName', 'Shepherd');
  await typeInto('addressLine1', EDINBURGH.line1);
  await typeInto('city', EDINBURGH.town);
  await typeInto('postcode', EDINBURGH.postcode);
  await typeInto('phoneNumber', '07700 900123');
  // Left, the postcode is written the one way (R20.21).
  await expect(page.getByLabel('Postcode')).toHaveValue(EDINBURGH.written);
  await tabTo(page, '#checkout [name="terms"]');
  if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked))) await page.keyboard.press('Space');
  await tabTo(page, '#checkout button[type="submit"]', 'Continue to payment');
  await focusInView(page);
  await shoot(page, 'keyboard-3-checkout', [1440], false);
  await expectNoAxeFindings(page, 'guest checkout filled for Edinburgh');
  await shoot(page, 'guest-checkout-edinburgh');
  await page.keyboard.press('Enter');

  // The payment page: a declined card comes back on the card number, focused and kept (R12.14).
  await page.waitForURL(/\/pay\/test\/cs_test_/);
  await tabTo(page, 'input[name="cardNumber"]');
  await page.keyboard.type('4000 0000 0000 0002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nan Shepherd');
  await page.keyboard.press('Enter');
  const number = page.getByLabel('Card number');
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('Your card was declined. Please try another card.');
  await expect(number).toHaveValue('4000 0000 0000 0002');
  await shoot(page, 'keyboard-4-declined', [1440], false);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4242 4242 4242 4242');
  await tabTo(page, 'input[name="cvc"]');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.locator('.success-address')).toContainText(EDINBURGH.town);
  await expect(page.locator('.success-address')).toContainText(EDINBURGH.written);
  await expectNoAxeFindings(page, 'guest confirmation');
  await shoot(page, 'guest-confirmation-edinburgh');

  // The mailed link opens the order in another browser; the receipt is a move within the shop.
  const link = /(https?:\/\/\S+\/guest-order\?link=[A-Za-z0-9._~%-]+)/.exec(await lastMail(email, 'order-confirmation'))![1]!;
  const elsewhere = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const other = await elsewhere.newPage();
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other).toHaveURL(/\/guest-order$/);
  await hydrated(other);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expect(other.locator('.success-address')).toContainText(EDINBURGH.written);
  await expectNoAxeFindings(other, 'guest order page');
  await shoot(other, 'guest-order');
  await other.getByRole('link', { name: 'VAT receipt' }).click();
  await expect(other).toHaveURL(/\/guest-order\/receipt$/);
  await expect(other.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(other.getByText(EDINBURGH.written).first()).toBeVisible();
  await expectNoAxeFindings(other, 'guest VAT receipt');
  await shoot(other, 'guest-order-receipt');
  await elsewhere.close();

  // The lookup answers in a sentence that takes the focus, the same whether or not they match.
  await page.goto('/order-lookup');
  await hydrated(page);
  await expectNoAxeFindings(page, 'order lookup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: 'Email me a link' }).press('Enter');
  const answer = page.getByRole('status').filter({ hasText: /email/i });
  await expect(answer).toBeFocused();
  await expectNoAxeFindings(page, 'order lookup answered');
  await shoot(page, 'order-lookup');
});

test('screenshots: the no-results page, the size guides and the cart on a phone', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A search whose words are understood but match nothing offers broader results (R15.17).
  await page.goto('/product-list?search=purple+tuxedo');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: /No results for .purple tuxedo./ })).toBeVisible();
  await expectNoAxeFindings(page, 'no results for purple tuxedo');
  await shoot(page, 'no-results-purple-tuxedo');

  // One size guide per size system the demo sells: letters, jeans' waists, shoes.
  for (const [name, query] of [
    ['size-guide-letters', 'category=knitwear&isStock=true&limit=1'],
    ['size-guide-jeans', 'search=jeans&isStock=true&limit=1'],
    ['size-guide-shoes', 'category=shoes&isStock=true&limit=1'],
  ] as const) {
    const { items } = await apiItems(page.request, query);
    if (!items[0]) continue;
    await page.goto(`/product-detail/${items[0].slug}`);
    await hydrated(page);
    const opener = page.locator('.product-info').getByRole('button', { name: /size guide/i });
    await opener.click();
    const guide = page.getByRole('dialog', { name: 'Size guide' });
    await expect(guide).toBeVisible();
    await expectNoAxeFindings(page, name);
    await shoot(page, name, [375, 1440], false);
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(opener).toBeFocused();
  }

  // The cart on a phone: short lines, the Checkout bar in reach (R12.11).
  const { items } = await apiItems(page.request, 'isStock=true&limit=40');
  const picks = items.filter((i) => sizeInStock(i)).slice(0, 2);
  for (const item of picks) {
    const res = await page.request.post('/api/cart', {
      headers: { origin: new URL(page.url()).origin },
      data: { itemSlug: item.slug, itemCount: 1, variantGuid: sizeInStock(item)!.guid },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/view-cart');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeInViewport();
  await expectNoAxeFindings(page, 'cart page');
  await shoot(page, 'mobile-cart', [375], false);
  await shoot(page, 'mobile-cart-full', [375], true);
});
