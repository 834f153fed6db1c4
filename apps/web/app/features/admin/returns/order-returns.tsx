import type { AdminOrder } from '@atelier/contract/orders';
import { SHOP_REFUND_REASON } from '@atelier/contract/returns';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Form } from 'react-router';
import { StatusBadge } from '../admin-layout.tsx';
import { formatDateTime, formatPence } from '../format.ts';
import './order-returns.css';

const pounds = (n: number) => formatPence(Math.round(n * 100));

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
      {order.refundedTotal > 0 ? <p className="adm-hint">Refunded so far: {pounds(order.refundedTotal)}.</p> : null}
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
                <StatusBadge status={r.status === 'Requested' ? 'RefundRequested' : r.status} label={r.status} />
              </p>
              <p className="adm-timeline__meta">
                {r.reason === SHOP_REFUND_REASON
                  ? `${r.reasonLabel}, ${formatDateTime(r.requestedAt)}`
                  : `Asked ${formatDateTime(r.requestedAt)} · ${r.reasonLabel}${r.comment ? ` · “${r.comment}”` : ''}`}
              </p>
              {r.status === 'Approved' ? (
                <p className="adm-timeline__note">
                  Refunded {pounds(r.refund ?? 0)}
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
                    <p className="adm-returns__refund">
                      Approving refunds <strong>{refund === undefined ? 'nothing' : formatPence(refund)}</strong> to the customer’s card.
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
                        Approve and refund{refund === undefined ? '' : ` ${formatPence(refund)}`}
                      </button>
                    </div>
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
          the payment provider and emails the customer.
        </p>
      ) : null}
    </section>
  );
}
