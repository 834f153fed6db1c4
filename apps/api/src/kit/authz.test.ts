import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BUILT_IN_ROLES, PERMISSIONS, type Permission } from '@atelier/contract/staff';
import { queryRows } from '../db/client.ts';
import { staffRoles } from '../db/schema/staff.ts';
import { stepUp } from '../test/staff.ts';
import { checkRouteDeclared, ROUTE_PERMISSIONS, ruleFor, type RouteRule } from './permissions.ts';
import type { AccountsTestContext } from '../test/accounts.ts';
import { commerceTestApp, newShopper, type Shopper } from '../test/commerce.ts';
import { multipart, newAdmin, pngOf } from '../test/admin.ts';

let t: AccountsTestContext;
let customer: Shopper;
/** One member of staff per role: the owner, the three ready-made roles and a custom one. */
const ROLES = ['owner', 'admin', 'fulfilment', 'catalogue', 'custom'] as const;
type RoleName = (typeof ROLES)[number];
const staff = {} as Record<RoleName, Shopper>;
const CUSTOM: Permission[] = ['discounts', 'content'];
const permsOf = (r: RoleName): readonly Permission[] =>
  r === 'owner' ? PERMISSIONS : r === 'custom' ? CUSTOM : BUILT_IN_ROLES[r].permissions;
function mayCall(r: RoleName, rule: RouteRule): boolean {
  if (rule.need === 'staff-self') return true;
  if (rule.need === 'owner') return r === 'owner';
  return permsOf(r).includes(rule.need);
}

beforeAll(async () => {
  t = await commerceTestApp();
  customer = await newShopper(t.app);
  const [custom] = await t.database.db.insert(staffRoles).values({ name: 'Discounts and content', permissions: CUSTOM }).returning();
  for (const r of ROLES) {
    staff[r] = await newAdmin(t.app, t.database.db, r === 'custom' ? { roleId: custom!.id } : r);
    // Stepped up, so that the permission is the only thing in the way.
    await stepUp(t.app, staff[r]);
  }
}, 120_000);

/** The route as Fastify registered it, from a concrete URL: the declared pattern with the fewest parameters that matches. */
function routeOf(url: string, method: string): string | undefined {
  const path = url.replace(/\?.*$/, '');
  const params = (k: string) => (k.match(/:/g) ?? []).length;
  return Object.keys(ROUTE_PERMISSIONS)
    .filter((k) => k.startsWith(`${method} `))
    .map((k) => k.slice(method.length + 1))
    .sort((a, b) => params(a) - params(b))
    .find((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path));
}

/** Every table's rows, as one digest each; staff_sessions and revoked_tokens are the guard's own bookkeeping. */
async function snapshot(): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('staff_sessions', 'revoked_tokens', '__drizzle_migrations') order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    const [d] = await queryRows<{ d: string | null }>(
      t.database.db,
      sql.raw(`select md5(string_agg(x::text, '|' order by x::text)) as d from "${name}" x`),
    );
    out[name] = d?.d ?? '';
  }
  return out;
}
afterAll(async () => {
  await t.close();
});

const GUID = '6f1c1f4e-8a1b-4d4e-9a51-2f1b8c9d0e11';
const product = {
  name: 'Matrix Tee',
  slug: 'matrix-tee',
  gender: 'unisex',
  colour: 'White',
  pricePence: 2500,
  categoryId: 1,
  variants: [{ size: 'M', quantity: 3, sku: 'MATRIX-M' }],
};

/** Every route under /api/admin, with a body an admin could send. */
const ENDPOINTS: Array<{
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  upload?: true;
  csv?: string;
}> = [
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/low-stock' },
  { method: 'GET', url: '/api/admin/variants/1/stock-history' },
  { method: 'GET', url: '/api/admin/products' },
  { method: 'POST', url: '/api/admin/products', payload: product },
  { method: 'GET', url: '/api/admin/products/1' },
  {
    method: 'PUT',
    url: '/api/admin/products/1',
    payload: { ...product, slug: 'linen-shirt', variants: [{ size: 'M', quantity: 1, sku: 'LINEN-SHIRT-M2' }] },
  },
  { method: 'POST', url: '/api/admin/products/2/archive' },
  { method: 'POST', url: '/api/admin/products/2/restore' },
  { method: 'POST', url: '/api/admin/products/1/duplicate' },
  { method: 'POST', url: '/api/admin/products/1/colours', payload: { colour: 'Rust', slug: 'linen-shirt-rust' } },
  {
    method: 'POST',
    url: '/api/admin/styles',
    payload: {
      name: 'Matrix Cap',
      gender: 'unisex',
      sizeSystem: 'one-size',
      pricePence: 1500,
      categoryId: 1,
      colours: [{ colour: 'Navy', slug: 'matrix-cap-navy', variants: [{ size: 'ONE', quantity: 2, sku: 'MATRIX-CAP-NAVY' }] }],
    },
  },
  { method: 'POST', url: '/api/admin/products/1/images', upload: true },
  { method: 'POST', url: '/api/admin/products/1/images/1/cover' },
  { method: 'PUT', url: '/api/admin/products/1/images/order', payload: { imageIds: [1] } },
  { method: 'PATCH', url: '/api/admin/products/1/images/1', payload: { alt: 'Front view' } },
  { method: 'POST', url: '/api/admin/products/bulk', payload: { action: 'set-final-sale', ids: [1] } },
  { method: 'DELETE', url: '/api/admin/products/1/images/2' },
  { method: 'GET', url: '/api/admin/categories' },
  { method: 'POST', url: '/api/admin/categories', payload: { name: 'Knitwear', slug: 'knitwear' } },
  { method: 'PUT', url: '/api/admin/categories/1', payload: { name: 'Shirts', slug: 'shirts', description: 'Shirts.' } },
  { method: 'POST', url: '/api/admin/categories/1/image', upload: true },
  { method: 'DELETE', url: '/api/admin/categories/999' },
  { method: 'GET', url: '/api/admin/collections' },
  { method: 'POST', url: '/api/admin/collections', payload: { name: 'Autumn', slug: 'autumn' } },
  { method: 'GET', url: '/api/admin/collections/1' },
  { method: 'PUT', url: '/api/admin/collections/1', payload: { name: 'Autumn Edit', slug: 'autumn', productIds: [1] } },
  { method: 'POST', url: '/api/admin/collections/1/image', upload: true },
  { method: 'PUT', url: '/api/admin/collections/order', payload: { ids: [1] } },
  { method: 'DELETE', url: '/api/admin/collections/1' },
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: `/api/admin/orders/${GUID}` },
  { method: 'POST', url: `/api/admin/orders/${GUID}/ship`, payload: {} },
  { method: 'POST', url: `/api/admin/orders/${GUID}/cancel`, payload: { reason: 'The last one was damaged.', expectedPence: 2999 } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/approve-cancel`, payload: { expectedPence: 2999 } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/approve-refund`, payload: { expectedPence: 2999 } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/goodwill-refund`, payload: { reason: 'Arrived late.', expectedPence: 500 } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/refund-quote`, payload: {} },
  {
    method: 'POST',
    url: `/api/admin/orders/${GUID}/refund`,
    payload: { restock: false, reason: 'Lost in the post.', expectedPence: 2999 },
  },
  { method: 'POST', url: `/api/admin/orders/${GUID}/returns/1/approve`, payload: { restock: true, expectedPence: 2999 } },
  { method: 'POST', url: `/api/admin/orders/${GUID}/returns/1/reject`, payload: { note: 'Worn.' } },
  { method: 'GET', url: '/api/admin/back-in-stock' },
  { method: 'GET', url: `/api/admin/orders/${GUID}/packing-slip` },
  { method: 'GET', url: '/api/admin/orders/export?status=Waiting' },
  { method: 'GET', url: `/api/admin/orders/${GUID}/notes` },
  { method: 'POST', url: `/api/admin/orders/${GUID}/notes`, payload: { body: 'Gift wrap' } },
  { method: 'GET', url: '/api/admin/subscribers' },
  { method: 'GET', url: '/api/admin/subscribers/export' },
  { method: 'GET', url: '/api/admin/messages' },
  { method: 'POST', url: '/api/admin/messages/1/handled', payload: { handled: true } },
  { method: 'GET', url: '/api/admin/reviews?status=pending' },
  { method: 'POST', url: '/api/admin/reviews/1/moderate', payload: { status: 'approved' } },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/discounts' },
  { method: 'POST', url: '/api/admin/discounts', payload: { code: 'MATRIX10', kind: 'percent', value: 10 } },
  { method: 'GET', url: `/api/admin/discounts/${GUID}` },
  { method: 'PUT', url: `/api/admin/discounts/${GUID}`, payload: { code: 'MATRIX10', kind: 'percent', value: 15 } },
  { method: 'POST', url: `/api/admin/discounts/${GUID}/active`, payload: { active: false } },
  { method: 'GET', url: '/api/admin/products/export' },
  { method: 'POST', url: '/api/admin/products/import?dryRun=true', csv: 'sku,name\r\nA,B\r\n' },
  { method: 'GET', url: '/api/admin/customers?q=ada' },
  { method: 'GET', url: '/api/admin/customers/1' },
  { method: 'GET', url: '/api/admin/staff' },
  { method: 'POST', url: '/api/admin/staff/invitations', payload: { email: 'new.admin@example.co.uk' } },
  { method: 'DELETE', url: '/api/admin/staff/invitations/1' },
  { method: 'DELETE', url: '/api/admin/staff/999' },
  { method: 'GET', url: '/api/admin/search-insights?days=30' },
  { method: 'GET', url: '/api/admin/settings' },
  {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: { shop: {}, shipping: { feePence: 395 }, delivery: {}, returns: {}, inventory: {} },
  },
  { method: 'GET', url: '/api/admin/search-synonyms' },
  { method: 'POST', url: '/api/admin/search-synonyms', payload: { terms: ['gilet', 'bodywarmer'] } },
  { method: 'PUT', url: '/api/admin/search-synonyms/1', payload: { terms: ['jumper', 'sweater', 'pullover'] } },
  { method: 'DELETE', url: '/api/admin/search-synonyms/2' },
  { method: 'GET', url: '/api/admin/colour-families' },
  { method: 'PUT', url: '/api/admin/colour-families', payload: { families: [{ colour: 'Sage', family: 'neutral' }] } },
  // Issue 34: gift cards and checkout reminders.
  { method: 'GET', url: '/api/admin/gift-cards' },
  {
    method: 'POST',
    url: '/api/admin/gift-cards',
    payload: { amountPence: 2500, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.co.uk' },
  },
  { method: 'GET', url: `/api/admin/gift-cards/${GUID}` },
  { method: 'POST', url: `/api/admin/gift-cards/${GUID}/top-up`, payload: { amountPence: 500 } },
  { method: 'POST', url: `/api/admin/gift-cards/${GUID}/expiry`, payload: { expiresAt: '2028-11-28T00:00:00.000Z' } },
  { method: 'POST', url: `/api/admin/gift-cards/${GUID}/resend`, payload: { recipientEmail: 'grace@example.co.uk' } },
  { method: 'POST', url: `/api/admin/gift-cards/${GUID}/void`, payload: { note: 'Lost' } },
  { method: 'GET', url: '/api/admin/checkout-reminders' },
  // Issue 30: personal data, roles, the owner's moves, and each member of staff's own account.
  { method: 'GET', url: '/api/admin/customers/export?q=ada' },
  { method: 'GET', url: '/api/admin/customers/exports' },
  { method: 'PUT', url: '/api/admin/staff/999/role', payload: { roleId: 2 } },
  { method: 'DELETE', url: '/api/admin/staff/999/two-step' },
  { method: 'GET', url: '/api/admin/staff/roles' },
  { method: 'POST', url: '/api/admin/staff/roles', payload: { name: 'Matrix role', permissions: ['content'] } },
  { method: 'PUT', url: '/api/admin/staff/roles/999', payload: { name: 'Matrix role 2', permissions: ['content'] } },
  { method: 'DELETE', url: '/api/admin/staff/roles/999' },
  { method: 'POST', url: '/api/admin/staff/transfer-ownership', payload: { toUserId: 999, password: 'not-the-password' } },
  { method: 'GET', url: '/api/admin/staff/policy' },
  { method: 'PUT', url: '/api/admin/staff/policy', payload: { requireTwoStep: false, stepUpRefundOverPence: null } },
  { method: 'GET', url: '/api/admin/me' },
  { method: 'POST', url: '/api/admin/me/two-step/enrol' },
  { method: 'POST', url: '/api/admin/me/two-step/confirm', payload: { code: '000000' } },
  { method: 'POST', url: '/api/admin/me/two-step/verify', payload: { code: '000000' } },
  { method: 'POST', url: '/api/admin/me/two-step/recovery-codes' },
  { method: 'POST', url: '/api/admin/me/step-up', payload: { password: 'not-the-password' } },
  { method: 'GET', url: '/api/admin/me/sessions' },
  { method: 'DELETE', url: '/api/admin/me/sessions/not-a-session' },
];

async function call(e: (typeof ENDPOINTS)[number], headers: Record<string, string>) {
  if (e.upload) {
    const body = await multipart(await pngOf(40, 50), 'a.png', 'image/png');
    return t.app.inject({ method: e.method, url: e.url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
  }
  if (e.csv !== undefined)
    return t.app.inject({ method: e.method, url: e.url, headers: { ...headers, 'content-type': 'text/csv' }, payload: e.csv });
  return t.app.inject({ method: e.method, url: e.url, headers, ...(e.payload ? { payload: e.payload } : {}) });
}

describe('admin authorisation matrix: every route × owner, each role, customer, guest (issues 6 and 30)', () => {
  it('covers every admin route of the OpenAPI document', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{[^}]+\}/g, '*')}`));
    const tested = ENDPOINTS.map(
      (e) =>
        `${e.method} ${e.url
          .replace(/\?.*$/, '')
          .replace(GUID, '*')
          .replace(/\/\d+(?=\/|$)/g, '/*')
          .replace(/orders\/\*\/ship$/, 'orders/*/*')
          .replace('/sessions/not-a-session', '/sessions/*')}`,
    );
    expect(documented.length).toBeGreaterThan(20);
    expect([...new Set(tested)].sort()).toEqual([...new Set(documented)].sort());
  });

  for (const e of ENDPOINTS) {
    it(`${e.method} ${e.url}: guest and customer 403; each role 403 with nothing changed where not allowed, through where allowed`, async () => {
      const rule = ruleFor(e.method, routeOf(e.url, e.method));
      expect(rule, `${e.method} ${e.url} has a rule`).toBeDefined();
      const before = await snapshot();
      const guest = await call(e, {});
      expect(guest.statusCode).toBe(403);
      expect(guest.json()).toEqual({ message: 'You do not have access to the admin area.', code: 'FORBIDDEN' });
      const shopper = await call(e, customer.headers);
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json()).toEqual({ message: 'You do not have access to the admin area.', code: 'FORBIDDEN' });
      const refusedRoles = ROLES.filter((r) => !mayCall(r, rule!));
      for (const r of refusedRoles) {
        const res = await call(e, staff[r].headers);
        expect(res.statusCode, `${r} on ${e.method} ${e.url}`).toBe(403);
        expect(res.json(), `${r} on ${e.method} ${e.url}`).toEqual({
          message: expect.any(String),
          code: expect.stringMatching(/^(PERMISSION_DENIED|OWNER_ONLY)$/),
        });
      }
      // Nothing changed: every table but the sessions' own bookkeeping reads the same.
      expect(await snapshot()).toEqual(before);

      for (const r of ROLES.filter((x) => mayCall(x, rule!))) {
        const res = await call(e, staff[r].headers);
        expect([401, 403], `${r} on ${e.method} ${e.url}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode, `${r} on ${e.method} ${e.url}: ${res.body}`).toBeLessThan(500);
      }
    });
  }

  it('answers 401 to a bad token rather than treating it as a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('every admin route declares its permission (R13.7)', () => {
  it('the table and the registered routes are the same set', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`));
    expect(registered.sort()).toEqual(Object.keys(ROUTE_PERMISSIONS).sort());
  });

  it('an /api/admin route without an entry stops the app at start', async () => {
    const app = Fastify();
    app.addHook('onRoute', checkRouteDeclared);
    await expect(
      (async () => {
        await app.register(
          async (scope) => {
            scope.get('/undeclared', () => 'secret');
          },
          { prefix: '/api/admin' },
        );
        await app.ready();
      })(),
    ).rejects.toThrow('GET /api/admin/undeclared has no entry in kit/permissions.ts');
    await app.close();
  });
});
