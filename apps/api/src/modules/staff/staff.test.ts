import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/store.ts';
import { adminInvitations, users } from '../../db/schema/accounts.ts';
import { newAdmin } from '../../test/admin.ts';
import { GOOD_PASSWORD, lastMail, login, registerUser, uniqueEmail, type AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';
import { stepUp } from '../../test/staff.ts';

let t: AccountsTestContext;
let owner: Shopper & { id: number };
beforeAll(async () => {
  // Sessions must outlive the week the expiry test steps over.
  t = await commerceTestApp({ ACCESS_TOKEN_TTL: '30d' });
  owner = await newAdmin(t.app, t.database.db, 'owner');
  // Inviting and removing staff ask for the password again (R13.13); the expiry test steps past it.
  await stepUp(t.app, owner);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const invite = (email: string, by: Shopper = owner) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff/invitations', headers: by.headers, payload: { email } });
const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', payload });

async function tokenMailedTo(email: string): Promise<string> {
  const mail = await lastMail(t.app, t.outboxDir, email, 'staff-invitation');
  const m = /http:\/\/localhost:3000\/admin-invitation\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error('no invitation link in the mail');
  return m[1]!;
}
const roleOf = async (email: string) => (await db().select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('staff invitations (R22.8)', () => {
  it('mails a link; a newcomer chooses a name and password and can then sign in as an admin', async () => {
    const email = uniqueEmail('newcomer');
    const res = await invite(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().invitations).toEqual([expect.objectContaining({ email, invitedBy: owner.email })]);
    const token = await tokenMailedTo(email);
    // Only the token's hash is kept.
    expect((await db().select().from(adminInvitations)).some((i) => i.tokenHash === token)).toBe(false);

    const view = await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` });
    expect(view.json()).toMatchObject({ email, hasAccount: false });
    const done = await accept({ token, password: 'Harris-Tweed-2026', firstName: 'Grace', lastName: 'Hopper' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: `${email} is now an admin. Please sign in.`, email });

    const session = await login(t.app, email, 'Harris-Tweed-2026');
    expect(session.statusCode).toBe(200);
    const dash = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${session.json().accessToken}` },
    });
    expect(dash.statusCode).toBe(200);

    // It works once.
    const again = await accept({ token, password: 'Harris-Tweed-2026', firstName: 'G', lastName: 'H' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('INVITATION_GONE');
  });

  it('promotes an existing customer only with their own password', async () => {
    const customer = await registerUser(t.app);
    await invite(customer.email);
    const token = await tokenMailedTo(customer.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` })).json().hasAccount).toBe(true);
    const wrong = await accept({ token, password: 'not-their-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect(await roleOf(customer.email)).toBe('customer');
    expect((await accept({ token, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await roleOf(customer.email)).toBe('admin');
  });

  it('expires after 7 days, and refuses unknown tokens and existing admins', async () => {
    const email = uniqueEmail('late');
    await invite(email);
    const token = await tokenMailedTo(email);
    t.clock.advance(7 * 86_400_000 + 1000);
    await stepUp(t.app, owner);
    const late = await accept({ token, password: 'Harris-Tweed-2026', firstName: 'Late', lastName: 'Comer' });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('This invitation has expired. Ask the shop owner for a new one.');
    expect(await roleOf(email)).toBeUndefined();

    const unknown = await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const already = await invite(owner.email);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ message: `${owner.email} is already an admin.`, code: 'ALREADY_ADMIN' });
    expect((await invite('not an address')).statusCode).toBe(400);
  });

  it('a withdrawn invitation no longer works', async () => {
    const email = uniqueEmail('withdrawn');
    const list = (await invite(email)).json();
    const token = await tokenMailedTo(email);
    const id = list.invitations.find((i: { email: string }) => i.email === email).id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/invitations/${id}`, headers: owner.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/invitations/${token}` })).statusCode).toBe(404);
  });
});

describe('removing an admin (R22.8, R13.8)', () => {
  it('takes the role away, audits it, and never removes the owner (issue 30: the owner, not the last admin, is what stays)', async () => {
    const admins = (await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: owner.headers })).json().admins as Array<{
      id: number;
      email: string;
    }>;
    expect(admins.length).toBeGreaterThan(1);
    for (const a of admins.filter((x) => x.id !== owner.id)) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${a.id}`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      expect(await roleOf(a.email)).toBe('customer');
    }
    const last = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${owner.id}`, headers: owner.headers });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('OWNER_PROTECTED');
    expect(await roleOf(owner.email)).toBe('admin');
    const actions = (await db().select({ action: adminAudit.action }).from(adminAudit)).map((a) => a.action);
    expect(actions.filter((a) => a === 'staff.remove')).toHaveLength(admins.length - 1);
    expect(actions).toContain('staff.invite');
  });

  it('two admins removing each other at once leave one of them', async () => {
    const other = await newAdmin(t.app, db());
    await stepUp(t.app, other);
    await stepUp(t.app, owner);
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${other.id}`, headers: owner.headers }),
      t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${owner.id}`, headers: other.headers }),
    ]);
    // The loser is refused as the owner (409), or as no longer an admin at all (403), or, since a
    // removal now ends the removed person's sessions at once (R13.10), with their token revoked (401).
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 403, 409]).toContain(codes[1]);
    expect((await db().select().from(users).where(eq(users.role, 'admin'))).length).toBe(1);
  });
});
