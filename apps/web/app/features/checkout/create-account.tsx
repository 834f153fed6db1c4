import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { LIMITS, PASSWORD_RULES_TEXT } from '@atelier/contract/customers';
import type { GuestOrderInfo } from '@atelier/contract/orders';
import type { ClaimResult } from './success.server.ts';

/**
 * After a guest pays (R5.17): one field, a password, turns the guest into a customer who owns the
 * order; the address is known already. An address with an account is offered sign-in instead.
 */
export function CreateAccount({ guest }: { guest: GuestOrderInfo }) {
  const result = useActionData<ClaimResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const errorRef = useRef<HTMLParagraphElement>(null);
  const hasAccount = guest.hasAccount || result?.hasAccount;
  useEffect(() => {
    if (result?.message) errorRef.current?.focus();
  }, [result]);
  const signIn = `/?login=1&redirectTo=${encodeURIComponent('/account-orders')}`;

  if (hasAccount) {
    return (
      <section className="success-card success-account" aria-labelledby="account-title">
        <h2 id="account-title" className="success-section__title">
          You have an account with us
        </h2>
        <p ref={errorRef} tabIndex={-1}>
          <strong>{guest.email}</strong> already has an account. Sign in to see your other orders there; this order stays open from the link
          in your confirmation email.
        </p>
        <Link to={signIn} className="btn btn--outline">
          Sign in
        </Link>
      </section>
    );
  }
  return (
    <section className="success-card success-account" aria-labelledby="account-title">
      <h2 id="account-title" className="success-section__title">
        Save your details for next time
      </h2>
      <p>
        Choose a password to create an account for <strong>{guest.email}</strong>. This order will be in My Orders, with its receipt and
        returns.
      </p>
      <Form method="post" className="success-account__form" noValidate>
        <div className="field">
          <label className="field__label" htmlFor="claim-password">
            Password
          </label>
          <input
            id="claim-password"
            name="password"
            type="password"
            className="input"
            autoComplete="new-password"
            required
            minLength={LIMITS.passwordMin}
            maxLength={LIMITS.password}
            aria-describedby={`claim-password-hint${result?.message ? ' claim-password-error' : ''}`}
            aria-invalid={result?.message ? true : undefined}
          />
          <p id="claim-password-hint" className="success-account__hint">
            {PASSWORD_RULES_TEXT}
          </p>
          {result?.message ? (
            <p id="claim-password-error" ref={errorRef} tabIndex={-1} className="checkout-field__error" role="alert">
              {result.message}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </Form>
    </section>
  );
}
