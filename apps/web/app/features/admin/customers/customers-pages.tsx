import type { CustomerDetail, CustomerList } from '@atelier/contract/customers';
import type { CustomerExports, StaffMe } from '@atelier/contract/staff';
import { Form, Link, useLocation } from 'react-router';
import { PageHeader, Pager, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { StepUpPanel } from '../staff/step-up-panel.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { formatDate, formatDateTime, formatPence } from '../format.ts';

const NEWSLETTER = { subscribed: 'Subscribed', unsubscribed: 'Unsubscribed', never: 'Never subscribed' } as const;

/** /admin/customers: everyone with an account, the latest buyers first, searchable (R22.7). */
export function CustomersPage({
  data,
  q,
  me,
  exports,
  askStepUp,
  result,
}: {
  data: CustomerList;
  q: string;
  me: StaffMe;
  exports: CustomerExports['exports'];
  askStepUp: boolean;
  result: { ok: boolean; message: string } | undefined;
}) {
  const { search } = useLocation();
  const exportHref = `/admin/customers/export.csv${q ? `?q=${encodeURIComponent(q)}` : ''}`;
  return (
    <>
      <PageHeader title="Customers" subtitle={`${data.total} ${data.total === 1 ? 'account' : 'accounts'}${q ? ' match' : ''}`}>
        {/* A download, so a document request (reloadDocument); every export is recorded (R13.15). */}
        <Link to={exportHref} reloadDocument className="btn btn--outline btn--sm">
          Export {q ? 'these customers' : 'all customers'} as CSV
        </Link>
      </PageHeader>
      {result ? <ResultNotice result={result} /> : null}
      {askStepUp && !me.stepUpUntil ? (
        <StepUpPanel me={me} why="Exporting customers' personal data asks for your password (or a code) again. Then export again." />
      ) : null}
      <Form method="get" className="adm-filters" role="search">
        <div className="field">
          <label className="field__label" htmlFor="customers-q">
            Name or email
          </label>
          <input id="customers-q" className="input" type="search" name="q" defaultValue={q} placeholder="e.g. Ada or ada@" />
        </div>
        <button type="submit" className="btn btn--sm">
          Search
        </button>
        {q ? (
          <Link to="/admin/customers" className="btn btn--outline btn--sm">
            Clear
          </Link>
        ) : null}
      </Form>
      {data.customers.length ? (
        <AdminTable
          label="Customers"
          columns={['Customer', { label: 'Orders', num: true }, { label: 'Spent', num: true }, 'Last order', 'Joined']}
        >
          {data.customers.map((c) => (
            <tr key={c.id}>
              <td>
                <Link to={`/admin/customers/${c.id}`}>{c.name || c.email}</Link>
                <br />
                <span className="adm-table__muted">{c.email}</span>
              </td>
              <td className="num">{c.orders}</td>
              <td className="num">{formatPence(c.lifetimeSpendPence)}</td>
              <td className="adm-table__muted">{c.lastOrderAt ? formatDateTime(c.lastOrderAt) : 'None yet'}</td>
              <td className="adm-table__muted">{formatDate(c.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">{q ? 'Nobody matches that name or email.' : 'No customers yet.'}</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
      <section className="adm-panel" aria-labelledby="customer-exports">
        <h2 id="customer-exports" className="adm-panel__title">
          Customer exports
        </h2>
        {exports.length ? (
          <AdminTable label="Every customer export" columns={['When', 'Who', 'Filter', { label: 'Rows', num: true }]} compact>
            {exports.map((e) => (
              <tr key={e.id}>
                <td className="adm-table__muted">{formatDateTime(e.at)}</td>
                <td>{e.by ?? 'a deleted account'}</td>
                <td>{e.filter}</td>
                <td className="num">{e.rows}</td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="adm-panel__empty">No exports yet.</p>
        )}
      </section>
    </>
  );
}

/** /admin/customers/:id: who they are, what they bought, where it went, whether they hear from the shop. */
export function CustomerPage({ data }: { data: CustomerDetail }) {
  const { customer, orders, addresses } = data;
  return (
    <>
      <Link to="/admin/customers" className="adm-back">
        ← All customers
      </Link>
      <PageHeader title={customer.name || customer.email} subtitle={customer.email} />
      <div className="adm-grid-2">
        <section className="adm-panel" aria-labelledby="customer-orders">
          <h2 id="customer-orders" className="adm-panel__title">
            Orders
          </h2>
          {orders.length ? (
            <AdminTable label="Their orders" columns={['Order', 'Placed', { label: 'Total', num: true }, 'Status']} compact>
              {orders.map((o) => (
                <tr key={o.orderGuid}>
                  <td>
                    <Link to={`/admin/orders/${o.orderGuid}`} className="adm-nowrap">
                      {o.orderNumber}
                    </Link>
                  </td>
                  <td className="adm-table__muted">{formatDateTime(o.createdAt)}</td>
                  <td className="num">{formatPence(o.totalPence)}</td>
                  <td>
                    <StatusBadge status={o.status} label={o.statusLabel} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          ) : (
            <p className="adm-panel__empty">No paid orders yet.</p>
          )}
        </section>
        <div>
          <section className="adm-panel" aria-labelledby="customer-facts">
            <h2 id="customer-facts" className="adm-panel__title">
              Customer
            </h2>
            <dl className="adm-dl">
              <dt>Lifetime spend</dt>
              <dd>
                <strong>{formatPence(customer.lifetimeSpendPence)}</strong> over {customer.orders}{' '}
                {customer.orders === 1 ? 'order' : 'orders'}
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${customer.email}`}>{customer.email}</a> {customer.emailVerified ? '(verified)' : '(not verified)'}
              </dd>
              {customer.phoneNumber ? (
                <>
                  <dt>Phone</dt>
                  <dd>{customer.phoneNumber}</dd>
                </>
              ) : null}
              <dt>Newsletter</dt>
              <dd>{NEWSLETTER[customer.newsletter]}</dd>
              <dt>Customer since</dt>
              <dd>{formatDate(customer.createdAt)}</dd>
              {customer.role === 'admin' ? (
                <>
                  <dt>Role</dt>
                  <dd>Admin</dd>
                </>
              ) : null}
            </dl>
          </section>
          <section className="adm-panel" aria-labelledby="customer-addresses">
            <h2 id="customer-addresses" className="adm-panel__title">
              Delivery addresses
            </h2>
            {addresses.length ? (
              <ul className="adm-addresses">
                {addresses.map((a) => (
                  <li key={[a.fullName, ...a.lines].join('|')}>
                    <address>
                      {[a.fullName, ...a.lines].map((l) => (
                        <span key={l}>
                          {l}
                          <br />
                        </span>
                      ))}
                      {a.phoneNumber}
                    </address>
                    <span className="adm-hint">Last used {formatDate(a.lastUsed)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="adm-panel__empty">No orders delivered yet.</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
