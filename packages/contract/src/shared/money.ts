/** Money is integer pence inside the store; pounds with two decimals only on the wire and on screen. */

export const VAT_RATE_PERCENT = 20;

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

/**
 * VAT contained in a VAT-inclusive amount: total x 20/120, rounded to the penny
 * (R1.5), never 20% of the total.
 */
export function vatInclusiveOf(totalPence: number): number {
  return Math.round((totalPence * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

export interface Totals {
  /** Sum of the lines, VAT included, before any discount. */
  itemsPence: number;
  /** Taken off the items by a discount code (R20.7). */
  discountPence: number;
  vatPence: number;
  /** Items after the discount, less the VAT they contain. */
  subtotalExVatPence: number;
  shippingPence: number;
  totalPence: number;
}

/** The amounts an order was charged, as the API answers them (pounds), in pence for display. */
export function orderTotals(o: {
  totalItemPrice: number;
  totalDiscount?: number;
  totalTax: number;
  subtotalExVat: number;
  totalShippingCost: number;
  totalPrice: number;
}): Totals {
  return {
    itemsPence: poundsToPence(o.totalItemPrice),
    discountPence: poundsToPence(o.totalDiscount ?? 0),
    vatPence: poundsToPence(o.totalTax),
    subtotalExVatPence: poundsToPence(o.subtotalExVat),
    shippingPence: poundsToPence(o.totalShippingCost),
    totalPence: poundsToPence(o.totalPrice),
  };
}

/** R1.6 and R20.7: VAT is the discounted items x 20/120; the total is the discounted items plus shipping. */
export function computeTotals(itemsPence: number, shippingPence: number, discountPence = 0): Totals {
  const paidItems = itemsPence - discountPence;
  const vatPence = vatInclusiveOf(paidItems);
  return {
    itemsPence,
    discountPence,
    vatPence,
    subtotalExVatPence: paidItems - vatPence,
    shippingPence,
    totalPence: paidItems + shippingPence,
  };
}

/** Shipping fee for an order, from the store's settings (R2.2). */
export function shippingFor(itemsPence: number, freeThresholdPence: number, feePence: number): number {
  return itemsPence >= freeThresholdPence ? 0 : feePence;
}
