import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@atelier/contract/reviews';
import { productReviews } from '../../db/schema/reviews.ts';
import { RELAXED_LIMITS, type AccountsTestContext } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { setStock } from '../../test/catalogue-fixture.ts';
import { addToCart, checkoutOk, commerceTestApp, newShopper, payOnTestPage, variantOf, type Shopper } from '../../test/commerce.ts';

// Reviews with fit (R25) through the real routes: who may write, one per buyer, moderation, the
// product page's summary and its thresholds, plain text kept as written, and the rate limit.
let t: AccountsTestContext;
let admin: Shopper & { id: number };
const db = () => t.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  // Three writings an hour per account here, so the limit is reached quickly (R8.4 sets 10).
  t = await commerceTestApp({ RATE_LIMITS: `${RELAXED_LIMITS},review.ip=1000/1h,review.address=3/1h` });
  await setStock(db(), (await variantOf(db(), 'linen-shirt', 'M')).guid, 50);
  await setStock(db(), (await variantOf(db(), 'wool-scarf', 'ONE')).guid, 50);
  admin = await newAdmin(t.app, db());
});
afterAll(async () => {
  await t.close();
});

/** A shopper with a paid order of the product; delivered unless told otherwise. */
async function buyer(slug = 'linen-shirt', size = 'M', steps = ['process', 'ship', 'deliver']): Promise<Shopper> {
  const shopper = await newShopper(t.app);
  await addToCart(t.app, shopper, db(), slug, size, 1);
  const session = await checkoutOk(t.app, shopper);
  expect((await payOnTestPage(t.app, session.id)).statusCode).toBe(303);
  for (const step of steps) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${session.orderGuid}/${step}`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  }
  return shopper;
}

const write = (who: Shopper | undefined, body: Record<string, unknown>, slug = 'linen-shirt') =>
  t.app.inject({ method: 'PUT', url: `/api/reviews/${slug}/mine`, headers: who?.headers ?? {}, payload: body });
const mine = (who: Shopper, slug = 'linen-shirt') =>
  t.app.inject({ method: 'GET', url: `/api/reviews/${slug}/mine`, headers: who.headers });
const shown = async (slug = 'linen-shirt', page = 1) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${slug}?page=${page}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const moderate = (id: number, status: 'approved' | 'hidden', who: Shopper = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/moderate`, headers: who.headers, payload: { status } });
const idOf = async (who: Shopper, slug = 'linen-shirt') => {
  const rows = await db().select({ id: productReviews.id, body: productReviews.body }).from(productReviews);
  const text = (await mine(who, slug)).json().review.text as string;
  return rows.find((r) => r.body === text)!.id;
};
const GOOD = { rating: 4, fit: 'small', title: 'Lovely linen', text: 'Soft and cool, but snug across the shoulders.' };

describe('who may write a review (R25.1)', () => {
  it('asks a signed-out shopper to sign in, and turns away one who never bought the piece', async () => {
    expect((await write(undefined, GOOD)).statusCode).toBe(401);
    const stranger = await newShopper(t.app);
    expect((await mine(stranger)).json()).toMatchObject({ eligible: false, review: null, product: { slug: 'linen-shirt' } });
    const res = await write(stranger, GOOD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_A_VERIFIED_BUYER');
    expect(await db().$count(productReviews)).toBe(0);
  });

  it('waits for delivery: a paid order still on its way does not count, nor another product bought', async () => {
    const waiting = await buyer('linen-shirt', 'M', ['process']);
    expect((await write(waiting, GOOD)).statusCode).toBe(403);
    const scarfBuyer = await buyer('wool-scarf', 'ONE');
    expect((await write(scarfBuyer, GOOD)).statusCode).toBe(403);
    expect((await mine(scarfBuyer, 'wool-scarf')).json().eligible).toBe(true);
  });

  it('takes the review of a buyer whose order was delivered; it waits for the owner', async () => {
    const who = await buyer();
    const res = await write(who, GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ eligible: true, review: { rating: 4, fit: 'small', status: 'pending', text: GOOD.text } });
    expect(res.json().message).toMatch(/once we have checked it/);
    expect((await shown()).summary.count).toBe(0);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const who = await buyer();
    for (const body of [
      { ...GOOD, rating: 6 },
      { ...GOOD, fit: 'roomy' },
      { ...GOOD, text: 'x'.repeat(REVIEW_LIMITS.text + 1) },
      { ...GOOD, text: '   short ' },
      { ...GOOD, title: 't'.repeat(REVIEW_LIMITS.title + 1) },
    ]) {
      const res = await write(who, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await mine(who)).json().review).toBeNull();
    // At the limit exactly is fine: the form's maxLength is the same number.
    expect((await write(who, { ...GOOD, text: 'y'.repeat(REVIEW_LIMITS.text) })).statusCode).toBe(200);
  });
});

describe('one review per buyer, moderated by the owner (R25.4, R25.5)', () => {
  it('edits the one review when the buyer writes again, and an edit waits for the owner again', async () => {
    const who = await buyer();
    expect((await write(who, { ...GOOD, text: 'First go at this review.' })).statusCode).toBe(200);
    const id = await idOf(who);
    expect((await moderate(id, 'approved')).statusCode).toBe(200);
    expect((await shown()).reviews.map((r: { id: number }) => r.id)).toContain(id);

    t.clock.advance(MINUTE);
    const again = await write(who, { ...GOOD, rating: 5, fit: 'true', text: 'Second thoughts: it fits well.' });
    expect(again.json().review).toMatchObject({ rating: 5, fit: 'true', status: 'pending' });
    const rows = await db().select().from(productReviews).where(eq(productReviews.id, id));
    expect(rows).toHaveLength(1);
    expect((await shown()).reviews.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await moderate(id, 'hidden')).statusCode).toBe(200);
  });

  it('shows and hides through the admin screen, each move in the activity log, for staff with the content permission only', async () => {
    const who = await buyer();
    await write(who, { ...GOOD, text: 'A review for the owner to judge.' });
    const id = await idOf(who);

    const waiting = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.headers });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().reviews.map((r: { id: number }) => r.id)).toContain(id);
    expect(waiting.json().reviews.find((r: { id: number }) => r.id === id)).toMatchObject({
      author: 'Ada L.',
      email: who.email,
      status: 'pending',
    });

    const packer = await newAdmin(t.app, db(), 'fulfilment');
    expect((await moderate(id, 'approved', packer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: packer.headers })).statusCode).toBe(403);
    expect((await moderate(id, 'approved', who)).statusCode).toBe(403);

    expect((await moderate(id, 'approved')).statusCode).toBe(200);
    expect((await shown()).reviews.some((r: { id: number }) => r.id === id)).toBe(true);
    expect((await moderate(id, 'hidden')).statusCode).toBe(200);
    expect((await shown()).reviews.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await moderate(999_999, 'hidden')).statusCode).toBe(404);

    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit?kind=review', headers: admin.headers });
    const entries = log.json().entries.filter((e: { target: string }) => e.target.startsWith(`review ${id} `));
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['review.hide', 'review.approve']);
    expect(entries[1].summary).toBe(`A review of Linen Shirt in Ecru approved by ${admin.email}`);
    expect(entries[1].href).toBe('/admin/reviews');
  });
});

describe('what the product page shows (R25.6, R25.7)', () => {
  it('keeps the text as written, markup and all: plain text, never changed into HTML', async () => {
    const who = await buyer('wool-scarf', 'ONE');
    const text = 'Warm! <script>alert("x")</script> & <b>soft</b>';
    await write(who, { ...GOOD, title: '<img src=x onerror=alert(1)>', text }, 'wool-scarf');
    await moderate(await idOf(who, 'wool-scarf'), 'approved');
    const page = await shown('wool-scarf');
    expect(page.reviews[0]).toMatchObject({ text, title: '<img src=x onerror=alert(1)>', author: 'Ada L.' });
  });

  it('gives the average, the count and the fit summary only at five fit answers, newest first and paged', async () => {
    // A fresh product of its own: silk-dress, bought by six buyers.
    await setStock(db(), (await variantOf(db(), 'silk-dress', 'M')).guid, 50);
    const fits = ['small', 'small', 'true', 'small', 'large', 'small'];
    const ids: number[] = [];
    for (const [n, fit] of fits.entries()) {
      const who = await buyer('silk-dress', 'M');
      t.clock.advance(MINUTE);
      const res = await write(who, { rating: n < 3 ? 5 : 4, fit, text: `Review number ${n + 1} of the dress.` }, 'silk-dress');
      expect(res.statusCode).toBe(200);
      ids.push(await idOf(who, 'silk-dress'));
    }
    for (const id of ids.slice(0, 4)) await moderate(id, 'approved');
    let page = await shown('silk-dress');
    expect(page.summary).toEqual({ count: 4, average: 4.8, fit: { small: 3, true: 1, large: 0 }, fitSummary: null });

    await moderate(ids[4]!, 'approved');
    page = await shown('silk-dress');
    expect(page.summary.count).toBe(5);
    expect(page.summary.fitSummary).toBe('Most buyers say it runs small: consider a size up.');

    await moderate(ids[5]!, 'approved');
    page = await shown('silk-dress');
    expect(page.summary).toMatchObject({ count: 6, average: 4.5, fit: { small: 4, true: 1, large: 1 } });
    expect(page.totalPages).toBe(2);
    expect(page.reviews.map((r: { id: number }) => r.id)).toEqual(ids.slice(1).reverse());
    expect((await shown('silk-dress', 2)).reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    // Beyond the last page is the last page.
    expect((await shown('silk-dress', 9)).page).toBe(2);
  });

  it('answers 404 for a product that is not in the shop', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/no-such-thing' })).statusCode).toBe(404);
  });
});

describe('the rate limit (R25.8, R8.4)', () => {
  it('holds a buyer to the writings of one window, with Retry-After, and changes nothing beyond it', async () => {
    const who = await buyer();
    for (let n = 1; n <= 3; n++) expect((await write(who, { ...GOOD, text: `Writing number ${n} here.` })).statusCode).toBe(200);
    const res = await write(who, { ...GOOD, text: 'One writing too many.' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await mine(who)).json().review.text).toBe('Writing number 3 here.');
  });
});
