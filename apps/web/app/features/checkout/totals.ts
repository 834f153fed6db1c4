import type { DeliveryMethod } from '@atelier/contract/checkout';
import type { DeliveryOptionView, QuoteResponse } from '@atelier/contract/discounts';
import { computeTotals, poundsToPence, type Totals } from '@atelier/contract/shared';

/**
 * The summary's amounts from the API's quote (R1.6, R20.7): its lines and discount, and the
 * delivery the shopper has ticked, priced from the quote's own options, so switching delivery needs
 * no round trip; the VAT is the one rule's (computeTotals, shared/vat.ts), as the API's. The API
 * prices the order again when it is placed.
 */
export function quoteTotals(quote: QuoteResponse, method: DeliveryMethod): { totals: Totals; option: DeliveryOptionView } {
  const option = quote.deliveryOptions.find((o) => o.method === method) ?? quote.delivery;
  const linesPence = quote.linePrices.map(poundsToPence);
  const shipping = linesPence.every((p) => p === 0) ? 0 : poundsToPence(option.price);
  return { totals: computeTotals(linesPence, shipping, poundsToPence(quote.discount?.amount ?? 0)), option };
}
