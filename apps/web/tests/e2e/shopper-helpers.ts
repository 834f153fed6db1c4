import { sizeRank } from '@atelier/contract/catalogue';
import { variantAvailable } from '@atelier/contract/inventory';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import type { ApiItem } from './storefront-helpers.ts';

// What a shopper does in the browser, shared by the accounts, cart, checkout and journey tests.

const expect = baseExpect.configure({ timeout: 15_000 });

/** The demo admin of the seeded shop (README: local use only). */
export const ADMIN = { email: 'admin@atelier.local', password: 'Atelier-Demo-Admin-2026' };

/** The smallest size of a product in stock, for a test to choose (pages choose none, R3.5); undefined when none is. */
export function sizeInStock(item: ApiItem) {
  return [...item.variants].sort((a, b) => sizeRank(a.size) - sizeRank(b.size)).find(variantAvailable);
}

/**
 * Chooses the first size a shopper can buy in a size selector (the "Size" group). Jeans are chosen
 * in two parts (R3.17), the waist and then the leg, and a waist alone is not a size; any other
 * selector has one group of radios.
 */
export async function chooseFirstSize(sizes: Locator): Promise<void> {
  const parts = sizes.locator('fieldset.size-selector__dimension');
  const count = await parts.count();
  if (count === 0) {
    await sizes.locator('input:not(:disabled)').first().check();
    return;
  }
  // The leg's choices depend on the waist, so each part is read after the one before is chosen.
  for (let i = 0; i < count; i++) await parts.nth(i).locator('input:not(:disabled)').first().check();
}

/**
 * Jeans, chosen in two parts (waist, then leg; R3.17). Tests that choose a size by one radio leave
 * them out; jeans-waist-leg.test.ts buys them.
 */
export const inTwoParts = (item: ApiItem) => item.variants.some((v) => /^W\d+ L\d+$/.test(v.size));

export const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
export const cartDialog = (page: Page) => page.getByRole('dialog', { name: /^Shopping Cart/ });
export const headerCount = (page: Page) => page.locator('header .cart-button__count');

export async function openLogin(page: Page) {
  // Toasts sit top-right over the header icons until they close (3 s).
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Account: sign in' }).click();
  const panel = page.getByRole('dialog', { name: 'Sign in' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Fills an open login panel and presses Sign in. */
export async function submitSignIn(panel: Locator, email: string, password: string) {
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through the header's login panel (desktop header). */
export async function signIn(page: Page, email: string, password: string) {
  const panel = await openLogin(page);
  await submitSignIn(panel, email, password);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
}

export async function fillShipping(page: Page): Promise<void> {
  await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
  await page.getByLabel('Apartment, suite, etc. (optional)').fill('Flat 3');
  await page.getByLabel('Town or city').fill('Manchester');
  await page.getByLabel('Postcode').fill('m1 1ae');
  await page.getByLabel('Phone').fill('07700 900123');
  await page.getByLabel('Special instructions (optional)').fill('Leave with the concierge');
}

/** Fills the test provider's hosted card form and pays. */
export async function payOnTestPage(page: Page, card: string): Promise<void> {
  await page.waitForURL(/\/pay\/test\/cs_test_/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}
