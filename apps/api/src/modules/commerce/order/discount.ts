import type { OrderRow } from './repository.ts';

/**
 * The discount an order was given, in pence: the one place refunds read it (R21.4). Orders carry
 * no discount yet; when discount codes land this reads the order's discount column.
 */
export function orderDiscountPence(_order: OrderRow): number {
  return 0;
}
