/**
 * The owner's own refund of a shipped or delivered order (R22.18): which units may still be
 * refunded, and what a refund of some of them pays back. The amounts are `refundFor` (refunds.ts)
 * applied line by line, so they are exactly what the same units would refund as approved returns,
 * each line's own discount share and the delivery included.
 * Pure: the API refunds with it, tests check it.
 */
import type { ReturnStatus } from './returns.ts';
import { allUnitsBack, refundFor, type RefundLine, type ReturnedUnits } from './refunds.ts';

export interface PlanLine extends RefundLine {
  /** "Linen Shirt (Size M)", for the refusals. */
  label: string;
}

export interface PlanReturn {
  lineId: number;
  quantity: number;
  status: ReturnStatus;
}

const units = (rows: PlanReturn[], lineId: number, status: ReturnStatus) =>
  rows.filter((r) => r.lineId === lineId && r.status === status).reduce((n, r) => n + r.quantity, 0);

/** Per line: the units not refunded yet and not in an open return request, and those waiting in one. */
export function refundableUnits(
  lines: Array<{ lineId: number; quantity: number }>,
  returns: PlanReturn[],
): Array<{ lineId: number; quantity: number; waiting: number }> {
  return lines.map((l) => {
    const waiting = units(returns, l.lineId, 'Requested');
    return { lineId: l.lineId, quantity: Math.max(0, l.quantity - units(returns, l.lineId, 'Approved') - waiting), waiting };
  });
}

/** The units of the approved returns: those already refunded. */
export function approvedUnits(returns: PlanReturn[]): ReturnedUnits[] {
  return returns.filter((r) => r.status === 'Approved').map((r) => ({ lineId: r.lineId, quantity: r.quantity }));
}

export interface RefundPlanInput {
  lines: PlanLine[];
  returns: PlanReturn[];
  shippingPence: number;
  refundedPence: number;
  /** The units to refund; undefined for every unit that may still be refunded. */
  items?: ReturnedUnits[];
}

export type RefundPlan =
  | {
      ok: true;
      /** One group per line, in the order's line order, each with its share. */
      rows: Array<{ lineId: number; quantity: number; refundPence: number }>;
      amountPence: number;
      /** Every unit of the order is refunded once this is done. */
      allBack: boolean;
    }
  | { ok: false; status: 400 | 409; code: string; message: string };

export function planOwnerRefund(input: RefundPlanInput): RefundPlan {
  const open = refundableUnits(input.lines, input.returns);
  const waitingNote = () => {
    const waiting = open.reduce((n, l) => n + l.waiting, 0);
    return waiting ? ` ${waiting} ${waiting === 1 ? 'unit is' : 'units are'} in a return request waiting for your decision.` : '';
  };
  const wanted = new Map<number, number>();
  if (input.items) {
    for (const i of input.items) wanted.set(i.lineId, (wanted.get(i.lineId) ?? 0) + i.quantity);
  } else {
    for (const l of open) if (l.quantity > 0) wanted.set(l.lineId, l.quantity);
  }
  for (const [lineId, quantity] of wanted) {
    const line = input.lines.find((l) => l.lineId === lineId);
    if (!line) return { ok: false, status: 400, code: 'REFUND_LINE_UNKNOWN', message: 'This order has no such item.' };
    const left = open.find((l) => l.lineId === lineId)!.quantity;
    if (quantity > left)
      return {
        ok: false,
        status: 409,
        code: 'REFUND_TOO_MANY',
        message: `${line.label}: ${left === 0 ? 'none' : `only ${left}`} of ${line.quantity} can still be refunded.${waitingNote()}`,
      };
  }
  if (wanted.size === 0)
    return { ok: false, status: 409, code: 'NOTHING_TO_REFUND', message: `Nothing is left to refund on this order.${waitingNote()}` };

  const approved = approvedUnits(input.returns);
  const rows: Array<{ lineId: number; quantity: number; refundPence: number }> = [];
  let refunded = input.refundedPence;
  for (const line of input.lines) {
    const quantity = wanted.get(line.lineId);
    if (!quantity) continue;
    const refundPence = refundFor({
      lines: input.lines,
      shippingPence: input.shippingPence,
      refundedPence: refunded,
      alreadyReturned: [...approved, ...rows],
      returning: [{ lineId: line.lineId, quantity }],
    });
    rows.push({ lineId: line.lineId, quantity, refundPence });
    refunded += refundPence;
  }
  const amountPence = rows.reduce((n, r) => n + r.refundPence, 0);
  if (amountPence <= 0)
    return { ok: false, status: 409, code: 'NOTHING_TO_REFUND', message: 'Nothing was paid for these items that is not refunded already.' };
  return { ok: true, rows, amountPence, allBack: allUnitsBack(input.lines, [...approved, ...rows]) };
}
