import type { DashboardResponse, WaitingKind } from '@atelier/contract/shared';
import { LowStockTable } from '../inventory/low-stock-table.tsx';
import { ageOf, formatDateTime, formatPence } from '../format.ts';
import { Link } from 'react-router';
import { PageHeader, StatusBadge } from '../admin-layout.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { ReminderFigures } from './reminder-figures.tsx';
import type { CheckoutReminderFigures } from '@atelier/contract/orders';
import { AdminTable } from '../../../components/ui/data-table.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the customer asked for, as the owner reads it in the list. */
const REQUEST_LABELS: Record<WaitingKind, (items: number) => string> = {
  cancel: () => 'Cancellation',
  refund: () => 'Refund of the order',
  return: (items) => `Return of ${plural(items, 'item')}`,
};

export function DashboardPage({ data, now, reminders }: { data: DashboardResponse; now: string; reminders: CheckoutReminderFigures }) {
  const { pending } = data;
  const requests = pending.cancelRequests + pending.refundRequests + pending.returnRequests;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Paid orders by UK day; revenue is what the shop keeps after refunds." />
      <section className="adm-stats" aria-label="Key figures">
        <Stat label="Orders today" value={String(data.today.orders)} />
        <Stat label="Revenue today" value={formatPence(data.today.revenuePence)} />
        <Stat label="Orders, 30 days" value={String(data.last30Days.orders)} />
        <Stat label="Revenue, 30 days" value={formatPence(data.last30Days.revenuePence)} />
        {/* What gift cards and store credit can still buy: owed in goods (R23.7). */}
        <Stat label="Gift card balances outstanding" value={formatPence(data.giftCardLiabilityPence)} />
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
      <section className={`adm-panel${data.toShip.count ? ' adm-stat--alert' : ''}`} aria-labelledby="ship-title">
        <h2 id="ship-title" className="adm-panel__title">
          To ship: {data.toShip.count} paid {data.toShip.count === 1 ? 'order' : 'orders'}
        </h2>
        {data.toShip.orders.length ? (
          <AdminTable
            label="Orders to ship: next-day orders due out today first, then oldest first"
            columns={['Order', 'Paid', 'Waiting', 'Customer', 'Delivery', { label: 'Items', num: true }, 'Status']}
            compact
          >
            {data.toShip.orders.map((o) => (
              <tr key={o.orderGuid}>
                <td>
                  <Link to={`/admin/orders/${o.orderGuid}`} className="adm-nowrap">
                    {o.orderNumber}
                  </Link>
                </td>
                <td className="adm-table__muted">{formatDateTime(o.paidAt)}</td>
                <td>{ageOf(o.paidAt, new Date(now))}</td>
                <td>{o.customerEmail}</td>
                <td>
                  {o.deliveryLabel}
                  {o.dueOutToday ? (
                    <>
                      <br />
                      <strong className="adm-due-today">Ships today</strong>
                    </>
                  ) : null}
                </td>
                <td className="num">{o.items}</td>
                <td>
                  <StatusBadge status={o.status} label={o.statusLabel} />
                </td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="adm-panel__empty">Every paid order has been shipped.</p>
        )}
        {data.toShip.count > data.toShip.orders.length ? (
          <p>
            <Link to="/admin/orders?status=Waiting">All orders waiting</Link>
          </p>
        ) : null}
      </section>
      <div>
        <section className={`adm-panel${requests ? ' adm-stat--alert' : ''}`} aria-labelledby="requests-title">
          <h2 id="requests-title" className="adm-panel__title">
            Waiting for you: {plural(pending.cancelRequests, 'cancellation')}, {plural(pending.refundRequests, 'refund')},{' '}
            {plural(pending.returnRequests, 'return')}
          </h2>
          {pending.orders.length ? (
            <AdminTable label="Requests waiting, oldest first" columns={['Order', 'Request', 'Waiting', 'Customer', 'Asked']} compact>
              {pending.orders.map((o) => (
                <tr key={`${o.kind}-${o.orderGuid}`}>
                  <td>
                    <Link to={`/admin/orders/${o.orderGuid}${o.kind === 'return' ? '#order-returns' : ''}`} className="adm-nowrap">
                      {o.orderNumber}
                    </Link>
                  </td>
                  <td>
                    <StatusBadge status={o.kind === 'return' ? 'RefundRequested' : o.status} label={REQUEST_LABELS[o.kind](o.items ?? 0)} />
                  </td>
                  <td>{ageOf(o.at, new Date(now))}</td>
                  <td>{o.customerEmail}</td>
                  <td className="adm-table__muted">{formatDateTime(o.at)}</td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="adm-panel__empty">No cancellation, refund or return requests are waiting.</p>
          )}
          {requests > pending.orders.length ? (
            <p className="adm-hint">The oldest {pending.orders.length} are listed; the others follow once these are decided.</p>
          ) : null}
        </section>
        <section className="adm-panel" aria-labelledby="stock-title">
          <h2 id="stock-title" className="adm-panel__title">
            Low stock
          </h2>
          <p className="adm-hint">
            {data.lowStockCount} {data.lowStockCount === 1 ? 'size has' : 'sizes have'} {data.lowStockThreshold} units or fewer and still{' '}
            {data.lowStockCount === 1 ? 'sells or has' : 'sell or have'} units; sold out but still selling first, then the soonest to run
            out at the last {data.lowStockPaceDays} days' pace. The threshold is in <Link to="/admin/settings">Settings</Link>.
          </p>
          {data.lowStock.length ? (
            <LowStockTable items={data.lowStock} paceDays={data.lowStockPaceDays} />
          ) : (
            <p className="adm-panel__empty">No size that sells has {data.lowStockThreshold} units or fewer.</p>
          )}
          {data.lowStockCount > data.lowStock.length || data.lowStockDormant ? (
            <p>
              <Link to="/admin/low-stock">
                {data.lowStockCount > data.lowStock.length ? `See all ${data.lowStockCount} low sizes` : 'See the low-stock page'}
              </Link>
              {data.lowStockDormant
                ? ` (${data.lowStockDormant} sold-out ${data.lowStockDormant === 1 ? 'size' : 'sizes'} with no sales in ${data.lowStockPaceDays} days listed apart there)`
                : null}
            </p>
          ) : null}
        </section>
      </div>
      <ReminderFigures figures={reminders} />
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
