import { PASSWORD_RULES_TEXT } from '@atelier/contract/customers';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { InvitationActionData, InvitationLoad } from './invitation.server.ts';
import './invitation.css';

/** /admin-invitation/:token: the invitee accepts, with their account's password or a new account (R22.8). */
export function InvitationPage({ load, result }: { load: InvitationLoad; result: InvitationActionData | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) status.current?.focus();
  }, [result]);
  return (
    <section className="container invitation">
      <h1 className="invitation__title">Join the Atelier admin</h1>
      {/* Accepted: the page reloads the invitation, which is now used; the acceptance is what to say. */}
      {result?.ok ? (
        <>
          <p ref={status} tabIndex={-1} className="invitation__message" role="status">
            {result.message}
          </p>
          <Link to="/?login=1" className="btn">
            Sign in
          </Link>
        </>
      ) : !load.ok ? (
        <p className="invitation__message" role="alert">
          {load.message}
        </p>
      ) : (
        <>
          <p>
            This invitation is for <strong>{load.invitation.email}</strong>.{' '}
            {load.invitation.hasAccount
              ? 'Enter the password of that account to make it an admin account.'
              : 'Choose your name and a password for your new admin account.'}
          </p>
          {result ? (
            <p ref={status} tabIndex={-1} className="invitation__message invitation__message--error" role="alert">
              {result.message}
            </p>
          ) : null}
          <Form method="post" className="invitation__form">
            {load.invitation.hasAccount ? null : (
              <>
                <div className="field">
                  <label className="field__label" htmlFor="inv-first">
                    First name
                  </label>
                  <input id="inv-first" className="input" name="firstName" autoComplete="given-name" required maxLength={50} />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor="inv-last">
                    Last name
                  </label>
                  <input id="inv-last" className="input" name="lastName" autoComplete="family-name" required maxLength={50} />
                </div>
              </>
            )}
            <div className="field">
              <label className="field__label" htmlFor="inv-password">
                {load.invitation.hasAccount ? 'Your password' : 'Choose a password'}
              </label>
              <input
                id="inv-password"
                className="input"
                type="password"
                name="password"
                required
                autoComplete={load.invitation.hasAccount ? 'current-password' : 'new-password'}
                aria-describedby={load.invitation.hasAccount ? undefined : 'inv-password-rules'}
              />
              {load.invitation.hasAccount ? null : (
                <p id="inv-password-rules" className="invitation__hint">
                  {PASSWORD_RULES_TEXT}
                </p>
              )}
            </div>
            <button type="submit" className="btn" disabled={busy}>
              Accept the invitation
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
