import { test, type Page } from '@playwright/test';
import { SYSTEM_SIZES } from '@atelier/contract/catalogue';
import { checkoutFromDrawer, expect, payAndConfirm, sizeRadio, type Pick } from './journey-helpers.ts';
import { cartDialog } from './shopper-helpers.ts';
import { apiItems, hydrated, seriousAxeViolations } from './storefront-helpers.ts';

// Size systems (R3.12-R3.14): a shopper buys shoes in a UK size, and the size reads 'UK 8' from
// the product page to the confirmation.

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Size-Systems-Shopper-8';
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3456}`;
let seq = 0;

/** Registers and signs in through the API; the browser context keeps the session cookie. */
async function signUp(page: Page): Promise<void> {
  const email = `sizes-${Date.now()}-${++seq}@example.com`;
  expect(
    (await page.request.post('/api/auth/register', { data: { firstName: 'Ada', lastName: 'Shoe', email, password: PASSWORD } })).status(),
  ).toBe(201);
  const login = await page.request.post('/api/auth/login', { headers: { origin: BASE }, data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
}

/** Shoes that can be bought in UK 8 with a few units to spare, a different pair for each width. */
async function shoesInUk8(page: Page, index: number): Promise<Pick> {
  const { items } = await apiItems(page.request, 'category=shoes&size=UK+8&isStock=true&limit=100');
  const picks = items
    .map((item) => ({ item, variant: item.variants.find((v) => v.size === 'UK 8' && v.quantity >= 3)! }))
    .filter((p) => p.variant);
  expect(picks.length, 'the demo shoes have UK 8 in stock').toBeGreaterThan(index);
  return picks[index]!;
}

for (const [index, width] of [375, 1440].entries()) {
  test(`at ${width} px: a shoe in UK sizes with a UK/EU/US/cm guide, bought in UK 8 and shown as UK 8 in the cart and on the confirmation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await signUp(page);
    const pick = await shoesInUk8(page, index);

    await page.goto(`/product-detail/${pick.item.slug}`);
    await hydrated(page);
    const info = page.locator('.product-info');

    // The picker lists the shoe's UK sizes in order, labelled as stored.
    const names = await info.getByRole('radio').evaluateAll((els) => els.map((e) => (e.closest('label')?.textContent ?? '').trim()));
    const sizes = names.map((n) => n.replace(' (out of stock)', ''));
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.every((s) => /^UK \d+$/.test(s))).toBe(true);
    const order = SYSTEM_SIZES['uk-shoe'] as readonly string[];
    expect([...sizes].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(sizes);

    // The size guide is the shoe one.
    await info.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size guide' });
    await expect(guide).toBeVisible();
    const headers = guide.getByRole('columnheader');
    await expect(headers).toHaveText(['Size', 'EU', 'US men', 'US women', 'Foot length (cm)']);
    const uk8 = guide.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'UK 8', exact: true }) });
    await expect(uk8.getByRole('cell')).toHaveText(['42', '9', '10', '26.2']);
    await expect(guide.getByRole('columnheader', { name: 'Chest' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: 'Close size guide' }).click();
    await expect(guide).toBeHidden();

    // UK 8, chosen by keyboard-reachable radio, into the cart.
    await sizeRadio(page, 'UK 8').check();
    await expect(info.locator('.size-selector__chosen')).toHaveText(': UK 8');
    await info.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = cartDialog(page);
    await expect(drawer).toBeVisible();
    const line = drawer.getByRole('listitem').filter({ hasText: pick.item.name });
    await expect(line).toContainText('Size: UK 8');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Paid with the built-in test provider: the confirmation names the size the same way.
    const amounts = await checkoutFromDrawer(page);
    await payAndConfirm(page, amounts);
    const item = page.locator('.success-item').filter({ hasText: pick.item.name });
    await expect(item).toContainText('Size: UK 8 · Quantity: 1');
  });
}
