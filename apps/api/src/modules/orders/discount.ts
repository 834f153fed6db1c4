import type { OrderRow } from './repository.ts';

/** The discount an order was given, in pence: the one place refunds read it (R21.4, R20.9). */
export function orderDiscountPence(order: OrderRow): number {
  return order.discountPence;
}
