import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue.ts';
import { users } from '../../db/schema/accounts.ts';
import { outbox, type AccountsTestContext, type OutboxMail } from '../../test/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { commerceTestApp, newShopper, variantOf, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
let tote: string;
beforeAll(async () => {
  t = await commerceTestApp();
  admin = await newAdmin(t.app, t.database.db);
  // The canvas tote's only size is sold out.
  tote = (await variantOf(t.database.db, 'canvas-tote', 'ONE')).guid;
});
afterAll(async () => {
  await t.close();
});

const ask = (email: string, headers: Record<string, string> = {}, variantGuid = tote) =>
  t.app.inject({ method: 'POST', url: '/api/back-in-stock', headers, payload: { variantGuid, email } });
const mailsTo = async (to: string, kind?: string) =>
  (await outbox(t.app, t.outboxDir)).filter((m) => m.to === to && (!kind || m.kind === kind));
const linkIn = (mail: OutboxMail, path: string) => {
  const m = new RegExp(`https?://[^\\s"]+/api/back-in-stock/${path}\\?token=[0-9a-f-]{36}`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in ${mail.text}`);
  return new URL(m[0]);
};
const follow = (url: URL) => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

/** Puts stock on the tote through the admin's product form, as the owner would. */
async function restockTote(quantity: number) {
  const [p] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, 'canvas-tote'));
  const current = (await t.app.inject({ method: 'GET', url: `/api/admin/products/${p!.id}`, headers: admin.headers })).json().product;
  const payload = {
    name: current.name,
    slug: current.slug,
    gender: current.gender,
    colour: current.colour,
    pricePence: current.pricePence,
    categoryId: current.categoryId,
    variants: current.variants.map((v: { id: number; size: string; sku: string }) => ({ id: v.id, size: v.size, sku: v.sku, quantity })),
  };
  const res = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${p!.id}`, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
}

describe('back in stock (R21.13-R21.16)', () => {
  it('refuses sizes in stock, unknown sizes and bad addresses', async () => {
    const inStock = await ask('someone@example.com', {}, (await variantOf(t.database.db, 'wool-scarf', 'ONE')).guid);
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().code).toBe('IN_STOCK');
    expect((await ask('someone@example.com', {}, '6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11')).statusCode).toBe(404);
    expect((await ask('not-an-address')).statusCode).toBe(400);
  });

  it('lists a guest only once the mailed link is opened; the unsubscribe link ends the request without signing in', async () => {
    const res = await ask('Guest.One@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ confirmed: false });
    const confirmMail = (await mailsTo('guest.one@example.com', 'back-in-stock-confirm')).at(-1)!;
    expect(confirmMail.text).toContain('Canvas Tote in One size, Natural');
    let demand = (await t.app.inject({ method: 'GET', url: '/api/admin/back-in-stock', headers: admin.headers })).json().rows;
    expect(demand).toEqual([expect.objectContaining({ slug: 'canvas-tote', size: 'ONE', stock: 0, waiting: 0, unconfirmed: 1 })]);

    const confirmed = await follow(linkIn(confirmMail, 'confirm'));
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/notify-me?result=confirmed');
    demand = (await t.app.inject({ method: 'GET', url: '/api/admin/back-in-stock', headers: admin.headers })).json().rows;
    expect(demand[0]).toMatchObject({ waiting: 1, unconfirmed: 0 });

    // A second guest asks, then changes their mind from the same mail.
    await ask('guest.two@example.com');
    const second = (await mailsTo('guest.two@example.com', 'back-in-stock-confirm')).at(-1)!;
    const gone = await follow(linkIn(second, 'unsubscribe'));
    expect(gone.statusCode).toBe(303);
    expect(gone.headers.location).toBe('/notify-me?result=unsubscribed');
    // Its confirm link no longer brings it back, and a made-up token is not found.
    await follow(linkIn(second, 'confirm'));
    expect((await follow(new URL('http://x/api/back-in-stock/unsubscribe?token=6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11'))).statusCode).toBe(
      404,
    );
    demand = (await t.app.inject({ method: 'GET', url: '/api/admin/back-in-stock', headers: admin.headers })).json().rows;
    expect(demand[0]).toMatchObject({ waiting: 1, unconfirmed: 0 });
  });

  it('lists a signed-in customer’s own verified address at once; someone else’s address still needs its link', async () => {
    const shopper = await newShopper(t.app);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.email, shopper.email));
    const own = await ask(shopper.email, shopper.headers);
    expect(own.json()).toMatchObject({ confirmed: true });
    expect(await mailsTo(shopper.email, 'back-in-stock-listed')).toHaveLength(1);
    const other = await ask('victim@example.com', shopper.headers);
    expect(other.json()).toMatchObject({ confirmed: false });
    expect(await mailsTo('victim@example.com', 'back-in-stock-confirm')).toHaveLength(1);
  });

  it('on restock mails everyone waiting once, in the order they asked, and ends their requests', async () => {
    t.clock.advance(60_000);
    await ask('guest.three@example.com');
    await follow(linkIn((await mailsTo('guest.three@example.com', 'back-in-stock-confirm')).at(-1)!, 'confirm'));
    await restockTote(4);
    const sent = (await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'back-in-stock');
    // Guest one asked first, then the signed-in shopper, then guest three; the unconfirmed and unsubscribed are not mailed.
    expect(sent.map((m) => m.to)).toEqual(['guest.one@example.com', expect.stringMatching(/@/), 'guest.three@example.com']);
    expect(sent[0]!.subject).toBe('Canvas Tote is back in stock');
    expect(sent[0]!.text).toContain('/product-detail/canvas-tote');
    expect(sent[0]!.text).toMatch(/unsubscribe here: https?:\/\/\S+\/api\/back-in-stock\/unsubscribe\?token=/);
    // Once only: another restock mails no one again.
    await restockTote(0);
    await restockTote(5);
    expect((await outbox(t.app, t.outboxDir)).filter((m) => m.kind === 'back-in-stock')).toHaveLength(3);
    const demand = (await t.app.inject({ method: 'GET', url: '/api/admin/back-in-stock', headers: admin.headers })).json().rows;
    expect(demand).toEqual([expect.objectContaining({ waiting: 0, unconfirmed: 1 })]);
  });

  it('is rate-limited like the newsletter signup', async () => {
    const limited = await commerceTestApp({ RATE_LIMITS: 'back-in-stock.address=2/1h' });
    try {
      const guid = (await variantOf(limited.database.db, 'canvas-tote', 'ONE')).guid;
      const hit = () =>
        limited.app.inject({ method: 'POST', url: '/api/back-in-stock', payload: { variantGuid: guid, email: 'a@example.com' } });
      expect((await hit()).statusCode).toBe(201);
      expect((await hit()).statusCode).toBe(201);
      expect((await hit()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
