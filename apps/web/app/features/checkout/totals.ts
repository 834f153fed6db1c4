import type { CartItem } from '@atelier/contract/cart';
import { computeTotals, poundsToPence, shippingFor, type Totals } from '@atelier/contract/money';

export interface ShippingRule {
  freeThresholdPence: number;
  feePence: number;
}

/**
 * The order summary's amounts by the API's own rules (R1.6, R2.2): lines at their unit price
 * in pence, VAT inside the total, shipping from the store's threshold. Sold-out lines are not
 * bought, so they count for nothing.
 */
export function checkoutTotals(items: readonly CartItem[], shipping: ShippingRule): Totals {
  const itemsPence = items.filter((i) => i.isStock).reduce((sum, i) => sum + poundsToPence(i.unitPrice) * i.itemCount, 0);
  return computeTotals(itemsPence, itemsPence === 0 ? 0 : shippingFor(itemsPence, shipping.freeThresholdPence, shipping.feePence));
}
