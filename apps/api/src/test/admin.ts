/** Helpers for the admin API tests (tests only). */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { staffRoles } from '../db/schema/staff.ts';
import { newShopper, type Shopper } from './commerce.ts';

/**
 * A registered user made staff (roles are read from the database on every request): by default
 * with the built-in Admin role (every permission but ownership); `role` names another built-in
 * role, 'owner' makes them the owner (the shop must have none yet).
 */
export async function newAdmin(
  app: App,
  db: Db,
  role: 'admin' | 'fulfilment' | 'catalogue' | 'owner' | { roleId: number } = 'admin',
): Promise<Shopper & { id: number }> {
  const s = await newShopper(app);
  let shape: { isOwner: boolean; staffRoleId: number | null };
  if (role === 'owner') shape = { isOwner: true, staffRoleId: null };
  else if (typeof role === 'object') shape = { isOwner: false, staffRoleId: role.roleId };
  else {
    const [r] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.builtIn, role));
    shape = { isOwner: false, staffRoleId: r!.id };
  }
  const [row] = await db
    .update(users)
    .set({ role: 'admin', ...shape })
    .where(eq(users.email, s.email))
    .returning({ id: users.id });
  return { ...s, id: row!.id };
}

export async function pngOf(width = 1200, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b4654a' } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field, as a browser would send it. */
export async function multipart(bytes: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const req = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

/**
 * The refund the order page shows before an approval (R22.19): of this item return, or of
 * everything left (a cancellation or whole-order refund); what the approval must confirm.
 */
export async function shownRefund(app: App, headers: Record<string, string>, guid: string, returnId?: number): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${guid}`, headers });
  if (res.statusCode !== 200) throw new Error(`order detail failed: ${res.statusCode} ${res.body}`);
  const shown = (
    res.json() as { approvalRefunds: { everythingLeft: number | null; returns: Array<{ returnId: number; amountPence: number }> } }
  ).approvalRefunds;
  const amount = returnId === undefined ? shown.everythingLeft : shown.returns.find((r) => r.returnId === returnId)?.amountPence;
  if (amount === null || amount === undefined) throw new Error(`no refund is shown for ${returnId ?? 'everything left'} on ${guid}`);
  return amount;
}
