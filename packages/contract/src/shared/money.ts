/** Money is integer pence inside the store; pounds with two decimals only on the wire and on screen. */
import { orderVat, splitVat, VAT_RATE_PERCENT, vatInclusiveOf } from './vat.ts';

export { VAT_RATE_PERCENT, vatInclusiveOf };

/** Pence to the pounds number the API's price fields carry (R1.3) (1999 -> 19.99). */
export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** Pounds (possibly typed by a person or sent as a query value) to whole pence. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** £1,234.50 */
export function formatPence(pence: number): string {
  return gbp.format(pence / 100);
}

export interface Totals {
  /** Sum of the lines, VAT included, before any discount. */
  itemsPence: number;
  /** Taken off the items by a discount code (R20.7). */
  discountPence: number;
  /** The order's VAT: the discounted items' and the delivery's (vat.ts). */
  vatPence: number;
  /** Items after the discount, less the VAT they contain. */
  subtotalExVatPence: number;
  /** The delivery as chosen, VAT included. */
  shippingPence: number;
  /** The delivery less the VAT it contains. */
  shippingExVatPence: number;
  totalPence: number;
}

/** The amounts an order was charged, as the API answers them (pounds), in pence for display. */
export function orderTotals(o: {
  totalItemPrice: number;
  totalDiscount?: number;
  totalTax: number;
  subtotalExVat: number;
  totalShippingCost: number;
  shippingExVat: number;
  totalPrice: number;
}): Totals {
  return {
    itemsPence: poundsToPence(o.totalItemPrice),
    discountPence: poundsToPence(o.totalDiscount ?? 0),
    vatPence: poundsToPence(o.totalTax),
    subtotalExVatPence: poundsToPence(o.subtotalExVat),
    shippingPence: poundsToPence(o.totalShippingCost),
    shippingExVatPence: poundsToPence(o.shippingExVat),
    totalPence: poundsToPence(o.totalPrice),
  };
}

/**
 * R1.6 and R20.7: the lines' VAT-inclusive totals, less the discount, plus the delivery; the VAT is
 * the one rule's (vat.ts, orderVat), delivery included.
 */
export function computeTotals(linesPence: number[], shippingPence: number, discountPence = 0): Totals {
  const vat = orderVat({ linesPence, discountPence, shippingPence });
  return {
    itemsPence: linesPence.reduce((a, b) => a + b, 0),
    discountPence: 0 - vat.discount.grossPence,
    vatPence: vat.totals.vatPence,
    subtotalExVatPence: vat.goods.netPence,
    shippingPence,
    shippingExVatPence: vat.delivery.netPence,
    totalPence: vat.totals.grossPence,
  };
}

/**
 * A placed order's four lines from what checkout stored: its VAT as stored (never worked out anew),
 * the delivery split at the order's own rate, and the subtotal as what is left, so the lines always
 * add up to the total charged.
 */
export function placedOrderTotals(o: {
  itemsPence: number;
  discountPence: number;
  vatPence: number;
  vatRatePercent: number;
  shippingPence: number;
  totalPence: number;
}): Totals {
  const shippingExVatPence = splitVat(o.shippingPence, o.vatRatePercent).netPence;
  return {
    itemsPence: o.itemsPence,
    discountPence: o.discountPence,
    vatPence: o.vatPence,
    subtotalExVatPence: o.totalPence - o.vatPence - shippingExVatPence,
    shippingPence: o.shippingPence,
    shippingExVatPence,
    totalPence: o.totalPence,
  };
}

/** Shipping fee for an order, from the store's settings (R2.2). */
export function shippingFor(itemsPence: number, freeThresholdPence: number, feePence: number): number {
  return itemsPence >= freeThresholdPence ? 0 : feePence;
}
