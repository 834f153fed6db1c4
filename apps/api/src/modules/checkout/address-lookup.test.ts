import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { rateLimitPlugin } from '../../plumbing/rate-limit/plugin.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { addressLookupRoutes } from './address-lookup-routes.ts';
import { townCase } from './postcode-lookup.ts';

/**
 * The postcode lookup (R20.23) against a local server that answers as Ideal Postcodes documents
 * GET /v1/postcodes/:postcode (ideal-postcodes.co.uk/documentation/postcodes): 200 with `result`
 * and code 2000, 404 with code 4040 for a postcode it does not know, 401 for a wrong key. That is
 * the provider's contract, so the adapter and the route run for real up to the network.
 */
const KEY = 'iddqd-test-key';
const seen: { path: string; authorization?: string }[] = [];
/** The owner's key as the provider sees it: revoked, it answers 401 (code 4010) as documented. */
let keyValid = true;
const provider = http.createServer((req, res) => {
  seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
  const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (!keyValid || req.headers.authorization !== `api_key="${KEY}"`) return send(401, { code: 4010, message: 'Invalid Key' });
  const postcode = decodeURIComponent((req.url ?? '').split('?')[0]!.replace('/v1/postcodes/', ''));
  if (postcode === 'EH11AA')
    return send(200, {
      code: 2000,
      message: 'Success',
      result: [
        {
          postcode: 'EH1 1AA',
          post_town: 'EDINBURGH',
          line_1: 'Flat 2',
          line_2: '10 Princes Street',
          line_3: '',
          county: 'Midlothian',
          udprn: 1,
        },
        { postcode: 'EH1 1AA', post_town: 'EDINBURGH', line_1: '12 Princes Street', line_2: '', line_3: '', udprn: 2 },
      ],
    });
  if (postcode === 'NE11AA')
    return send(200, {
      code: 2000,
      message: 'Success',
      result: [{ postcode: 'NE1 1AA', post_town: 'NEWCASTLE UPON TYNE', line_1: '1 Grey Street', line_2: '', line_3: '' }],
    });
  // Answers after the shop has given up waiting.
  if (postcode === 'SW1A1AA') return setTimeout(() => send(200, { code: 2000, message: 'Success', result: [] }), 4000);
  if (postcode === 'M11AE') return send(200, { unexpected: true });
  return send(404, { code: 4040, message: 'Postcode Not Found' });
});

let on: TestContext;
/** The same route with no key set, as a shop starts: the route and the limiter without the rest of the shop. */
const off = Fastify();
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const env = {
    POSTCODE_LOOKUP_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
    POSTCODE_LOOKUP_TIMEOUT_MS: '1500',
    RATE_LIMITS: 'postcode-lookup.ip=8/1m',
  };
  on = await createTestApp({ ...env, POSTCODE_LOOKUP_API_KEY: KEY });
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  off.setValidatorCompiler(validatorCompiler);
  off.setSerializerCompiler(serializerCompiler);
  await off.register(rateLimitPlugin, { config });
  await off.register(addressLookupRoutes, { prefix: '/api', config });
  await off.ready();
}, 120_000);
afterAll(async () => {
  await Promise.all([on?.close(), off.close()]);
  provider.closeAllConnections();
  provider.close();
});

const lookup = (t: { app: { inject: typeof off.inject } } | typeof off, postcode: string) =>
  ('app' in t ? t.app : t).inject({ method: 'GET', url: `/api/address/lookup?postcode=${encodeURIComponent(postcode)}` });

describe('postcode lookup (R20.23)', () => {
  it('answers the addresses at a postcode in the form’s fields, the key sent only to the provider', async () => {
    const res = await lookup(on, 'eh1 1aa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      addresses: [
        { addressLine1: 'Flat 2', addressLine2: '10 Princes Street', city: 'Edinburgh', postcode: 'EH1 1AA' },
        { addressLine1: '12 Princes Street', addressLine2: '', city: 'Edinburgh', postcode: 'EH1 1AA' },
      ],
    });
    expect(res.body).not.toContain(KEY);
    expect(seen.at(-1)).toEqual({ path: '/v1/postcodes/EH11AA', authorization: `api_key="${KEY}"` });
    expect((await lookup(on, 'NE1 1AA')).json().addresses[0].city).toBe('Newcastle upon Tyne');
  });

  it('says a postcode the provider does not know is not found, and a malformed one is refused before asking', async () => {
    const asked = seen.length;
    const unknown = await lookup(on, 'ZZ9 9ZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'POSTCODE_NOT_FOUND', message: expect.stringContaining('type your address') });
    const bad = await lookup(on, 'not a postcode');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(seen.length).toBe(asked + 1);
  });

  it('falls back with a friendly 503 when the provider is slow, refuses the key or answers nonsense', async () => {
    for (const postcode of ['SW1A 1AA', 'M1 1AE', 'EH1 1AA']) {
      // The last one is there, but the owner's key has been revoked.
      keyValid = postcode !== 'EH1 1AA';
      const res = await lookup(on, postcode);
      expect(res.statusCode, postcode).toBe(503);
      expect(res.json()).toEqual({
        code: 'LOOKUP_UNAVAILABLE',
        message: 'Finding addresses is not working just now. Please type your address below.',
      });
    }
    keyValid = true;
  });

  it('is off unless the owner set a key, and asks the provider nothing then', async () => {
    const asked = seen.length;
    const res = await lookup(off, 'EH1 1AA');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('LOOKUP_OFF');
    expect(seen.length).toBe(asked);
  });

  it('says whether it is on, so the forms show "Find address" only then', async () => {
    const status = (t: { inject: typeof off.inject }) => t.inject({ method: 'GET', url: '/api/address/lookup-status' });
    expect((await status(on.app)).json()).toEqual({ available: true });
    expect((await status(off)).json()).toEqual({ available: false });
  });

  it('is rate-limited per client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await lookup(off, 'EH1 1AA')).statusCode);
    expect(codes.slice(0, 7).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('writes post towns as they read', () => {
    expect(townCase('STOKE-ON-TRENT')).toBe('Stoke-on-Trent');
    expect(townCase('WESTON-SUPER-MARE')).toBe('Weston-super-Mare');
    expect(townCase('ST. ANDREWS')).toBe('St. Andrews');
  });
});
