import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Db } from '../../db/client.ts';
import { variants } from '../../db/schema/catalogue.ts';
import { stockHistory } from '../../db/schema/stock-history.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, variantOf } from '../../test/commerce.ts';
import { giveStock, openStock, setStock, takeStock, type StockCause } from './inventory-moves.ts';

let t: AccountsTestContext;
let staffId: number;
beforeAll(async () => {
  t = await commerceTestApp();
  staffId = (await newAdmin(t.app, t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const at = new Date('2026-11-27T10:00:00Z');
const staff = (reason: StockCause['reason']): StockCause => ({ reason, actor: { kind: 'staff', userId: staffId }, at });
const historyOf = (variantId: number) =>
  db().select().from(stockHistory).where(eq(stockHistory.variantId, variantId)).orderBy(asc(stockHistory.id));
const quantityOf = async (variantId: number) =>
  (await db().select({ q: variants.quantity }).from(variants).where(eq(variants.id, variantId)))[0]!.q;

class Abort extends Error {}
/** Runs `work` in a transaction that then fails, as any later fault of the caller's would. */
async function rolledBack(work: (tx: Db) => Promise<unknown>): Promise<void> {
  await expect(
    inTransaction(db(), async (tx) => {
      await work(tx);
      throw new Abort();
    }),
  ).rejects.toBeInstanceOf(Abort);
}

describe('every quantity change writes one history row with it (R3.16)', () => {
  it('takeStock: one row per variant with before, after, reason, actor and order', async () => {
    const s = await variantOf(db(), 'linen-shirt', 'S');
    const scarf = await variantOf(db(), 'wool-scarf', 'ONE');
    const shirt = await variantOf(db(), 'linen-shirt', 'M');
    const short = await inTransaction(db(), (tx) =>
      takeStock(
        tx,
        [
          { productId: 0, variantId: scarf.id, quantity: 3 },
          { productId: 0, variantId: shirt.id, quantity: 2 },
        ],
        { reason: 'expiry', actor: { kind: 'system' }, at },
      ),
    );
    expect(short).toBeUndefined();
    expect((await historyOf(scarf.id)).map((r) => [r.quantityBefore, r.quantityAfter, r.reason, r.actorKind, r.actorUserId])).toEqual([
      [10, 7, 'expiry', 'system', null],
    ]);
    expect((await historyOf(shirt.id)).map((r) => [r.quantityBefore, r.quantityAfter, r.createdAt.toISOString()])).toEqual([
      [5, 3, at.toISOString()],
    ]);
    expect(await historyOf(s.id)).toEqual([]);
  });

  it('takeStock refuses more than there is: that move changes nothing and writes nothing', async () => {
    const l = await variantOf(db(), 'linen-shirt', 'L');
    const short = await inTransaction(db(), (tx) => takeStock(tx, [{ productId: 0, variantId: l.id, quantity: 2 }], staff('sale')));
    expect(short).toMatchObject({ variantId: l.id });
    expect(await quantityOf(l.id)).toBe(1);
    expect(await historyOf(l.id)).toEqual([]);
  });

  it('giveStock adds back; a deleted variant is skipped', async () => {
    const dress = await variantOf(db(), 'silk-dress', 'M');
    await inTransaction(db(), (tx) =>
      giveStock(
        tx,
        [
          { productId: 0, variantId: dress.id, quantity: 2 },
          { productId: 0, variantId: 2_000_000_000, quantity: 1 },
        ],
        staff('return-restocked'),
      ),
    );
    expect(await quantityOf(dress.id)).toBe(5);
    expect((await historyOf(dress.id)).map((r) => [r.quantityBefore, r.quantityAfter, r.reason, r.actorUserId])).toEqual([
      [3, 5, 'return-restocked', staffId],
    ]);
  });

  it('setStock records the quantity it replaced, and nothing when the quantity is the same', async () => {
    const tote = await variantOf(db(), 'canvas-tote', 'ONE');
    await inTransaction(db(), (tx) => setStock(tx, tote.id, 0, staff('adjustment')));
    expect(await historyOf(tote.id)).toEqual([]);
    await inTransaction(db(), (tx) => setStock(tx, tote.id, 12, staff('import')));
    expect((await historyOf(tote.id)).map((r) => [r.quantityBefore, r.quantityAfter, r.reason, r.actorKind])).toEqual([
      [0, 12, 'import', 'staff'],
    ]);
  });

  it('openStock starts a new variant at 0 → its quantity', async () => {
    const tote = await variantOf(db(), 'canvas-tote', 'ONE');
    const [made] = await db()
      .insert(variants)
      .values({
        productId: (await db().select().from(variants).where(eq(variants.id, tote.id)))[0]!.productId,
        size: 'XS',
        quantity: 4,
        sku: 'TOTE-XS-T',
      })
      .returning({ id: variants.id, quantity: variants.quantity });
    await inTransaction(db(), (tx) => openStock(tx, [made!], staff('new-size')));
    expect((await historyOf(made!.id)).map((r) => [r.quantityBefore, r.quantityAfter, r.reason])).toEqual([[0, 4, 'new-size']]);
  });

  it('a transaction that fails after the change leaves neither the change nor its row', async () => {
    const s = await variantOf(db(), 'linen-shirt', 'S');
    const before = await historyOf(s.id);
    await rolledBack((tx) => takeStock(tx, [{ productId: 0, variantId: s.id, quantity: 1 }], staff('sale')));
    await rolledBack((tx) => giveStock(tx, [{ productId: 0, variantId: s.id, quantity: 1 }], staff('cancellation')));
    await rolledBack((tx) => setStock(tx, s.id, 40, staff('adjustment')));
    expect(await quantityOf(s.id)).toBe(5);
    expect(await historyOf(s.id)).toEqual(before);
  });

  it('a row the database refuses (an unknown reason) takes the change with it', async () => {
    const s = await variantOf(db(), 'linen-shirt', 'S');
    const bad = { reason: 'theft', actor: { kind: 'system' }, at } as unknown as StockCause;
    await expect(inTransaction(db(), (tx) => takeStock(tx, [{ productId: 0, variantId: s.id, quantity: 1 }], bad))).rejects.toThrow();
    expect(await quantityOf(s.id)).toBe(5);
    expect(await historyOf(s.id)).toEqual([]);
  });
});
