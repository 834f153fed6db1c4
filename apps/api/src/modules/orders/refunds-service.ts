import {
  allUnitsBack,
  approvedUnits,
  exchangeTerms,
  type ExchangeTerms,
  paidPence,
  planOwnerRefund,
  type PlanReturn,
  refundFor,
  type RefundLine,
  type ReturnedUnits,
  unitsLeft,
  unitsShareOf,
} from '@atelier/contract/returns';
import type { Db } from '../../db/client.ts';
import { formatPence } from '@atelier/contract/shared';
import { AppError, conflict } from '../../lib/errors.ts';
import { orderRepository, type OrderLineRow, type OrderRow } from './repository.ts';
import { returnsRepository, type OrderReturnRow } from './returns-repository.ts';

/** A line as the refunds rule reads it: its price, units and the discount share checkout stored on it (R20.7). */
export const refundLine = (l: OrderLineRow): RefundLine => ({
  lineId: l.id,
  unitPricePence: l.unitPricePence,
  quantity: l.quantity,
  discountPence: l.discountPence,
});

const planReturn = (r: OrderReturnRow): PlanReturn => ({ lineId: r.orderLineId, quantity: r.quantity, status: r.status });

/**
 * Every refund is of the amount the person was shown and confirmed (R22.19): the approval of a
 * cancellation, a return or a whole-order refund, the owner's cancellation, refund of items and
 * goodwill refund. Called with the order row locked, just before the provider: when the order changed
 * in between (a return approved in another tab) the refund would be another amount, so it is
 * refused and nothing changes. The same `expectedPence` is what the step-up rule reads (R13.13).
 */
export function holdToConfirmed(amountPence: number, expectedPence: number): void {
  if (amountPence !== expectedPence)
    throw conflict(
      `This refund would now be ${formatPence(amountPence)}, not the ${formatPence(expectedPence)} you confirmed: the order changed meanwhile.`,
      'REFUND_AMOUNT_CHANGED',
    );
}

export interface OrderRefund {
  amountPence: number;
  /** Every unit of the order is refunded once this is done. */
  allBack: boolean;
}

/**
 * Every refund of an order (R21.4): a customer's return, the owner's refund of items, an approved
 * cancellation and the whole-order refund, each worked out by the one rule (`refundFor`) from the
 * order's lines as checkout stored them and the units already refunded (approved returns). It reads
 * in the caller's transaction, after the caller has locked the order row, so what it reads is what
 * the refund is recorded against; the caller pays (refundPayment) and records the outcome.
 */
export function refundsService(tx: Db) {
  async function read(o: OrderRow) {
    const [lines, returns] = await Promise.all([orderRepository(tx).lines(o.id), returnsRepository(tx).ofOrder(o.id)]);
    return { lines, returns: returns.map(planReturn) };
  }

  function refund(o: OrderRow, lines: OrderLineRow[], alreadyReturned: ReturnedUnits[], returning: ReturnedUnits[]): OrderRefund {
    const rule = lines.map(refundLine);
    const amountPence = refundFor({
      lines: rule,
      shippingPence: o.shippingPence,
      refundedPence: o.refundedPence,
      alreadyReturned,
      returning,
    });
    return { amountPence, allBack: allUnitsBack(rule, [...alreadyReturned, ...returning]) };
  }

  return {
    /** Units coming back now, on top of those refunded already: a customer's return being approved. */
    async ofUnits(o: OrderRow, returning: ReturnedUnits[]): Promise<OrderRefund> {
      const { lines, returns } = await read(o);
      return refund(o, lines, approvedUnits(returns), returning);
    },

    /**
     * What approving this waiting return pays back: a refund's share (R21.4), or for an exchange
     * still held the difference a cheaper replacement leaves, with the exchange's terms (R21.23).
     */
    async ofReturn(o: OrderRow, r: OrderReturnRow): Promise<OrderRefund & { exchange: ExchangeTerms | null }> {
      const returning = [{ lineId: r.orderLineId, quantity: r.quantity }];
      const { lines, returns } = await read(o);
      const back = approvedUnits(returns);
      if (r.exchangeState !== 'held' || r.exchangeUnitPricePence === null) return { ...refund(o, lines, back, returning), exchange: null };
      const rule = lines.map(refundLine);
      const exchange = exchangeTerms({
        sharePence: unitsShareOf({ lines: rule, alreadyReturned: back, returning }),
        shelfPence: (lines.find((l) => l.id === r.orderLineId)?.unitPricePence ?? 0) * r.quantity,
        replacementPence: r.exchangeUnitPricePence * r.quantity,
        refundableLeftPence: paidPence(rule, o.shippingPence) - o.refundedPence,
      });
      // The customer keeps a replacement, so the order is never all back by an exchange.
      return { amountPence: exchange.refundPence, allBack: false, exchange };
    },

    /** Every unit not refunded yet, delivery included: an approved cancellation or the whole-order refund. */
    async ofEverythingLeft(o: OrderRow): Promise<OrderRefund> {
      const { lines, returns } = await read(o);
      const back = approvedUnits(returns);
      return refund(o, lines, back, unitsLeft(lines.map(refundLine), back));
    },

    /**
     * The owner's refund of these units, or of every unit that may still be refunded (R22.18): one
     * row per line with its share, or the refusal (units refunded or waiting in a request) as an error.
     */
    async ofOwnerItems(o: OrderRow, items: ReturnedUnits[] | undefined, label: (l: OrderLineRow) => string) {
      const { lines, returns } = await read(o);
      const plan = planOwnerRefund({
        lines: lines.map((l) => ({ ...refundLine(l), label: label(l) })),
        returns,
        shippingPence: o.shippingPence,
        refundedPence: o.refundedPence,
        items,
      });
      if (!plan.ok) throw new AppError(plan.status, plan.code, plan.message);
      return { ...plan, lines };
    },
  };
}
export type RefundsService = ReturnType<typeof refundsService>;
