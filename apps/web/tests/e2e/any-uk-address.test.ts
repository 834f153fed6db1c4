import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatPence } from '@atelier/contract/shared';
import { signedInWithCart } from './a11y-shopper.ts';
import { ADMIN, payOnTestPage } from './shopper-helpers.ts';
import { hydrated, seriousAxeViolations } from './storefront-helpers.ts';

// R20.21, R20.22: any UK town and postcode; the owner's region surcharge in the one delivery fee;
// a region not delivered refused on the postcode field.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.E2E_SHOTS;
const EMPTY = { shop: {}, shipping: {}, delivery: {}, returns: {}, inventory: {} };
const REGIONS = {
  ...EMPTY,
  delivery: {
    regions: { northernIreland: { delivered: true, surchargePence: 500 }, channelIslands: { delivered: false, surchargePence: 0 } },
  },
};

async function asAdmin(page: Page, baseURL: string, settings: object) {
  const login = await page.request.post('/api/auth/login', { headers: { origin: baseURL }, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const res = await page.request.put('/api/admin/settings', { headers: { origin: baseURL }, data: settings });
  expect(res.ok(), await res.text()).toBe(true);
}

async function fillAddress(page: Page, town: string, postcode: string) {
  await page.getByLabel('Address', { exact: true }).fill('1 Castle Wynd');
  await page.getByLabel('Town or city').fill(town);
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByLabel('Phone').fill('07700 900123');
  // Leaving the postcode writes it the one way and prices its region.
  await page.getByLabel('Postcode').blur();
}

// Serial: the tests share the regions set before them; each checks out, so each gets a minute and a half.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await asAdmin(await context.newPage(), baseURL!, REGIONS);
  await context.close();
});
test.afterAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await asAdmin(await context.newPage(), baseURL!, EMPTY);
  await context.close();
});

for (const width of [375, 1440]) {
  test(`at ${width} px an Edinburgh address is typed, its postcode written the one way`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInWithCart(page, baseURL!);
    await page.goto('/checkout');
    await hydrated(page);
    await fillAddress(page, 'Edinburgh', 'eh11aa');
    await expect(page.getByLabel('Postcode')).toHaveValue('EH1 1AA');
    // The mainland pays no surcharge: nothing is said under the postcode.
    await expect(page.locator('.address-field__note')).toHaveText('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
    await page.getByRole('heading', { name: 'Shipping address' }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.locator('.checkout-form__grid').screenshot({ path: `${SHOTS}/checkout-address-edinburgh-${width}.png` });
    if (width !== 1440) return;

    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnTestPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/checkout\/success/);
    const address = page.getByRole('region', { name: 'Shipping address' });
    await expect(address).toContainText('Edinburgh');
    await expect(address).toContainText('EH1 1AA');
  });
}

test('a Belfast address shows the surcharge in the delivery price; a Jersey one is refused on the postcode', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInWithCart(page, baseURL!);
  await page.goto('/checkout');
  await hydrated(page);
  const shipping = page.getByTestId('shipping');
  const before = await shipping.innerText();

  await fillAddress(page, 'Belfast', 'bt1 1aa');
  await expect(page.getByLabel('Postcode')).toHaveValue('BT1 1AA');
  await expect(page.getByText('Delivery to Northern Ireland costs £5.00 more; it is in the prices above.')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(/Northern Ireland costs £5\.00 more/);
  // The summary's delivery (excl. VAT) is the API's one fee for that postcode, surcharge included.
  const quote = await (await page.request.get('/api/payment/quote?postcode=BT1%201AA')).json();
  expect(quote.region).toMatchObject({ region: 'northernIreland', surcharge: 5 });
  await expect(shipping).toHaveText(formatPence(Math.round(quote.shippingExVat * 100)));
  expect(await shipping.innerText()).not.toBe(before);
  await expect(
    page.getByRole('radio', {
      name: new RegExp(`Standard UK delivery.*${formatPence(Math.round(quote.deliveryOptions[0].price * 100))}`),
    }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  if (SHOTS) await page.locator('.checkout-main').screenshot({ path: `${SHOTS}/checkout-address-belfast-1440.png` });

  await fillAddress(page, 'St Helier', 'je2 3ab');
  await expect(
    page.getByText('Sorry, we do not deliver to Channel Islands. Please use another address or choose Click & collect.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const problems = page.getByRole('group', { name: 'There is a problem' });
  await expect(problems).toBeFocused();
  const message = 'Sorry, we do not deliver to Channel Islands postcodes (JE2 3AB). Please use another address or choose Click & collect.';
  await expect(problems.getByRole('link')).toHaveText([message]);
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await problems.getByRole('link', { name: message }).click();
  await expect(page.getByLabel('Postcode')).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the owner sets a region on the settings page', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/settings');
    await hydrated(page, '#admin-main');
    const regions = page.getByRole('group', { name: 'Delivery regions' });
    await regions.getByRole('group', { name: 'Highlands and islands' }).getByLabel('Surcharge (£)').fill('7.50');
    await regions.getByRole('group', { name: 'Isles of Scilly' }).getByLabel('Delivery').selectOption('Not delivered');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved. The shop uses them from now on.')).toBeVisible();
    await expect(regions.getByRole('group', { name: 'Highlands and islands' })).toContainText('Now: delivered, £7.50 extra.');
    await expect(regions.getByRole('group', { name: 'Isles of Scilly' })).toContainText('Now: not delivered.');
    // What was set before through the API is kept.
    await expect(regions.getByRole('group', { name: 'Northern Ireland' })).toContainText('Now: delivered, £5.00 extra.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (SHOTS) await regions.screenshot({ path: `${SHOTS}/admin-delivery-regions-${width}.png` });
  }
  const effective = (await (await page.request.get('/api/admin/settings')).json()).effective.delivery.regions;
  expect(effective).toMatchObject({
    highlandsIslands: { delivered: true, surchargePence: 750 },
    scilly: { delivered: false },
    northernIreland: { delivered: true, surchargePence: 500 },
  });
});
