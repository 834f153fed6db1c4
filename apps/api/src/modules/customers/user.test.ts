import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsTestApp,
  bearer,
  cookiesOf,
  GOOD_PASSWORD,
  lastMail,
  login,
  registerUser,
  uniqueEmail,
  verificationLinkIn,
  type AccountsTestContext,
} from '../../test/accounts.ts';

let t: AccountsTestContext;
beforeAll(async () => {
  t = await accountsTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Cashmere-Scarf-31';
const getUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
const putUser = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user', headers: bearer(token), payload });
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/change-password', headers: bearer(token), payload });

describe('GET and PUT /api/user', () => {
  it('answers the profile of the token holder', async () => {
    const { email, token } = await registerUser(t.app);
    const res = await getUser(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phoneNumber: '',
        emailVerified: false,
        createdAt: t.clock.now().toISOString(),
        role: 'customer',
      },
    });
  });

  it('updates names and phone number', async () => {
    const { email, token } = await registerUser(t.app);
    const res = await putUser(token, { firstName: 'Augusta', lastName: 'King', email, phoneNumber: '+44 20 7946 0958' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Augusta', lastName: 'King', email, phoneNumber: '+44 20 7946 0958' });
    expect((await getUser(token)).json().user.phoneNumber).toBe('+44 20 7946 0958');
  });

  it('a new email address must be verified again, by a link sent to it', async () => {
    const { email, token } = await registerUser(t.app);
    const link = new URL(verificationLinkIn((await lastMail(t.app, t.outboxDir, email, 'verify-email')).text));
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect((await getUser(token)).json().user.emailVerified).toBe(true);

    const newEmail = uniqueEmail('moved');
    const res = await putUser(token, { firstName: 'Ada', lastName: 'Lovelace', email: newEmail });
    expect(res.json().user).toMatchObject({ email: newEmail, emailVerified: false });
    const fresh = new URL(verificationLinkIn((await lastMail(t.app, t.outboxDir, newEmail, 'verify-email')).text));
    // The old, used link does not verify the new address.
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location).toBe('/account-details?verified=0');
    expect((await t.app.inject({ method: 'GET', url: fresh.pathname + fresh.search })).headers.location).toBe(
      '/account-details?verified=1',
    );
    expect((await login(t.app, newEmail, GOOD_PASSWORD)).json().user.emailVerified).toBe(true);
  });

  it("refuses another account's address and changes nothing", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await putUser(b.token, { firstName: 'X', lastName: 'Y', email: a.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect((await getUser(b.token)).json().user).toMatchObject({ firstName: 'Ada', email: b.email });
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user', payload: { firstName: 'a', lastName: 'b', email: uniqueEmail() } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/user/change-password', () => {
  it('ends every other session and gives the caller a fresh token', async () => {
    const { email, token } = await registerUser(t.app);
    const otherDevice = (await login(t.app, email, GOOD_PASSWORD)).json().accessToken;
    // No time passes: revocation must not depend on the clock having moved on.
    const res = await changePassword(token, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { message, accessToken } = res.json();
    expect(message).toBe('Password changed successfully');
    expect(cookiesOf(res).atelier_session?.value).toBe(accessToken);

    expect((await getUser(otherDevice)).json().message).toBe('Token has been revoked');
    expect((await getUser(token)).json().message).toBe('Token has been revoked');
    expect((await getUser(accessToken)).statusCode).toBe(200);

    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    const again = (await login(t.app, email, NEW_PASSWORD)).json().accessToken;
    expect((await getUser(again)).statusCode).toBe(200);
    expect((await getUser(accessToken)).statusCode).toBe(200);
  });

  it('a second change at the same instant ends the token the first one gave', async () => {
    const { token } = await registerUser(t.app);
    const first = (
      await changePassword(token, { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    ).json().accessToken;
    const third = 'Velvet-Blazer-55';
    const second = (await changePassword(first, { currentPassword: NEW_PASSWORD, newPassword: third, confirmPassword: third })).json()
      .accessToken;
    expect((await getUser(first)).json().message).toBe('Token has been revoked');
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, token } = await registerUser(t.app);
    const res = await changePassword(token, {
      currentPassword: 'Wrong-Password-1',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your current password is incorrect.', code: 'WRONG_PASSWORD' });
    expect((await getUser(token)).statusCode).toBe(200);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses different new and confirm passwords, naming the field', async () => {
    const { token } = await registerUser(t.app);
    const res = await changePassword(token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('confirmPassword: New passwords do not match');
  });

  it('applies the password rules to the new password', async () => {
    const { token } = await registerUser(t.app);
    const short = await changePassword(token, { currentPassword: GOOD_PASSWORD, newPassword: 'short', confirmPassword: 'short' });
    expect(short.json().message).toContain('newPassword: must be at least 8 characters');
    const common = await changePassword(token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'letmein123',
      confirmPassword: 'letmein123',
    });
    expect(common.json().code).toBe('WEAK_PASSWORD');
    expect((await getUser(token)).statusCode).toBe(200);
  });
});
