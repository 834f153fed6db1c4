import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { formatPence, orderTotals, poundsToPence } from '@atelier/contract/shared';
import { postalLines, type GuestOrderInfo, type OrderSuccess, type TimelineProgress } from '@atelier/contract/orders';
import { paymentsOf, TotalsList } from '~/components/ui/totals-list';
import { SuccessItems } from '~/components/ui/success-items';
import { longDate } from '~/lib/dates';
import { DeliveryTimeline } from './delivery-timeline.tsx';
import { CollectionPoint } from '~/components/ui/collection-point';
import { CreateAccount } from './create-account.tsx';
import './success.css';

/** While the provider has not confirmed the payment, look again this often, this many times. */
const RECHECK_MS = 2000;
const RECHECKS = 30;

/** Asks the loader again (which asks the provider) until the payment is no longer pending. */
function useRecheckWhilePending(pending: boolean): { gaveUp: boolean; again: () => void } {
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!pending || tries >= RECHECKS || revalidator.state !== 'idle') return;
    const id = window.setTimeout(() => {
      setTries((n) => n + 1);
      void revalidator.revalidate();
    }, RECHECK_MS);
    return () => window.clearTimeout(id);
  }, [pending, tries, revalidator]);
  return {
    gaveUp: pending && tries >= RECHECKS,
    again: () => {
      setTries(0);
      void revalidator.revalidate();
    },
  };
}

function Address({ order }: { order: OrderSuccess }) {
  const a = order.shippingAddress;
  return (
    <section className="success-card" aria-labelledby="address-title">
      {order.deliveryMethod === 'collect' ? (
        <CollectionPoint who={a} headingId="address-title" headingClass="success-section__title" addressClass="success-address" />
      ) : (
        <>
          <h2 id="address-title" className="success-section__title">
            Shipping address
          </h2>
          <address className="success-address">
            {[a.fullName, ...postalLines(a)].map((l, i) => (
              <span key={i}>{l}</span>
            ))}
            {a.phoneNumber ? <span className="success-address__phone">{a.phoneNumber}</span> : null}
          </address>
        </>
      )}
      {order.orderNote ? (
        <p className="success-address__note">
          <strong>Instructions:</strong> {order.orderNote}
        </p>
      ) : null}
    </section>
  );
}

function Items({ order }: { order: OrderSuccess }) {
  return (
    <section className="success-card" aria-labelledby="items-title">
      <h2 id="items-title" className="success-section__title">
        Items ({order.totalItems})
      </h2>
      <SuccessItems items={order.items} />
    </section>
  );
}

function Overview({ order }: { order: OrderSuccess }) {
  return (
    <dl className="success-overview">
      <div>
        <dt>Order number</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{longDate(order.orderDate)}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatPence(poundsToPence(order.totalPrice))}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{order.paymentStatus === 'paid' ? 'Card, paid' : order.paymentStatus === 'pending' ? 'Being confirmed' : 'Not completed'}</dd>
      </div>
    </dl>
  );
}

function Heading({ order, email, gaveUp, again }: { order: OrderSuccess; email: string; gaveUp: boolean; again: () => void }) {
  if (order.paymentStatus === 'pending') {
    return (
      <div className="success-hero success-hero--pending" role="status">
        <span className="success-spinner" aria-hidden="true" />
        <h1 className="success-hero__title">Your payment is being confirmed</h1>
        <p>
          {gaveUp
            ? 'This is taking longer than usual. Nothing more is needed from you: we will email you as soon as the payment is confirmed.'
            : 'This usually takes a few seconds. Please keep this page open.'}
        </p>
        {gaveUp ? (
          <button type="button" className="btn btn--outline" onClick={again}>
            Check again
          </button>
        ) : null}
      </div>
    );
  }
  if (order.paymentStatus === 'failed') {
    return (
      <div className="success-hero success-hero--failed" role="alert">
        <h1 className="success-hero__title">Your payment was not completed</h1>
        <p>No money was taken and the items are back on sale. Your cart is still there if you would like to try again.</p>
        <Link to="/view-cart" className="btn">
          Return to your cart
        </Link>
      </div>
    );
  }
  if (order.status === 'CancelRequested' || order.status === 'Cancelled') {
    // Paid after the reservation had ended, and the items sold out meanwhile (R5.11).
    return (
      <div className="success-hero" role="status">
        <h1 className="success-hero__title">We could not keep your items</h1>
        <p>
          Your payment arrived after your reservation had ended, and the items sold out in the meantime. We are cancelling order{' '}
          {order.orderNumber} and refunding the full amount to your original payment method; we will email <strong>{email}</strong> when it
          is done.
        </p>
      </div>
    );
  }
  return (
    <div className="success-hero">
      <span className="success-hero__check" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <p className="eyebrow">Order confirmed</p>
      <h1 className="success-hero__title">Thank you for your order</h1>
      <p>
        We have received your payment. A confirmation has been sent to <strong>{email}</strong>.
      </p>
    </div>
  );
}

export function SuccessPage({
  order,
  progress,
  email,
  guest = null,
}: {
  order: OrderSuccess;
  progress: TimelineProgress;
  email: string;
  /** A guest's order (R5.17): the create-account field shows once it is paid. */
  guest?: GuestOrderInfo | null;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const { gaveUp, again } = useRecheckWhilePending(order.paymentStatus === 'pending');
  // Arriving from another order (or page) by a client-side navigation: the old one is not shown meanwhile.
  const loadingOther =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname && navigation.location.search !== location.search;
  if (loadingOther) {
    return (
      <div className="container success-page">
        <p className="success-loading" role="status">
          Loading your order...
        </p>
      </div>
    );
  }
  return (
    <div className="container success-page">
      <Heading order={order} email={email} gaveUp={gaveUp} again={again} />
      <Overview order={order} />
      {guest && order.paymentStatus === 'paid' ? <CreateAccount guest={guest} /> : null}
      {order.paymentStatus === 'paid' &&
      order.deliveryMethod === 'standard' &&
      order.status !== 'CancelRequested' &&
      order.status !== 'Cancelled' ? (
        <DeliveryTimeline timeline={order.timeline} progress={progress} />
      ) : null}
      <div className="success-grid">
        <Items order={order} />
        <div className="success-side">
          <section className="success-card" aria-labelledby="totals-title">
            <h2 id="totals-title" className="success-section__title">
              Summary
            </h2>
            <TotalsList
              totals={orderTotals(order)}
              discountCode={order.discountCode}
              shippingLabel={order.deliveryLabel}
              payments={paymentsOf(order)}
            />
          </section>
          <section className="success-card" aria-labelledby="delivery-title">
            <h2 id="delivery-title" className="success-section__title">
              Delivery
            </h2>
            <p data-testid="delivery">
              {order.deliveryLabel}
              <br />
              <span className="success-overview__note">{order.deliveryEstimateText}</span>
            </p>
          </section>
          <Address order={order} />
        </div>
      </div>
      <div className="success-actions">
        {guest ? null : (
          <Link to="/account-orders" className="btn">
            View my orders
          </Link>
        )}
        <Link to="/product-list" className="btn btn--outline">
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
