/**
 * Property-based fuzzing of every operation in the app's own OpenAPI document: hostile values
 * (wrong types, huge and unicode strings, negative and huge numbers, SQL and HTML payloads,
 * missing and extra fields, malformed JSON) must never cause a 5xx; every answer is JSON, a
 * refusal carries a message, and a refused request changes nothing in the database.
 *
 * FUZZ_RUNS (default 4 per operation) and FUZZ_SEED make runs larger or different.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/accounts.ts';
import { commerceTestApp, newShopper, type Shopper } from '../../test/commerce.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { plausible, type JsonSchema } from '../../test/plausible.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 4);
const SEED = Number(process.env.FUZZ_SEED || 20261122);

interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string }[];
  body?: JsonSchema;
  raw?: boolean;
}

// Hostile values.
const sqlPayload = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)--',
  "%' UNION SELECT password_hash FROM users --",
  '\\',
  "'",
  '"',
);
const htmlPayload = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '</textarea><b>x</b>',
);
const oddString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFEFF\u202E',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '🧥👗'.repeat(40),
);
const hugeString = fc.constantFrom(10_000, 100_000, 300_000).chain((n) => fc.constantFrom('a', 'é', '𝔸', '0').map((c) => c.repeat(n)));
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    -1,
    0,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    -0.0001,
    1e-300,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  sqlPayload,
  htmlPayload,
  oddString,
  hugeString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', '$where')), scalar, {
      maxKeys: 4,
    }),
  },
);
// A URL cannot carry a lone surrogate (encodeURIComponent throws): such text travels as U+FFFD.
const wellFormed = (t: string) => t.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const asText = (v: unknown) => wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function resolve(doc: { components?: { schemas?: Record<string, JsonSchema> } }, s: JsonSchema | undefined): JsonSchema | undefined {
  if (s?.$ref) return resolve(doc, doc.components?.schemas?.[s.$ref.split('/').at(-1)!]);
  return s;
}

/** A body for the operation: its own fields with hostile values, some missing, some extra; or not an object at all. */
function bodyFor(op: Operation): fc.Arbitrary<{ text: string; type: string } | undefined> {
  const keys = Object.keys(op.body?.properties ?? {});
  // Everything plausible but one field: reaches the code behind the validation of the other fields.
  const oneBad =
    keys.length > 0
      ? fc
          .tuple(fc.constantFrom(...keys), value)
          .map(([k, v]) => ({ text: JSON.stringify({ ...(plausible(op.body) as object), [k]: v }), type: 'application/json' }))
      : undefined;
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ text: JSON.stringify({ ...extra, ...known }), type: 'application/json' }));
  const other = fc.oneof(
    value.map((v) => ({ text: JSON.stringify(v) ?? 'null', type: 'application/json' })),
    fc
      .constantFrom('{"a":', '{"__proto__":{"isAdmin":true}}', '[]', 'null', '', '\u0000', 'not json')
      .map((text) => ({ text, type: 'application/json' })),
    fc.string({ maxLength: 60 }).map((text) => ({ text, type: 'text/plain' })),
    fc.string({ maxLength: 60 }).map((text) => ({ text, type: 'application/x-www-form-urlencoded' })),
  );
  if (!op.body && !op.raw) return fc.option(other, { nil: undefined });
  return oneBad
    ? fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 2, arbitrary: oneBad }, { weight: 1, arbitrary: other })
    : fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: other });
}

function requestFor(op: Operation) {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const query = op.params.filter((p) => p.in === 'query');
  const headers = op.params.filter((p) => p.in === 'header');
  return fc.record({
    path: fc.tuple(...pathParams.map(() => value)).map((vals) => {
      let p = op.path;
      pathParams.forEach(
        (param, i) => (p = p.replace(`{${param.name}}`, encodeURIComponent(wellFormed(asText(vals[i]).slice(0, 2000))) || 'x')),
      );
      return p;
    }),
    query: fc.record(Object.fromEntries(query.map((q) => [q.name, fc.oneof(value, fc.array(scalar, { maxLength: 3 }))])), {
      requiredKeys: [],
    }),
    extraQuery: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
    headers: fc.record(
      Object.fromEntries(
        headers.map((h) => [h.name, fc.oneof(fc.string({ maxLength: 80 }), sqlPayload, fc.constant('t=1,v1=' + 'a'.repeat(64)))]),
      ),
      { requiredKeys: [] },
    ),
    auth: fc.constantFrom('none', 'bearer', 'bad-bearer', 'cookie-no-origin'),
    body: bodyFor(op),
  });
}

let t: AccountsTestContext;
let shopper: Shopper;
let checksumSql: string;

/** Row count and a hash of every row of every table: any change shows. */
async function checksum(): Promise<string> {
  const res = await t.database.db.execute(sql.raw(checksumSql));
  return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
}

beforeAll(async () => {
  t = await commerceTestApp();
  shopper = await newShopper(t.app);
  const tables = await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  checksumSql = (tables as unknown as { rows: { table_name: string }[] }).rows
    .map(
      (r) =>
        `select '${r.table_name}' as t, count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${r.table_name}" x`,
    )
    .join(' union all ');
});
afterAll(async () => t?.close());

function operations(): Operation[] {
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
      // The webhook reads its body raw; it gets hostile bodies too.
      out.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], body, raw: path.endsWith('/webhook') });
    }
  }
  return out;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('the document lists the API', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(25);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/payment/create-checkout-session');
  });

  it('a NUL character in a path, query or body is a 400 that changes nothing (PostgreSQL text cannot hold it)', async () => {
    const before = await checksum();
    const auth = { authorization: `Bearer ${shopper.token}` };
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/payment/order/by-session/%00', headers: auth }),
      t.app.inject({ method: 'GET', url: '/api/item?search=a%00b' }),
      t.app.inject({ method: 'GET', url: '/api/item/linen%00shirt' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'A\u0000da', lastName: 'L', email: 'nul@example.co.uk', password: 'Tweed-Jacket-42' },
      }),
      t.app.inject({ method: 'PUT', url: '/api/user', headers: auth, payload: { firstName: 'Ada\u0000' } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: 'Text may not contain NUL characters.', code: 'VALIDATION_ERROR' });
    }
    expect(await checksum()).toBe(before);
  });

  it(
    'no hostile request causes a 5xx, a non-JSON answer, or a change when refused',
    async () => {
      const seen = new Map<string, number>();
      for (const op of operations()) {
        await fc.assert(
          fc.asyncProperty(requestFor(op), async (req) => {
            const headers: Record<string, string> = Object.fromEntries(
              Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'),
            );
            if (req.auth === 'bearer') headers.authorization = `Bearer ${shopper.token}`;
            if (req.auth === 'bad-bearer') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.';
            if (req.auth === 'cookie-no-origin') headers.cookie = `atelier_session=${shopper.token}`;
            if (req.body) headers['content-type'] = req.body.type;
            const query = {
              ...req.extraQuery,
              ...Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, Array.isArray(v) ? v.map(asText) : asText(v)])),
            };
            const before = await checksum();
            const res = await t.app.inject({ method: op.method as 'GET', url: req.path, query, headers, payload: req.body?.text });
            const label = `${op.method} ${op.path} -> ${res.statusCode}`;
            seen.set(
              `${op.method} ${op.path} ${Math.floor(res.statusCode / 100)}xx`,
              (seen.get(`${op.method} ${op.path} ${Math.floor(res.statusCode / 100)}xx`) ?? 0) + 1,
            );
            expect(res.statusCode, `${label} ${res.body.slice(0, 300)}`).toBeLessThan(500);
            // E-mail links (verify, unsubscribe) answer a browser with a redirect to a page.
            if (res.statusCode >= 300 && res.statusCode < 400) {
              expect(res.headers.location, label).toEqual(expect.any(String));
              return;
            }
            expect(res.headers['content-type'], `${label} ${res.body.slice(0, 200)}`).toMatch(/^application\/json/);
            const body = res.json();
            if (res.statusCode >= 400) {
              expect(typeof body.message, label).toBe('string');
              expect(body.message.length, label).toBeGreaterThan(0);
              expect(await checksum(), `${label}: a refused request changed the database`).toBe(before);
            }
            // A successful logout revoked the token the next requests use: sign in again.
            if (op.path === '/api/auth/logout' && res.statusCode < 300 && req.auth === 'bearer') {
              shopper.token = (await login(t.app, shopper.email, 'Tweed-Jacket-42')).json().accessToken;
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      // Each operation was reached at least RUNS times.
      const perOp = new Map<string, number>();
      for (const [k, n] of seen) perOp.set(k.replace(/ \dxx$/, ''), (perOp.get(k.replace(/ \dxx$/, '')) ?? 0) + n);
      expect([...perOp.values()].every((n) => n >= RUNS)).toBe(true);
    },
    Math.max(60_000, RUNS * 4_000),
  );
});
