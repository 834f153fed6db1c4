import { statusTone } from '@atelier/contract/orders';

/**
 * An order status as a badge: Cancelled and Rejected in the danger colour, the two requests in
 * the warning colour (R6.8); any other value as it is, styled by its lowercased name.
 */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`order-status order-status--${statusTone(status)} order-status--${status.toLowerCase()}`}>{label}</span>;
}
