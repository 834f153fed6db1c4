import { Form, useNavigation } from 'react-router';
import type { StaffMe } from '@atelier/contract/staff';
import { formatDateTime } from '../format.ts';

/**
 * "Confirm it's you" (R13.13): the password or a code again before changing staff, exporting
 * customers or a large refund; it lasts five minutes. Posts intent=step-up to the page's action.
 */
export function StepUpPanel({ me, why }: { me: StaffMe; why: string }) {
  const busy = useNavigation().state === 'submitting';
  if (me.stepUpUntil)
    return <p className="adm-hint">You confirmed it is you: sensitive changes are open until {formatDateTime(me.stepUpUntil)}.</p>;
  return (
    <section className="adm-panel" aria-labelledby="step-up-title">
      <h2 id="step-up-title" className="adm-panel__title">
        Confirm it is you
      </h2>
      <p className="adm-hint">{why}</p>
      <Form method="post" className="adm-inline">
        <input type="hidden" name="intent" value="step-up" />
        <div className="field">
          <label className="field__label" htmlFor="step-up-password">
            Your password
          </label>
          <input id="step-up-password" className="input" type="password" name="password" autoComplete="current-password" />
        </div>
        {me.twoStep.enrolled ? (
          <div className="field">
            <label className="field__label" htmlFor="step-up-code">
              or a code from your app
            </label>
            <input id="step-up-code" className="input" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} />
          </div>
        ) : null}
        <button type="submit" className="btn btn--sm" disabled={busy}>
          Confirm
        </button>
      </Form>
    </section>
  );
}
