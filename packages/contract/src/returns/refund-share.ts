/**
 * What an item return refunds (R21.4): each line's paid share is its price x quantity less its
 * part of the order's discount, split in proportion to the lines' values with largest-remainder
 * rounding so the shares add up to exactly what was paid for the items. Shipping comes back only
 * with the last item of the order, and no refund ever takes the total refunded past what was paid.
 * Pure: the API computes refunds with it, tests check it with discounts.
 */

export interface ShareLine {
  lineId: number;
  unitPricePence: number;
  quantity: number;
}

export interface ReturnedUnits {
  lineId: number;
  quantity: number;
}

export interface RefundInput {
  lines: ShareLine[];
  discountPence: number;
  shippingPence: number;
  /** Refunded so far, by any path. */
  refundedPence: number;
  /** Units whose refund was already approved, per line. */
  alreadyReturned: ReturnedUnits[];
  /** Units being approved now, per line. */
  returning: ReturnedUnits[];
}

/** Each line's share of the paid item total, in the lines' order; sums to items less discount. */
export function paidShares(lines: ShareLine[], discountPence: number): number[] {
  const values = lines.map((l) => l.unitPricePence * l.quantity);
  const gross = values.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(0, discountPence), gross);
  if (gross === 0 || discount === 0) return values;
  const exact = values.map((v) => (discount * v) / gross);
  const cuts = exact.map(Math.floor);
  let left = discount - cuts.reduce((a, b) => a + b, 0);
  // The largest remainders take the pennies left over; ties go to the earlier line.
  const order = exact.map((e, i) => ({ i, rem: e - Math.floor(e) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    cuts[i]! += 1;
    left -= 1;
  }
  return values.map((v, i) => v - cuts[i]!);
}

/** The paid share of the first `units` units of a line: whole pence, and exactly the share when all come back. */
function unitsShare(share: number, quantity: number, units: number): number {
  if (units >= quantity) return share;
  return Math.floor((share * units) / quantity);
}

const sumBy = (rows: ReturnedUnits[], lineId: number) => rows.filter((r) => r.lineId === lineId).reduce((n, r) => n + r.quantity, 0);

/** The amount to refund for `returning`, in pence. */
export function refundFor(input: RefundInput): number {
  const shares = paidShares(input.lines, input.discountPence);
  let amount = 0;
  let allBack = true;
  input.lines.forEach((line, i) => {
    const before = Math.min(line.quantity, sumBy(input.alreadyReturned, line.lineId));
    const after = Math.min(line.quantity, before + sumBy(input.returning, line.lineId));
    amount += unitsShare(shares[i]!, line.quantity, after) - unitsShare(shares[i]!, line.quantity, before);
    if (after < line.quantity) allBack = false;
  });
  if (allBack && input.lines.length > 0) amount += input.shippingPence;
  const paid = shares.reduce((a, b) => a + b, 0) + input.shippingPence;
  return Math.max(0, Math.min(amount, paid - input.refundedPence));
}
