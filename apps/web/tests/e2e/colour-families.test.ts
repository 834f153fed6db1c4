import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminColourFamily, ListingFacets } from '@atelier/contract/catalogue';
import { ADMIN } from './shopper-helpers.ts';
import { axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// Colour families (shop rules R17.9, R17.10): the storefront's colour filter offers families with
// their counts and the shades inside each on request; the owner moves a colour to another family.

const SHOTS = process.env.E2E_SHOTS;

async function facets(request: APIRequestContext, query = ''): Promise<ListingFacets> {
  return ((await (await request.get(`/api/item?limit=1${query}`)).json()) as { facets: ListingFacets }).facets;
}

/** Every card's colour on the listing as it is now. */
const cardColours = (page: Page) => page.locator('.product-grid .product-card .product-card__colour').allTextContents();

for (const width of [375, 1440]) {
  test(`at ${width} px: filter by the grey family, open its shades by keyboard and pick one`, async ({ page, request }) => {
    // Long: the shared machine answers slowly at times.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const all = await facets(request);
    const grey = all.colourFamilies.find((f) => f.value === 'grey');
    const shades = all.colours.filter((c) => c.family === 'grey' && c.count > 0);
    expect(grey, 'the demo catalogue has grey shades').toBeDefined();
    expect(shades.length).toBeGreaterThan(1);
    // The shade to pick: the one with the fewest products, so picking it alone narrows the listing.
    const shade = [...shades].sort((a, b) => a.count - b.count)[0]!;

    await page.goto('/product-list');
    await hydrated(page);
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    const colour = panel.getByRole('group', { name: 'Colour' });
    // Families, not the raw shades: the family's checkbox is described by its count.
    const family = colour.getByRole('checkbox', { name: 'Grey', exact: true });
    await expect(family).toHaveAccessibleDescription(`${grey!.count.toLocaleString('en-GB')} products`);
    await expect(colour.getByRole('checkbox', { name: shade.value, exact: true })).toBeHidden();

    await family.check();
    await expect(page).toHaveURL(/colourFamily=grey/);
    await expect(
      page.getByRole('list', { name: 'Applied filters' }).getByRole('link', { name: 'Remove filter: Grey (all shades)' }),
    ).toBeVisible();
    // The panel stays open and the keyboard stays on the family it just used.
    await expect(colour.getByRole('checkbox', { name: 'Grey', exact: true })).toBeFocused();
    const greyColours = new Set(shades.map((s) => s.value));
    for (const c of await cardColours(page)) expect(greyColours.has(c), `${c} is a grey`).toBe(true);

    // The shades, by keyboard: the disclosure is announced collapsed, opens with Enter.
    await page.keyboard.press('Tab');
    const toggle = colour.locator('summary').filter({ hasText: /^Grey Shades$/ });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Grey Shades');
    await page.keyboard.press('Enter');
    const pick = colour.getByRole('checkbox', { name: shade.value, exact: true });
    await expect(pick).toBeVisible();
    await expect(pick).toHaveAccessibleDescription(shade.count === 1 ? '1 product' : `${shade.count} products`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-grey-shades-${width}.png` });
    expect(await axeViolations(page)).toEqual([]);

    // Pick the shade, then leave the family: only that shade's products are left.
    await pick.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`colour=${encodeURIComponent(shade.value).replace(/%20/g, '(\\+|%20)')}`));
    await expect(colour.getByRole('checkbox', { name: shade.value, exact: true })).toBeFocused();
    await colour.getByRole('checkbox', { name: 'Grey', exact: true }).uncheck();
    await expect(page).not.toHaveURL(/colourFamily=/);
    // Still open with the shade checked: it starts open when one of its shades is.
    await expect(colour.getByRole('checkbox', { name: shade.value, exact: true })).toBeChecked();
    await expect.poll(async () => [...new Set(await cardColours(page))]).toEqual([shade.value]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-shade-picked-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Applied filters' }).getByRole('link', { name: `Remove filter: ${shade.value}` }),
    ).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-shade-tags-${width}.png`, fullPage: false });
  });
}

test('the owner moves a colour to another family; the colour filter follows, and the log says so', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Signed in through the API: the sign-in panel is tested elsewhere.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  const login = await admin.request.post('/api/auth/login', { headers: { origin: baseURL! }, data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const load = async () => {
    const res = await admin.request.get('/api/admin/colour-families');
    return ((await res.json()) as { colours: AdminColourFamily[] }).colours;
  };
  const moved = (await load()).find((c) => c.family === 'grey' && c.family === c.defaultFamily)!;
  expect(moved, 'a grey colour in its default family').toBeDefined();
  for (const width of [375, 1440]) {
    await admin.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await admin.goto('/admin/colour-families');
    await hydrated(admin, '#admin-main');
    await expect(admin.getByRole('heading', { level: 1, name: 'Colour families' })).toBeVisible();
    const select = admin.getByRole('combobox', { name: `Family of ${moved.colour}` });
    await expect(select).toHaveValue('grey');
    await expect(select.locator('option:checked')).toHaveText('Grey (default)');
    expect(await axeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-colour-families-${width}.png` });
  }

  const select = admin.getByRole('combobox', { name: `Family of ${moved.colour}` });
  await select.selectOption('blue');
  await expect(admin.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Save families' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Colour families saved.' })).toBeVisible();
  await expect(admin.getByText('No unsaved changes', { exact: true })).toBeVisible();
  await expect(select).toHaveValue('blue');
  if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-colour-families-saved-1440.png` });
  await expect.poll(async () => (await facets(request)).colours.find((c) => c.value === moved.colour)?.family).toBe('blue');

  await admin.goto('/admin/audit');
  await hydrated(admin, '#admin-main');
  await expect(admin.getByText(`Colour family changed for ${moved.colour}`).first()).toBeVisible();

  // Set back to its default: the default holds again, for the tests after this one.
  await admin.goto('/admin/colour-families');
  await hydrated(admin, '#admin-main');
  await admin.getByRole('combobox', { name: `Family of ${moved.colour}` }).selectOption('grey');
  await admin.getByRole('button', { name: 'Save families' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Colour families saved.' })).toBeVisible();
  await expect.poll(async () => (await facets(request)).colours.find((c) => c.value === moved.colour)?.family).toBe('grey');
  await context.close();
});
