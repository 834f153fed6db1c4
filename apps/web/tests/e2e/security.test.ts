import { expect, test, type Page } from '@playwright/test';
import { apiItems, hydrated } from './storefront-helpers.ts';

/** CSP violations the page reports, and console errors, from the first byte on. */
async function watch(page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const seen = { violations: [] as string[], errors: [] as string[] };
  await page.exposeFunction('__reportCsp', (v: string) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  return seen;
}

test('the storefront hydrates under a nonce CSP and nothing is blocked', async ({ page }) => {
  const seen = await watch(page);
  const res = await page.goto('/');
  const csp = res!.headers()['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res!.headers()['x-content-type-options']).toBe('nosniff');
  expect(res!.headers()['x-frame-options']).toBe('DENY');
  await hydrated(page);

  // Every inline script React Router wrote carries this response's nonce, and a second load gets a new one.
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => (s as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  expect(inline.every((n) => n === nonce)).toBe(true);
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);

  // Client-side navigation still works (route modules load as scripts from our origin).
  const { items } = await apiItems(page.request, 'limit=1');
  await page.goto(`/product-detail/${items[0]!.slug}`);
  await hydrated(page);
  await page
    .getByRole('link', { name: /atelier/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/product-list');
  await hydrated(page);
  expect(await page.evaluate(() => document.fonts.check("16px 'Cormorant Garamond Variable'"))).toBe(true);

  expect(seen.violations).toEqual([]);
  expect(seen.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);

  // And the policy bites: a script injected without the nonce is refused and reported.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
  });
  await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
  expect(seen.violations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('a form checked in the browser builds its schema without eval: the register panel, fetched on demand', async ({ page }) => {
  // zod would compile its object checks with new Function, which the policy refuses (and reports)
  // unless it is told not to try before the first schema is built (lib/zod-jitless.ts).
  const seen = await watch(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  expect(
    scripts.filter((s) => /\/forms-/.test(s)),
    'the home page loads no form checking',
  ).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Account: sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByRole('button', { name: 'Create account' }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await expect(register).toBeVisible();
  await register.getByRole('button', { name: 'Create account', exact: true }).click();
  // Checked in the browser by the contract's schema: each empty field is named in the summary.
  await expect(register.getByRole('group', { name: 'There is a problem' })).toContainText('Please enter your first name.');
  expect(seen.violations).toEqual([]);
  expect(seen.errors.filter((e) => /Content Security Policy|Refused to|unsafe-eval/i.test(e))).toEqual([]);
});

test('the hosted test payment page works under its policy: pay, then back to the shop', async ({ page }) => {
  const seen = await watch(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const email = `csp.${Date.now()}@example.co.uk`;
  const reg = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status()).toBe(201);
  const token = ((await reg.json()) as { accessToken: string }).accessToken;
  const auth = { authorization: `Bearer ${token}` };
  const { items } = await apiItems(page.request, 'isStock=true&limit=5');
  const item = items.find((i) => i.variants.some((v) => v.quantity > 0))!;
  const variant = item.variants.find((v) => v.quantity > 0)!;
  expect(
    (
      await page.request.post('/api/cart', { headers: auth, data: { itemSlug: item.slug, itemCount: 1, variantGuid: variant.guid } })
    ).status(),
  ).toBe(200);
  const checkout = await page.request.post('/api/payment/create-checkout-session', {
    headers: { ...auth, origin },
    data: {
      shippingAddress: {
        fullName: 'Ada Lovelace',
        phoneNumber: '07700 900123',
        addressLabel: 'Home',
        country: 'United Kingdom',
        city: 'London',
        postcode: 'SW1A 1AA',
        addressLine1: '12 Analytical Row',
        addressLine2: '',
        addressNote: '',
      },
      orderNote: '',
    },
  });
  expect(checkout.status()).toBe(200);
  const { url, id } = (await checkout.json()) as { url: string; id: string };

  const res = await page.goto(url);
  expect(res!.headers()['content-security-policy']).toContain("default-src 'none'");
  // Its stylesheet is inline and allowed: the pay button is styled, not a bare browser button.
  const button = page.getByRole('button', { name: /pay/i });
  await expect(button).toBeVisible();
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/expir/i).fill('12 / 30');
  await page.getByLabel(/cvc/i).fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await button.click();
  await expect(page).toHaveURL(new RegExp(`/checkout/success\\?session_id=${id}`));
  expect(seen.violations).toEqual([]);
});

test('a page post without a form (no body, JSON, broken multipart) is a 4xx or redirect, never a 5xx', async ({ request }) => {
  const logout = await request.post('/logout', { maxRedirects: 0 });
  expect(logout.status()).toBe(302);
  for (const path of ['/logout', '/cart', '/newsletter', '/contact-us', '/account-details', '/checkout', '/login', '/nope']) {
    const bodies = [
      {},
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { headers: { 'content-type': 'application/json' }, data: '{"a":1}' },
      { headers: { 'content-type': 'multipart/form-data' }, data: 'not multipart' },
    ];
    for (const body of bodies) {
      const res = await request.post(path, { ...body, maxRedirects: 0 });
      expect(res.status(), `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(300);
      expect(res.status(), `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
  }
  const json = await request.post('/cart', { headers: { 'content-type': 'application/json' }, data: '{}' });
  expect(json.status()).toBe(415);
  expect(await json.json()).toEqual({ message: 'Pages take form posts only.', code: 'UNSUPPORTED_MEDIA_TYPE' });
});

test('sitemap and robots.txt name the configured address, whatever the Host header says', async ({ request, baseURL }) => {
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    const text = await (await request.get(path, { headers: { host: 'evil.example' } })).text();
    expect(text).toContain(`${baseURL}/`);
    expect(text).not.toContain('evil.example');
  }
});
