import { Link } from 'react-router';
import { CollectionPoint } from '~/components/ui/collection-point';
import { formatPence, orderTotals, poundsToPence } from '@atelier/contract/shared';
import { postalLines, type OrderDetail } from '@atelier/contract/orders';
import { returnsPromise } from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Dialog } from '~/components/ui/dialog';
import { paymentsOf, TotalsList } from '~/components/ui/totals-list';
import { longDate, shortDate } from '~/lib/dates';
import { StatusBadge } from './status-badge.tsx';
import { ReturnForm, ReturnsList, TrackingNote } from './order-returns.tsx';

const money = (pounds: number) => formatPence(poundsToPence(pounds));

/** One order: its items (unit price excl. VAT, line total incl. VAT), amounts, address, history. */
export function OrderDetailModal({ order, onClose }: { order: OrderDetail | null; onClose: () => void }) {
  const a = order?.shippingAddress;
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      variant="modal-wide"
      title={order ? `Order ${order.orderNumber}` : 'Order'}
      closeLabel="Close order details"
      className="order-detail"
    >
      {order && a ? (
        <div className="order-detail__body">
          <p className="order-detail__meta">
            Placed on {longDate(order.orderDate)} · <StatusBadge status={order.status} label={order.statusLabel} /> ·{' '}
            <Link to={`/account-orders/${order.orderGuid}/receipt`} className="link-underline">
              VAT receipt
            </Link>
          </p>
          <TrackingNote order={order} />
          {order.refundRequestedTo ? (
            <p className="order-detail__tracking">
              You asked for a refund {order.refundRequestedTo === 'store_credit' ? 'as store credit' : 'to your card'}: it is made once the
              parcel is back with us.
            </p>
          ) : null}
          <div className="order-detail__table-wrap">
            <table className="order-items">
              <caption className="visually-hidden">Items in order {order.orderNumber}</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Size</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Unit price (excl. VAT)</th>
                  <th scope="col">Total (incl. VAT)</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((i, n) => (
                  <tr key={`${i.slug}-${i.size}-${n}`}>
                    <td data-label="Item">
                      <span className="order-items__product">
                        <img src={i.image} alt="" width={48} height={60} loading="lazy" />
                        <span>
                          {i.name}
                          <span className="order-items__colour">{i.colour}</span>
                          {i.isFinalSale ? <span className="order-items__final">Final Sale</span> : null}
                          {/* A delivered piece may be reviewed by its buyer (R25.1). */}
                          {order.deliveredAt ? (
                            <Link
                              to={`/account-review/${i.slug}`}
                              className="link-underline order-items__review"
                              aria-label={`Review this: ${i.name}`}
                            >
                              Review this
                            </Link>
                          ) : null}
                        </span>
                      </span>
                    </td>
                    <td data-label="Size">{sizeLabel(i.size)}</td>
                    <td data-label="Qty">{i.quantity}</td>
                    <td data-label="Unit price (excl. VAT)">{money(i.unitPriceExVat)}</td>
                    <td data-label="Total (incl. VAT)">{money(i.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="order-detail__grid">
            <section aria-labelledby="detail-address-title">
              {order.deliveryMethod === 'collect' ? (
                <CollectionPoint
                  as="h3"
                  who={a}
                  headingId="detail-address-title"
                  headingClass="order-detail__heading"
                  addressClass="order-detail__address"
                />
              ) : (
                <>
                  <h3 id="detail-address-title" className="order-detail__heading">
                    Shipping address
                  </h3>
                  <address className="order-detail__address">
                    {[a.fullName, ...postalLines(a), a.phoneNumber]
                      .filter((l) => l.trim())
                      .map((l, i) => (
                        <span key={i}>{l}</span>
                      ))}
                  </address>
                </>
              )}
              {order.history.length ? (
                <>
                  <h3 className="order-detail__heading order-detail__heading--spaced">History</h3>
                  <ol className="order-detail__history">
                    {order.history.map((h, i) => (
                      <li key={i}>
                        <time dateTime={h.at}>{shortDate(h.at)}</time> {h.statusLabel}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </section>
            <section aria-labelledby="detail-totals-title">
              <h3 id="detail-totals-title" className="order-detail__heading">
                Summary
              </h3>
              <TotalsList
                totals={orderTotals(order)}
                discountCode={order.discountCode}
                shippingLabel={order.deliveryLabel}
                payments={paymentsOf(order)}
              />
              {/* Refunds without a return (a cancellation, a goodwill refund) say where they went here; returns say it below. */}
              {order.refundedTotal > 0 && !order.returns.length ? (
                <p className="order-detail__refunded">
                  Refunded {formatPence(poundsToPence(order.refundedTotal))}
                  {order.refundedToStoreCredit > 0
                    ? `, of which ${formatPence(poundsToPence(order.refundedToStoreCredit))} added to your store credit`
                    : ''}
                  .
                </p>
              ) : null}
              <h3 className="order-detail__heading order-detail__heading--spaced">Delivery</h3>
              <p data-testid="order-delivery">
                {order.deliveryLabel}: {order.deliveryEstimateText}
              </p>
            </section>
          </div>
          <ReturnsList order={order} />
          <ReturnForm order={order} />
          <p className="order-detail__returns">
            <TermsText of={returnsPromise} /> Final Sale items cannot be returned.
            {order.refundAvailableUntil
              ? ` You can request a refund for this order until ${longDate(order.refundAvailableUntil)}.`
              : ''}{' '}
            <Link to="/return-and-refund" className="link-underline">
              Return and refund policy
            </Link>
          </p>
          <div className="order-detail__foot">
            <button type="button" className="btn btn--outline" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
