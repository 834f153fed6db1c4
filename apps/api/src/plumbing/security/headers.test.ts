import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { accountsTestApp, cookiesOf, registerUser, type AccountsTestContext } from '../../test/accounts.ts';
import { DOCS_CSP, pageHelmet, pageNonce, securityHeadersPlugin } from './headers.ts';

// As helmet writes it: directives joined by ';'.
const API_CSP = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

const SECRET = 'headers-test-secret-0123456789abcdef0123456789';

describe('security headers', () => {
  let dev: AccountsTestContext;
  let prod: AccountsTestContext;
  let cors: AccountsTestContext;

  beforeAll(async () => {
    [dev, prod, cors] = await Promise.all([
      accountsTestApp(),
      accountsTestApp({ NODE_ENV: 'production', JWT_SECRET: SECRET, LOG_LEVEL: 'silent' }),
      accountsTestApp({ CORS_ORIGINS: 'https://partner.example.com, https://other.example.org/' }),
    ]);
  });
  afterAll(async () => Promise.all([dev?.close(), prod?.close(), cors?.close()]));

  it('every API answer, success or error, forbids sniffing, framing and running anything', async () => {
    for (const url of ['/api/category/categories', '/api/nope', '/healthz']) {
      const res = await dev.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('the API docs get their own, narrower exception and the common headers', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS only in production (plain http in development would pin nothing useful)', async () => {
    const d = await dev.app.inject({ method: 'GET', url: '/healthz' });
    expect(d.headers['strict-transport-security']).toBeUndefined();
    const p = await prod.app.inject({ method: 'GET', url: '/healthz' });
    expect(p.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the hosted test payment page keeps its own, stricter policy', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/pay/test/cs_test_missing' });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; form-action 'self'/);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
  });

  it('the page policy allows scripts by nonce only, never inline or eval; each page has its own nonce', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    app.get('/page', { helmet: pageHelmet({ mode: 'build', formOrigins: ['https://checkout.stripe.com'] }) }, async (_req, reply) =>
      pageNonce(reply.raw),
    );
    const [one, two] = [await app.inject({ url: '/page' }), await app.inject({ url: '/page' })];
    await app.close();
    expect(one.body).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(one.body).not.toBe(two.body);
    const csp = String(one.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'nonce-${one.body}'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${one.body}'`);
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
    expect(one.headers['x-frame-options']).toBe('DENY');
    expect(csp).not.toMatch(/unsafe-inline[^;]*;[^;]*script|script-src[^;]*unsafe/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('CORS is closed by default: no Access-Control-Allow-Origin for any origin, preflight refused', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/category/categories', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await dev.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBeGreaterThanOrEqual(400);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.json()).toHaveProperty('message');
  });

  it('CORS_ORIGINS opens the API to the named origins only, without credentials', async () => {
    const ok = await cors.app.inject({
      method: 'GET',
      url: '/api/category/categories',
      headers: { origin: 'https://partner.example.com' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    expect(ok.headers.vary).toContain('Origin');
    const pre = await cors.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: 'https://other.example.org', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('https://other.example.org');
    expect(pre.headers['access-control-allow-headers']).toContain('authorization');
    const no = await cors.app.inject({ method: 'GET', url: '/api/category/categories', headers: { origin: 'https://evil.example' } });
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production; the CSRF cookie is readable by script only', async () => {
    const p = cookiesOf((await registerUser(prod.app)).res);
    expect(p.atelier_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(p.atelier_csrf).toMatchObject({ sameSite: 'Lax', secure: true, path: '/' });
    expect(p.atelier_csrf!.httpOnly).toBeFalsy();
    const d = cookiesOf((await registerUser(dev.app)).res);
    expect(d.atelier_session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(d.atelier_session!.secure).toBeFalsy();
  });
});
