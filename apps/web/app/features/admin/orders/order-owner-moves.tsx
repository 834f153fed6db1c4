import type { AdminOrder, OrderPayment } from '@atelier/contract/orders';
import { sizeLabel } from '@atelier/contract/catalogue';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { formatPence } from '../format.ts';
import type { OrderActionData, OwnerConfirm } from './order-action-data.ts';
import { RefundToChoice } from './refund-to-choice.tsx';
import './order-owner-moves.css';

/** "the card the customer paid with, through Stripe (payment pi_...)". */
function paidWith(payment: OrderPayment | null): string {
  if (!payment) return 'the card the customer paid with';
  return `the card the customer paid with, through ${payment.providerLabel}${payment.reference ? ` (payment ${payment.reference})` : ''}`;
}

/** A reason field whose words go to the customer; its error is read with it. */
function ReasonField({ id, label, error, value }: { id: string; label: string; error?: string; value?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        className="input"
        rows={2}
        maxLength={1000}
        required
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="adm-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The question to confirm: its heading takes focus, so it is read out as soon as it appears. */
function ConfirmPanel({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className="adm-panel adm-confirm" aria-labelledby="owner-confirm">
      <h2 id="owner-confirm" className="adm-confirm__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The confirm step's other way (R23.16): only an order with a customer account can take store credit. */
const orCredit = (data: AdminOrder) => (data.order.storeCreditAllowed ? ', or to their store credit if you choose it below' : '');

/** "Yes, refund £x", or with store credit chosen "Yes, add £x as store credit": the button says where the money goes. */
function ConfirmRefund({ id, data, amount, busy }: { id: string; data: AdminOrder; amount: string; busy: boolean }) {
  return (
    <RefundToChoice id={id} allowed={data.order.storeCreditAllowed}>
      {(to) => (
        <button type="submit" className="btn btn--sm" disabled={busy}>
          {to === 'store_credit' ? `Yes, add ${amount} as store credit` : `Yes, refund ${amount}`}
        </button>
      )}
    </RefundToChoice>
  );
}

function CancelConfirm({ data, reason, busy }: { data: AdminOrder; reason: string; busy: boolean }) {
  // Everything left by the one refunds rule; the API refunds exactly this or nothing (R22.19).
  const expected = data.approvalRefunds.everythingLeft ?? data.owner.leftPence;
  const amount = formatPence(expected);
  const units = data.order.totalItems;
  return (
    <ConfirmPanel title={`Cancel order ${data.order.orderNumber} and refund ${amount}?`}>
      <ul className="adm-confirm__list">
        <li>
          {amount} goes back to {paidWith(data.payment)}
          {orCredit(data)}.
        </li>
        <li>The {units === 1 ? 'item goes' : `${units} items go`} back on sale, and the order is marked Cancelled.</li>
        <li>The customer is emailed that the order is cancelled, with your reason: “{reason}”</li>
      </ul>
      <div className="adm-form__actions">
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="reason" value={reason} />
          <input type="hidden" name="expectedPence" value={expected} />
          <RefundToChoice id="cancel-refund-to" allowed={data.order.storeCreditAllowed && expected > 0}>
            {(to) => (
              <button type="submit" className="btn btn--sm" disabled={busy}>
                {to === 'store_credit' ? `Yes, cancel and add ${amount} as store credit` : `Yes, cancel and refund ${amount}`}
              </button>
            )}
          </RefundToChoice>
        </Form>
        <Link to={`/admin/orders/${data.order.orderGuid}`} className="btn btn--outline btn--sm" preventScrollReset>
          No, keep the order
        </Link>
      </div>
    </ConfirmPanel>
  );
}

function RefundConfirm({ data, c, busy }: { data: AdminOrder; c: Extract<OwnerConfirm, { kind: 'refund' }>; busy: boolean }) {
  const { quote } = c;
  const amount = formatPence(quote.amountPence);
  return (
    <ConfirmPanel title={`Refund ${amount} to the customer?`}>
      <ul className="adm-confirm__list">
        {quote.items.map((i) => (
          <li key={i.lineId}>
            {i.quantity} x {i.name} ({sizeLabel(i.size)}, {i.colour}): {formatPence(i.refundPence)}
          </li>
        ))}
        <li>
          {amount} goes back to {paidWith(quote.payment)}
          {orCredit(data)}.{quote.whole ? ' The shipping is refunded too: nothing of this order is left unrefunded.' : ''}
        </li>
        <li>{c.restock ? 'These items go back in stock.' : 'The stock stays as it is.'}</li>
        <li>
          The order becomes {quote.statusAfterLabel}, and the customer is emailed with your reason: “{c.reason}”
        </li>
      </ul>
      <div className="adm-form__actions">
        <Form method="post">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="reason" value={c.reason} />
          <input type="hidden" name="restock" value={c.restock ? 'on' : ''} />
          <input type="hidden" name="expectedPence" value={quote.amountPence} />
          {quote.items.map((i) => (
            <input key={i.lineId} type="hidden" name={`qty-${i.lineId}`} value={i.quantity} />
          ))}
          <ConfirmRefund id="refund-refund-to" data={data} amount={amount} busy={busy} />
        </Form>
        <Link to={`/admin/orders/${data.order.orderGuid}`} className="btn btn--outline btn--sm" preventScrollReset>
          No, change the refund
        </Link>
      </div>
    </ConfirmPanel>
  );
}

function GoodwillConfirm({ data, c, busy }: { data: AdminOrder; c: Extract<OwnerConfirm, { kind: 'goodwill' }>; busy: boolean }) {
  const amount = formatPence(c.amountPence);
  const rest = data.owner.leftPence - c.amountPence;
  return (
    <ConfirmPanel title={`Refund ${amount} as a goodwill gesture?`}>
      <ul className="adm-confirm__list">
        <li>
          {amount} goes back to {paidWith(data.payment)}
          {orCredit(data)}. No item is returned and the stock stays as it is.
        </li>
        <li>
          {rest > 0
            ? `${formatPence(rest)} is then left to refund on this order.`
            : 'Nothing is then left to refund: the order becomes Refunded.'}
        </li>
        <li>Your reason is kept in the order’s history and the activity log: “{c.reason}”</li>
      </ul>
      <div className="adm-form__actions">
        <Form method="post">
          <input type="hidden" name="intent" value="goodwill" />
          <input type="hidden" name="reason" value={c.reason} />
          <input type="hidden" name="amount" value={(c.amountPence / 100).toFixed(2)} />
          <ConfirmRefund id="goodwill-refund-to" data={data} amount={amount} busy={busy} />
        </Form>
        <Link to={`/admin/orders/${data.order.orderGuid}`} className="btn btn--outline btn--sm" preventScrollReset>
          No, change it
        </Link>
      </div>
    </ConfirmPanel>
  );
}

/** Another amount than any item's share, with a reason (R22.22): a late parcel, a small fault kept. */
function GoodwillForm({ data, result, busy }: { data: AdminOrder; result?: OrderActionData; busy: boolean }) {
  const error = result?.errors?.goodwillAmount;
  return (
    <section className="adm-panel" aria-labelledby="owner-goodwill">
      <h2 id="owner-goodwill" className="adm-panel__title">
        Goodwill refund
      </h2>
      <p className="adm-hint adm-owner__lead" id="goodwill-left">
        Refund an amount of your choosing, without any item coming back. <strong>{formatPence(data.owner.leftPence)}</strong> is left to
        refund on this order; you cannot refund more. You confirm on the next step.
      </p>
      <Form method="post" className="adm-action">
        <input type="hidden" name="intent" value="goodwill-review" />
        <div className="field">
          <label className="field__label" htmlFor="goodwill-amount">
            Amount in pounds
          </label>
          <input
            id="goodwill-amount"
            name="amount"
            className="input adm-owner__amount"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={result?.values?.amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'goodwill-amount-error goodwill-left' : 'goodwill-left'}
          />
          {error ? (
            <p className="adm-error" id="goodwill-amount-error">
              {error}
            </p>
          ) : null}
        </div>
        <ReasonField
          id="goodwill-reason"
          label="Reason (kept in the order’s history)"
          error={result?.errors?.goodwillReason}
          value={result?.values?.reason}
        />
        <div>
          <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
            Review goodwill refund
          </button>
        </div>
      </Form>
    </section>
  );
}

function CancelForm({ data, result, busy }: { data: AdminOrder; result?: OrderActionData; busy: boolean }) {
  return (
    <section className="adm-panel" aria-labelledby="owner-cancel">
      <h2 id="owner-cancel" className="adm-panel__title">
        Cancel the order
      </h2>
      <p className="adm-hint adm-owner__lead">
        It has not left yet: cancelling refunds {formatPence(data.owner.leftPence)}, puts the items back on sale and emails the customer
        your reason. You confirm on the next step.
      </p>
      <Form method="post" className="adm-action">
        <input type="hidden" name="intent" value="cancel-review" />
        <ReasonField id="cancel-reason" label="Reason (sent to the customer)" error={result?.errors?.cancelReason} />
        <div>
          <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
            Cancel order
          </button>
        </div>
      </Form>
    </section>
  );
}

function RefundForm({ data, result, busy }: { data: AdminOrder; result?: OrderActionData; busy: boolean }) {
  const open = data.owner.refundable.filter((r) => r.quantity > 0 || r.waiting > 0);
  const itemsError = result?.errors?.refundItems;
  return (
    <section className="adm-panel" aria-labelledby="owner-refund">
      <h2 id="owner-refund" className="adm-panel__title">
        Refund
      </h2>
      <p className="adm-hint adm-owner__lead">
        {formatPence(data.owner.leftPence)} of what was paid is left to refund. Each item’s refund is its share of what was paid, after any
        discount; the shipping comes back with the last item. You confirm the amount on the next step.
      </p>
      <Form method="post" className="adm-action">
        <input type="hidden" name="intent" value="refund-review" />
        <fieldset className="adm-owner__units" aria-describedby={itemsError ? 'refund-items-error' : undefined}>
          <legend>How many of each to refund</legend>
          {open.map((r) => {
            const item = data.order.items.find((i) => i.lineId === r.lineId)!;
            const id = `refund-qty-${r.lineId}`;
            return (
              <div key={r.lineId} className="adm-owner__unit">
                <label htmlFor={id}>
                  {item.name}{' '}
                  <span className="adm-table__muted">
                    ({sizeLabel(item.size)}, {item.colour})
                  </span>
                  <span className="adm-owner__left">
                    {r.quantity} of {item.quantity} left to refund
                    {r.waiting ? `; ${r.waiting} in a return request above` : ''}
                  </span>
                </label>
                <input
                  id={id}
                  name={`qty-${r.lineId}`}
                  type="number"
                  className="input adm-owner__qty"
                  min={0}
                  max={r.quantity}
                  step={1}
                  defaultValue={0}
                  inputMode="numeric"
                  disabled={r.quantity === 0}
                />
              </div>
            );
          })}
          {itemsError ? (
            <p className="adm-error" id="refund-items-error">
              {itemsError}
            </p>
          ) : null}
        </fieldset>
        <label className="adm-check">
          <input type="checkbox" name="restock" defaultChecked={result?.values?.restock === 'on'} /> Put the refunded items back in stock
        </label>
        <ReasonField
          id="refund-reason"
          label="Reason (sent to the customer)"
          error={result?.errors?.refundReason}
          value={result?.values?.reason}
        />
        <div className="adm-form__actions">
          <button type="submit" name="scope" value="items" className="btn btn--outline btn--sm" disabled={busy}>
            Refund chosen items
          </button>
          <button type="submit" name="scope" value="whole" className="btn btn--outline btn--sm" disabled={busy}>
            Refund everything left
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * What the owner starts without a request from the customer (R22.17, R22.18): cancel a paid order
 * before it leaves, refund one that has left. Each goes through a confirmation that says what will
 * happen; only the second form changes the order.
 */
export function OwnerMoves({ data, result, busy }: { data: AdminOrder; result?: OrderActionData; busy: boolean }) {
  const c = result?.confirm;
  if (c?.kind === 'cancel' && data.owner.canCancel) return <CancelConfirm data={data} reason={c.reason} busy={busy} />;
  if (c?.kind === 'refund' && data.owner.refundable.length) return <RefundConfirm data={data} c={c} busy={busy} />;
  if (c?.kind === 'goodwill' && data.owner.canGoodwill) return <GoodwillConfirm data={data} c={c} busy={busy} />;
  if (data.owner.canCancel) return <CancelForm data={data} result={result} busy={busy} />;
  return (
    <>
      {data.owner.refundable.some((r) => r.quantity > 0) ? <RefundForm data={data} result={result} busy={busy} /> : null}
      {data.owner.canGoodwill ? <GoodwillForm data={data} result={result} busy={busy} /> : null}
    </>
  );
}
