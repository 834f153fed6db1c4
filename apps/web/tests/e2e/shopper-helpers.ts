import { defaultVariant, variantAvailable } from '@atelier/contract/inventory';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import type { ApiItem } from './storefront-helpers.ts';

// What a shopper does in the browser, shared by the accounts, cart, checkout and journey tests.

const expect = baseExpect.configure({ timeout: 15_000 });

/** The demo admin of the seeded shop (README: local use only). */
export const ADMIN = { email: 'admin@atelier.local', password: 'Atelier-Demo-Admin-2026' };

/** The size a product page starts on (R3.5), as the page itself picks it; undefined when none is in stock. */
export function defaultSize(item: ApiItem) {
  const v = defaultVariant(item.variants);
  return v && variantAvailable(v) ? v : undefined;
}

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
  await page.getByLabel('City').selectOption('Manchester');
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
