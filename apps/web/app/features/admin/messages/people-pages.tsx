import { type AuditList, type MessageList, type SubscriberList, AUDIT_KINDS } from '@atelier/contract/shared';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { PageHeader, Pager, StatusBadge } from '../admin-layout.tsx';
import { formatDateTime } from '../format.ts';
import { AdminTable } from '../../../components/ui/data-table.tsx';

export function SubscribersPage({ data }: { data: SubscriberList }) {
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Newsletter subscribers" subtitle={`${data.active} subscribed, ${data.total - data.active} unsubscribed`}>
        {/* A document link, not client navigation: the answer is a file download. */}
        <a href="/admin/subscribers/export.csv" className="btn btn--sm" download>
          Export CSV
        </a>
      </PageHeader>
      {data.subscribers.length ? (
        <AdminTable label="Subscribers" columns={['Email', 'Signed up', 'Status']}>
          {data.subscribers.map((s) => (
            <tr key={s.id}>
              <td>{s.email}</td>
              <td className="adm-table__muted">{formatDateTime(s.subscribedAt)}</td>
              <td>
                {s.unsubscribedAt ? (
                  <StatusBadge status="Unsubscribed" label={`Unsubscribed ${formatDateTime(s.unsubscribedAt)}`} />
                ) : (
                  <StatusBadge status="Active" label="Subscribed" />
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">Nobody has signed up yet.</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}

export function MessagesPage({ data }: { data: MessageList }) {
  const { search } = useLocation();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader title="Contact messages" subtitle={`${data.unhandled} waiting for a reply, ${data.total} in all`} />
      {data.messages.length ? (
        <AdminTable label="Messages" columns={['From', 'Message', 'Received', 'Status']}>
          {data.messages.map((m) => (
            <tr key={m.id}>
              <td>
                {m.name}
                <br />
                <a href={`mailto:${m.email}?subject=${encodeURIComponent('Your message to Atelier')}`}>{m.email}</a>
              </td>
              <td className="adm-table__message">{m.message}</td>
              <td className="adm-table__muted">{formatDateTime(m.createdAt)}</td>
              <td>
                <StatusBadge status={m.handledAt ? 'Handled' : 'New'} label={m.handledAt ? 'Handled' : 'New'} />
                <Form method="post" style={{ marginTop: 'var(--space-2)' }}>
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="handled" value={m.handledAt ? 'false' : 'true'} />
                  <button type="submit" className="adm-link-btn" disabled={busy}>
                    {m.handledAt ? 'Mark as new' : 'Mark handled'}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">No messages yet.</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}

export function AuditPage({ data, filters }: { data: AuditList; filters: Record<'person' | 'kind' | 'from' | 'to', string> }) {
  const { search } = useLocation();
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <PageHeader
        title="Activity log"
        subtitle={`Every change made in the admin area: who, what and when.${filtered ? ` ${data.total} match.` : ''}`}
      />
      <Form method="get" className="adm-filters" role="search" aria-label="Filter the activity log">
        <div className="field">
          <label className="field__label" htmlFor="audit-person">
            Person
          </label>
          <select id="audit-person" className="input" name="person" defaultValue={filters.person}>
            <option value="">Everyone</option>
            {data.people.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-kind">
            Kind
          </label>
          <select id="audit-kind" className="input" name="kind" defaultValue={filters.kind}>
            <option value="">Everything</option>
            {Object.entries(AUDIT_KINDS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-from">
            From
          </label>
          <input id="audit-from" className="input" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-to">
            To
          </label>
          <input id="audit-to" className="input" type="date" name="to" defaultValue={filters.to} />
        </div>
        <button type="submit" className="btn btn--sm">
          Filter
        </button>
        {filtered ? (
          <Link to="/admin/audit" className="btn btn--outline btn--sm">
            Clear
          </Link>
        ) : null}
      </Form>
      {data.entries.length ? (
        <AdminTable label="Activity" columns={['When', 'What happened', 'Details']}>
          {data.entries.map((e) => (
            <tr key={e.id}>
              <td className="adm-table__muted" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(e.at)}
              </td>
              <td>
                <AuditSummary entry={e} />
              </td>
              <td className="adm-table__message">{e.detail}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">{filtered ? 'Nothing matches these filters.' : 'Nothing has been changed yet.'}</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}

/** The sentence, with the words naming what was changed as the link to its admin page (R22.10). */
function AuditSummary({ entry }: { entry: AuditList['entries'][number] }) {
  const { summary, subject, href } = entry;
  if (!href) return <>{summary}</>;
  const at = subject ? summary.indexOf(subject) : -1;
  // An entry about a whole page (the settings, an export) links the sentence itself.
  if (at < 0) return <Link to={href}>{summary}</Link>;
  return (
    <>
      {summary.slice(0, at)}
      <Link to={href}>{subject}</Link>
      {summary.slice(at + subject!.length)}
    </>
  );
}
