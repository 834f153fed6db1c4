import { Link, useFetcher } from 'react-router';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import type { OrderDetail } from '@atelier/contract/orders';
import { RETURN_REASONS, RETURN_REASON_LABELS } from '@atelier/contract/returns';
import { sizeLabel, variantPhrase } from '@atelier/contract/catalogue';
import { longDate } from '~/lib/dates';
import type { OrderActionData } from './orders.server.ts';
import { RefundChoice } from './refund-choice.tsx';
import { useFocusOnAnswer } from './use-focus-on-answer.ts';

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

/** What an exchange asked for, and where it stands: held, its replacement order (and any difference to pay), or ended (R21.20-R21.24). */
function ExchangeNote({ exchange: x }: { exchange: NonNullable<OrderDetail['returns'][number]['exchange']> }) {
  const wanted = `${x.name} (${variantPhrase(x)})`;
  return (
    <p className="order-returns__exchange">
      {x.state === 'held' ? (
        <>
          Exchange for {wanted}: held for you{x.holdUntil ? ` until ${longDate(x.holdUntil)}` : ''}.
        </>
      ) : x.state === 'made' ? (
        <>
          Exchange for {wanted}: replacement order{' '}
          {x.orderGuid ? (
            <Link to={`?order=${x.orderGuid}`} className="link-underline">
              {x.orderNumber}
            </Link>
          ) : (
            x.orderNumber
          )}
          {x.payUrl ? (
            <>
              , {money(x.charge ?? 0)} to pay.{' '}
              <a href={x.payUrl} className="link-underline">
                Pay the difference
              </a>
            </>
          ) : (
            `, ${x.charge ? `${money(x.charge)} paid` : 'nothing to pay'}.`
          )}
        </>
      ) : x.state === 'lapsed' ? (
        <>We could not hold the {wanted} any longer: the item is refunded when it reaches us.</>
      ) : (
        <>Exchange for {wanted}: not made.</>
      )}
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
                ? `Waiting for the parcel${r.refundTo === 'store_credit' ? ', refund as store credit' : ''}`
                : r.status === 'Approved'
                  ? r.exchange?.state === 'made'
                    ? `Exchanged${r.refund ? `, ${money(r.refund)} refunded` : ''}`
                    : r.refundTo === 'store_credit'
                      ? `${money(r.refund ?? 0)} added to your store credit`
                      : `Refunded ${money(r.refund ?? 0)}`
                  : r.exchange
                    ? 'Not exchanged'
                    : 'Not refunded'}
            </strong>
            {r.ownerNote ? <span className="order-returns__note"> {r.ownerNote}</span> : null}
            {r.exchange ? <ExchangeNote exchange={r.exchange} /> : null}
          </li>
        ))}
      </ul>
      {order.refundedTotal > 0 ? (
        <p>
          Refunded on this order so far: {money(order.refundedTotal)}
          {order.refundedToStoreCredit > 0 ? `, of which ${money(order.refundedToStoreCredit)} as store credit` : ''}.
        </p>
      ) : null}
    </section>
  );
}

/** An exchange choice in words: 'Exchange for Size L, Ecru', with the shelf price difference when there is one (R21.23). */
function exchangeLabel(item: OrderDetail['items'][number], o: OrderDetail['items'][number]['exchangeOptions'][number]): string {
  const other = o.name === item.name ? '' : `${o.name}, `;
  const diff = poundsToPence(o.price) - poundsToPence(item.unitPriceIncVat);
  const price = diff > 0 ? ` (${formatPence(diff)} more each)` : diff < 0 ? ` (${formatPence(-diff)} less each)` : '';
  return `Exchange for ${other}${variantPhrase(o)}${price}`;
}

/** Choose the items and units to send back, each with a reason (R21.1); Final Sale items say why they cannot. */
export function ReturnForm({ order }: { order: OrderDetail }) {
  const fetcher = useFetcher<OrderActionData>({ key: `order-return-${order.orderGuid}` });
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data && fetcher.data.intent === 'return' ? fetcher.data : undefined;
  const missing = result && !result.ok ? (result.fields ?? []) : [];
  const messageId = `return-message-${order.orderGuid}`;
  const message = useFocusOnAnswer(result, order.isReturnAvailable ? 'form' : 'alone');
  if (!order.isReturnAvailable)
    return result?.ok ? (
      <p ref={message} tabIndex={-1} role="status">
        {result.message}
      </p>
    ) : null;
  return (
    <section aria-labelledby="detail-return-title" className="order-returns">
      <h3 id="detail-return-title" className="order-detail__heading">
        Return items
      </h3>
      {order.returnAvailableUntil ? <p>You can return items until {longDate(order.returnAvailableUntil)}.</p> : null}
      <fetcher.Form method="post" className="return-form" onSubmit={(e) => busy && e.preventDefault()}>
        <input type="hidden" name="intent" value="return" />
        <input type="hidden" name="orderGuid" value={order.orderGuid} />
        {order.items.map((i) => (
          <fieldset key={i.lineId} className="return-form__item">
            <legend>
              {i.name} <span className="order-items__colour">{variantPhrase(i)}</span>
            </legend>
            {i.returnableQuantity > 0 ? (
              <div className="return-form__fields">
                <label>
                  <span>How many</span>
                  <select
                    name={`qty-${i.lineId}`}
                    className="input"
                    defaultValue="0"
                    aria-invalid={missing.includes(`qty-${i.lineId}`) || undefined}
                    aria-describedby={missing.includes(`qty-${i.lineId}`) ? messageId : undefined}
                  >
                    {Array.from({ length: i.returnableQuantity + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n === 0 ? 'None' : n}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>Reason</span>
                  <select
                    name={`reason-${i.lineId}`}
                    className="input"
                    defaultValue=""
                    aria-invalid={missing.includes(`reason-${i.lineId}`) || undefined}
                    aria-describedby={missing.includes(`reason-${i.lineId}`) ? messageId : undefined}
                  >
                    <option value="" disabled>
                      Choose a reason
                    </option>
                    {RETURN_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {RETURN_REASON_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </label>
                {i.exchangeOptions.length ? (
                  <label className="return-form__exchange">
                    <span>Refund or exchange</span>
                    <select name={`exchange-${i.lineId}`} className="input" defaultValue="">
                      <option value="">My money back</option>
                      {i.exchangeOptions.map((o) => (
                        <option key={o.variantGuid} value={o.variantGuid}>
                          {exchangeLabel(i, o)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
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
        <RefundChoice id={`refund-to-${order.orderGuid}`} allowed={order.storeCreditAllowed} when="the return" />
        {result ? (
          <p
            ref={message}
            id={messageId}
            tabIndex={-1}
            className={result.ok ? undefined : 'orders-confirm__error'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.message}
          </p>
        ) : null}
        {/* aria-disabled, not disabled: a disabled button drops focus to the page (R12.12). */}
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? 'Sending…' : 'Request return'}
        </button>
      </fetcher.Form>
    </section>
  );
}
