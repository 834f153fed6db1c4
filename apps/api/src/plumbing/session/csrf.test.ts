import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp, bearer, cookiesOf, registerUser, type AccountsTestContext } from '../../test/accounts.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.close());

/** A browser session: the cookies that register set. */
async function browserSession() {
  const { res, email, token } = await registerUser(t.app);
  const c = cookiesOf(res);
  return { email, token, session: c.atelier_session!.value, csrf: c.atelier_csrf!.value };
}

const profile = { firstName: 'Changed', lastName: 'Name', email: '' };
async function putUser(email: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'PUT', url: '/api/user', headers, payload: { ...profile, email } });
}
async function firstName(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().user.firstName;
}

describe('the cookie path (web app)', () => {
  it('reads with the cookie alone', async () => {
    const s = await browserSession();
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `atelier_session=${s.session}` } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a state-changing request with neither same origin nor CSRF token, and changes nothing', async () => {
    const s = await browserSession();
    const res = await putUser(s.email, { cookie: `atelier_session=${s.session}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_FAILED');
    expect(await firstName(s.token)).toBe('Ada');
  });

  it('accepts the double-submit token: x-csrf-token equal to the atelier_csrf cookie', async () => {
    const s = await browserSession();
    const res = await putUser(s.email, { cookie: `atelier_session=${s.session}; atelier_csrf=${s.csrf}`, 'x-csrf-token': s.csrf });
    expect(res.statusCode).toBe(200);
    expect(await firstName(s.token)).toBe('Changed');
  });

  it('refuses a header that differs from the cookie', async () => {
    const s = await browserSession();
    const res = await putUser(s.email, {
      cookie: `atelier_session=${s.session}; atelier_csrf=${s.csrf}`,
      'x-csrf-token': `${s.csrf.slice(0, -1)}x`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a planted pair (cookie and header equal but not made by the server for this session)', async () => {
    const s = await browserSession();
    const planted = 'A'.repeat(43);
    const res = await putUser(s.email, { cookie: `atelier_session=${s.session}; atelier_csrf=${planted}`, 'x-csrf-token': planted });
    expect(res.statusCode).toBe(403);
  });

  it("refuses another session's CSRF token", async () => {
    const s = await browserSession();
    const other = await browserSession();
    const res = await putUser(s.email, { cookie: `atelier_session=${s.session}; atelier_csrf=${other.csrf}`, 'x-csrf-token': other.csrf });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the store’s own Origin, or Referer when there is no Origin', async () => {
    const s = await browserSession();
    const cookie = `atelier_session=${s.session}`;
    expect((await putUser(s.email, { cookie, origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await putUser(s.email, { cookie, referer: 'http://localhost:3000/account-details' })).statusCode).toBe(200);
  });

  it('refuses a foreign Origin or Referer', async () => {
    const s = await browserSession();
    const cookie = `atelier_session=${s.session}`;
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { referer: 'https://evil.example/http://localhost:3000/' },
      { origin: 'https://evil.example', referer: 'http://localhost:3000/' },
    ]) {
      expect((await putUser(s.email, { cookie, ...headers })).statusCode).toBe(403);
    }
    expect(await firstName(s.token)).toBe('Ada');
  });

  it('protects logout too: a cross-site logout leaves the session alive', async () => {
    const s = await browserSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `atelier_session=${s.session}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(s.token) })).statusCode).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `atelier_session=${s.session}; atelier_csrf=${s.csrf}`, 'x-csrf-token': s.csrf },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(s.token) })).json().message).toBe(
      'Token has been revoked',
    );
  });
});

describe('the Bearer path (API clients)', () => {
  it('needs no CSRF token or Origin', async () => {
    const s = await browserSession();
    const res = await putUser(s.email, bearer(s.token));
    expect(res.statusCode).toBe(200);
    expect(await firstName(s.token)).toBe('Changed');
  });

  it('is exempt even when a stale cookie rides along', async () => {
    const s = await browserSession();
    const res = await putUser(s.email, { ...bearer(s.token), cookie: 'atelier_session=stale' });
    expect(res.statusCode).toBe(200);
  });
});
