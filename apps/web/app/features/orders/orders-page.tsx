import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import type { OrderDetail, OrderListItem } from '@atelier/contract/orders';
import { Dialog } from '~/components/ui/dialog';
import { BagIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { shortDate } from '~/lib/dates';
import { useOnChange } from '~/lib/use-on-change';
import { OrderDetailModal } from './order-detail-modal.tsx';
import { OrdersPagination } from './orders-pagination.tsx';
import { RefundChoice } from './refund-choice.tsx';
import type { OrderActionData } from './orders.server.ts';
import { StatusBadge } from './status-badge.tsx';
import '~/components/ui/empty-state.css';
import '~/components/ui/stacked-table.css';
import './orders.css';

/** The refund-request modal shows its loader at least this long (R6.9). */
export const REFUND_LOADER_MS = 600;

export interface OrdersPageProps {
  orders: OrderListItem[];
  totalPages: number;
  total: number;
  page: number;
  detail: OrderDetail | null;
}

const money = (pounds: number) => formatPence(poundsToPence(pounds));

function EmptyOrders() {
  return (
    <div className="empty-state">
      <BagIcon className="empty-state__icon" />
      <h2 className="empty-state__title">No orders yet</h2>
      <p>You have no orders yet. When you place one, you will find it here with its status and details.</p>
      <Link to="/shop-fullwidth" className="btn">
        Shop Now
      </Link>
    </div>
  );
}

function CancelDialog({ order, onClose }: { order: OrderListItem | null; onClose: () => void }) {
  const fetcher = useFetcher<OrderActionData>({ key: 'order-cancel' });
  const toast = useToast();
  const busy = fetcher.state !== 'idle';
  const handled = useRef<OrderActionData | undefined>(undefined);
  // Only successes are marked handled (they close the dialog), so any failure is still to show.
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast(fetcher.data.message, 'success');
    const number = order?.orderNumber;
    onClose();
    // The Cancel button that opened the dialog is gone now: focus goes to the order's View link (R12.12).
    window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document.querySelector<HTMLElement>(`tr[data-order="${number}"] a`)?.focus();
    });
  }, [fetcher.state, fetcher.data, toast, onClose, order]);

  return (
    <Dialog open={order !== null} onClose={onClose} variant="modal" title="Cancel this order?" closeLabel="Close">
      {order ? (
        <fetcher.Form method="post" className="orders-confirm" onSubmit={(e) => busy && e.preventDefault()}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="orderGuid" value={order.orderGuid} />
          <p>
            We will ask our team to cancel order <strong>{order.orderNumber}</strong> ({money(order.totalPrice)}). If it has not been
            dispatched yet, it is cancelled and the full amount is refunded to your original payment method. We will email you once the
            request has been reviewed.
          </p>
          {failed ? (
            <p className="orders-confirm__error" role="alert">
              {failed.message}
            </p>
          ) : null}
          <div className="orders-confirm__actions">
            <button type="button" className="btn btn--outline" onClick={onClose}>
              Keep my order
            </button>
            {/* aria-disabled, not disabled: a disabled button drops focus to the page (R12.12). */}
            <button type="submit" className="btn" aria-disabled={busy || undefined}>
              {busy ? 'Sending…' : 'Request cancellation'}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}

/**
 * A whole-order refund request (R6.4): first where the refund goes (R23.16), then, once sent, a
 * loader for 600 ms (and until the answer) and the confirmation, in the same dialog.
 */
function RefundDialog({
  order,
  onClose,
  returnFocus,
}: {
  order: OrderListItem | null;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const fetcher = useFetcher<OrderActionData>({ key: 'order-refund' });
  const [sent, setSent] = useState(false);
  const [waited, setWaited] = useState(false);
  const answer = useRef<HTMLDivElement>(null);
  useOnChange(order, () => {
    setSent(false);
    setWaited(false);
  });
  useEffect(() => {
    if (!sent) return;
    // The button pressed is gone with the form: the focus goes to what replaces it (R12.12).
    answer.current?.focus();
    const id = window.setTimeout(() => setWaited(true), REFUND_LOADER_MS);
    return () => window.clearTimeout(id);
  }, [sent]);
  const loading = !waited || fetcher.state !== 'idle' || !fetcher.data;
  const result = loading ? undefined : fetcher.data;

  return (
    <Dialog open={order !== null} onClose={onClose} returnFocus={returnFocus} variant="modal" title="Refund request" closeLabel="Close">
      {order && !sent ? (
        <fetcher.Form method="post" className="orders-confirm" onSubmit={() => setSent(true)}>
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="orderGuid" value={order.orderGuid} />
          <p>
            Send the whole of order <strong>{order.orderNumber}</strong> ({money(order.totalPrice)}) back to us, and we refund it, delivery
            included, within 5 business days of the parcel arriving.
          </p>
          {/* My Orders is a customer's own account: store credit can be chosen (R23.17). */}
          <RefundChoice id={`refund-to-${order.orderGuid}`} allowed when="the refund" />
          <div className="orders-confirm__actions">
            <button type="button" className="btn btn--outline" onClick={onClose}>
              Keep my order
            </button>
            <button type="submit" className="btn">
              Request refund
            </button>
          </div>
        </fetcher.Form>
      ) : (
        <div ref={answer} tabIndex={-1} className="refund-modal" aria-live="polite" aria-busy={loading}>
          {loading ? (
            <div className="refund-modal__loading">
              <span className="orders-spinner" aria-hidden="true" />
              <p>Sending your request…</p>
            </div>
          ) : result?.ok ? (
            <>
              <p className="refund-modal__title">Refund requested for order {result.orderNumber}</p>
              <p>{result.message}</p>
              <p className="refund-modal__small">
                See our{' '}
                <Link to="/return-and-refund" className="link-underline">
                  return and refund policy
                </Link>{' '}
                for the return address and how to pack your items.
              </p>
              <button type="button" className="btn" onClick={onClose}>
                Done
              </button>
            </>
          ) : (
            <>
              <p className="orders-confirm__error" role="alert">
                {result?.message ?? 'An error occurred. Please try again.'}
              </p>
              <button type="button" className="btn btn--outline" onClick={onClose}>
                Close
              </button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

export function OrdersPage({ orders, totalPages, total, page, detail }: OrdersPageProps) {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState<OrderListItem | null>(null);
  // The order whose refund is being asked for: its Refund button goes once the request is made.
  const [refunding, setRefunding] = useState<OrderListItem | null>(null);
  const refundRow = useRef<string | null>(null);
  // The dialog reports its closing once more after the address has dropped the order: ignore that one.
  const closeDetail = () => {
    if (detail) void navigate(`?page=${page}`, { preventScrollReset: true, replace: true });
  };

  return (
    <section className="orders" aria-labelledby="orders-title">
      <div className="orders__head">
        {/* The account layout holds the page's h1 (My Account). */}
        <h2 id="orders-title" className="orders__title">
          My Orders
        </h2>
        {total > 0 ? <p className="orders__count">{total === 1 ? '1 order' : `${total} orders`}</p> : null}
      </div>
      {orders.length === 0 ? (
        <EmptyOrders />
      ) : (
        <>
          <h3 className="orders__subtitle">Order History</h3>
          <table className="stacked-table orders-table">
            <caption className="visually-hidden">
              Your orders, newest first{totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Order ID</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.orderGuid} data-order={o.orderNumber}>
                  <th scope="row" data-label="Order ID" className="orders-table__id">
                    {o.orderNumber}
                  </th>
                  <td data-label="Date">
                    <time dateTime={o.orderDate}>{shortDate(o.orderDate)}</time>
                  </td>
                  <td data-label="Status">
                    <StatusBadge status={o.status} label={o.statusLabel} />
                  </td>
                  <td data-label="Total">
                    <span>
                      {money(o.totalPrice)}
                      <span className="orders-table__items"> · {o.totalItems === 1 ? '1 item' : `${o.totalItems} items`}</span>
                    </span>
                  </td>
                  <td data-label="Action">
                    <div className="orders-table__actions">
                      <Link
                        to={`?page=${page}&order=${o.orderGuid}`}
                        preventScrollReset
                        className="btn btn--sm"
                        aria-label={`View order ${o.orderNumber}`}
                      >
                        View
                      </Link>
                      {o.isCancelAvailable ? (
                        <button
                          type="button"
                          className="btn btn--sm btn--outline"
                          onClick={() => setCancelling(o)}
                          aria-label={`Cancel order ${o.orderNumber}`}
                        >
                          Cancel
                        </button>
                      ) : null}
                      {o.isRefundAvailable ? (
                        <button
                          type="button"
                          className="btn btn--sm btn--outline"
                          onClick={() => {
                            refundRow.current = o.orderNumber;
                            setRefunding(o);
                          }}
                          aria-label={`Request a refund for order ${o.orderNumber}`}
                        >
                          Refund
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <OrdersPagination page={page} totalPages={totalPages} />
        </>
      )}
      <OrderDetailModal order={detail} onClose={closeDetail} />
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
      <RefundDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        // Back to the Refund button that opened it; once the request is made that button is gone,
        // and the focus goes to its row's View link.
        returnFocus={() =>
          document.querySelector<HTMLElement>(`tr[data-order="${refundRow.current}"] button[aria-label^="Request a refund"]`) ??
          document.querySelector<HTMLElement>(`tr[data-order="${refundRow.current}"] .orders-table__actions a`)
        }
      />
    </section>
  );
}
