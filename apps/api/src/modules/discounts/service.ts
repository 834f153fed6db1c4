import {
  evaluateDiscount,
  normaliseCode,
  unknownCode,
  type DiscountLine,
  type DiscountResult,
  type AdminDiscount,
  type AdminDiscountInput,
} from '@atelier/contract/discounts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { eq } from 'drizzle-orm';
import { normaliseEmail } from '@atelier/contract/customers';
import { users } from '../../db/schema/accounts.ts';
import { discountRepository, type DiscountCodeRow } from './repository.ts';

export interface CheckedCode {
  row: DiscountCodeRow | undefined;
  result: DiscountResult;
}

/**
 * A typed code against a cart (R20.2-R20.6). With `lock` the code's row is locked first, so the
 * uses counted are the uses there are until the caller's transaction ends (0020).
 */
export async function checkCode(
  db: Db,
  typed: string,
  lines: DiscountLine[],
  opts: { email: string; now: Date; lock?: boolean; ownHoldsFree?: boolean },
): Promise<CheckedCode> {
  const code = normaliseCode(typed);
  if (!code || code.length > 32) return { row: undefined, result: unknownCode(typed) };
  const repo = discountRepository(db);
  const row = await repo.byCode(code, opts.lock ? 'update' : undefined);
  if (!row) return { row, result: unknownCode(typed) };
  // Once per customer counts by the normalised e-mail address, a guest's as a customer's (R5.16).
  const uses = await repo.usage(row.id, normaliseEmail(opts.email), { ownHolds: opts.ownHoldsFree });
  const result = evaluateDiscount({ ...row, kind: row.kind }, typed, lines, {
    now: opts.now,
    usesTotal: uses.total,
    usesByCustomer: uses.byCustomer,
  });
  return { row, result };
}

function view(row: DiscountCodeRow & { used?: number; held?: number }): AdminDiscount {
  return {
    guid: row.guid,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpendPence: row.minSpendPence,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    oncePerCustomer: row.oncePerCustomer,
    excludeSaleItems: row.excludeSaleItems,
    excludeFinalSale: row.excludeFinalSale,
    active: row.active,
    used: row.used ?? 0,
    held: row.held ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = (d: AdminDiscountInput) => ({
  ...d,
  startsAt: d.startsAt ? new Date(d.startsAt) : null,
  endsAt: d.endsAt ? new Date(d.endsAt) : null,
});

const TAKEN = 'Another discount code already has that name.';

/** The owner's discount codes (R20.1): list, create, edit, deactivate. Codes are never deleted, so orders keep theirs. */
export function discountAdminService(db: Db, clock: Clock) {
  const repo = discountRepository(db);
  async function find(guid: string) {
    const row = await repo.byGuid(guid);
    if (!row) throw notFound('Discount code not found.', 'NOT_FOUND');
    return row;
  }
  async function detail(guid: string): Promise<AdminDiscount> {
    return view((await repo.list()).find((r) => r.guid === guid) ?? (await find(guid)));
  }
  return {
    async list(): Promise<AdminDiscount[]> {
      return (await repo.list()).map(view);
    },
    detail,
    async create(input: AdminDiscountInput): Promise<AdminDiscount> {
      if (await repo.byCode(input.code)) throw conflict(TAKEN, 'CODE_TAKEN');
      const now = clock.now();
      const row = await repo.insert({ ...columns(input), createdAt: now, updatedAt: now });
      return view(row);
    },
    async update(guid: string, input: AdminDiscountInput): Promise<{ before: AdminDiscount; after: AdminDiscount }> {
      const current = await find(guid);
      const clash = await repo.byCode(input.code);
      if (clash && clash.id !== current.id) throw conflict(TAKEN, 'CODE_TAKEN');
      const before = await detail(guid);
      await repo.update(current.id, { ...columns(input), updatedAt: clock.now() });
      return { before, after: await detail(guid) };
    },
    async setActive(guid: string, active: boolean): Promise<AdminDiscount> {
      const current = await find(guid);
      await repo.update(current.id, { active, updatedAt: clock.now() });
      return detail(guid);
    },
  };
}
export type DiscountAdminService = ReturnType<typeof discountAdminService>;

/**
 * At payment (R20.8): the use the order held becomes used, exactly once (the order id is the
 * redemption's key). An order whose hold ended before it was paid takes a use again only if the
 * code still has one for this shopper; false means it has none left.
 */
export async function confirmUse(
  tx: Db,
  order: { id: number; userId: number; discountCodeId: number | null },
  now: Date,
): Promise<boolean> {
  if (order.discountCodeId === null) return true;
  const repo = discountRepository(tx);
  if (await repo.markUsed(order.id)) return true;
  const row = await repo.byId(order.discountCodeId, 'update');
  if (!row) return false;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  const shopper = { userId: order.userId, email: normaliseEmail(owner?.email ?? '') };
  const uses = await repo.usage(row.id, shopper.email, { orderId: order.id });
  if (row.usageLimit !== null && uses.total >= row.usageLimit) return false;
  if (row.oncePerCustomer && uses.byCustomer > 0) return false;
  await repo.use(order.id, row.id, shopper, now);
  return true;
}
