import type { AdminOrder } from '@atelier/contract/orders';
import { SHOP_REFUND_REASON } from '@atelier/contract/returns';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Form, Link } from 'react-router';
import { StatusBadge } from '../admin-layout.tsx';
import { formatDateTime, formatPence } from '../format.ts';
import { RefundToChoice, refundToWords } from '../orders/refund-to-choice.tsx';
import './order-returns.css';

const pounds = (n: number) => formatPence(Math.round(n * 100));

type Return = AdminOrder['order']['returns'][number];

/** An exchange asked for with a return, and where it stands: the units held, the replacement order, or why it ended (R21.20-R21.24). */
function ExchangeFacts({ r }: { r: Return }) {
  const x = r.exchange!;
  return (
    <p className="adm-returns__exchange">
      <strong>Exchange</strong> for {x.name} ({sizeLabel(x.size)}, {x.colour}) at {pounds(x.unitPrice)} each:{' '}
      {x.state === 'held' ? (
        <>
          {r.quantity} held out of stock{x.holdUntil ? ` until ${formatDateTime(x.holdUntil)}` : ''}.
        </>
      ) : x.state === 'made' ? (
        <>
          replacement order{' '}
          {x.orderGuid ? (
            <Link to={`/admin/orders/${x.orderGuid}`} className="link-underline">
              {x.orderNumber}
            </Link>
          ) : (
            x.orderNumber
          )}
          {x.charge ? `, ${pounds(x.charge)} to pay${x.payUrl ? ' (not paid yet)' : ' (paid)'}` : ', no charge'}.
        </>
      ) : x.state === 'lapsed' ? (
        <>the hold ended and the units went back on sale; approving refunds the item.</>
      ) : (
        <>not made; the held units went back on sale.</>
      )}
    </p>
  );
}

/** Item returns of an order (R21.3): each request with its reason, and approve or reject while it is open. */
export function OrderReturns({
  order,
  refunds,
  busy,
}: {
  order: AdminOrder['order'];
  /** What approving each waiting return refunds now (R22.19): shown on its button and confirmed with it. */
  refunds: AdminOrder['approvalRefunds']['returns'];
  busy: boolean;
}) {
  if (!order.returns.length) return null;
  return (
    <section className="adm-panel" aria-labelledby="order-returns">
      <h2 id="order-returns" className="adm-panel__title">
        Returns
      </h2>
      {order.refundedTotal > 0 ? (
        <p className="adm-hint">
          Refunded so far: {pounds(order.refundedTotal)}
          {order.refundedToStoreCredit > 0 ? `, of which ${pounds(order.refundedToStoreCredit)} as store credit` : ''}.
        </p>
      ) : null}
      <ul className="adm-returns">
        {order.returns.map((r) => {
          const refund = refunds.find((x) => x.returnId === r.id)?.amountPence;
          return (
            <li key={r.id} className="adm-returns__item" data-return={r.id}>
              <p className="adm-returns__what">
                <strong>
                  {r.quantity} x {r.name}
                </strong>{' '}
                ({sizeLabel(r.size)}, {r.colour}){' '}
                {r.status === 'Requested' && r.refundTo === 'store_credit' ? (
                  <span className="adm-returns__wants">Customer asked for store credit </span>
                ) : null}
                <StatusBadge status={r.status === 'Requested' ? 'RefundRequested' : r.status} label={r.status} />
              </p>
              <p className="adm-timeline__meta">
                {r.reason === SHOP_REFUND_REASON
                  ? `${r.reasonLabel}, ${formatDateTime(r.requestedAt)}`
                  : `Asked ${formatDateTime(r.requestedAt)} · ${r.reasonLabel}${r.comment ? ` · “${r.comment}”` : ''}`}
              </p>
              {r.exchange ? <ExchangeFacts r={r} /> : null}
              {r.status === 'Approved' ? (
                <p className="adm-timeline__note">
                  {r.exchange?.state === 'made' ? 'Exchanged; refunded' : 'Refunded'} {pounds(r.refund ?? 0)}
                  {r.refundTo === 'store_credit' && r.refund ? ' as store credit' : ''}
                  {r.restocked ? ', back in stock' : ', not restocked'}
                  {r.ownerNote ? `. ${r.reason === SHOP_REFUND_REASON ? 'Reason' : 'Note'}: ${r.ownerNote}` : ''}
                </p>
              ) : null}
              {r.status === 'Rejected' ? <p className="adm-timeline__note">Rejected: {r.ownerNote}</p> : null}
              {r.status === 'Requested' ? (
                <div className="adm-returns__forms">
                  <Form method="post" className="adm-action">
                    <input type="hidden" name="intent" value="approve-return" />
                    <input type="hidden" name="returnId" value={r.id} />
                    {refund === undefined ? null : <input type="hidden" name="expectedPence" value={refund} />}
                    <RefundToChoice id={`approve-${r.id}`} allowed={order.storeCreditAllowed && !!refund} initial={r.refundTo}>
                      {(to) => (
                        <>
                          <p className="adm-returns__refund">
                            {r.exchange?.state === 'held' ? (
                              <>
                                Approving makes a replacement order for the held {sizeLabel(r.exchange.size)} and{' '}
                                {refund ? <strong>{refundToWords(refund, to)}</strong> : 'refunds nothing'}.
                              </>
                            ) : (
                              <>
                                Approving <strong>{refund === undefined ? 'refunds nothing' : refundToWords(refund, to)}</strong>.
                              </>
                            )}
                          </p>
                          <label className="adm-check">
                            <input type="checkbox" name="restock" defaultChecked /> Put {r.quantity === 1 ? 'it' : 'them'} back in stock
                          </label>
                          <div className="field">
                            <label className="field__label" htmlFor={`approve-note-${r.id}`}>
                              Note to the customer, optional
                            </label>
                            <textarea id={`approve-note-${r.id}`} name="note" className="input" rows={2} maxLength={1000} />
                          </div>
                          <div>
                            <button type="submit" className="btn btn--sm" disabled={busy}>
                              {r.exchange?.state === 'held'
                                ? 'Approve the exchange'
                                : refund && to === 'store_credit'
                                  ? `Approve and add ${formatPence(refund)} as store credit`
                                  : `Approve and refund${refund === undefined ? '' : ` ${formatPence(refund)}`}`}
                            </button>
                          </div>
                        </>
                      )}
                    </RefundToChoice>
                  </Form>
                  <Form method="post" className="adm-action">
                    <input type="hidden" name="intent" value="reject-return" />
                    <input type="hidden" name="returnId" value={r.id} />
                    <div className="field">
                      <label className="field__label" htmlFor={`reject-note-${r.id}`}>
                        Why it is rejected (sent to the customer)
                      </label>
                      <textarea id={`reject-note-${r.id}`} name="note" className="input" rows={2} maxLength={1000} required />
                    </div>
                    <div>
                      <button type="submit" className="btn btn--sm btn--outline" disabled={busy}>
                        Reject
                      </button>
                    </div>
                  </Form>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {order.returns.some((r) => r.status === 'Requested') ? (
        <p className="adm-hint">
          Approving refunds the item’s share of what was paid (after any discount; shipping only with the last item of the order) through
          the payment provider, or to the customer’s store credit when chosen, and emails the customer.
        </p>
      ) : null}
    </section>
  );
}
