import { formatPence, poundsToPence, type Totals } from '@atelier/contract/shared';
import './totals-list.css';

interface TotalsListProps {
  totals: Totals;
  className?: string;
  /** The discount code applied, shown with what it took off (R20.7). */
  discountCode?: string | null;
  /** The delivery chosen, named on the shipping line (R20.10). */
  shippingLabel?: string;
  /**
   * How the total is paid, when gift cards or store credit pay some of it (R23.5): shown under the
   * total, which they do not change (a means of payment, not a discount: decision 0048).
   */
  payments?: { byBalancePence: number; byCardPence: number; balanceLabel?: string; cardLabel?: string } | null;
}

/**
 * Discount (when a code applies), Subtotal (excl. VAT), VAT (20%), Shipping and Total (R1.6, R2.2,
 * R20.7). Delivery is standard-rated, so its VAT is in the VAT line and it shows here without it:
 * the rows add up to the total.
 */
export function TotalsList({ totals, className = '', discountCode, shippingLabel = 'Shipping', payments }: TotalsListProps) {
  return (
    <dl className={`totals ${className}`}>
      {discountCode ? (
        <div className="totals__row totals__row--discount">
          <dt>Discount ({discountCode})</dt>
          <dd data-testid="discount">{totals.discountPence > 0 ? `−${formatPence(totals.discountPence)}` : 'Free delivery'}</dd>
        </div>
      ) : null}
      <div className="totals__row">
        <dt>Subtotal (excl. VAT)</dt>
        <dd data-testid="subtotal">{formatPence(totals.subtotalExVatPence)}</dd>
      </div>
      <div className="totals__row">
        <dt>VAT (20%)</dt>
        <dd data-testid="vat">{formatPence(totals.vatPence)}</dd>
      </div>
      <div className="totals__row">
        <dt>{totals.shippingPence === 0 ? shippingLabel : `${shippingLabel} (excl. VAT)`}</dt>
        <dd data-testid="shipping">{totals.shippingPence === 0 ? 'Free' : formatPence(totals.shippingExVatPence)}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>Total</dt>
        <dd data-testid="total">{formatPence(totals.totalPence)}</dd>
      </div>
      {payments && payments.byBalancePence > 0 ? (
        <>
          <div className="totals__row totals__row--discount">
            <dt>{payments.balanceLabel ?? 'Paid by gift card or store credit'}</dt>
            <dd data-testid="paid-by-balance">−{formatPence(payments.byBalancePence)}</dd>
          </div>
          <div className="totals__row">
            <dt>{payments.cardLabel ?? 'Paid by card'}</dt>
            <dd data-testid="paid-by-card">{formatPence(payments.byCardPence)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** A placed order's payments (pounds on the wire) for the list above. */
export function paymentsOf(order: { paidByBalance: number; paidByCard: number }): TotalsListProps['payments'] {
  return { byBalancePence: poundsToPence(order.paidByBalance), byCardPence: poundsToPence(order.paidByCard) };
}
