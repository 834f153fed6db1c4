/**
 * The amounts of a VAT receipt (R21.17-R21.19), from the one VAT rule (shared/vat.ts, orderVat) at
 * the rate the order was placed at: each line, the discount as a negative line with the VAT it takes
 * off, the delivery (standard-rated like the goods), the totals, and refunds as a credit note.
 * Pure: the API builds the receipt with it.
 */
import { creditVat, orderVat, type Split, splitVat } from '../shared/vat.ts';

export type { Split };

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
  order: {
    discountPence: number;
    shippingPence: number;
    refundedPence: number;
    totalPence: number;
    vatPence: number;
    vatRatePercent: number;
  },
): ReceiptAmounts {
  const vat = orderVat({
    linesPence: lines.map((l) => l.unitPricePence * l.quantity),
    discountPence: order.discountPence,
    shippingPence: order.shippingPence,
    ratePercent: order.vatRatePercent,
  });
  return {
    vatRatePercent: vat.ratePercent,
    lines: vat.lines.map((s, i) => {
      const l = lines[i]!;
      return { ...s, lineId: l.lineId, unitNetPence: splitVat(l.unitPricePence, vat.ratePercent).netPence };
    }),
    discount: vat.discount,
    delivery: vat.delivery,
    totals: vat.totals,
    credit: order.refundedPence > 0 ? creditVat(order.refundedPence, order) : null,
  };
}
