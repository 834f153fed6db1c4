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
