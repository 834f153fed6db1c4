/**
 * Bad input at the edge of the back office (issue 33): every admin endpoint declared in the
 * contract, called by the owner (stepped up) with impossible dates, year 0000, ids that are not ids
 * and negative, huge or not-a-number numbers in its path, query and body, answers 4xx with
 * { message, code } and changes nothing; never a 5xx. Walks the declarations, not a list, so a new
 * admin endpoint is walked too.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as balances from '@atelier/contract/balances/endpoints';
import * as cart from '@atelier/contract/cart/endpoints';
import * as catalogue from '@atelier/contract/catalogue/endpoints';
import * as checkout from '@atelier/contract/checkout/endpoints';
import * as customers from '@atelier/contract/customers/endpoints';
import * as dashboard from '@atelier/contract/dashboard/endpoints';
import * as discounts from '@atelier/contract/discounts/endpoints';
import * as fulfilment from '@atelier/contract/fulfilment/endpoints';
import * as inventory from '@atelier/contract/inventory/endpoints';
import * as messages from '@atelier/contract/messages/endpoints';
import * as orders from '@atelier/contract/orders/endpoints';
import * as returns from '@atelier/contract/returns/endpoints';
import * as searchInsights from '@atelier/contract/search-insights/endpoints';
import * as settings from '@atelier/contract/settings/endpoints';
import * as staff from '@atelier/contract/staff/endpoints';
import type { EndpointSpec } from '@atelier/contract/shared/endpoint';
import type { AccountsTestContext } from '../test/accounts.ts';
import { newAdmin } from '../test/admin.ts';
import { addToCart, checkoutOk, commerceTestApp, payOnTestPage, type Shopper } from '../test/commerce.ts';
import { plausible, type JsonSchema } from '../test/plausible.ts';
import { stepUp } from '../test/staff.ts';

const DOMAINS = [
  balances,
  cart,
  catalogue,
  checkout,
  customers,
  dashboard,
  discounts,
  fulfilment,
  inventory,
  messages,
  orders,
  returns,
  searchInsights,
  settings,
  staff,
];
const ADMIN: EndpointSpec[] = DOMAINS.flatMap((d) => Object.values(d) as EndpointSpec[]).filter(
  (e) => typeof e === 'object' && e !== null && 'path' in e && e.path.startsWith('/api/admin'),
);

/** Values no date, id or number field may take. */
const DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '0000-06-15T10:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-11-31T25:61:00Z',
  '99999-01-01',
];
const IDS = ['abc', '0', '-1', '1.5', '99999999999999999999', 'NaN', '1e309', '00000000-0000-0000-0000-00000000000g', "1' OR '1'='1"];
const NUMBERS: unknown[] = [-1, -2_147_483_649, 2_147_483_648, 1e308, 1.5, 'NaN', 'Infinity', '1e309', null];

/** strict: no value of the list is acceptable, so even a 2xx is a fault. */
type Slot = { where: 'path' | 'query' | 'body'; name: string; values: unknown[]; strict: boolean };

const jsonSchema = (s: z.ZodType | undefined): JsonSchema | undefined =>
  s ? (z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
const dateish = (name: string, s: JsonSchema | undefined) =>
  /(^|[a-z])(from|to|at|date|day|since|until)$/i.test(name) ||
  /At$/.test(name) ||
  s?.format === 'date-time' ||
  s?.format === 'date' ||
  !!s?.pattern?.includes('\\d{4}');
const numeric = (s: JsonSchema | undefined): boolean => {
  const types = [s?.type, ...(s?.anyOf ?? []).map((a) => a.type)].flat();
  return types.includes('integer') || types.includes('number');
};

/** Where a hostile value goes: every path parameter and query key, and each body field that is a date, an id or a number. */
function slots(e: EndpointSpec): Slot[] {
  const out: Slot[] = [];
  for (const name of e.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? [])
    out.push({ where: 'path', name, values: [...IDS, ...DATES], strict: true });
  for (const [name, s] of Object.entries(jsonSchema(e.query)?.properties ?? {})) {
    const date = dateish(name, s);
    out.push({ where: 'query', name, values: date ? DATES : [...IDS, ...NUMBERS.map(String)], strict: date });
  }
  for (const [name, s] of Object.entries(jsonSchema(e.body)?.properties ?? {})) {
    if (dateish(name, s)) out.push({ where: 'body', name, values: DATES, strict: true });
    else if (numeric(s) || /(^id|Id|Ids|guid|Guid)$/.test(name))
      out.push({ where: 'body', name, values: [...NUMBERS, ...IDS], strict: false });
  }
  return out;
}

let t: AccountsTestContext;
let owner: Shopper & { id: number };
let orderGuid: string;
let checksumSql: string;

/** Row count and a hash of every row of every table (sessions aside: a request may refresh its own). */
async function checksum(): Promise<string> {
  const res = await t.database.db.execute(sql.raw(checksumSql));
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
}

beforeAll(async () => {
  t = await commerceTestApp();
  owner = await newAdmin(t.app, t.database.db, 'owner');
  // One paid order, so an order's routes have something behind a real guid.
  await addToCart(t.app, owner, t.database.db, 'wool-scarf', 'ONE', 1);
  const session = await checkoutOk(t.app, owner);
  await payOnTestPage(t.app, session.id);
  orderGuid = session.orderGuid;
  const tables = await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  checksumSql = (tables as unknown as { rows: { table_name: string }[] }).rows
    .filter((r) => !/session/.test(r.table_name))
    .map(
      (r) =>
        `select '${r.table_name}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${r.table_name}" x`,
    )
    .join(' union all ');
});
afterAll(async () => t?.close());

function request(e: EndpointSpec, slot: Slot, bad: unknown) {
  let url = e.path;
  for (const name of e.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    const v = slot.where === 'path' && slot.name === name ? String(bad) : /guid/i.test(name) ? orderGuid : '1';
    url = url.replace(`:${name}`, encodeURIComponent(v));
  }
  const query = slot.where === 'query' ? { [slot.name]: String(bad) } : undefined;
  const base = e.body ? (plausible(jsonSchema(e.body)) as Record<string, unknown>) : undefined;
  const payload = slot.where === 'body' ? { ...base, [slot.name]: bad } : base;
  return t.app.inject({ method: e.method, url, query, headers: owner.headers, ...(payload ? { payload } : {}) });
}

describe('bad input at the edge of every admin endpoint (issue 33)', () => {
  it('walks every admin endpoint the contract declares', () => {
    expect(ADMIN.length).toBeGreaterThan(60);
    const paths = ADMIN.map((e) => `${e.method} ${e.path}`);
    expect(paths).toContain('GET /api/admin/orders/:guid/notes');
    expect(paths).toContain('GET /api/admin/audit');
  });

  it('refuses the cases the issue names with 400 and says which field', async () => {
    await stepUp(t.app, owner);
    const cases: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/orders?from=2026-02-30'],
      ['GET', '/api/admin/orders?to=2026-13-01'],
      ['GET', '/api/admin/orders/export?from=2026-02-30&to=2026-13-01'],
      ['GET', '/api/admin/audit?from=2026-02-30'],
      ['GET', '/api/admin/orders/abc/notes'],
      ['POST', '/api/admin/orders/abc/notes', { body: 'Packed.' }],
      ['GET', '/api/admin/orders/abc/packing-slip'],
      ['GET', '/api/admin/orders/abc'],
      ['POST', '/api/admin/discounts', { code: 'YEARZERO', kind: 'percent', value: 10, startsAt: '0000-01-01T00:00:00Z' }],
      ['POST', '/api/admin/discounts', { code: 'FEB30', kind: 'percent', value: 10, endsAt: '2026-02-30T10:00:00Z' }],
    ];
    const before = await checksum();
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: owner.headers,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/from|to|guid|startsAt|endsAt/) });
    }
    expect(await checksum()).toBe(before);
    // The same code with real dates is made: the refusals above were the dates'.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/discounts',
      headers: owner.headers,
      payload: { code: 'LEAPDAY', kind: 'percent', value: 10, startsAt: '2028-02-29T00:00:00Z', endsAt: '2028-03-31T23:59:59+01:00' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers 4xx with a message and a code, and changes nothing; never a 5xx', async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const e of ADMIN.filter((x) => !x.upload)) {
      const todo = slots(e);
      if (!todo.length) continue;
      await stepUp(t.app, owner);
      for (const slot of todo) {
        for (const bad of slot.values) {
          const before = await checksum();
          const res = await request(e, slot, bad);
          sent += 1;
          const label = `${e.method} ${e.path} ${slot.where}.${slot.name}=${JSON.stringify(bad)} -> ${res.statusCode}`;
          if (res.statusCode >= 500) {
            faults.push(`${label} ${res.body.slice(0, 160)}`);
            continue;
          }
          if (res.statusCode < 400) {
            if (slot.strict) faults.push(`${label}: accepted a value that is no date or id`);
            continue;
          }
          const body = res.json() as { message?: unknown; code?: unknown };
          if (typeof body.message !== 'string' || typeof body.code !== 'string') faults.push(`${label}: no message and code`);
          if ((await checksum()) !== before) faults.push(`${label}: refused, yet changed the database`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(faults).toEqual([]);
  }, 600_000);
});
