import { Link } from 'react-router';
import { REGISTERED_IN } from '@atelier/contract/settings';
import { formatPence } from '@atelier/contract/shared';
import { sizeLabel } from '@atelier/contract/catalogue';
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
export function ReceiptPage({ r }: { r: VatReceipt }) {
  const rate = `${r.vatRatePercent}%`;
  return (
    <article className="receipt container" aria-labelledby="receipt-title">
      <div className="receipt__tools">
        <Link to={`/account-orders?order=${r.orderGuid}`} className="link-underline">
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
                  <span className="receipt__muted">
                    {' '}
                    {sizeLabel(l.size)}, {l.colour}
                  </span>
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
          {r.discount.grossPence !== 0 ? <AmountRow label="Discount" s={r.discount} /> : null}
          <AmountRow label="Delivery" s={r.delivery} />
          <AmountRow label="Total" s={r.totals} strong />
        </tbody>
      </table>
      {r.credit ? (
        <section aria-labelledby="receipt-credit" className="receipt__credit">
          <h2 id="receipt-credit">Credit note</h2>
          <p>
            Refunded on {longDate(r.credit.issuedAt)} to the original payment method, against order {r.orderNumber}:
          </p>
          <ul>
            {r.credit.items.map((i, n) => (
              <li key={n}>
                {i.quantity} x {i.name} ({sizeLabel(i.size)}){i.refundPence !== null ? `: ${formatPence(i.refundPence)}` : ''}
              </li>
            ))}
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
