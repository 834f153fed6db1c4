import type { DashboardResponse } from '@atelier/contract/admin';
import { sizeLabel } from '@atelier/contract/sizes';
import { Link } from 'react-router';
import { PageHeader, StatusBadge } from './admin-layout.tsx';
import { formatDateTime, formatPence } from './format.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { AdminTable } from './admin-table.tsx';

export function DashboardPage({ data }: { data: DashboardResponse }) {
  const requests = data.pending.cancelRequests + data.pending.refundRequests;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Paid orders by UK day; revenue is what the shop keeps after refunds." />
      <section className="adm-stats" aria-label="Key figures">
        <Stat label="Orders today" value={String(data.today.orders)} />
        <Stat label="Revenue today" value={formatPence(data.today.revenuePence)} />
        <Stat label="Orders, 30 days" value={String(data.last30Days.orders)} />
        <Stat label="Revenue, 30 days" value={formatPence(data.last30Days.revenuePence)} />
      </section>
      <section className="adm-panel" aria-labelledby="chart-title">
        <h2 id="chart-title" className="adm-panel__title">
          Daily revenue
        </h2>
        {/* On a phone the chart keeps a readable size and scrolls sideways. */}
        <div className="adm-chart-scroll" tabIndex={0} role="region" aria-label="Daily revenue chart">
          <RevenueChart daily={data.daily} />
        </div>
      </section>
      <div className="adm-grid-2">
        <section className={`adm-panel${requests ? ' adm-stat--alert' : ''}`} aria-labelledby="requests-title">
          <h2 id="requests-title" className="adm-panel__title">
            Waiting for you: {data.pending.cancelRequests} cancellation{data.pending.cancelRequests === 1 ? '' : 's'},{' '}
            {data.pending.refundRequests} refund
            {data.pending.refundRequests === 1 ? '' : 's'}
          </h2>
          {data.pending.orders.length ? (
            <AdminTable label="Waiting requests" columns={['Order', 'Request', 'Customer', 'Since']} compact>
              {data.pending.orders.map((o) => (
                <tr key={o.orderGuid}>
                  <td>
                    <Link to={`/admin/orders/${o.orderGuid}`}>{o.orderNumber}</Link>
                  </td>
                  <td>
                    <StatusBadge status={o.status} label={o.statusLabel} />
                  </td>
                  <td>{o.customerEmail}</td>
                  <td className="adm-table__muted">{formatDateTime(o.at)}</td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="adm-panel__empty">No cancellation or refund requests are waiting.</p>
          )}
        </section>
        <section className="adm-panel" aria-labelledby="stock-title">
          <h2 id="stock-title" className="adm-panel__title">
            Low stock
          </h2>
          {data.lowStock.length ? (
            <AdminTable label="Sizes running low" columns={['Product', 'Size', 'SKU', { label: 'Left', num: true }]} compact>
              {data.lowStock.map((v) => (
                <tr key={v.sku}>
                  <td>
                    <Link to={`/admin/products/${v.productId}`}>{v.productName}</Link>
                  </td>
                  <td>{sizeLabel(v.size)}</td>
                  <td className="adm-table__muted">{v.sku}</td>
                  <td className="num">{v.quantity === 0 ? <StatusBadge status="Cancelled" label="Sold out" /> : v.quantity}</td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="adm-panel__empty">Every size has more than a few units.</p>
          )}
        </section>
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="adm-stat">
      <p className="adm-stat__label">{label}</p>
      <p className="adm-stat__value">{value}</p>
    </div>
  );
}
