import { Form, useNavigation } from 'react-router';
import { PERMISSION_LABELS, PERMISSIONS, type StaffMe, type StaffRole } from '@atelier/contract/staff';

/** One role's name and permissions as checkboxes; a permission the editor does not hold is shown but cannot be ticked (R13.9). */
function RoleFields({ idPrefix, role, me }: { idPrefix: string; role?: StaffRole; me: StaffMe }) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-name`}>
          Role name
        </label>
        <input id={`${idPrefix}-name`} className="input" name="name" required minLength={2} maxLength={40} defaultValue={role?.name} />
      </div>
      <fieldset className="adm-perms">
        <legend className="field__label">May work on</legend>
        {PERMISSIONS.map((p) => {
          const held = me.permissions.includes(p);
          return (
            <label key={p}>
              <input type="checkbox" name="permissions" value={p} defaultChecked={role?.permissions.includes(p)} disabled={!held} />
              {PERMISSION_LABELS[p]}
              {held ? '' : ' (not in your role)'}
            </label>
          );
        })}
      </fieldset>
    </>
  );
}

/** The roles: ready-made ones to read, custom ones to edit, and a form for a new one (R13.7). */
export function RoleEditor({ roles, me }: { roles: StaffRole[]; me: StaffMe }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="adm-panel" aria-labelledby="staff-roles">
      <h2 id="staff-roles" className="adm-panel__title">
        Roles
      </h2>
      <p className="adm-hint">
        The owner can do everything. Everyone else has one role. Nobody can give a permission their own role does not include.
      </p>
      {roles.map((r) =>
        r.builtIn ? (
          <div key={r.id} className="adm-role-form">
            <h3 className="adm-panel__subtitle">
              {r.name}{' '}
              <span className="adm-table__muted">
                (ready-made, {r.members} {r.members === 1 ? 'person' : 'people'})
              </span>
            </h3>
            <p>{r.permissions.map((p) => PERMISSION_LABELS[p]).join(', ')}</p>
          </div>
        ) : (
          <Form key={r.id} method="post" className="adm-role-form" aria-label={`Edit the role ${r.name}`}>
            <h3 className="adm-panel__subtitle">
              {r.name}{' '}
              <span className="adm-table__muted">
                ({r.members} {r.members === 1 ? 'person' : 'people'})
              </span>
            </h3>
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="label" value={r.name} />
            <RoleFields idPrefix={`role-${r.id}`} role={r} me={me} />
            <div className="adm-inline">
              <button type="submit" name="intent" value="update-role" className="btn btn--sm" disabled={busy}>
                Save {r.name}
              </button>
              {r.members === 0 ? (
                <button
                  type="submit"
                  name="intent"
                  value="delete-role"
                  className="adm-link-btn adm-link-btn--danger"
                  disabled={busy}
                  formNoValidate
                >
                  Delete {r.name}
                </button>
              ) : null}
            </div>
          </Form>
        ),
      )}
      {/* Keyed by the roles there are, so the form starts empty again once its role is made. */}
      <Form key={roles.length} method="post" className="adm-role-form" aria-label="New role">
        <h3 className="adm-panel__subtitle">New role</h3>
        <input type="hidden" name="intent" value="create-role" />
        <RoleFields idPrefix="role-new" me={me} />
        <button type="submit" className="btn btn--sm" disabled={busy}>
          Make the role
        </button>
      </Form>
    </section>
  );
}
