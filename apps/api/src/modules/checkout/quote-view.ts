import { type CheckoutQuote, estimateText, type DeliveryOption } from '@atelier/contract/checkout';
import type { DeliveryOptionView, QuoteResponse } from '@atelier/contract/discounts';
import { penceToPounds } from '@atelier/contract/shared';

/** The quote in the shopper API's pounds (R1.3). */

export function deliveryView(o: DeliveryOption): DeliveryOptionView {
  return {
    method: o.method,
    label: o.label,
    price: penceToPounds(o.pricePence),
    estimate: o.estimate,
    estimateText: estimateText(o.method, o.estimate),
  };
}

export function quoteView(
  q: CheckoutQuote,
  discountError: QuoteResponse['discountError'],
  payment: QuoteResponse['payment'],
): QuoteResponse {
  return {
    totalItemPrice: penceToPounds(q.itemsPence),
    discount: q.discount
      ? { code: q.discount.code, kind: q.discount.kind, amount: penceToPounds(q.discountPence), freeShipping: q.discount.freeShipping }
      : null,
    discountError,
    linePrices: q.linesPence.map(penceToPounds),
    subtotalExVat: penceToPounds(q.subtotalExVatPence),
    totalTax: penceToPounds(q.vatPence),
    totalShippingCost: penceToPounds(q.shippingPence),
    shippingExVat: penceToPounds(q.shippingExVatPence),
    totalPrice: penceToPounds(q.totalPence),
    delivery: deliveryView(q.delivery),
    deliveryOptions: q.options.map(deliveryView),
    payment,
    region: {
      region: q.region.region,
      label: q.region.label,
      surcharge: penceToPounds(q.region.surchargePence),
      delivered: q.region.delivered,
    },
  };
}
