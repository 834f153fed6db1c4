import type { LowStockList } from '@atelier/contract/shared';
import { Link, useLocation } from 'react-router';
import { PageHeader, Pager } from '../admin-layout.tsx';
import { LowStockTable } from './low-stock-table.tsx';

/** /admin/low-stock: the dashboard's low-stock list in full (R22.2). */
export function LowStockPage({ data }: { data: LowStockList }) {
  const { search } = useLocation();
  return (
    <>
      <Link to="/admin" className="adm-back">
        ← Dashboard
      </Link>
      <PageHeader
        title="Low stock"
        subtitle={`${data.total} ${data.total === 1 ? 'size has' : 'sizes have'} ${data.threshold} units or fewer, the soonest to run out first.`}
      />
      {data.items.length ? <LowStockTable items={data.items} /> : <p className="adm-panel__empty">Nothing is running low.</p>}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}
