import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { StaffMe } from '@atelier/contract/staff';
import { PageHeader } from '../admin-layout.tsx';
import type { TwoStepActionData } from './two-step.server.ts';

function CodeField({ id, label, hint, error }: { id: string; label: string; hint: string; error?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  // A wrong code keeps the focus on the field, emptied, for the next try.
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        key={error ?? 'code'}
        className="input"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        required
        maxLength={20}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="adm-hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** /admin/two-step: enrol with a QR code and a first code, keep the recovery codes, or type today's code (R13.11). */
export function TwoStepPage({ me, result }: { me: StaffMe; result: TwoStepActionData | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const codesRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.step === 'codes') codesRef.current?.focus();
  }, [result]);

  if (result?.step === 'codes')
    return (
      <section className="adm-two-step">
        <PageHeader title="Two-step sign-in is on" />
        <h2 ref={codesRef} tabIndex={-1} className="adm-panel__title">
          Your recovery codes
        </h2>
        <p>Each works once, if you lose your phone. Keep them somewhere safe: they are not shown again.</p>
        <ol className="adm-codes" aria-label="Recovery codes">
          {result.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <Link to="/admin" className="btn">
          I have kept them: continue
        </Link>
      </section>
    );

  if (result?.step === 'scan')
    return (
      <section className="adm-two-step">
        <PageHeader title="Set up two-step sign-in" subtitle="Step 2 of 2: scan the code, then type the code your app shows." />
        <img className="adm-two-step__qr" src={result.qr} alt="QR code to add the Atelier back office to your authenticator app" />
        <p>
          Cannot scan it? Type this key into the app instead: <span className="adm-two-step__secret">{result.secret}</span>
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="qr" value={result.qr} />
          <input type="hidden" name="secret" value={result.secret} />
          <CodeField id="enrol-code" label="The 6-digit code from your app" hint="It changes every 30 seconds." error={result.error} />
          <button type="submit" className="btn" disabled={busy}>
            Turn on two-step sign-in
          </button>
        </Form>
      </section>
    );

  if (!me.twoStep.enrolled)
    return (
      <section className="adm-two-step">
        <PageHeader title="Set up two-step sign-in" subtitle="Step 1 of 2" />
        {me.twoStep.required ? <p role="status">The shop owner asks all staff to use two-step sign-in. Set it up to carry on.</p> : null}
        <p>
          Besides your password, the back office will ask for a code from an authenticator app on your phone (such as Google Authenticator,
          Microsoft Authenticator or 1Password).
        </p>
        {result?.step === 'verify' ? (
          <p className="adm-notice adm-notice--error" role="alert">
            {result.error}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="btn" disabled={busy}>
            Show my QR code
          </button>
        </Form>
      </section>
    );

  return (
    <section className="adm-two-step">
      <PageHeader title="Enter your code" subtitle={`Signed in as ${me.email}`} />
      <Form method="post">
        <input type="hidden" name="intent" value="verify" />
        <CodeField
          id="sign-in-code"
          label="Code from your authenticator app"
          hint="Or one of your recovery codes, if you do not have your phone."
          error={result?.step === 'verify' ? result.error : undefined}
        />
        <button type="submit" className="btn" disabled={busy}>
          Continue
        </button>
      </Form>
    </section>
  );
}
