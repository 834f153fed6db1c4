import type { StaffList } from '@atelier/contract/staff';
import { Form, useNavigation } from 'react-router';
import { PageHeader, ResultNotice } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { formatDate, formatDateTime } from '../format.ts';
import type { StaffActionData } from './staff.server.ts';

/** /admin/staff: who runs the shop, open invitations, and inviting someone new (R22.8). */
export function StaffPage({ data, me, result }: { data: StaffList; me: string; result: StaffActionData | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const last = data.admins.length === 1;
  return (
    <>
      <PageHeader title="Staff" subtitle={`${data.admins.length} ${data.admins.length === 1 ? 'admin' : 'admins'}`} />
      {result ? <ResultNotice result={result} /> : null}
      <AdminTable label="Admins" columns={['Admin', 'Account since', { label: 'Actions', hidden: true }]}>
        {data.admins.map((a) => (
          <tr key={a.id}>
            <td>
              {a.name}
              {a.email === me ? ' (you)' : ''}
              <br />
              <span className="adm-table__muted">{a.email}</span>
            </td>
            <td className="adm-table__muted">{formatDate(a.since)}</td>
            <td>
              {last ? (
                <span className="adm-hint">The last admin cannot be removed.</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={a.id} />
                  <input type="hidden" name="label" value={a.email} />
                  <button type="submit" className="adm-link-btn adm-link-btn--danger" disabled={busy}>
                    Remove {a.email} as admin
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <section className="adm-panel" aria-labelledby="staff-invite">
        <h2 id="staff-invite" className="adm-panel__title">
          Invite an admin
        </h2>
        <Form method="post" className="adm-filters">
          <input type="hidden" name="intent" value="invite" />
          <div className="field">
            <label className="field__label" htmlFor="staff-email">
              Their email address
            </label>
            <input id="staff-email" className="input" type="email" name="email" autoComplete="off" required />
          </div>
          <button type="submit" className="btn btn--sm" disabled={busy}>
            Send invitation
          </button>
        </Form>
        <p className="adm-hint">They get an email with a link that works once, for 7 days, to set a password or use their account.</p>
      </section>
      <section className="adm-panel" aria-labelledby="staff-open">
        <h2 id="staff-open" className="adm-panel__title">
          Open invitations
        </h2>
        {data.invitations.length ? (
          <AdminTable
            label="Invitations waiting for an answer"
            columns={['Email', 'Sent', 'Expires', { label: 'Actions', hidden: true }]}
            compact
          >
            {data.invitations.map((i) => (
              <tr key={i.id}>
                <td>{i.email}</td>
                <td className="adm-table__muted">
                  {formatDateTime(i.createdAt)}
                  {i.invitedBy ? ` by ${i.invitedBy}` : ''}
                </td>
                <td className="adm-table__muted">{formatDateTime(i.expiresAt)}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={i.id} />
                    <input type="hidden" name="label" value={i.email} />
                    <button type="submit" className="adm-link-btn" disabled={busy}>
                      Withdraw the invitation to {i.email}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p className="adm-panel__empty">No invitations waiting.</p>
        )}
      </section>
    </>
  );
}
