import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { carts } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/catalogue.ts';
import { insertCatalogueFixture, setStock, type FixtureProduct } from '../../test/catalogue-fixture.ts';
import { accountsTestApp, bearer, cookiesOf, GOOD_PASSWORD, login, registerUser, type AccountsTestContext } from '../../test/accounts.ts';

let t: AccountsTestContext;
let coat: FixtureProduct;
let scarf: FixtureProduct;
let boots: FixtureProduct;
let tee: FixtureProduct;

beforeAll(async () => {
  t = await accountsTestApp();
  const f = await insertCatalogueFixture(t.database.db, [
    { slug: 'wool-coat', name: 'Wool Coat', pricePence: 12999, oldPricePence: 15999, stock: { S: 3, M: 0, L: 10 } },
    { slug: 'silk-scarf', name: 'Silk Scarf', pricePence: 4550, stock: { ONE: 2 } },
    { slug: 'retired-boots', pricePence: 9000, onSale: false, stock: { M: 5 } },
    { slug: 'cotton-tee', pricePence: 1999, stock: { S: 50, M: 50 } },
  ]);
  [coat, scarf, boots, tee] = [f['wool-coat']!, f['silk-scarf']!, f['retired-boots']!, f['cotton-tee']!];
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const line = (p: FixtureProduct, size: string, itemCount: number, extra: object = {}) => ({
  itemSlug: p.slug,
  itemCount,
  variantGuid: p.variants[size]!.guid,
  ...extra,
});
const getCart = (headers: Headers = {}) => t.app.inject({ method: 'GET', url: '/api/cart', headers });
const add = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/cart', headers, payload });
const update = (headers: Headers, slug: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${slug}`, headers, payload });
const remove = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/cart/remove', headers, payload });
const guest = (guid: string) => ({ 'x-cart-guid': guid });
const counts = (res: { json(): { cart: { items: Array<{ itemSlug: string; size: string; itemCount: number }> } } }) =>
  Object.fromEntries(res.json().cart.items.map((i) => [`${i.itemSlug}/${i.size}`, i.itemCount]));
const cartRows = async () => (await t.database.db.select({ n: count() }).from(carts))[0]!.n;

describe('guest cart', () => {
  it('reading creates nothing: guid null, no lines, no cookie', async () => {
    const before = await cartRows();
    const res = await getCart();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cart: { guid: null, items: [], totalItems: 0, totalPrice: 0 } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await cartRows()).toBe(before);
  });

  it('is created on the first add, answers its guid and sets the cookie; client prices are ignored', async () => {
    const res = await add({}, line(coat, 'S', 2, { unitPrice: 0.01, totalPrice: 0.02 }));
    expect(res.statusCode).toBe(200);
    const { cart } = res.json();
    expect(cart.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.items).toEqual([
      {
        itemSlug: 'wool-coat',
        itemCount: 2,
        unitPrice: 129.99,
        oldPrice: 159.99,
        totalPrice: 259.98,
        variantGuid: coat.variants.S!.guid,
        size: 'S',
        name: 'Wool Coat',
        colour: 'black',
        colourHex: '#242424',
        coverImage: '/images/placeholder.svg',
        isStock: true,
        maxQuantity: 3,
      },
    ]);
    expect(cart.totalItems).toBe(2);
    expect(cart.totalPrice).toBe(259.98);
    expect(cookiesOf(res).atelier_cart).toMatchObject({ value: cart.guid, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('is found by the x-cart-guid header and by the cookie', async () => {
    const guid = (await add({}, line(scarf, 'ONE', 1))).json().cart.guid;
    expect(counts(await getCart(guest(guid)))).toEqual({ 'silk-scarf/ONE': 1 });
    expect(counts(await getCart({ cookie: `atelier_cart=${guid}` }))).toEqual({ 'silk-scarf/ONE': 1 });
  });

  it('adding more of a line adds, then clamps to stock; a big first add is clamped too', async () => {
    const guid = (await add({}, line(coat, 'S', 2))).json().cart.guid;
    expect(counts(await add(guest(guid), line(coat, 'S', 2)))).toEqual({ 'wool-coat/S': 3 });
    expect(counts(await add(guest(guid), line(coat, 'L', 500)))).toEqual({ 'wool-coat/S': 3, 'wool-coat/L': 10 });
  });

  it('adds up totals in pence, never floating point', async () => {
    const res = await add({}, line(tee, 'M', 3));
    expect(res.json().cart).toMatchObject({ totalItems: 3, totalPrice: 59.97 });
    const guid = res.json().cart.guid;
    const more = await add(guest(guid), line(coat, 'L', 1));
    expect(more.json().cart).toMatchObject({ totalItems: 4, totalPrice: 189.96 });
  });

  it('PUT sets the quantity, clamped between 1 and stock', async () => {
    const guid = (await add({}, line(coat, 'L', 1))).json().cart.guid;
    const res = await update(guest(guid), 'wool-coat', { itemCount: 4, variantGuid: coat.variants.L!.guid });
    expect(res.statusCode).toBe(200);
    expect(counts(res)).toEqual({ 'wool-coat/L': 4 });
    expect(counts(await update(guest(guid), 'wool-coat', { itemCount: 99, variantGuid: coat.variants.L!.guid }))).toEqual({
      'wool-coat/L': 10,
    });
  });

  it('PUT of a line that is not in the cart answers 404 and adds nothing', async () => {
    const guid = (await add({}, line(coat, 'L', 1))).json().cart.guid;
    const res = await update(guest(guid), 'wool-coat', { itemCount: 2, variantGuid: coat.variants.S!.guid });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('LINE_NOT_FOUND');
    expect(counts(await getCart(guest(guid)))).toEqual({ 'wool-coat/L': 1 });
    expect((await update({}, 'wool-coat', { itemCount: 2, variantGuid: coat.variants.S!.guid })).statusCode).toBe(404);
  });

  it('remove takes the line out; removing an absent line is fine', async () => {
    const guid = (await add({}, line(coat, 'L', 1))).json().cart.guid;
    await add(guest(guid), line(scarf, 'ONE', 1));
    const res = await remove(guest(guid), { itemSlug: 'wool-coat', variantGuid: coat.variants.L!.guid });
    expect(res.statusCode).toBe(200);
    expect(counts(res)).toEqual({ 'silk-scarf/ONE': 1 });
    expect(counts(await remove(guest(guid), { itemSlug: 'wool-coat', variantGuid: coat.variants.L!.guid }))).toEqual({
      'silk-scarf/ONE': 1,
    });
  });

  it('unknown product or variant, or a variant of another product, answers 404 and creates nothing', async () => {
    const before = await cartRows();
    const cases = [
      [{ ...line(coat, 'S', 1), itemSlug: 'no-such-coat' }, 'PRODUCT_NOT_FOUND'],
      [{ ...line(coat, 'S', 1), variantGuid: '00000000-0000-4000-8000-000000000000' }, 'VARIANT_NOT_FOUND'],
      [{ ...line(coat, 'S', 1), variantGuid: scarf.variants.ONE!.guid }, 'VARIANT_NOT_FOUND'],
    ] as const;
    for (const [payload, code] of cases) {
      const res = await add({}, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(code);
    }
    expect((await update({}, 'no-such-coat', { itemCount: 1, variantGuid: coat.variants.S!.guid })).statusCode).toBe(404);
    expect((await remove({}, { itemSlug: 'wool-coat', variantGuid: scarf.variants.ONE!.guid })).statusCode).toBe(404);
    expect(await cartRows()).toBe(before);
  });

  it('a sold-out size or a product out of sale answers 409', async () => {
    const soldOut = await add({}, line(coat, 'M', 1));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: 'This size is sold out.', code: 'SOLD_OUT' });
    expect((await add({}, line(boots, 'M', 1))).json().code).toBe('NOT_ON_SALE');
  });

  it('shows lines whose stock fell: clamped count, and a sold-out line left out of the totals', async () => {
    const f = await insertCatalogueFixture(t.database.db, [{ slug: 'linen-shirt', pricePence: 5000, stock: { M: 5, L: 5 } }]);
    const shirt = f['linen-shirt']!;
    const guid = (await add({}, line(shirt, 'M', 4))).json().cart.guid;
    await add(guest(guid), line(shirt, 'L', 2));
    await setStock(t.database.db, shirt.variants.M!.guid, 2);
    await setStock(t.database.db, shirt.variants.L!.guid, 0);
    const { cart } = (await getCart(guest(guid))).json();
    expect(
      cart.items.map((i: { size: string; itemCount: number; isStock: boolean; maxQuantity: number }) => [
        i.size,
        i.itemCount,
        i.isStock,
        i.maxQuantity,
      ]),
    ).toEqual([
      ['M', 2, true, 2],
      ['L', 2, false, 0],
    ]);
    expect(cart).toMatchObject({ totalItems: 2, totalPrice: 100 });
    const res = await update(guest(guid), 'linen-shirt', { itemCount: 1, variantGuid: shirt.variants.L!.guid });
    expect(res.statusCode).toBe(409);
  });

  it('a line whose product was withdrawn shows sold out and can still be removed', async () => {
    const f = await insertCatalogueFixture(t.database.db, [{ slug: 'withdrawn-tote', pricePence: 3000, stock: { ONE: 4 } }]);
    const tote = f['withdrawn-tote']!;
    const guid = (await add({}, line(tote, 'ONE', 1))).json().cart.guid;
    await add(guest(guid), line(tee, 'M', 1));
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.slug, 'withdrawn-tote'));
    const shown = (await getCart(guest(guid))).json().cart;
    expect(shown.items.find((i: { itemSlug: string }) => i.itemSlug === 'withdrawn-tote')).toMatchObject({
      isStock: false,
      maxQuantity: 0,
    });
    expect((await add(guest(guid), line(tote, 'ONE', 1))).statusCode).toBe(404);
    const res = await remove(guest(guid), { itemSlug: 'withdrawn-tote', variantGuid: tote.variants.ONE!.guid });
    expect(res.statusCode).toBe(200);
    expect(counts(res)).toEqual({ 'cotton-tee/M': 1 });
  });

  it('an unknown guid is a new cart on the first add, never an error', async () => {
    const stale = '11111111-2222-4333-8444-555555555555';
    expect((await getCart(guest(stale))).json().cart.guid).toBeNull();
    const res = await add(guest(stale), line(tee, 'S', 1));
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.guid).not.toBe(stale);
  });

  it('a malformed x-cart-guid header is a 400; a malformed cookie is ignored', async () => {
    const res = await getCart({ 'x-cart-guid': 'not-a-guid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('x-cart-guid');
    expect((await getCart({ cookie: 'atelier_cart=garbage' })).statusCode).toBe(200);
    expect((await getCart({ 'x-cart-guid': 'null' })).statusCode).toBe(200);
  });

  it('carts survive a restart (a new app on the same database)', async () => {
    const guid = (await add({}, line(scarf, 'ONE', 2))).json().cart.guid;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.dataDir });
    const second = await buildApp({ config, database: t.database, clock: t.clock });
    try {
      const res = await second.inject({ method: 'GET', url: '/api/cart', headers: guest(guid) });
      expect(counts(res)).toEqual({ 'silk-scarf/ONE': 2 });
    } finally {
      await second.close();
    }
  });
});

describe('bad cart input answers 400 and changes nothing', () => {
  it.each([
    ['itemCount 0', { itemCount: 0 }, 'itemCount'],
    ['negative itemCount', { itemCount: -3 }, 'itemCount'],
    ['fractional itemCount', { itemCount: 1.5 }, 'itemCount'],
    ['itemCount as text', { itemCount: '2' }, 'itemCount'],
    ['huge itemCount', { itemCount: 1e9 }, 'itemCount'],
    ['10 kB slug', { itemSlug: 'a'.repeat(10_240) }, 'itemSlug'],
    ['malformed variant guid', { variantGuid: 'nope' }, 'variantGuid'],
    ['negative client price', { unitPrice: -1 }, 'unitPrice'],
    ['unknown field', { discount: 50 }, 'discount'],
  ])('%s', async (_what, over, field) => {
    const guid = (await add({}, line(tee, 'S', 1))).json().cart.guid;
    const res = await add(guest(guid), { ...line(tee, 'S', 1), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(counts(await getCart(guest(guid)))).toEqual({ 'cotton-tee/S': 1 });
  });
});

describe("a user's cart", () => {
  it("is the user's wherever they sign in, and nobody else's", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const guidA = (await add(bearer(a.token), line(coat, 'L', 2))).json().cart.guid;
    expect((await add(bearer(b.token), line(tee, 'S', 1))).statusCode).toBe(200);

    // Another session of A sees the same cart.
    const a2 = (await login(t.app, a.email, GOOD_PASSWORD)).json().accessToken;
    expect((await getCart(bearer(a2))).json().cart.guid).toBe(guidA);

    // B, or a guest, naming A's cart gets 404 for every call, and A's cart is untouched.
    for (const headers of [{ ...bearer(b.token), ...guest(guidA) }, guest(guidA), { cookie: `atelier_cart=${guidA}` }]) {
      expect((await getCart(headers)).statusCode).toBe(404);
      expect((await add(headers, line(tee, 'M', 5))).statusCode).toBe(404);
      expect((await update(headers, 'wool-coat', { itemCount: 1, variantGuid: coat.variants.L!.guid })).statusCode).toBe(404);
      expect((await remove(headers, { itemSlug: 'wool-coat', variantGuid: coat.variants.L!.guid })).statusCode).toBe(404);
    }
    expect(counts(await getCart(bearer(a.token)))).toEqual({ 'wool-coat/L': 2 });
    expect(counts(await getCart(bearer(b.token)))).toEqual({ 'cotton-tee/S': 1 });
    // The user cart's guid is not put in the guest cookie.
    expect(cookiesOf(await getCart(bearer(a.token))).atelier_cart).toBeUndefined();
  });

  it('a dead token is a 401, never a quiet fall-back to a guest cart', async () => {
    const a = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a.token) });
    const res = await getCart(bearer(a.token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Token has been revoked');
  });

  it('the web session cookie works for the cart, with the CSRF rule on writes', async () => {
    const a = await registerUser(t.app);
    const c = cookiesOf(a.res);
    const cookie = `atelier_session=${c.atelier_session!.value}; atelier_csrf=${c.atelier_csrf!.value}`;
    expect((await add({ cookie }, line(tee, 'S', 1))).statusCode).toBe(403);
    expect((await add({ cookie, 'x-csrf-token': c.atelier_csrf!.value }, line(tee, 'S', 1))).statusCode).toBe(200);
    expect(counts(await getCart({ cookie }))).toEqual({ 'cotton-tee/S': 1 });
  });
});

describe('signing in merges the guest cart (R4.2)', () => {
  it('login: quantities added and clamped to stock; the guest cart is gone', async () => {
    const user = await registerUser(t.app);
    await add(bearer(user.token), line(coat, 'S', 2));
    await add(bearer(user.token), line(tee, 'M', 1));

    const guestRes = await add({}, line(coat, 'S', 2));
    const guid = guestRes.json().cart.guid;
    await add(guest(guid), line(scarf, 'ONE', 1));

    const res = await login(t.app, user.email, GOOD_PASSWORD, guest(guid));
    expect(res.statusCode).toBe(200);
    const token = res.json().accessToken;
    expect(counts(await getCart(bearer(token)))).toEqual({ 'wool-coat/S': 3, 'cotton-tee/M': 1, 'silk-scarf/ONE': 1 });
    expect(await t.database.db.select().from(carts).where(eq(carts.guid, guid))).toHaveLength(0);
    expect((await getCart(guest(guid))).json().cart.guid).toBeNull();
  });

  it('register: the guest cart named by the cookie becomes the new account’s, and the cookie is cleared', async () => {
    const guid = (await add({}, line(tee, 'S', 2))).json().cart.guid;
    const { res, token } = await registerUser(t.app, { headers: { cookie: `atelier_cart=${guid}` } });
    expect(cookiesOf(res).atelier_cart?.value).toBe('');
    expect(counts(await getCart(bearer(token)))).toEqual({ 'cotton-tee/S': 2 });
  });

  it("naming another user's cart at sign-in merges nothing and does not fail", async () => {
    const a = await registerUser(t.app);
    const guidA = (await add(bearer(a.token), line(tee, 'S', 1))).json().cart.guid;
    const b = await registerUser(t.app);
    const res = await login(t.app, b.email, GOOD_PASSWORD, guest(guidA));
    expect(res.statusCode).toBe(200);
    expect((await getCart(bearer(res.json().accessToken))).json().cart.items).toEqual([]);
    expect(counts(await getCart(bearer(a.token)))).toEqual({ 'cotton-tee/S': 1 });
  });
});
