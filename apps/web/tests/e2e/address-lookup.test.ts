import http from 'node:http';
import { expect as baseExpect, test } from '@playwright/test';
import { signedInWithCart } from './a11y-shopper.ts';
import { LOOKUP_PORT, LOOKUP_KEY } from './lookup-provider.ts';
import { axeViolations, hydrated } from './storefront-helpers.ts';

// "Find address" (R20.23): the shop asks the lookup provider the owner configured (here a local
// server answering as Ideal Postcodes documents GET /v1/postcodes/:postcode, on the address the
// e2e shop is given in playwright.config.ts); the address chosen fills the form, typed fields stay.

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.E2E_SHOTS;

const RESULT = [
  { postcode: 'EH1 1AA', post_town: 'EDINBURGH', line_1: 'Flat 2', line_2: '10 Princes Street', line_3: '' },
  { postcode: 'EH1 1AA', post_town: 'EDINBURGH', line_1: '12 Princes Street', line_2: '', line_3: '' },
];
const provider = http.createServer((req, res) => {
  const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.headers.authorization !== `api_key="${LOOKUP_KEY}"`) return send(401, { code: 4010, message: 'Invalid Key' });
  if (req.url?.startsWith('/v1/postcodes/EH11AA')) return send(200, { code: 2000, message: 'Success', result: RESULT });
  return send(404, { code: 4040, message: 'Postcode Not Found' });
});

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => new Promise<void>((resolve) => provider.listen(LOOKUP_PORT, '127.0.0.1', resolve)));
test.afterAll(() => {
  provider.closeAllConnections();
  return new Promise<void>((resolve) => provider.close(() => resolve()));
});

for (const width of [375, 1440]) {
  test(`at ${width} px a shopper finds her address by postcode at checkout, and an unknown postcode says to type it`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInWithCart(page, baseURL!);
    await page.goto('/checkout');
    await hydrated(page);
    const find = page.getByRole('button', { name: 'Find address' });
    const status = page.locator('.postcode-lookup__note');

    await page.getByLabel('Postcode').fill('ZZ9 9ZZ');
    await find.click();
    await expect(status).toHaveText('We could not find addresses for that postcode. Please type your address below.');
    await expect(find, 'the focus stays where the shopper was').toBeFocused();

    await page.getByLabel('Postcode').fill('eh11aa');
    await find.click();
    const list = page.getByLabel('Choose your address');
    await expect(list).toBeFocused();
    await expect(status).toHaveText('2 addresses found. Choose yours from the list.');
    await list.selectOption({ label: 'Flat 2, 10 Princes Street, Edinburgh' });
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Flat 2');
    await expect(page.getByLabel('Apartment, suite, etc.')).toHaveValue('10 Princes Street');
    await expect(page.getByLabel('Town or city')).toHaveValue('Edinburgh');
    await expect(page.getByLabel('Postcode')).toHaveValue('EH1 1AA');
    await expect(status).toHaveText('Address filled in: Flat 2, 10 Princes Street, Edinburgh. Check it above.');
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/address-lookup-${width}.png`, fullPage: false });

    // The filled form checks out as a typed one would: the fields are the form's own.
    await page.getByLabel('Address', { exact: true }).fill('Flat 3');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Flat 3');
  });
}
