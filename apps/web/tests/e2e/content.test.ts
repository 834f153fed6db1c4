import { expect, test } from '@playwright/test';
import { hydrated, seriousAxeViolations } from './storefront-helpers';

// The static content pages, the contact form and the footer newsletter form (issue 3, items 1, 6, 8).

const pages = [
  { path: '/about-us', heading: 'About Us', sections: 0 },
  { path: '/contact-us', heading: 'Contact Us', sections: 0 },
  { path: '/faq', heading: 'Frequently Asked Questions', sections: 0 },
  { path: '/privacy-policy', heading: 'Privacy Policy', sections: 14 },
  { path: '/return-and-refund', heading: 'Return & Refund Policy', sections: 8 },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', sections: 21 },
];

for (const p of pages) {
  test(`${p.path} is server-rendered with its heading, title, description and sections`, async ({ page, request }) => {
    const res = await request.get(p.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="page-head__title">${p.heading.replace('&', '&amp;')}</h1>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);

    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${p.heading.replace(/[&]/g, '.')} \\| Atelier$`));
    if (p.sections) {
      const headings = page.locator('.content-section__title');
      await expect(headings).toHaveCount(p.sections);
      for (let i = 0; i < p.sections; i++) await expect(headings.nth(i)).toContainText(`${i + 1}.`);
    }
  });

  test(`${p.path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(p.path);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('the policy pages name their sections as R16.1 lists them', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.locator('.content-section__title').nth(18)).toContainText('19. Final Sale Policy');
  await expect(page.locator('#governing-law + .prose')).toContainText('England and Wales');

  await page.goto('/return-and-refund');
  const titles = await page.locator('.content-section__title').allInnerTexts();
  expect(titles.map((t) => t.replace(/^\d+\.\s*|\s*#$/g, '').trim())).toEqual([
    'Returns',
    'Return Process',
    'Refunds',
    'Exchanges',
    'Damaged or Defective Items',
    'Return Exceptions',
    'Return Address',
    'Policy Updates',
  ]);
  await expect(page.locator('#refunds + .prose')).toContainText('within 5 business days after the returned item is received and inspected');
});

test('the FAQ has three accordion groups of 4-6 questions, a contact link and a chat link', async ({ page }) => {
  await page.goto('/faq');
  for (const group of ['Shopping Information', 'Payment Information', 'Return & Exchange']) {
    const section = page.getByRole('region', { name: group });
    const count = await section.locator('details').count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
  }
  const first = page.locator('details').first();
  await expect(first).not.toHaveAttribute('open', '');
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('.faq-item__a')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute('href', '/contact-us');
  await expect(page.getByRole('link', { name: /chat/i })).toHaveAttribute('href', /^mailto:hello@atelier\.local/);
});

test('/terms-and-condition redirects permanently to /terms-and-conditions', async ({ page, request }) => {
  const res = await request.get('/terms-and-condition', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/terms-and-conditions');
  await page.goto('/terms-and-condition');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
});

test('the contact page shows the map, details and opening hours', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/contact-us');
  await hydrated(page);
  await expect(page.getByRole('img', { name: /Map of our studio/ })).toBeVisible();
  await expect(page.locator('.contact-details')).toContainText('12 Marylebone Lane');
  await expect(page.locator('.contact-details')).toContainText('W1U 2NE');
  await expect(page.getByRole('main').getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
  await expect(page.locator('.contact-details')).toContainText('Monday to Friday: 9am-5pm');
  await expect(page.getByRole('link', { name: /Atelier on Instagram/ })).toBeVisible();
  // Hydrates without a server/client mismatch (React error #418) or any other console error.
  expect(errors).toEqual([]);
});

const success = 'Thank you, your message has been sent. We will reply within one business day.';

test('the contact form sends a message and shows the server’s answer', async ({ page }) => {
  await page.goto('/contact-us');
  // Typed before hydration, a value can be replaced by React's own: wait as a person's eye would.
  await hydrated(page);
  const form = page.locator('form.contact-form');
  await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
  for (const label of ['Your name', 'Email address', 'Your message']) await expect(form.getByLabel(label)).toHaveAttribute('required', '');

  // Blank after trimming passes the browser's check; the API's message shows beside the field.
  await form.getByLabel('Your name').fill('   ');
  await form.getByLabel('Email address').fill('grace@example.co.uk');
  await form.getByLabel('Your message').fill('Is the merino crew neck available in XS?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.locator('#contact-name-error')).toHaveText('Please enter your name.');
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Your name')).toBeFocused();

  await form.getByLabel('Your name').fill('Grace Hopper');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(success);
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect(form.getByLabel('Your message')).toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact-us');
  const form = page.locator('form.contact-form');
  await form.getByLabel('Your name').fill('Alan Turing');
  await form.getByLabel('Email address').fill('alan@example.co.uk');
  await form.getByLabel('Your message').fill('Do you deliver to Manchester on Saturdays?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.contact-form__success')).toHaveText(success);
  await context.close();
});

test('a signed-in shopper can send the contact form too', async ({ page }) => {
  const email = `contact.${Date.now()}@example.co.uk`;
  const reg = await page.request.post('/api/auth/register', {
    data: { firstName: 'Mary', lastName: 'Somerville', email, password: 'Tweed-Jacket-42' },
  });
  expect(reg.status()).toBe(201);
  await page.goto('/contact-us');
  await hydrated(page);
  const form = page.locator('form.contact-form');
  await form.getByLabel('Your name').fill('Mary Somerville');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Your message').fill('Please update the delivery address on my last order.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(success);
});

test('the footer newsletter form subscribes, clears and hides its message after 2 seconds', async ({ page }) => {
  await page.goto('/about-us');
  const form = page.locator('footer form#newsletter');
  const input = form.getByLabel('Email address');
  await expect(input).toHaveAttribute('type', 'email');
  await expect(input).toHaveAttribute('required', '');

  await input.fill(`inner.circle.${Date.now()}@example.co.uk`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const ok = form.locator('.newsletter-form__msg--ok');
  await expect(ok).toHaveText('You have successfully subscribed.');
  await expect(input).toHaveValue('');
  await expect(ok).toBeHidden({ timeout: 4000 });

  // An address the browser accepts but the API does not.
  await input.fill('someone@localhost');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const error = form.locator('.newsletter-form__msg--error');
  await expect(error).toHaveText('Something went wrong');
  await expect(error).toBeHidden({ timeout: 4000 });
});

test('a newsletter request that fails shows the failure, never the earlier success again', async ({ page }) => {
  await page.goto('/about-us');
  await hydrated(page);
  const form = page.locator('footer form#newsletter');
  const input = form.getByLabel('Email address');
  await input.fill(`inner.circle.${Date.now()}@example.co.uk`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.locator('.newsletter-form__msg--ok')).toHaveText('You have successfully subscribed.');

  // The request itself fails: no answer from the action at all.
  await page.route('**/newsletter.data*', (route) => route.abort());
  await input.fill(`second.${Date.now()}@example.co.uk`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.locator('.newsletter-form__msg--error')).toHaveText('Something went wrong');
  await expect(form.locator('.newsletter-form__msg--ok')).toHaveCount(0);
  await expect(input).not.toHaveValue('');
});
