import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { customerExports, staffRoles } from '../../db/schema/staff.ts';
import { newAdmin } from '../../test/admin.ts';
import { GOOD_PASSWORD, lastMail, type AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';
import { stepUp } from '../../test/staff.ts';

let t: AccountsTestContext;
let owner: Shopper & { id: number };
const db = () => t.database.db;
beforeAll(async () => {
  t = await commerceTestApp();
  owner = await newAdmin(t.app, db(), 'owner');
  await stepUp(t.app, owner);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const api = (who: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const person = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const roleId = async (builtIn: string) => (await db().select().from(staffRoles).where(eq(staffRoles.builtIn, builtIn)))[0]!.id;

describe('the owner no one else can remove (R13.8)', () => {
  it('an Admin with the staff permission cannot remove, demote or re-role the owner, nor change their own role', async () => {
    const admin = await newAdmin(t.app, db());
    await stepUp(t.app, admin);
    const removal = await api(admin, 'DELETE', `/staff/${owner.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ message: expect.stringContaining('owner cannot be removed'), code: 'OWNER_PROTECTED' });
    const demote = await api(admin, 'PUT', `/staff/${owner.id}/role`, { roleId: await roleId('fulfilment') });
    expect(demote.json().code).toBe('OWNER_PROTECTED');
    const own = await api(admin, 'PUT', `/staff/${admin.id}/role`, { roleId: await roleId('fulfilment') });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_ACCESS');
    expect(await person(owner.id)).toMatchObject({ isOwner: true, role: 'admin' });
    // Only the owner hands ownership on.
    const grab = await api(admin, 'POST', '/staff/transfer-ownership', { toUserId: admin.id, password: GOOD_PASSWORD });
    expect(grab.statusCode).toBe(403);
    expect(grab.json().code).toBe('OWNER_ONLY');
  });

  it('no one grants a permission they do not hold', async () => {
    const [staffOnly] = await db()
      .insert(staffRoles)
      .values({ name: 'People only', permissions: ['staff'] })
      .returning();
    const manager = await newAdmin(t.app, db(), { roleId: staffOnly!.id });
    await stepUp(t.app, manager);
    const made = await api(manager, 'POST', '/staff/roles', { name: 'Refunder', permissions: ['refunds'] });
    expect(made.statusCode).toBe(403);
    expect(made.json()).toEqual({ message: expect.stringContaining('refunds'), code: 'CANNOT_GRANT' });
    const invite = await api(manager, 'POST', '/staff/invitations', { email: 'grant@example.co.uk', roleId: await roleId('admin') });
    expect(invite.json().code).toBe('CANNOT_GRANT');
    const packer = await newAdmin(t.app, db(), 'fulfilment');
    const promote = await api(manager, 'PUT', `/staff/${packer.id}/role`, { roleId: await roleId('admin') });
    expect(promote.json().code).toBe('CANNOT_GRANT');
    expect((await person(packer.id)).staffRoleId).toBe(await roleId('fulfilment'));
    // Its own permission it may hand on.
    expect((await api(manager, 'POST', '/staff/roles', { name: 'Also people', permissions: ['staff'] })).statusCode).toBe(200);
    // Ready-made roles are not edited.
    const edit = await api(owner, 'PUT', `/staff/roles/${await roleId('fulfilment')}`, {
      name: 'Fulfilment',
      permissions: ['orders', 'refunds'],
    });
    expect(edit.json().code).toBe('BUILT_IN_ROLE');
  });

  it('changing someone ends their sessions at once, mails them, and is in the activity log in words', async () => {
    const packer = await newAdmin(t.app, db(), 'fulfilment');
    expect((await api(packer, 'GET', '/orders')).statusCode).toBe(200);
    const res = await api(owner, 'PUT', `/staff/${packer.id}/role`, { roleId: await roleId('catalogue') });
    expect(res.statusCode).toBe(200);
    const old = await api(packer, 'GET', '/products');
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('TOKEN_REVOKED');
    const mail = await lastMail(t.app, t.outboxDir, packer.email, 'staff-access-changed');
    expect(mail.text).toContain('changed your role from Fulfilment to Catalogue');
    const log = (await api(owner, 'GET', `/audit?kind=staff`)).json() as { entries: Array<{ summary: string; detail: string }> };
    expect(log.entries[0]).toMatchObject({
      summary: `Role of ${packer.email} changed by ${owner.email}`,
      detail: 'change: Fulfilment → Catalogue',
    });

    expect((await api(owner, 'DELETE', `/staff/${packer.id}`)).statusCode).toBe(200);
    expect(await person(packer.id)).toMatchObject({ role: 'customer', staffRoleId: null, isOwner: false });
    expect((await lastMail(t.app, t.outboxDir, packer.email, 'staff-access-changed')).text).toContain('removed you from the shop');
  });

  it('changing staff asks for the password again, and a step-up lasts five minutes', async () => {
    const admin = await newAdmin(t.app, db());
    const packer = await newAdmin(t.app, db(), 'fulfilment');
    const cold = await api(admin, 'DELETE', `/staff/${packer.id}`);
    expect(cold.statusCode).toBe(403);
    expect(cold.json().code).toBe('STEP_UP_REQUIRED');
    const wrong = await api(admin, 'POST', '/me/step-up', { password: 'not-my-password' });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    await stepUp(t.app, admin);
    t.clock.advance(6 * 60_000);
    expect((await api(admin, 'DELETE', `/staff/${packer.id}`)).json().code).toBe('STEP_UP_REQUIRED');
    await stepUp(t.app, admin);
    expect((await api(admin, 'DELETE', `/staff/${packer.id}`)).statusCode).toBe(200);
  });

  it('ownership moves only by the owner, with their password; they stay on as Admin', async () => {
    const heir = await newAdmin(t.app, db());
    const wrong = await api(owner, 'POST', '/staff/transfer-ownership', { toUserId: heir.id, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect((await person(owner.id)).isOwner).toBe(true);
    const done = await api(owner, 'POST', '/staff/transfer-ownership', { toUserId: heir.id, password: GOOD_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await person(heir.id)).toMatchObject({ isOwner: true, staffRoleId: null });
    expect(await person(owner.id)).toMatchObject({ isOwner: false, staffRoleId: await roleId('admin') });
    expect((await db().select().from(users).where(eq(users.isOwner, true))).length).toBe(1);
    // The old owner is now refused the owner's moves.
    expect((await api(owner, 'GET', '/staff/policy')).json().code).toBe('OWNER_ONLY');
  });
});

describe('personal data (R13.15)', () => {
  it('an export asks for a step-up and is recorded with who, when and the filter', async () => {
    const admin = await newAdmin(t.app, db());
    expect((await api(admin, 'GET', '/customers/export?q=example')).json().code).toBe('STEP_UP_REQUIRED');
    await stepUp(t.app, admin);
    const csv = await api(admin, 'GET', '/customers/export?q=example');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('email,name,customer_since,orders,lifetime_spend_gbp,last_order_at');
    const rows = await db().select().from(customerExports);
    expect(rows.at(-1)).toMatchObject({ filter: { q: 'example' } });
    const list = (await api(admin, 'GET', '/customers/exports')).json();
    expect(list.exports[0]).toMatchObject({ by: admin.email, filter: 'name or email contains “example”' });
    const packer = await newAdmin(t.app, db(), 'fulfilment');
    expect((await api(packer, 'GET', '/customers')).statusCode).toBe(403);
    expect((await api(packer, 'GET', '/customers/exports')).statusCode).toBe(403);
  });

  it('a member of staff sees their own sessions and ends one', async () => {
    const admin = await newAdmin(t.app, db());
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: GOOD_PASSWORD } });
    const other = { ...admin, headers: { authorization: `Bearer ${second.json().accessToken}`, 'user-agent': 'Second laptop' } };
    expect((await api(other, 'GET', '/me')).statusCode).toBe(200);
    const list = (await api(admin, 'GET', '/me/sessions')).json() as {
      sessions: Array<{ id: string; current: boolean; userAgent: string }>;
    };
    expect(list.sessions).toHaveLength(2);
    const laptop = list.sessions.find((s) => s.userAgent === 'Second laptop')!;
    expect(laptop.current).toBe(false);
    expect((await api(admin, 'DELETE', `/me/sessions/${laptop.id}`)).json().sessions).toHaveLength(1);
    expect((await api(other, 'GET', '/me')).statusCode).toBe(401);
  });
});
