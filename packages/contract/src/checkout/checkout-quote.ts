import type { DiscountResult } from '../discounts/discount.ts';
import { deliveryOptions, type DeliveryMethod, type DeliveryOption, type DeliverySettings } from './delivery.ts';
import { computeTotals, type Totals } from '../shared/money.ts';
import { REGION_LABELS, regionRule, type PostcodeRegion } from './uk-postcode.ts';

/**
 * What the shopper pays (R20.7, R20.10): items, less the code's discount, plus the chosen
 * delivery (free with a free-delivery code), with the one VAT rule's figure (shared/vat.ts). The API
 * computes it for the quote, for the order, and again when the payment is confirmed.
 */
export interface CheckoutQuote extends Totals {
  /** Each line's VAT-inclusive total, as priced. */
  linesPence: number[];
  delivery: DeliveryOption;
  options: DeliveryOption[];
  discount: Extract<DiscountResult, { ok: true }> | null;
  /** Where the parcel goes (R20.22): its region, the surcharge in the delivery price, and whether it is delivered at all. */
  region: { region: PostcodeRegion; label: string; surchargePence: number; delivered: boolean };
}

export function checkoutQuote(
  linePence: number[],
  discount: DiscountResult | null,
  method: DeliveryMethod,
  settings: DeliverySettings,
  now: Date,
  region: PostcodeRegion = 'mainland',
): CheckoutQuote {
  const itemsPence = linePence.reduce((a, b) => a + b, 0);
  const applied = discount?.ok ? discount : null;
  const discountPence = applied?.discountPence ?? 0;
  const options = deliveryOptions(itemsPence - discountPence, settings, now, region).map((o) =>
    applied?.freeShipping ? { ...o, pricePence: 0 } : o,
  );
  const delivery = options.find((o) => o.method === method) ?? options[0]!;
  const rule = regionRule(region, settings.regions);
  return {
    ...computeTotals(linePence, delivery.pricePence, discountPence),
    linesPence: linePence,
    delivery,
    options,
    discount: applied,
    region: { region, label: REGION_LABELS[region], surchargePence: rule.surchargePence, delivered: rule.delivered },
  };
}
