import { expect as baseExpect, test } from '@playwright/test';
import { signedInBrowser, sizeRadio } from './journey-helpers.ts';
import { ADMIN } from './shopper-helpers.ts';
import { axeViolations, hydrated } from './storefront-helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

// A new style in all its colours at once (shop rules R17.8): the owner picks the size system, names
// the colours, fills the colour x size grid with stock and SKUs, and gets one product per colour,
// linked as swatches of one style on the storefront.

for (const width of [1440, 375]) {
  test(`at ${width} px: the owner creates trainers in two colours and UK sizes from one form; the shop shows both as swatches`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await signedInBrowser(browser, ADMIN.email, ADMIN.password);
    await admin.setViewportSize({ width, height: 900 });
    const slug = `court-trainer-${width}-${Date.now()}`;
    await admin.goto('/admin/products/new');
    // The admin pages have no storefront #main: wait for React on the form itself.
    await admin.waitForFunction(() => Object.keys(document.querySelector('#product-form') ?? {}).some((k) => k.startsWith('__react')));
    await admin.getByLabel('Name', { exact: true }).fill('Court Trainer');
    await admin.getByLabel('Slug').fill(slug);
    await admin.getByLabel('Category').selectOption({ label: 'Shoes' });
    await admin.getByLabel('Price (£, VAT included)').fill('85');
    await admin.getByLabel('Size system').selectOption('uk-shoe');
    await admin.getByLabel('Colour 1', { exact: true }).fill('Chalk');
    await admin.getByRole('button', { name: 'Add another colour' }).click();
    // The new colour's name field takes the keyboard.
    await expect(admin.getByLabel('Colour 2', { exact: true })).toBeFocused();
    await admin.keyboard.type('Forest');
    await admin.getByLabel('Swatch value').nth(1).fill('#2f5d3a');
    for (const size of ['UK 7', 'UK 8']) await admin.getByRole('checkbox', { name: size, exact: true }).check();
    await admin.getByLabel('Stock of UK 7, Chalk').fill('4');
    await admin.getByLabel('Stock of UK 8, Chalk').fill('6');
    await admin.getByLabel('Stock of UK 8, Forest').fill('2');
    await admin.getByLabel('SKU of UK 8, Forest').fill('CT FOREST 8');
    expect(await axeViolations(admin)).toEqual([]);

    // A bad SKU is named in its cell and takes the keyboard; nothing is created.
    await admin.getByRole('button', { name: 'Create 2 colours' }).click();
    await expect(admin.getByText('SKU may use letters, digits, dots, hyphens and underscores.')).toBeVisible();
    await expect(admin.getByLabel('SKU of UK 8, Forest')).toBeFocused();
    await admin.getByLabel('SKU of UK 8, Forest').fill(`CT-FOREST-8-${width}-${Date.now() % 100000}`);
    await admin.getByRole('button', { name: 'Create 2 colours' }).click();
    await expect(admin).toHaveURL(/\/admin\/products\/\d+\?created=2$/);
    await expect(admin.getByText('Style created in 2 colours.', { exact: false })).toBeVisible();
    const colours = admin.getByRole('region', { name: 'Colours of this style' });
    await expect(colours.getByRole('link', { name: 'Forest', exact: true })).toBeVisible();
    await expect(admin.getByLabel('SKU of UK 8, Chalk')).toHaveValue(`${slug.toUpperCase()}-UK8`);

    // On the store: the Forest colour has its own page with its own stock, and Chalk as a swatch.
    const shop = admin;
    await shop.goto(`/product-detail/${slug}-forest`);
    await hydrated(shop);
    await expect(shop.locator('.product-info').getByText('Colour: Forest')).toBeVisible();
    await expect(sizeRadio(shop, 'UK 8')).toBeEnabled();
    await expect(sizeRadio(shop, 'UK 7')).toBeDisabled();
    // A product with one picture shows it full size, not in the thumbnail column (84 px wide at 1440 px).
    expect((await shop.locator('.gallery__main').boundingBox())!.width).toBeGreaterThan(width === 1440 ? 500 : 300);
    const swatches = shop.locator('.product-info').getByRole('list', { name: /^Colours of / });
    await swatches.getByRole('link', { name: 'Chalk', exact: true }).click();
    await expect(shop).toHaveURL(new RegExp(`/product-detail/${slug}(\\?|$)`));
    await expect(sizeRadio(shop, 'UK 7')).toBeEnabled();
    // Archived again, so the other tests' listings stay as the demo made them.
    const origin = new URL(shop.url()).origin;
    for (const s of [slug, `${slug}-forest`]) {
      const { products } = (await (await admin.request.get(`/api/admin/products?search=${s}`)).json()) as {
        products: { id: number; slug: string }[];
      };
      const id = products.find((p) => p.slug === s)!.id;
      expect((await admin.request.post(`/api/admin/products/${id}/archive`, { headers: { origin } })).ok()).toBe(true);
    }
    await admin.context().close();
  });
}
