import type { PackingSlip } from '@atelier/contract/fulfilment';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { formatDateTime } from '../format.ts';
import './packing-slip.css';

/** A printable A4 packing slip (R22.4): what to pick, by SKU, and where it goes. */
export function PackingSlipPage({ slip, qr }: { slip: PackingSlip; qr: { size: number; d: string } }) {
  const { shop, deliverTo } = slip;
  return (
    <>
      <div className="slip-tools adm-no-print">
        <Link to={`/admin/orders/${slip.orderGuid}`} className="adm-back">
          ← Back to order {slip.orderNumber}
        </Link>
        <button type="button" className="btn btn--sm" onClick={() => window.print()}>
          Print packing slip
        </button>
      </div>
      <article className="slip" aria-labelledby="slip-title">
        <header className="slip__head">
          <div>
            <p className="slip__shop">{shop.legalName || shop.name}</p>
            <address className="slip__address">
              {shop.addressLines.map((l) => (
                <span key={l}>
                  {l}
                  <br />
                </span>
              ))}
              {shop.contactEmail}
              {shop.vatNumber ? (
                <>
                  <br />
                  VAT {shop.vatNumber}
                </>
              ) : null}
            </address>
          </div>
          <div className="slip__order">
            <h1 id="slip-title" className="slip__title">
              Packing slip
            </h1>
            <p className="slip__number">{slip.orderNumber}</p>
            <p className="slip__meta">Placed {formatDateTime(slip.placedAt)}</p>
            <svg
              className="slip__qr"
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              width="96"
              height="96"
              role="img"
              aria-label={`QR code of order ${slip.orderNumber}`}
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.d} fill="#000" />
            </svg>
          </div>
        </header>
        <section className="slip__to" aria-labelledby="slip-to">
          {/* The method first, large: a next-day parcel goes out today, a collect order stays at the studio (issue 33). */}
          <p className="slip__method">
            <strong>{slip.delivery.label}</strong>
            {slip.delivery.promise ? ` · ${slip.delivery.promise}` : ''}
          </p>
          <h2 id="slip-to" className="slip__label">
            {slip.delivery.method === 'collect' ? 'Keep at the studio for' : 'Deliver to'}
          </h2>
          <address className="slip__address slip__address--big">
            <strong>{deliverTo.fullName}</strong>
            <br />
            {deliverTo.lines.map((l) => (
              <span key={l}>
                {l}
                <br />
              </span>
            ))}
            {deliverTo.phoneNumber}
          </address>
          {deliverTo.note ? <p className="slip__note">Delivery note: {deliverTo.note}</p> : null}
        </section>
        <table className="slip__table">
          <caption className="slip__label">
            {slip.units} {slip.units === 1 ? 'item' : 'items'} to pack
          </caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Item</th>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col">Packed</th>
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((l, i) => (
              <tr key={`${l.sku ?? l.name}-${i}`}>
                <td className="slip__sku">{l.sku ?? '(no longer listed)'}</td>
                <td>
                  {l.name}
                  {l.isFinalSale ? ' (Final Sale)' : ''}
                </td>
                <td>{l.colour}</td>
                <td>{sizeLabel(l.size)}</td>
                <td className="num">{l.quantity}</td>
                <td>
                  <span className="slip__box" aria-hidden="true" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {slip.orderNote ? <p className="slip__note">Customer’s note: {slip.orderNote}</p> : null}
        <p className="slip__foot">
          Thank you for shopping with {shop.name}. Returns: see {shop.contactEmail} or the returns page of our website.
        </p>
      </article>
    </>
  );
}
