import { Link } from 'react-router';
import { orderTotals } from '@atelier/contract/shared';
import { postalLines, type OrderDetail } from '@atelier/contract/orders';
import { paymentsOf, TotalsList } from '~/components/ui/totals-list';
import { SuccessItems } from '~/components/ui/success-items';
import { longDate } from '~/lib/dates';
import { StatusBadge } from './status-badge.tsx';
import { ReturnForm, ReturnsList, TrackingNote } from './order-returns.tsx';

/** A guest's order opened by its link (R5.15): the order, its receipt and its returns, no account needed. */
export function GuestOrderPage({ order }: { order: OrderDetail }) {
  const a = order.shippingAddress;
  return (
    <div className="container guest-order">
      <h1 className="page-head__title">Order {order.orderNumber}</h1>
      <p className="order-detail__meta">
        Placed on {longDate(order.orderDate)} · <StatusBadge status={order.status} label={order.statusLabel} /> ·{' '}
        <Link to="/guest-order/receipt" className="link-underline">
          VAT receipt
        </Link>
      </p>
      <TrackingNote order={order} />
      <SuccessItems items={order.items} />
      <TotalsList
        totals={orderTotals(order)}
        discountCode={order.discountCode}
        shippingLabel={order.deliveryLabel}
        payments={paymentsOf(order)}
      />
      <h2 className="success-section__title">Delivery</h2>
      <address className="success-address">
        {[a.fullName, ...postalLines(a)].map((l, i) => (
          <span key={i}>{l}</span>
        ))}
      </address>
      <ReturnsList order={order} />
      {order.isReturnAvailable ? <ReturnForm order={order} /> : null}
    </div>
  );
}
