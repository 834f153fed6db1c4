import { useFetcher } from 'react-router';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import type { OrderDetail } from '@atelier/contract/orders';
import { RETURN_REASONS, RETURN_REASON_LABELS } from '@atelier/contract/returns';
import { sizeLabel } from '@atelier/contract/catalogue';
import { longDate } from '~/lib/dates';
import type { OrderActionData } from './orders.server.ts';

const money = (pounds: number) => formatPence(poundsToPence(pounds));

/** The carrier and tracking number given on dispatch, with the carrier's tracking page (R21.8). */
export function TrackingNote({ order }: { order: OrderDetail }) {
  const t = order.tracking;
  if (!t) return null;
  return (
    <p className="order-detail__tracking">
      Sent with {t.carrierLabel}
      {t.number ? `, tracking number ${t.number}` : ''}.{' '}
      {t.url ? (
        <a href={t.url} className="link-underline" target="_blank" rel="noreferrer">
          Track your parcel<span className="visually-hidden"> with {t.carrierLabel} (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}

/** Item returns asked for so far, with what the shop decided and refunded (R21.3). */
export function ReturnsList({ order }: { order: OrderDetail }) {
  if (!order.returns.length) return null;
  return (
    <section aria-labelledby="detail-returns-title" className="order-returns">
      <h3 id="detail-returns-title" className="order-detail__heading">
        Returns
      </h3>
      <ul className="order-returns__list">
        {order.returns.map((r) => (
          <li key={r.id}>
            {r.quantity} x {r.name} ({sizeLabel(r.size)}): {r.reasonLabel}.{' '}
            <strong>
              {r.status === 'Requested'
                ? 'Waiting for the parcel'
                : r.status === 'Approved'
                  ? `Refunded ${money(r.refund ?? 0)}`
                  : 'Not refunded'}
            </strong>
            {r.ownerNote ? <span className="order-returns__note"> {r.ownerNote}</span> : null}
          </li>
        ))}
      </ul>
      {order.refundedTotal > 0 ? <p>Refunded on this order so far: {money(order.refundedTotal)}.</p> : null}
    </section>
  );
}

/** Choose the items and units to send back, each with a reason (R21.1); Final Sale items say why they cannot. */
export function ReturnForm({ order }: { order: OrderDetail }) {
  const fetcher = useFetcher<OrderActionData>({ key: `order-return-${order.orderGuid}` });
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data && fetcher.data.intent === 'return' ? fetcher.data : undefined;
  if (!order.isReturnAvailable) return result?.ok ? <p role="status">{result.message}</p> : null;
  return (
    <section aria-labelledby="detail-return-title" className="order-returns">
      <h3 id="detail-return-title" className="order-detail__heading">
        Return items
      </h3>
      {order.returnAvailableUntil ? <p>You can return items until {longDate(order.returnAvailableUntil)}.</p> : null}
      <fetcher.Form method="post" className="return-form">
        <input type="hidden" name="intent" value="return" />
        <input type="hidden" name="orderGuid" value={order.orderGuid} />
        {order.items.map((i) => (
          <fieldset key={i.lineId} className="return-form__item">
            <legend>
              {i.name} <span className="order-items__colour">{`${sizeLabel(i.size)}, ${i.colour}`}</span>
            </legend>
            {i.returnableQuantity > 0 ? (
              <div className="return-form__fields">
                <label>
                  <span>How many</span>
                  <select name={`qty-${i.lineId}`} className="input" defaultValue="0">
                    {Array.from({ length: i.returnableQuantity + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n === 0 ? 'None' : n}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>Reason</span>
                  <select name={`reason-${i.lineId}`} className="input" defaultValue="too-small">
                    {RETURN_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {RETURN_REASON_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="return-form__comment">
                  <span>Anything to add (optional)</span>
                  <input name={`comment-${i.lineId}`} className="input" maxLength={500} />
                </label>
              </div>
            ) : (
              <p className="return-form__blocked">{i.returnBlock}</p>
            )}
          </fieldset>
        ))}
        {result ? (
          <p className={result.ok ? undefined : 'orders-confirm__error'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Sending…' : 'Request return'}
        </button>
      </fetcher.Form>
    </section>
  );
}
