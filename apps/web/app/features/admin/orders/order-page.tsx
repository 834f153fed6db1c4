import {
  isMoneyAction,
  ORDER_ACTION_LABELS,
  type AdminOrder,
  type OrderAction,
  UNPAID_STATUSES,
  plainOrderNote,
  postalLines,
} from '@atelier/contract/orders';
import { Fragment } from 'react';
import { sizeLabel } from '@atelier/contract/catalogue';
import { CARRIERS, CARRIER_LABELS, type OrderNotes } from '@atelier/contract/fulfilment';
import { Form, Link, useNavigation } from 'react-router';
import { PageHeader, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { formatDateTime, formatPence } from '../format.ts';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { OrderReturns } from '../returns/order-returns.tsx';
import { OrderNotesPanel } from './order-notes.tsx';
import type { OrderActionData } from './order-action-data.ts';
import { OwnerMoves } from './order-owner-moves.tsx';
import { RefundToChoice } from './refund-to-choice.tsx';
import { StepUpRetryForm } from './step-up-retry.tsx';

/** Actions that carry a note for the customer, and what the note is for. */
const NOTES: Partial<Record<OrderAction, string>> = {
  ship: 'Dispatch note to the customer, optional',
  'decline-cancel': 'Why the order goes ahead (sent to the customer), optional',
  'reject-refund': 'Why the refund is rejected (sent to the customer), optional',
};

const pounds = (n: number) => formatPence(Math.round(n * 100));

/** Carrier and tracking number on dispatch (R21.8): the shipped mail and My Orders link to the carrier's page. */
function TrackingFields() {
  return (
    <div className="adm-grid-2">
      <div className="field">
        <label className="field__label" htmlFor="ship-carrier">
          Carrier, optional
        </label>
        <select id="ship-carrier" name="carrier" className="input" defaultValue="">
          <option value="">Not given</option>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {CARRIER_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ship-tracking">
          Tracking number, optional
        </label>
        <input id="ship-tracking" name="trackingNumber" className="input" maxLength={60} autoComplete="off" />
      </div>
    </div>
  );
}

export function OrderPage({ data, result }: { data: AdminOrder & { notes: OrderNotes['notes'] }; result?: OrderActionData }) {
  const { order, customer, events, actions } = data;
  // What approving the customer's request refunds, by the one refunds rule: shown, then confirmed (R22.19).
  const refundNow = data.approvalRefunds.everythingLeft;
  const busy = useNavigation().state === 'submitting';
  const a = order.shippingAddress;
  return (
    <>
      <Link to="/admin/orders" className="adm-back">
        ← All orders
      </Link>
      <PageHeader title={`Order ${order.orderNumber}`} subtitle={`Placed ${formatDateTime(order.orderDate)}`}>
        <StatusBadge status={order.status} label={order.statusLabel} />
        {UNPAID_STATUSES.includes(order.status) ? null : (
          <Link to={`/admin/orders/${order.orderGuid}/packing-slip`} className="btn btn--outline btn--sm">
            Packing slip
          </Link>
        )}
      </PageHeader>
      {result && !result.confirm && !result.stepUp ? <ResultNotice result={result} /> : null}
      {result?.stepUp ? <StepUpRetryForm stepUp={result.stepUp} message={result.message} busy={busy} /> : null}
      <div className="adm-grid-2">
        <div>
          <section className="adm-panel" aria-labelledby="order-actions">
            <h2 id="order-actions" className="adm-panel__title">
              Next step
            </h2>
            {actions.length ? (
              <div className="adm-actions">
                {actions.map((action) => (
                  <Form method="post" key={action} className="adm-action">
                    <input type="hidden" name="intent" value={action} />
                    {isMoneyAction(action) && refundNow !== null ? <input type="hidden" name="expectedPence" value={refundNow} /> : null}
                    {action === 'ship' ? <TrackingFields /> : null}
                    {NOTES[action] ? (
                      <div className="field">
                        <label className="field__label" htmlFor={`note-${action}`}>
                          {NOTES[action]}
                        </label>
                        <textarea id={`note-${action}`} name="note" className="input" rows={2} maxLength={1000} />
                      </div>
                    ) : null}
                    {action === 'approve-refund' && order.refundRequestedTo === 'store_credit' ? (
                      <p className="adm-returns__wants">Customer asked for store credit</p>
                    ) : null}
                    <RefundToChoice
                      id={`refund-to-${action}`}
                      allowed={isMoneyAction(action) && !!refundNow && order.storeCreditAllowed}
                      // The customer's own choice comes first (R23.16).
                      initial={action === 'approve-refund' ? (order.refundRequestedTo ?? 'card') : 'card'}
                    >
                      {(to) => (
                        <div>
                          <button
                            type="submit"
                            className={`btn btn--sm${action.startsWith('decline') || action.startsWith('reject') ? ' btn--outline' : ''}`}
                            disabled={busy}
                          >
                            {ORDER_ACTION_LABELS[action]}
                            {isMoneyAction(action) && refundNow !== null ? ` of ${formatPence(refundNow)}` : ''}
                            {isMoneyAction(action) && to === 'store_credit' ? ' as store credit' : ''}
                          </button>
                        </div>
                      )}
                    </RefundToChoice>
                  </Form>
                ))}
                {actions.includes('approve-cancel') || actions.includes('approve-refund') ? (
                  <p className="adm-hint">
                    Approving refunds <strong>{formatPence(refundNow ?? 0)}</strong> through the payment provider (or, when you choose, to
                    the customer’s store credit), puts the stock back on sale and emails the customer. If the order changes before you
                    approve, nothing is refunded and the page shows the new amount.
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="adm-panel__empty">
                {order.returns.some((r) => r.status === 'Requested')
                  ? 'A return is waiting for your decision below.'
                  : `Nothing to do: this order is ${order.statusLabel.toLowerCase()}.`}
              </p>
            )}
          </section>
          <OwnerMoves data={data} result={result} busy={busy} />
          <OrderReturns order={order} refunds={data.approvalRefunds.returns} busy={busy} />
          <section className="adm-panel" aria-labelledby="order-items">
            <h2 id="order-items" className="adm-panel__title">
              Items
            </h2>
            <AdminTable
              label="Items ordered"
              columns={['Product', 'Size', { label: 'Qty', num: true }, { label: 'Total', num: true }]}
              compact
            >
              {order.items.map((i) => (
                <tr key={`${i.slug}-${i.size}`}>
                  <td>
                    {i.name}
                    {i.isFinalSale ? (
                      <>
                        {' '}
                        <StatusBadge status="Low" label="Final Sale" />
                      </>
                    ) : null}
                    <br />
                    <span className="adm-table__muted">{i.colour}</span>
                  </td>
                  <td>{sizeLabel(i.size)}</td>
                  <td className="num">{i.quantity}</td>
                  <td className="num">{pounds(i.totalPrice)}</td>
                </tr>
              ))}
            </AdminTable>
            <dl className="adm-dl" style={{ marginTop: 'var(--space-4)' }}>
              <dt>Items (incl. VAT)</dt>
              <dd>{pounds(order.totalItemPrice)}</dd>
              {order.discountCode ? (
                <>
                  <dt>Discount ({order.discountCode})</dt>
                  <dd>{order.totalDiscount ? `−${pounds(order.totalDiscount)}` : 'Free delivery'}</dd>
                </>
              ) : null}
              <dt>VAT</dt>
              <dd>{pounds(order.totalTax)}</dd>
              <dt>{order.deliveryLabel}</dt>
              <dd>
                {order.totalShippingCost ? pounds(order.totalShippingCost) : 'Free'}
                <br />
                <span className="adm-table__muted">{order.deliveryEstimateText}</span>
              </dd>
              <dt>Total paid</dt>
              <dd>
                <strong>{pounds(order.totalPrice)}</strong>
              </dd>
              {order.paidByBalance > 0 ? (
                <>
                  <dt>Paid by gift card or store credit</dt>
                  <dd>{pounds(order.paidByBalance)}</dd>
                  <dt>Paid by card</dt>
                  <dd>{pounds(order.paidByCard)}</dd>
                </>
              ) : null}
              {order.refundedTotal > 0 ? (
                <>
                  <dt>Refunded</dt>
                  <dd>{pounds(order.refundedTotal)}</dd>
                  {order.refundedToStoreCredit > 0 ? (
                    <>
                      <dt>Of which as store credit</dt>
                      <dd>{pounds(order.refundedToStoreCredit)}</dd>
                    </>
                  ) : null}
                </>
              ) : null}
            </dl>
          </section>
        </div>
        <div>
          <section className="adm-panel" aria-labelledby="order-customer">
            <h2 id="order-customer" className="adm-panel__title">
              Customer and delivery
            </h2>
            <dl className="adm-dl">
              <dt>Customer</dt>
              <dd>
                {customer.name}
                <br />
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
              {order.deliveryMethod === 'collect' ? (
                <>
                  {/* A Click & collect order has no address: it waits at the studio (R20.18). */}
                  <dt>Collected by</dt>
                  <dd>{a.fullName}</dd>
                </>
              ) : (
                <>
                  <dt>Deliver to</dt>
                  <dd>
                    {[a.fullName, ...postalLines(a)].map((l, i) => (
                      <Fragment key={i}>
                        {i ? <br /> : null}
                        {l}
                      </Fragment>
                    ))}
                  </dd>
                </>
              )}
              <dt>Phone</dt>
              <dd>{a.phoneNumber}</dd>
              {order.tracking ? (
                <>
                  <dt>Tracking</dt>
                  <dd>
                    {order.tracking.carrierLabel} {order.tracking.number}
                    {order.tracking.url ? (
                      <>
                        {' '}
                        <a href={order.tracking.url} target="_blank" rel="noreferrer">
                          Track
                        </a>
                      </>
                    ) : null}
                  </dd>
                </>
              ) : null}
              {a.addressNote ? (
                <>
                  <dt>Delivery note</dt>
                  <dd>{a.addressNote}</dd>
                </>
              ) : null}
              {order.orderNote ? (
                <>
                  <dt>Order note</dt>
                  <dd>{order.orderNote}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <OrderNotesPanel notes={data.notes} result={result} />
          <section className="adm-panel" aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="adm-panel__title">
              Timeline
            </h2>
            <ol className="adm-timeline">
              {events.map((e, i) => (
                <li key={i} className="adm-timeline__item">
                  <StatusBadge status={e.toStatus} label={e.statusLabel} />
                  <p className="adm-timeline__meta">
                    {formatDateTime(e.at)} · {e.actor ?? (e.toStatus === 'Expired' ? 'the store' : 'payment provider')}
                  </p>
                  {e.note ? <p className="adm-timeline__note">{plainOrderNote(e.note)}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
