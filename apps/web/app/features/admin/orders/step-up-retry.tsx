import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { RETRY_PREFIX, type StepUpRetry } from './order-action-data.ts';

/**
 * "Confirm it is you" in place (R13.13): a move was refused until the person enters their password or
 * a code again. The form carries what they had posted (retry:name fields), so once the step-up is
 * accepted the move is posted again as it was typed. The password field takes focus as soon as the
 * form appears, and the reason is announced with it (aria-describedby, and an alert).
 */
export function StepUpRetryForm({ stepUp, message, busy }: { stepUp: StepUpRetry; message: string; busy: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [stepUp]);
  const error = stepUp.error;
  return (
    <section className="adm-panel adm-confirm" aria-labelledby="step-up-retry-title">
      <h2 id="step-up-retry-title" className="adm-confirm__title">
        Confirm it is you to carry on
      </h2>
      <p id="step-up-retry-why" className={error ? 'adm-error' : 'adm-hint'} role="alert">
        {error ?? `${message} Nothing has changed yet: once you confirm, the same move is made again with what you entered.`}
      </p>
      <Form method="post" className="adm-action">
        <input type="hidden" name="intent" value="step-up" />
        {stepUp.fields.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={`${RETRY_PREFIX}${name}`} value={value} />
        ))}
        <div className="adm-grid-2">
          <div className="field">
            <label className="field__label" htmlFor="step-up-retry-password">
              Your password
            </label>
            <input
              ref={field}
              id="step-up-retry-password"
              className="input"
              type="password"
              name="password"
              autoComplete="current-password"
              aria-describedby="step-up-retry-why"
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="step-up-retry-code">
              or a code from your authenticator app
            </label>
            <input id="step-up-retry-code" className="input" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={20} />
          </div>
        </div>
        <div>
          <button type="submit" className="btn btn--sm" disabled={busy}>
            Confirm and carry on
          </button>
        </div>
      </Form>
    </section>
  );
}
