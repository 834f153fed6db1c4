/**
 * The one refunds rule (R21.4): what any refund pays back. A customer's approved return, the
 * owner's refund of items (R22.18), an approved cancellation (R22.17) and the whole-order refund
 * (R6.4) are all `refundFor` of the units coming back.
 *
 * A line's paid share is what checkout charged for it: its price x quantity less the share of the
 * code's discount that checkout stored on the line (R20.7, `order_lines.discount_pence`). A line the
 * code excluded carries no share, so it comes back at the price paid. The units of a line share its
 * paid share cumulatively (the first k of n units are worth floor(share x k / n), all n exactly the
 * share), so a line returned in several goes adds up to its share. Delivery comes back only with the
 * last unit of the order, and no refund takes the refunded total past what was paid.
 * Pure: the API refunds with it; pages may show amounts with it.
 */

export interface RefundLine {
  lineId: number;
  unitPricePence: number;
  quantity: number;
  /** The line's share of the code's discount, as checkout stored it (0 when excluded or without a code). */
  discountPence: number;
}

export interface ReturnedUnits {
  lineId: number;
  quantity: number;
}

export interface RefundInput {
  lines: RefundLine[];
  shippingPence: number;
  /** Refunded so far, by any path. */
  refundedPence: number;
  /** Units whose refund was already approved, per line. */
  alreadyReturned: ReturnedUnits[];
  /** Units being refunded now, per line. */
  returning: ReturnedUnits[];
}

/** What checkout charged for the line: its value less its own share of the discount. */
export function paidShare(line: RefundLine): number {
  const value = line.unitPricePence * line.quantity;
  return value - Math.min(Math.max(0, line.discountPence), value);
}

/** Everything the order was charged: each line's paid share and delivery. */
export function paidPence(lines: RefundLine[], shippingPence: number): number {
  return lines.reduce((n, l) => n + paidShare(l), 0) + shippingPence;
}

/** The paid share of the first `units` units of a line: whole pence, and exactly the share when all come back. */
function unitsShare(share: number, quantity: number, units: number): number {
  if (units >= quantity) return share;
  return Math.floor((share * units) / quantity);
}

const unitsOf = (rows: ReturnedUnits[], lineId: number) => rows.filter((r) => r.lineId === lineId).reduce((n, r) => n + r.quantity, 0);

/** Whether every unit of every line is among `returned`. */
export function allUnitsBack(lines: RefundLine[], returned: ReturnedUnits[]): boolean {
  return lines.length > 0 && lines.every((l) => unitsOf(returned, l.lineId) >= l.quantity);
}

/** Per line, the units not refunded yet: what a cancellation or a whole-order refund sends back. */
export function unitsLeft(lines: RefundLine[], alreadyReturned: ReturnedUnits[]): ReturnedUnits[] {
  return lines
    .map((l) => ({ lineId: l.lineId, quantity: Math.max(0, l.quantity - unitsOf(alreadyReturned, l.lineId)) }))
    .filter((u) => u.quantity > 0);
}

/** The paid share of the units `returning`, on top of those already returned, without delivery: what an exchange carries over (R21.23). */
export function unitsShareOf(input: Pick<RefundInput, 'lines' | 'alreadyReturned' | 'returning'>): number {
  let amount = 0;
  for (const line of input.lines) {
    const share = paidShare(line);
    const before = Math.min(line.quantity, unitsOf(input.alreadyReturned, line.lineId));
    const after = Math.min(line.quantity, before + unitsOf(input.returning, line.lineId));
    amount += unitsShare(share, line.quantity, after) - unitsShare(share, line.quantity, before);
  }
  return amount;
}

/** The amount to refund for `returning`, in pence. */
export function refundFor(input: RefundInput): number {
  let amount = unitsShareOf(input);
  if (allUnitsBack(input.lines, [...input.alreadyReturned, ...input.returning])) amount += input.shippingPence;
  return Math.max(0, Math.min(amount, paidPence(input.lines, input.shippingPence) - input.refundedPence));
}
