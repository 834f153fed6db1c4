import { holdsAll, type StaffList, type StaffMe, type StaffPolicy, type StaffRole } from '@atelier/contract/staff';
import { useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { ConfirmButton } from '../forms/confirm-button.tsx';
import { useResetAfterAdd } from '../forms/reset-after-add.ts';
import { PageHeader, ResultNotice } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { formatDate, formatDateTime } from '../format.ts';
import { RoleEditor } from './role-editor.tsx';
import type { StaffActionData } from './staff.server.ts';
import { StepUpPanel } from './step-up-panel.tsx';

/** A person's role, as a choice of the roles this member of staff may hand out. */
function RoleChoice({ person, roles, me }: { person: StaffList['admins'][number]; roles: StaffRole[]; me: StaffMe }) {
  const busy = useNavigation().state === 'submitting';
  const grantable = roles.filter((r) => holdsAll(me.permissions, r.permissions));
  return (
    <Form method="post" className="adm-inline">
      <input type="hidden" name="intent" value="set-role" />
      <input type="hidden" name="id" value={person.id} />
      <input type="hidden" name="label" value={person.email} />
      <div className="field">
        <label className="field__label" htmlFor={`role-of-${person.id}`}>
          Role of {person.email}
        </label>
        <select id={`role-of-${person.id}`} className="input" name="roleId" defaultValue={person.roleId ?? undefined}>
          {grantable.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--outline btn--sm" disabled={busy}>
        Change role
      </button>
    </Form>
  );
}

/** /admin/staff: who runs the shop and in what role, roles, invitations, and the owner's own moves (R22.8, R13.7-R13.14). */
export function StaffPage({
  staff: data,
  roles,
  me,
  policy,
  result,
}: {
  staff: StaffList;
  roles: StaffRole[];
  me: StaffMe;
  policy: StaffPolicy | null;
  result: StaffActionData | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const others = data.admins.filter((a) => !a.owner && a.id !== me.id);
  const inviteForm = useRef<HTMLFormElement>(null);
  // Sent: the address goes, so the same person is not invited twice (R22.25).
  useResetAfterAdd(inviteForm, result, !!result?.invited);
  return (
    <>
      <PageHeader title="Staff" subtitle={`${data.admins.length} ${data.admins.length === 1 ? 'person' : 'people'}`} />
      {result ? <ResultNotice result={result} /> : null}
      <StepUpPanel
        me={me}
        why="Inviting, changing or removing staff asks for your password (or a code) again; it then lasts five minutes."
      />
      <AdminTable label="Staff" columns={['Person', 'Role', 'Two-step', 'Account since', { label: 'Actions', hidden: true }]}>
        {data.admins.map((a) => (
          <tr key={a.id}>
            <td>
              {a.name}
              {a.id === me.id ? ' (you)' : ''}
              <br />
              <span className="adm-table__muted">{a.email}</span>
            </td>
            <td>{a.roleName}</td>
            <td className="adm-table__muted">{a.twoStep ? 'On' : 'Off'}</td>
            <td className="adm-table__muted">{formatDate(a.since)}</td>
            <td>
              {a.owner ? (
                <span className="adm-hint">The owner cannot be removed or changed.</span>
              ) : a.id === me.id ? (
                <span className="adm-hint">Only the owner changes your role.</span>
              ) : (
                <>
                  <RoleChoice person={a} roles={roles} me={me} />
                  {a.twoStep ? (
                    <Form method="post" className="adm-staff__move">
                      <input type="hidden" name="intent" value="reset-two-step" />
                      <input type="hidden" name="id" value={a.id} />
                      <input type="hidden" name="label" value={a.email} />
                      <button type="submit" className="adm-link-btn" disabled={busy} aria-describedby="staff-reset-hint">
                        Reset two-step sign-in of {a.email}
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post" className="adm-staff__move">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={a.id} />
                    <input type="hidden" name="label" value={a.email} />
                    <ConfirmButton
                      className="adm-link-btn adm-link-btn--danger"
                      disabled={busy}
                      title={`Remove ${a.email} from the staff?`}
                      message={`${a.email} loses the back office at once and is signed out everywhere. Invite them again to bring them back.`}
                      confirmLabel="Remove from the staff"
                    >
                      Remove {a.email} from the staff
                    </ConfirmButton>
                  </Form>
                </>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {others.some((a) => a.twoStep) ? (
        <p className="adm-hint adm-staff__reset-hint" id="staff-reset-hint">
          Reset someone’s two-step sign-in when they have lost their phone and their recovery codes: their authenticator and codes are
          forgotten, they are signed out everywhere and emailed, and they set it up again when they next sign in. The owner’s cannot be
          reset by anyone else.
        </p>
      ) : null}
      <RoleEditor roles={roles} me={me} />
      <section className="adm-panel" aria-labelledby="staff-invite">
        <h2 id="staff-invite" className="adm-panel__title">
          Invite someone
        </h2>
        <Form method="post" className="adm-filters" ref={inviteForm}>
          <input type="hidden" name="intent" value="invite" />
          <div className="field">
            <label className="field__label" htmlFor="staff-email">
              Their email address
            </label>
            <input id="staff-email" className="input" type="email" name="email" autoComplete="off" required />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="staff-role">
              Role
            </label>
            <select id="staff-role" className="input" name="roleId">
              {roles
                .filter((r) => holdsAll(me.permissions, r.permissions))
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
            </select>
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
            columns={['Email', 'Role', 'Sent', 'Expires', { label: 'Actions', hidden: true }]}
            compact
          >
            {data.invitations.map((i) => (
              <tr key={i.id}>
                <td>{i.email}</td>
                <td>{i.roleName}</td>
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
      {me.owner && policy ? (
        <>
          <section className="adm-panel" aria-labelledby="staff-policy">
            <h2 id="staff-policy" className="adm-panel__title">
              Sign-in rules (owner only)
            </h2>
            <Form method="post">
              <input type="hidden" name="intent" value="policy" />
              <label className="adm-inline">
                <input type="checkbox" name="requireTwoStep" defaultChecked={policy.requireTwoStep} />
                Require two-step sign-in for all staff
              </label>
              <div className="field">
                <label className="field__label" htmlFor="policy-refund">
                  Ask for the password again before refunds over (£, empty for never)
                </label>
                <input
                  id="policy-refund"
                  className="input"
                  name="stepUpRefundOver"
                  inputMode="decimal"
                  defaultValue={policy.stepUpRefundOverPence === null ? '' : (policy.stepUpRefundOverPence / 100).toFixed(2)}
                />
              </div>
              <button type="submit" className="btn btn--sm" disabled={busy}>
                Save the rules
              </button>
            </Form>
          </section>
          <section className="adm-panel" aria-labelledby="staff-transfer">
            <h2 id="staff-transfer" className="adm-panel__title">
              Hand the shop on (owner only)
            </h2>
            {others.length ? (
              <Form method="post" className="adm-inline">
                <input type="hidden" name="intent" value="transfer" />
                <div className="field">
                  <label className="field__label" htmlFor="transfer-to">
                    New owner
                  </label>
                  <select id="transfer-to" className="input" name="toUserId">
                    {others.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.email}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label className="field__label" htmlFor="transfer-password">
                    Your password
                  </label>
                  <input
                    id="transfer-password"
                    className="input"
                    type="password"
                    name="password"
                    autoComplete="current-password"
                    required
                  />
                </div>
                <button type="submit" className="btn btn--sm btn--danger" disabled={busy}>
                  Make them the owner
                </button>
              </Form>
            ) : (
              <p className="adm-panel__empty">Invite someone first: ownership can only go to another member of staff.</p>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
