/**
 * The amounts of a VAT receipt (R21.17-R21.19). VAT is worked out per line (HMRC allows line-level
 * rounding when it is done the same way throughout), on each line's VAT-inclusive total; delivery
 * of standard-rated goods is itself standard-rated, so it carries VAT too. The discount is shown as
 * a negative line with the VAT it takes off. Refunds appear as a credit note. Pure: the API builds
 * the receipt with it.
 */
import { VAT_RATE_PERCENT, vatInclusiveOf } from '../shared/money.ts';

export interface Split {
  grossPence: number;
  vatPence: number;
  netPence: number;
}

const split = (grossPence: number): Split => {
  const sign = grossPence < 0 ? -1 : 1;
  const vat = sign * vatInclusiveOf(Math.abs(grossPence));
  return { grossPence, vatPence: vat, netPence: grossPence - vat };
};

export interface ReceiptLineInput {
  lineId: number;
  unitPricePence: number;
  quantity: number;
}

export interface ReceiptAmounts {
  vatRatePercent: number;
  lines: Array<Split & { lineId: number; unitNetPence: number }>;
  discount: Split;
  delivery: Split;
  totals: Split;
  /** What was refunded, as a credit note; null when nothing was. */
  credit: Split | null;
}

export function receiptAmounts(
  lines: ReceiptLineInput[],
  discountPence: number,
  shippingPence: number,
  refundedPence: number,
): ReceiptAmounts {
  const rows = lines.map((l) => {
    const s = split(l.unitPricePence * l.quantity);
    return { ...s, lineId: l.lineId, unitNetPence: l.unitPricePence - vatInclusiveOf(l.unitPricePence) };
  });
  const goods = lines.reduce((n, l) => n + l.unitPricePence * l.quantity, 0);
  // The order's discount takes off the goods, never more than them (R20.7).
  const paidForGoods = goods - Math.min(Math.max(0, discountPence), goods);
  const discount = split(paidForGoods - goods);
  const delivery = split(shippingPence);
  const sum = (parts: Split[]): Split =>
    parts.reduce(
      (t, p) => ({ grossPence: t.grossPence + p.grossPence, vatPence: t.vatPence + p.vatPence, netPence: t.netPence + p.netPence }),
      {
        grossPence: 0,
        vatPence: 0,
        netPence: 0,
      },
    );
  return {
    vatRatePercent: VAT_RATE_PERCENT,
    lines: rows,
    discount,
    delivery,
    totals: sum([...rows, discount, delivery]),
    credit: refundedPence > 0 ? split(refundedPence) : null,
  };
}
