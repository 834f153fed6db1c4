import { formatGiftCode, type AdminBalanceAccount, type AdminBalanceDetail } from '@atelier/contract/balances';
import { Form, Link, useNavigation } from 'react-router';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { PageHeader, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { formatDate, formatDateTime, formatPence } from '../format.ts';

export interface GiftCardActionData {
  ok: boolean;
  message: string;
  /** The new card's code: shown this once (R23.2). */
  code?: string;
}

const STATE = { active: ['Delivered', 'Active'], expired: ['Cancelled', 'Expired'], void: ['Cancelled', 'Voided'] } as const;
// A sold card's code is drawn on its send date, so until then it has no last four (R23.13).
const nameOf = (a: AdminBalanceAccount) =>
  a.kind === 'store_credit'
    ? `Store credit of ${a.customerEmail ?? 'a customer'}`
    : a.last4
      ? `Gift card ending ${a.last4}`
      : 'Gift card (not sent yet)';
const SOURCE = { sold: 'Sold', issued: 'Issued by you' } as const;

/** /admin/gift-cards (R23.7): the balances outstanding, every card and credit, one card's history and moves, and a new card. */
export function GiftCardsPage({
  accounts,
  liabilityPence,
  open,
  result,
}: {
  accounts: AdminBalanceAccount[];
  liabilityPence: number;
  open: AdminBalanceDetail | null;
  result?: GiftCardActionData;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader title="Gift cards and store credit" subtitle="Cards you issue or sell, and credit given on refunds." />
      {result ? <ResultNotice result={result} /> : null}
      {result?.code ? (
        <p className="adm-panel" role="status">
          The card's code, shown this once (it is in the recipient's email too):{' '}
          <strong data-testid="new-gift-code" style={{ fontFamily: 'monospace', fontSize: '1.2em' }}>
            {formatGiftCode(result.code)}
          </strong>
        </p>
      ) : null}
      <p className="adm-panel">
        Balances outstanding: <strong data-testid="liability">{formatPence(liabilityPence)}</strong>{' '}
        <span className="adm-table__muted">(what cards and credit can still buy, with what unpaid checkouts hold)</span>
      </p>
      <AdminTable
        label="Gift cards and store credit"
        columns={['Card', 'Source', 'For', { label: 'Balance', num: true }, { label: 'Issued', num: true }, 'Status', 'Expires']}
        style={{ marginBottom: 'var(--space-5)' }}
      >
        {accounts.map((a) => (
          <tr key={a.guid}>
            <td>
              <Link to={`?card=${a.guid}`}>{nameOf(a)}</Link>
            </td>
            <td>{a.source ? SOURCE[a.source] : 'Store credit'}</td>
            <td>{a.recipientName || a.customerEmail || ''}</td>
            <td className="num">{formatPence(a.balancePence)}</td>
            <td className="num">{formatPence(a.issuedPence)}</td>
            <td>
              <StatusBadge status={STATE[a.state][0]} label={STATE[a.state][1]} />
            </td>
            <td>{a.expiresAt ? formatDate(a.expiresAt) : 'Never'}</td>
          </tr>
        ))}
      </AdminTable>
      {open ? <CardPanel card={open} busy={busy} /> : null}
      <section className="adm-panel" aria-labelledby="gc-new">
        <h2 id="gc-new" className="adm-panel__title">
          Issue a gift card
        </h2>
        {/* Drawn afresh once a card is issued, so the next one starts empty (R22.25). */}
        <Form method="post" className="adm-form" key={result?.code ?? 'new'}>
          <input type="hidden" name="intent" value="issue" />
          <Field id="gc-amount" name="amount" label="Amount in £" inputMode="decimal" hint="From £5 to £1,000." />
          <Field id="gc-name" name="recipientName" label="Recipient's name" />
          <Field id="gc-email" name="recipientEmail" label="Recipient's email" type="email" />
          <Field id="gc-message" name="message" label="Message (optional)" />
          <div className="adm-form__wide">
            <button type="submit" className="btn btn--sm" disabled={busy}>
              Issue and email the card
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}

function Field(props: { id: string; name: string; label: string; type?: string; inputMode?: 'decimal'; hint?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        className="input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
      />
      {props.hint ? (
        <p className="adm-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** One card: its history (who, when, what) and the owner's moves on it. */
function CardPanel({ card, busy }: { card: AdminBalanceDetail; busy: boolean }) {
  const live = card.state !== 'void';
  return (
    <section className="adm-panel" aria-labelledby="gc-open">
      <h2 id="gc-open" className="adm-panel__title">
        {nameOf(card)}: {formatPence(card.balancePence)} left
      </h2>
      {live ? (
        <div className="adm-form">
          <Form method="post" className="adm-row-actions">
            <input type="hidden" name="intent" value="top-up" />
            <input type="hidden" name="guid" value={card.guid} />
            <label className="field__label" htmlFor="gc-top-up">
              Top up by £
            </label>
            <input id="gc-top-up" name="amount" className="input" inputMode="decimal" style={{ maxWidth: '8rem' }} />
            <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
              Top up
            </button>
          </Form>
          <Form method="post" className="adm-row-actions">
            <input type="hidden" name="intent" value="extend" />
            <input type="hidden" name="guid" value={card.guid} />
            <label className="field__label" htmlFor="gc-expiry">
              New expiry date
            </label>
            <input id="gc-expiry" name="expiresOn" type="date" className="input" style={{ maxWidth: '11rem' }} />
            <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
              Extend
            </button>
          </Form>
          {card.kind === 'gift_card' && card.last4 ? (
            // The recipient lost the mail, or the address was mistyped (R23.21).
            <Form method="post" className="adm-row-actions">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="guid" value={card.guid} />
              <label className="field__label" htmlFor="gc-resend">
                Send the code again to
              </label>
              <input
                id="gc-resend"
                name="recipientEmail"
                type="email"
                className="input"
                defaultValue={card.recipientEmail}
                aria-describedby="gc-resend-hint"
                style={{ maxWidth: '18rem' }}
              />
              <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
                Send again
              </button>
              <p className="adm-hint" id="gc-resend-hint">
                A new code is mailed; the old one stops working.
              </p>
            </Form>
          ) : null}
          <Form method="post" className="adm-row-actions">
            <input type="hidden" name="intent" value="void" />
            <input type="hidden" name="guid" value={card.guid} />
            <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
              Void this card
            </button>
          </Form>
        </div>
      ) : null}
      <AdminTable
        label="History"
        columns={['When', 'What', { label: 'Change', num: true }, { label: 'Balance', num: true }, 'By', 'Order']}
      >
        {card.entries.map((e, i) => (
          <tr key={i}>
            <td>{formatDateTime(e.at)}</td>
            <td>
              {e.label}
              {e.note ? <span className="adm-table__muted"> ({e.note})</span> : null}
            </td>
            <td className="num">{e.amountPence ? formatPence(e.amountPence) : ''}</td>
            <td className="num">{formatPence(e.balanceAfterPence)}</td>
            <td>{e.actor}</td>
            <td>{e.orderNumber ?? ''}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
