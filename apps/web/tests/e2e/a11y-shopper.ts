import { expect, type Page } from '@playwright/test';
import { apiItems } from './storefront-helpers.ts';

// A signed-in shopper with one line in the cart, made through the API, for the accessibility tests
// that need the checkout and account pages.

const PASSWORD = 'Focus-Visible-Order-42';
let seq = 0;

/** Registers, signs in and puts one in-stock product in the cart; the page's context keeps the session. */
export async function signedInWithCart(page: Page, baseURL: string): Promise<string> {
  const email = `a11y-${Date.now().toString(36)}-${++seq}@example.co.uk`;
  // State-changing calls with the session cookie must say they come from the shop (CSRF rule).
  const headers = { origin: baseURL };
  const reg = await page.request.post('/api/auth/register', {
    headers,
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await page.request.post('/api/auth/login', { headers, data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { items } = await apiItems(page.request, 'isStock=true&limit=20');
  const pick = items.flatMap((item) => item.variants.filter((v) => v.quantity > 2).map((v) => ({ item, v })))[0];
  expect(pick, 'an in-stock size in the demo catalogue').toBeTruthy();
  const add = await page.request.post('/api/cart', {
    headers,
    data: { itemSlug: pick!.item.slug, itemCount: 1, variantGuid: pick!.v.guid },
  });
  expect(add.status(), await add.text()).toBe(200);
  return email;
}
