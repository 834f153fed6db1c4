import { and, asc, eq, sql } from 'drizzle-orm';
import type { RefundDestination } from '@atelier/contract/balances';
import type { ReturnStatus } from '@atelier/contract/returns';
import type { Db } from '../../db/client.ts';
import { orderReturns, orders } from '../../db/schema/orders.ts';

export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** Item returns of orders; the callers lock the order row first, so returns of one order are decided one at a time. */
export function returnsRepository(db: Db) {
  return {
    ofOrder(orderId: number): Promise<OrderReturnRow[]> {
      return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.id));
    },

    async insert(
      rows: Array<{
        orderId: number;
        orderLineId: number;
        quantity: number;
        reason: string;
        comment: string;
        createdAt: Date;
        refundTo: RefundDestination;
      }>,
    ) {
      return db.insert(orderReturns).values(rows).returning();
    },

    /** Returns decided as they are made: the owner's own refund of units (R22.18), approved at once. */
    async insertDecided(
      rows: Array<{
        orderId: number;
        orderLineId: number;
        quantity: number;
        reason: string;
        ownerNote: string;
        restocked: boolean;
        refundPence: number;
        refundRef: string;
        refundTo: RefundDestination;
        at: Date;
        by: number;
      }>,
    ): Promise<OrderReturnRow[]> {
      return db
        .insert(orderReturns)
        .values(
          rows.map(({ at, by, ...r }) => ({ ...r, comment: '', status: 'Approved' as const, createdAt: at, decidedAt: at, decidedBy: by })),
        )
        .returning();
    },

    async byId(orderId: number, id: number): Promise<OrderReturnRow | undefined> {
      const [row] = await db
        .select()
        .from(orderReturns)
        .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.id, id)))
        .limit(1);
      return row;
    },

    /** Decides a return still Requested; false when another decision got there first. */
    async decide(
      id: number,
      d: {
        status: Exclude<ReturnStatus, 'Requested'>;
        ownerNote: string;
        restocked: boolean | null;
        refundPence: number | null;
        refundRef: string | null;
        /** Where the refund went, when the owner sent it elsewhere than the customer asked (R23.16). */
        refundTo?: RefundDestination;
        at: Date;
        by: number;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(orderReturns)
        .set({
          status: d.status,
          ownerNote: d.ownerNote,
          restocked: d.restocked,
          refundPence: d.refundPence,
          refundRef: d.refundRef,
          ...(d.refundTo ? { refundTo: d.refundTo } : {}),
          decidedAt: d.at,
          decidedBy: d.by,
        })
        .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'Requested')))
        .returning({ id: orderReturns.id });
      return rows.length === 1;
    },

    /** An approved exchange names its replacement order (R21.22). */
    async linkReplacement(id: number, orderId: number): Promise<void> {
      await db
        .update(orderReturns)
        .set({ exchangeState: 'made', exchangeHoldUntil: null, exchangeOrderId: orderId })
        .where(eq(orderReturns.id, id));
    },

    /** Adds to what the order has had refunded; the CHECK keeps it within what was paid. */
    async addRefunded(orderId: number, pence: number): Promise<void> {
      await db
        .update(orders)
        .set({ refundedPence: sql`${orders.refundedPence} + ${pence}` })
        .where(eq(orders.id, orderId));
    },
  };
}
