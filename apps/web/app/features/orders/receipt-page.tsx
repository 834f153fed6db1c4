import { Link } from 'react-router';
import { REGISTERED_IN } from '@atelier/contract/settings';
import { formatPence } from '@atelier/contract/shared';
import { refundWhereText } from '@atelier/contract/balances';
import { sizeLabel, variantPhrase } from '@atelier/contract/catalogue';
import type { VatReceipt } from '@atelier/contract/orders';
import { longDate } from '~/lib/dates';
import './receipt.css';

/** One row of net, VAT and gross amounts. */
function AmountRow({
  label,
  s,
  strong,
}: {
  label: string;
  s: { netPence: number; vatPence: number; grossPence: number };
  strong?: boolean;
}) {
  const cell = (pence: number) => (strong ? <strong>{formatPence(pence)}</strong> : formatPence(pence));
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{cell(s.netPence)}</td>
      <td>{cell(s.vatPence)}</td>
      <td>{cell(s.grossPence)}</td>
    </tr>
  );
}

/** A printable VAT receipt (R21.17-R21.19): seller, buyer, lines with VAT, totals, and a credit note for refunds. */
/** `back`: where the page's way back goes (a guest's order page, R5.15); by default the account's order. */
export function ReceiptPage({ r, back }: { r: VatReceipt; back?: string }) {
  const rate = `${r.vatRatePercent}%`;
  return (
    <article className="receipt container" aria-labelledby="receipt-title">
      <div className="receipt__tools">
        <Link to={back ?? `/account-orders?order=${r.orderGuid}`} className="link-underline">
          Back to the order
        </Link>
        <button type="button" className="btn btn--sm" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <header className="receipt__head">
        <div>
          <h1 id="receipt-title">VAT receipt</h1>
          <p>
            Order {r.orderNumber}
            <br />
            Date of supply: {longDate(r.paidAt ?? r.orderDate)}
          </p>
        </div>
        <address className="receipt__seller">
          <strong>{r.seller.legalName}</strong>
          {r.seller.addressLines.map((l) => (
            <span key={l}>{l}</span>
          ))}
          {r.seller.vatNumber ? <span>VAT number {r.seller.vatNumber}</span> : null}
          {r.seller.companyNumber ? (
            <span>
              Registered in {REGISTERED_IN}, company no. {r.seller.companyNumber}
            </span>
          ) : null}
        </address>
      </header>
      <section aria-labelledby="receipt-to" className="receipt__buyer">
        <h2 id="receipt-to">Sold to</h2>
        <address>
          <span>{r.customer.name}</span>
          {r.customer.addressLines.map((l) => (
            <span key={l}>{l}</span>
          ))}
        </address>
      </section>
      {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it too. */}
      <div className="receipt__table-wrap" role="region" aria-label="Items" tabIndex={0}>
        <table className="receipt__table">
          <caption className="visually-hidden">Items, delivery and totals of order {r.orderNumber}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Unit price excl. VAT</th>
              <th scope="col">VAT rate</th>
              <th scope="col">Excl. VAT</th>
              <th scope="col">VAT</th>
              <th scope="col">Incl. VAT</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((l, i) => (
              <tr key={i}>
                <th scope="row">
                  {l.name}
                  <span className="receipt__muted"> {variantPhrase(l)}</span>
                </th>
                <td>{l.quantity}</td>
                <td>{formatPence(l.unitNetPence)}</td>
                <td>{rate}</td>
                <td>{formatPence(l.netPence)}</td>
                <td>{formatPence(l.vatPence)}</td>
                <td>{formatPence(l.grossPence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <table className="receipt__totals">
        <caption className="visually-hidden">Totals</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Excl. VAT</th>
            <th scope="col">VAT ({rate})</th>
            <th scope="col">Incl. VAT</th>
          </tr>
        </thead>
        <tbody>
          {r.discount.grossPence !== 0 ? (
            <AmountRow label={r.exchangeFor ? `Exchange credit (items returned from order ${r.exchangeFor})` : 'Discount'} s={r.discount} />
          ) : null}
          <AmountRow label="Delivery" s={r.delivery} />
          <AmountRow label="Total" s={r.totals} strong />
        </tbody>
      </table>
      {r.payments.byBalancePence > 0 ? (
        // A multi-purpose voucher is a means of payment: the VAT above is the goods', whatever paid (0048).
        <p className="receipt__paid">
          Paid {formatPence(r.payments.byBalancePence)} by gift card or store credit and {formatPence(r.payments.byCardPence)} by card. Gift
          cards carry no VAT of their own: the VAT shown is that of the goods and delivery.
        </p>
      ) : null}
      {r.credit ? (
        <section aria-labelledby="receipt-credit" className="receipt__credit">
          <h2 id="receipt-credit">Credit note</h2>
          <p>
            {`Refunded on ${longDate(r.credit.issuedAt)}: ${refundWhereText(r.credit.toStoreCreditPence, r.credit.grossPence - r.credit.toStoreCreditPence)}`}
            {r.payments.byBalancePence > 0 && r.credit.grossPence > r.credit.toStoreCreditPence
              ? ' (the card first, the rest to the gift card or store credit)'
              : ''}
            {`, against order ${r.orderNumber}:`}
          </p>
          <ul>
            {r.credit.items.map((i, n) => (
              <li key={n}>
                {i.quantity} x {i.name} ({sizeLabel(i.size)}){i.refundPence !== null ? `: ${formatPence(i.refundPence)}` : ''}
              </li>
            ))}
            {r.credit.otherPence > 0 ? <li>Refunded besides the items: {formatPence(r.credit.otherPence)}</li> : null}
          </ul>
          <table className="receipt__totals">
            <caption className="visually-hidden">Amount credited</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">Excl. VAT</th>
                <th scope="col">VAT ({rate})</th>
                <th scope="col">Incl. VAT</th>
              </tr>
            </thead>
            <tbody>
              <AmountRow label="Credited" s={r.credit} strong />
            </tbody>
          </table>
        </section>
      ) : null}
      <p className="receipt__muted">Prices are in pounds sterling. Payment received by card.</p>
    </article>
  );
}
