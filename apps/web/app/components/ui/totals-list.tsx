import { formatPence, type Totals } from '@atelier/contract/money';
import './totals-list.css';

/** Subtotal (excl. VAT), VAT (20%), Shipping and Total (R1.6, R2.2). */
export function TotalsList({ totals, className = '' }: { totals: Totals; className?: string }) {
  return (
    <dl className={`totals ${className}`}>
      <div className="totals__row">
        <dt>Subtotal (excl. VAT)</dt>
        <dd data-testid="subtotal">{formatPence(totals.subtotalExVatPence)}</dd>
      </div>
      <div className="totals__row">
        <dt>VAT (20%)</dt>
        <dd data-testid="vat">{formatPence(totals.vatPence)}</dd>
      </div>
      <div className="totals__row">
        <dt>Shipping</dt>
        <dd data-testid="shipping">{totals.shippingPence === 0 ? 'Free' : formatPence(totals.shippingPence)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>Total</dt>
        <dd data-testid="total">{formatPence(totals.totalPence)}</dd>
      </div>
    </dl>
  );
}
