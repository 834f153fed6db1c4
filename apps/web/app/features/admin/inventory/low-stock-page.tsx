import type { LowStockList } from '@atelier/contract/shared';
import { Link, useLocation } from 'react-router';
import { PageHeader, Pager } from '../admin-layout.tsx';
import { LowStockTable } from './low-stock-table.tsx';

/** /admin/low-stock: the dashboard's low-stock list in full, sold-out sizes nobody buys kept apart (R22.2). */
export function LowStockPage({ data }: { data: LowStockList }) {
  const { search } = useLocation();
  const { dormant } = data;
  return (
    <>
      <Link to="/admin" className="adm-back">
        ← Dashboard
      </Link>
      <PageHeader
        title="Low stock"
        subtitle={`${data.total} ${data.total === 1 ? 'size has' : 'sizes have'} ${data.threshold} units or fewer and still ${data.total === 1 ? 'sells or has' : 'sell or have'} units: sold out but still selling first, then the soonest to run out at the last ${data.paceDays} days' pace.`}
      />
      {data.items.length ? (
        <LowStockTable items={data.items} paceDays={data.paceDays} />
      ) : (
        <p className="adm-panel__empty">Nothing that sells is running low.</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
      {dormant.count ? (
        <section className="adm-panel" aria-labelledby="dormant-title">
          <h2 id="dormant-title" className="adm-panel__title">
            Sold out, no sales in {data.paceDays} days ({dormant.count})
          </h2>
          <details className="adm-details">
            <summary>
              Show {dormant.items.length < dormant.count ? `the first ${dormant.items.length} of ` : ''}
              {dormant.count} {dormant.count === 1 ? 'size' : 'sizes'}
            </summary>
            <LowStockTable items={dormant.items} paceDays={data.paceDays} label="Sold-out sizes with no recent sales" />
          </details>
        </section>
      ) : null}
    </>
  );
}
