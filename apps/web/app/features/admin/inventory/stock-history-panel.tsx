import { type AdminProduct, sizeLabel } from '@atelier/contract/catalogue';
import { STOCK_REASON_WORDS, type StockHistoryEntry, type StockHistoryPage } from '@atelier/contract/inventory';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../format.ts';
import './stock-history.css';

/** The address of one size's history page, keeping the panel in view. */
const historyHref = (variantId: number, page = 1) => `?history=${variantId}${page > 1 ? `&historyPage=${page}` : ''}#stock-history`;

function Who({ actor }: { actor: StockHistoryEntry['actor'] }) {
  if (actor.kind === 'system') return <>The shop</>;
  const role = actor.kind === 'staff' ? 'Staff' : 'Customer';
  return actor.email ? (
    <>
      {actor.email} <span className="adm-table__muted">({role.toLowerCase()})</span>
    </>
  ) : (
    <span className="adm-table__muted">{role}, account removed</span>
  );
}

/** "12 → 11", read aloud as "12 to 11", with the difference beside it. */
function Change({ e }: { e: StockHistoryEntry }) {
  const sign = e.change > 0 ? '+' : e.change < 0 ? '−' : '±';
  return (
    <>
      {e.before} <span aria-hidden="true">→</span>
      <span className="visually-hidden">to</span> <strong>{e.after}</strong>{' '}
      <span className="stock-history__delta">
        ({sign}
        {Math.abs(e.change)})
      </span>
    </>
  );
}

/**
 * Each size's stock history (R3.16), like the adjustment history owners know from other shop
 * systems: "12 → 11, sold, order ATL-…", who and when, newest first, a page at a time. Sizes and
 * pages are plain links, so it works by keyboard and before the page's script has loaded.
 */
export function StockHistoryPanel({ product, history }: { product: AdminProduct; history: StockHistoryPage | null }) {
  if (!product.variants.length) return null;
  const current = history?.variant.id;
  return (
    <section id="stock-history" className="adm-panel stock-history" aria-labelledby="p-stock-history">
      <h2 id="p-stock-history" className="adm-panel__title">
        Stock history
      </h2>
      <nav aria-label="Size to show the history of">
        <ul className="stock-history__sizes">
          {product.variants.map((v) => (
            <li key={v.id}>
              <Link
                to={historyHref(v.id)}
                preventScrollReset
                className={`btn btn--sm ${v.id === current ? '' : 'btn--outline'}`}
                aria-current={v.id === current ? 'true' : undefined}
              >
                {sizeLabel(v.size)} <span className="stock-history__left">· {v.quantity} in stock</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {history === null ? (
        <p className="adm-hint" role="status">
          The history could not be loaded just now. Please reload the page.
        </p>
      ) : history.entries.length === 0 ? (
        <p className="adm-hint">No changes recorded for {sizeLabel(history.variant.size)} yet.</p>
      ) : (
        <>
          <AdminTable
            label={`Stock history of ${sizeLabel(history.variant.size)} (${history.variant.sku}), newest first`}
            columns={['When', 'Stock', 'Why', 'Who']}
            compact
          >
            {history.entries.map((e) => (
              <tr key={e.id}>
                <td className="stock-history__when">{formatDateTime(e.at)}</td>
                <td className="stock-history__change">
                  <Change e={e} />
                </td>
                <td>
                  {STOCK_REASON_WORDS[e.reason]}
                  {e.order ? (
                    <>
                      , order{' '}
                      <Link to={`/admin/orders/${e.order.guid}`} className="stock-history__order">
                        {e.order.number}
                      </Link>
                    </>
                  ) : null}
                </td>
                <td>
                  <Who actor={e.actor} />
                </td>
              </tr>
            ))}
          </AdminTable>
          {history.totalPages > 1 ? (
            <nav className="adm-pager" aria-label="Stock history pages">
              {history.page > 1 ? (
                <Link to={historyHref(history.variant.id, history.page - 1)} preventScrollReset className="btn btn--outline btn--sm">
                  Newer
                </Link>
              ) : null}
              <span className="adm-pager__at">
                Page {history.page} of {history.totalPages}
              </span>
              {history.page < history.totalPages ? (
                <Link to={historyHref(history.variant.id, history.page + 1)} preventScrollReset className="btn btn--outline btn--sm">
                  Older
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
