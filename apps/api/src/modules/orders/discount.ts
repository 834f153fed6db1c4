import type { OrderRow } from './repository.ts';

/**
 * The discount an order was given, in pence, as its VAT receipt shows it (R20.9). Refunds do not
 * read it: they read each line's own share of it (modules/orders/refunds-service.ts, R20.7).
 */
export function orderDiscountPence(order: OrderRow): number {
  return order.discountPence;
}
