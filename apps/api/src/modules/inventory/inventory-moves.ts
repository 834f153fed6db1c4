import { sql, type SQL } from 'drizzle-orm';
import type { StockReason } from '@atelier/contract/inventory';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * The one home of a variant's quantity (R3.16, decision 0034): every change goes through here with
 * its reason and who made it, and writes its stock_history row in the same statement, so the
 * change and its record commit or roll back together. The caller's executor is the transaction.
 */

/** Who changed the stock: a staff account, a customer through their order, or the shop itself. */
export type StockActor = { kind: 'staff'; userId: number } | { kind: 'customer'; userId: number } | { kind: 'system' };

export interface StockCause {
  reason: StockReason;
  actor: StockActor;
  /** The order the change belongs to (sales, expiries, cancellations, returns). */
  orderId?: number | null;
  /** From the injectable clock. */
  at: Date;
}

/** A line's stock movement: variants are always locked in (product, variant) order so that
 * transactions touching several (and the products.stock_total trigger) never deadlock. */
export interface StockMove {
  productId: number;
  variantId: number;
  quantity: number;
}

export function byLockOrder<T extends { productId: number; variantId: number }>(moves: T[]): T[] {
  return [...moves].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
}

/** The history row's columns after `variant_id, quantity_before, quantity_after`, as SQL values. */
function causeValues(c: StockCause): SQL {
  const userId = c.actor.kind === 'system' ? null : c.actor.userId;
  return sql`${c.reason}::text, ${c.actor.kind}::text, ${userId}::int, ${c.orderId ?? null}::int, ${c.at.toISOString()}::timestamptz`;
}

const HISTORY_COLUMNS = sql`(variant_id, quantity_before, quantity_after, reason, actor_kind, actor_user_id, order_id, created_at)`;

/** Adds `delta` (negative takes) to one variant, never below zero; the row's lock is the UPDATE's own. */
async function moveOne(tx: Db, variantId: number, delta: number, cause: StockCause): Promise<boolean> {
  const rows = await queryRows<{ variant_id: number }>(
    tx,
    sql`with moved as (
          update variants set quantity = quantity + ${delta}::int
           where id = ${variantId}::int and quantity + ${delta}::int >= 0
          returning id, quantity
        )
        insert into stock_history ${HISTORY_COLUMNS}
        select id, quantity - ${delta}::int, quantity, ${causeValues(cause)} from moved
        returning variant_id`,
  );
  return rows.length === 1;
}

/**
 * Takes `quantity` units of each variant, never below zero (the guard and the CHECK both hold).
 * Answers the first move that could not be made; the caller rolls the transaction back.
 */
export async function takeStock(tx: Db, moves: StockMove[], cause: StockCause): Promise<StockMove | undefined> {
  for (const m of byLockOrder(moves)) {
    if (!(await moveOne(tx, m.variantId, -m.quantity, cause))) return m;
  }
  return undefined;
}

/** Puts units back on sale; a variant deleted since is skipped (nothing to give back to). */
export async function giveStock(tx: Db, moves: StockMove[], cause: StockCause): Promise<void> {
  for (const m of byLockOrder(moves)) await moveOne(tx, m.variantId, m.quantity, cause);
}

/**
 * Sets a variant's quantity to what the owner or a file says. The row is locked before it is read,
 * so the history's "before" is the quantity the change replaced, whatever sold meanwhile. No row
 * when nothing changes.
 */
export async function setStock(tx: Db, variantId: number, quantity: number, cause: StockCause): Promise<void> {
  const [row] = await queryRows<{ quantity: number }>(tx, sql`select quantity from variants where id = ${variantId}::int for update`);
  if (!row || row.quantity === quantity) return;
  await queryRows(
    tx,
    sql`with moved as (update variants set quantity = ${quantity}::int where id = ${variantId}::int returning id, quantity)
        insert into stock_history ${HISTORY_COLUMNS}
        select id, ${row.quantity}::int, quantity, ${causeValues(cause)} from moved`,
  );
}

/** The first row of new variants' histories (0 → their quantity), written as they are created. */
export async function openStock(tx: Db, created: Array<{ id: number; quantity: number }>, cause: StockCause): Promise<void> {
  if (!created.length) return;
  const rows = sql.join(
    created.map((v) => sql`(${v.id}::int, 0, ${v.quantity}::int, ${causeValues(cause)})`),
    sql`, `,
  );
  await queryRows(tx, sql`insert into stock_history ${HISTORY_COLUMNS} values ${rows}`);
}
