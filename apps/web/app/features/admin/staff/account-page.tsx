import { Form, Link, useNavigation } from 'react-router';
import type { StaffMe, StaffSessions } from '@atelier/contract/staff';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { PageHeader, ResultNotice } from '../admin-layout.tsx';
import { formatDateTime } from '../format.ts';
import type { AccountActionData } from './account.server.ts';
import { StepUpPanel } from './step-up-panel.tsx';

/** /admin/account: your role, two-step sign-in, and your own sessions, each of which you can end (R13.11, R13.16). */
export function AccountPage({
  me,
  sessions,
  result,
}: {
  me: StaffMe;
  sessions: StaffSessions['sessions'];
  result: AccountActionData | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeader title="Your account" subtitle={`${me.email} · ${me.roleName}`} />
      {result ? <ResultNotice result={result} /> : null}
      {result?.recoveryCodes ? (
        <ol className="adm-codes" aria-label="New recovery codes">
          {result.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      ) : null}
      <section className="adm-panel" aria-labelledby="acc-two-step">
        <h2 id="acc-two-step" className="adm-panel__title">
          Two-step sign-in
        </h2>
        {me.twoStep.enrolled ? (
          <>
            <p>On. {me.twoStep.recoveryCodesLeft} of 10 recovery codes left.</p>
            <Form method="post">
              <input type="hidden" name="intent" value="recovery-codes" />
              <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
                Make new recovery codes
              </button>
            </Form>
          </>
        ) : (
          <p>
            Off. <Link to="/admin/two-step">Set up two-step sign-in</Link>
          </p>
        )}
      </section>
      <StepUpPanel me={me} why="Changing staff, exporting customers and large refunds ask for your password (or a code) again." />
      <AdminTable label="Your sessions" columns={['Device', 'Signed in', 'Last seen', { label: 'Actions', hidden: true }]}>
        {sessions.map((s) => (
          <tr key={s.id}>
            <td>
              {s.userAgent || 'Unknown device'}
              {s.current ? ' (this session)' : ''}
            </td>
            <td className="adm-table__muted">{formatDateTime(s.createdAt)}</td>
            <td className="adm-table__muted">{formatDateTime(s.lastSeenAt)}</td>
            <td>
              {s.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className="adm-link-btn adm-link-btn--danger" disabled={busy}>
                    End the session signed in {formatDateTime(s.createdAt)}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
