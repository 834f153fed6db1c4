import type { DeliveryMethod } from '@atelier/contract/checkout';
import type { DeliveryOptionView, QuoteResponse } from '@atelier/contract/discounts';
import { computeTotals, formatPence, poundsToPence, type Totals } from '@atelier/contract/shared';

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

/** What the postcode's region means for the parcel (R20.22): its surcharge, or that it is not delivered; nothing for the mainland. */
export function postcodeNoteOf(quote: QuoteResponse): { text: string; warn: boolean } | null {
  const r = quote.region;
  if (!r.delivered)
    return { text: `Sorry, we do not deliver to ${r.label}. Please use another address or choose Click & collect.`, warn: true };
  if (r.surcharge > 0)
    return {
      text: `Delivery to ${r.label} costs ${formatPence(poundsToPence(r.surcharge))} more; it is in the prices above.`,
      warn: false,
    };
  return null;
}
