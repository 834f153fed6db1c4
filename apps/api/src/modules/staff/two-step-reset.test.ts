import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { staffRecoveryCodes } from '../../db/schema/staff.ts';
import { newAdmin } from '../../test/admin.ts';
import { lastMail, type AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';
import { enrol, stepUp } from '../../test/staff.ts';

// Someone lost their phone and their recovery codes: another member of staff resets their second
// factor (R13.17). Never the owner's, never one's own, always after a step-up.
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

const reset = (who: Shopper, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}/two-step`, headers: who.headers });
const person = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const codesOf = async (id: number) => db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, id));

describe('resetting a lost second factor (R13.17)', () => {
  it('forgets the authenticator and the recovery codes, ends their sessions, mails them and logs it in words', async () => {
    const lost = await newAdmin(t.app, db());
    await enrol(t.app, lost, t.clock);
    expect(await codesOf(lost.id)).toHaveLength(10);

    const res = await reset(owner, lost.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().admins.find((s: { id: number }) => s.id === lost.id)).toMatchObject({ twoStep: false });
    expect(await person(lost.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await codesOf(lost.id)).toHaveLength(0);
    // Their token no longer opens anything, on any instance (tokens_valid_after moved).
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: lost.headers })).statusCode).toBe(401);
    expect((await lastMail(t.app, t.outboxDir, lost.email, 'staff-access-changed')).text).toContain(
      `${owner.email} reset your two-step sign-in`,
    );
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit?kind=staff', headers: owner.headers });
    expect(log.json().entries[0].summary).toBe(`Two-step sign-in of ${lost.email} reset, their sessions ended by ${owner.email}`);

    // Nothing left to reset.
    const again = await reset(owner, lost.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NO_SECOND_FACTOR');
  });

  it("an Admin with the staff permission cannot reset the owner's, nor their own, and needs a step-up", async () => {
    await enrol(t.app, owner, t.clock);
    const admin = await newAdmin(t.app, db());
    await enrol(t.app, admin, t.clock);
    const other = await newAdmin(t.app, db());
    await enrol(t.app, other, t.clock);

    const unstepped = await reset(admin, other.id);
    expect(unstepped.statusCode).toBe(403);
    expect(unstepped.json().code).toBe('STEP_UP_REQUIRED');

    await stepUp(t.app, admin);
    const ownerReset = await reset(admin, owner.id);
    expect(ownerReset.statusCode).toBe(409);
    expect(ownerReset.json()).toEqual({ message: expect.stringContaining('owner cannot be'), code: 'OWNER_PROTECTED' });
    expect((await person(owner.id)).totpEnabledAt).not.toBeNull();
    expect(await codesOf(owner.id)).toHaveLength(10);

    const own = await reset(admin, admin.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: expect.stringContaining('your own two-step sign-in'), code: 'OWN_ACCESS' });
    expect((await person(admin.id)).totpEnabledAt).not.toBeNull();

    expect((await reset(admin, other.id)).statusCode).toBe(200);
    expect((await person(other.id)).totpEnabledAt).toBeNull();
  });

  it('a role without the staff permission is refused, nothing changed', async () => {
    const packer = await newAdmin(t.app, db(), 'fulfilment');
    await stepUp(t.app, packer);
    const victim = await newAdmin(t.app, db());
    await enrol(t.app, victim, t.clock);
    const res = await reset(packer, victim.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PERMISSION_DENIED');
    expect((await person(victim.id)).totpEnabledAt).not.toBeNull();
  });
});
