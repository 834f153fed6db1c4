import { type AdminOrderList, ORDER_STATUSES, statusLabel } from '@atelier/contract/orders';
import { DELIVERY_LABELS, DELIVERY_METHODS } from '@atelier/contract/checkout';
import { Form, Link, useLocation } from 'react-router';
import { PageHeader, Pager, StatusBadge } from '../admin-layout.tsx';
import { formatDateTime, formatPence } from '../format.ts';
import { AdminTable } from '../../../components/ui/data-table.tsx';

export interface OrderFilters {
  status: string;
  method: string;
  q: string;
  from: string;
  to: string;
}

export function OrdersPage({ data, filters }: { data: AdminOrderList; filters: OrderFilters }) {
  const { search } = useLocation();
  const { status, method, q, from, to } = filters;
  const filtered = Boolean(status || method || q || from || to);
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  return (
    <>
      <PageHeader title="Orders" subtitle={`${data.total} order${data.total === 1 ? '' : 's'}${filtered ? ' match' : ''}`}>
        {/* A document link: the answer is a file download of the orders these filters find. */}
        <a href={`/admin/orders/export.csv${exportQuery ? `?${exportQuery}` : ''}`} className="btn btn--outline btn--sm" download>
          Export {filtered ? 'these orders' : 'all orders'} (CSV)
        </a>
      </PageHeader>
      <Form method="get" className="adm-filters" role="search">
        <div className="field">
          <label className="field__label" htmlFor="orders-q">
            Order number or customer email
          </label>
          <input id="orders-q" className="input" type="search" name="q" defaultValue={q} placeholder="e.g. ATL-2026 or ada@" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="orders-status">
            Status
          </label>
          <select id="orders-status" className="input" name="status" defaultValue={status}>
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="orders-method">
            Delivery
          </label>
          <select id="orders-method" className="input" name="method" defaultValue={method}>
            <option value="">All deliveries</option>
            {DELIVERY_METHODS.map((m) => (
              <option key={m} value={m}>
                {DELIVERY_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="orders-from">
            Placed from
          </label>
          <input id="orders-from" className="input" type="date" name="from" defaultValue={from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="orders-to">
            Placed to
          </label>
          <input id="orders-to" className="input" type="date" name="to" defaultValue={to} />
        </div>
        <button type="submit" className="btn btn--sm">
          Filter
        </button>
        {filtered ? (
          <Link to="/admin/orders" className="btn btn--outline btn--sm">
            Clear
          </Link>
        ) : null}
      </Form>
      {data.orders.length ? (
        <AdminTable
          label="Orders"
          columns={['Order', 'Placed', 'Customer', 'Delivery', { label: 'Items', num: true }, { label: 'Total', num: true }, 'Status']}
        >
          {data.orders.map((o) => (
            <tr key={o.orderGuid}>
              <td>
                <Link to={`/admin/orders/${o.orderGuid}`} className="adm-nowrap">
                  {o.orderNumber}
                </Link>
              </td>
              <td className="adm-table__muted">{formatDateTime(o.createdAt)}</td>
              <td>
                {o.customerName}
                <br />
                <span className="adm-table__muted">{o.customerEmail}</span>
              </td>
              <td>
                {o.deliveryLabel}
                {/* Next-day orders that must leave today come first in the list (issue 33). */}
                {o.dueOutToday ? (
                  <>
                    <br />
                    <strong className="adm-due-today">Ships today</strong>
                  </>
                ) : null}
              </td>
              <td className="num">{o.items}</td>
              <td className="num">{formatPence(o.totalPence)}</td>
              <td>
                <StatusBadge status={o.status} label={o.statusLabel} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">No orders match.</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}
