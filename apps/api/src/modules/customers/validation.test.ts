import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { accountsTestApp, bearer, GOOD_PASSWORD, registerUser, uniqueEmail, type AccountsTestContext } from '../../test/accounts.ts';

let t: AccountsTestContext;
let token: string;
let email: string;
beforeAll(async () => {
  t = await accountsTestApp();
  ({ token, email } = await registerUser(t.app));
});
afterAll(() => t.close());

const huge = 'x'.repeat(10 * 1024);
const register = { firstName: 'Ada', lastName: 'Lovelace', email: 'valid@example.co.uk', password: GOOD_PASSWORD };

async function usersCount() {
  return (await t.database.db.select({ n: count() }).from(users))[0]!.n;
}

/** [what, method, url, body, field named in the message] */
const cases: Array<[string, 'POST' | 'PUT', string, unknown, string]> = [
  ['register: malformed email', 'POST', '/api/auth/register', { ...register, email: 'not-an-email' }, 'email'],
  ['register: email with two @', 'POST', '/api/auth/register', { ...register, email: 'a@b@example.com' }, 'email'],
  ['register: email over 254', 'POST', '/api/auth/register', { ...register, email: `${'a'.repeat(250)}@example.com` }, 'email'],
  ['register: 10 kB first name', 'POST', '/api/auth/register', { ...register, firstName: huge }, 'firstName'],
  ['register: 10 kB last name', 'POST', '/api/auth/register', { ...register, lastName: huge }, 'lastName'],
  ['register: 10 kB email', 'POST', '/api/auth/register', { ...register, email: `${huge}@example.com` }, 'email'],
  ['register: 10 kB password', 'POST', '/api/auth/register', { ...register, password: huge }, 'password'],
  ['register: 10 kB phone', 'POST', '/api/auth/register', { ...register, phoneNumber: huge }, 'phoneNumber'],
  ['register: blank first name', 'POST', '/api/auth/register', { ...register, firstName: '   ' }, 'firstName'],
  ['register: number as name', 'POST', '/api/auth/register', { ...register, firstName: 42 }, 'firstName'],
  ['register: array as email', 'POST', '/api/auth/register', { ...register, email: ['a@b.com'] }, 'email'],
  ['register: missing password', 'POST', '/api/auth/register', { firstName: 'A', lastName: 'B', email: 'x@example.com' }, 'password'],
  ['register: unknown field', 'POST', '/api/auth/register', { ...register, role: 'admin' }, 'role'],
  ['login: malformed email', 'POST', '/api/auth/login', { email: 'nope', password: 'x' }, 'email'],
  ['login: 10 kB password', 'POST', '/api/auth/login', { email: 'a@example.com', password: huge }, 'password'],
  ['login: boolean password', 'POST', '/api/auth/login', { email: 'a@example.com', password: true }, 'password'],
  ['login: unknown field', 'POST', '/api/auth/login', { email: 'a@example.com', password: 'x', remember: true }, 'remember'],
  ['forgot: malformed email', 'POST', '/api/auth/forgot-password', { email: 'a@' }, 'email'],
  ['forgot: 10 kB email', 'POST', '/api/auth/forgot-password', { email: huge }, 'email'],
  ['verify: 5 digits', 'POST', '/api/auth/verify-reset-code', { email: 'a@example.com', code: '12345' }, 'code'],
  ['verify: letters', 'POST', '/api/auth/verify-reset-code', { email: 'a@example.com', code: '12a456' }, 'code'],
  ['verify: number type', 'POST', '/api/auth/verify-reset-code', { email: 'a@example.com', code: 123456 }, 'code'],
  ['verify: 10 kB code', 'POST', '/api/auth/verify-reset-code', { email: 'a@example.com', code: huge }, 'code'],
  [
    'reset: 10 kB token',
    'POST',
    '/api/auth/reset-password',
    { email: 'a@example.com', resetToken: huge, newPassword: GOOD_PASSWORD },
    'resetToken',
  ],
  [
    'reset: unknown field',
    'POST',
    '/api/auth/reset-password',
    { email: 'a@example.com', resetToken: 'x', newPassword: GOOD_PASSWORD, code: '1' },
    'code',
  ],
];

describe('bad input answers 400 naming the field, and changes nothing', () => {
  it.each(cases)('%s', async (_what, method, url, payload, field) => {
    const before = await usersCount();
    const res = await t.app.inject({ method, url, payload: payload as object });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(field);
    expect(await usersCount()).toBe(before);
  });

  it('a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('a body that is an array', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] as unknown as object });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['10 kB first name', { firstName: huge, lastName: 'L', email: '' }, 'firstName'],
    ['10 kB email', { firstName: 'F', lastName: 'L', email: huge }, 'email'],
    ['31-character phone', { firstName: 'F', lastName: 'L', email: '', phoneNumber: '1'.repeat(31) }, 'phoneNumber'],
    ['letters in the phone', { firstName: 'F', lastName: 'L', email: '', phoneNumber: 'call me' }, 'phoneNumber'],
    ['unknown field', { firstName: 'F', lastName: 'L', email: '', role: 'admin' }, 'role'],
    ['wrong type', { firstName: ['F'], lastName: 'L', email: '' }, 'firstName'],
  ])('PUT /api/user: %s', async (_what, payload, field) => {
    const body = { ...payload, email: payload.email === '' ? email : payload.email };
    const res = await t.app.inject({ method: 'PUT', url: '/api/user', headers: bearer(token), payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '', role: 'customer' });
  });

  it.each([
    ['10 kB current password', { currentPassword: huge, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }, 'currentPassword'],
    ['10 kB new password', { currentPassword: GOOD_PASSWORD, newPassword: huge, confirmPassword: huge }, 'newPassword'],
    ['missing confirm', { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, 'confirmPassword'],
    ['unknown field', { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, x: 1 }, 'x'],
  ])('PUT /api/user/change-password: %s', async (_what, payload, field) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/change-password', headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('a role cannot be chosen at sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...register, email: uniqueEmail(), role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
  });
});
