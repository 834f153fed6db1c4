/**
 * The one VAT rule (R1.5, R1.6): every amount the shop charges includes UK VAT at the standard
 * rate, delivery too (delivery of standard-rated goods is itself standard-rated), and a discount
 * lowers what VAT is due on. VAT is worked out per line on each VAT-inclusive amount as
 * amount x rate/(100+rate), rounded to the penny, the same way everywhere (HMRC allows line-level
 * rounding when it is done consistently); the order's VAT is the sum of its lines, less the VAT of
 * the discount, plus the VAT of the delivery. Checkout stores the figure and its rate on the order;
 * every page, mail, receipt and export reads it from there or from this function, never anew.
 */

/** The standard rate, for orders placed now; an order keeps the rate it was placed at. */
export const VAT_RATE_PERCENT = 20;

/** VAT contained in a VAT-inclusive amount: amount x 20/120, rounded to the penny (R1.5), never 20% of it. */
export function vatInclusiveOf(grossPence: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((grossPence * ratePercent) / (100 + ratePercent));
}

/** A VAT-inclusive amount split into what excludes VAT and the VAT in it. */
export interface Split {
  grossPence: number;
  vatPence: number;
  netPence: number;
}

/** A negative amount (a discount, a credit) splits as its positive, so rounding never depends on the sign. */
export function splitVat(grossPence: number, ratePercent = VAT_RATE_PERCENT): Split {
  const sign = grossPence < 0 ? -1 : 1;
  const vatPence = sign * vatInclusiveOf(Math.abs(grossPence), ratePercent);
  return { grossPence, vatPence, netPence: grossPence - vatPence };
}

const sum = (parts: Split[]): Split =>
  parts.reduce(
    (t, p) => ({ grossPence: t.grossPence + p.grossPence, vatPence: t.vatPence + p.vatPence, netPence: t.netPence + p.netPence }),
    {
      grossPence: 0,
      vatPence: 0,
      netPence: 0,
    },
  );

export interface OrderVat {
  ratePercent: number;
  /** Each line's VAT-inclusive total, split. */
  lines: Split[];
  /** The discount as a negative amount with the VAT it takes off (never more than the goods). */
  discount: Split;
  /** The goods after the discount. */
  goods: Split;
  delivery: Split;
  /** What the order charges: goods plus delivery. totals.vatPence is the order's VAT. */
  totals: Split;
}

/** The order's VAT, worked out once (R1.5, R1.6, R20.7, R21.18). */
export function orderVat(input: { linesPence: number[]; discountPence: number; shippingPence: number; ratePercent?: number }): OrderVat {
  const rate = input.ratePercent ?? VAT_RATE_PERCENT;
  const lines = input.linesPence.map((p) => splitVat(p, rate));
  const goodsGross = input.linesPence.reduce((a, b) => a + b, 0);
  const discount = splitVat(0 - Math.min(Math.max(0, input.discountPence), goodsGross), rate);
  const goods = sum([...lines, discount]);
  const delivery = splitVat(input.shippingPence, rate);
  return { ratePercent: rate, lines, discount, goods, delivery, totals: sum([goods, delivery]) };
}

/**
 * The VAT credited for what was refunded so far (R21.19): the same rule on the refunded amount,
 * except that a refund of everything credits exactly the VAT the order charged, and a credit never
 * exceeds it, so rounding cannot give back a penny more than was paid.
 */
export function creditVat(refundedPence: number, order: { totalPence: number; vatPence: number; vatRatePercent: number }): Split {
  const vatPence =
    refundedPence >= order.totalPence ? order.vatPence : Math.min(order.vatPence, vatInclusiveOf(refundedPence, order.vatRatePercent));
  return { grossPence: refundedPence, vatPence, netPence: refundedPence - vatPence };
}
