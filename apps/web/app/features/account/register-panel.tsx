import { PASSWORD_RULES_TEXT } from '@atelier/contract/customers';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { useToast } from '~/components/ui/toast';
import { MSG, REGISTER_REDIRECT_MS } from './auth-messages.ts';
import { Field, FormError } from './form-bits.tsx';
import { useAuthPanel } from './use-auth-panel.ts';

/** 'Create account': signs the new shopper in and goes home (R7.12). */
export function RegisterPanel() {
  const navigate = useNavigate();
  const toast = useToast();
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const { fetcher, isOpen, busy, error, openPanel, close } = useAuthPanel('register', 'auth-register', (_, panel) => {
    toast(MSG.registrationOk, 'success');
    panel.close();
    window.setTimeout(() => navigate('/'), REGISTER_REDIRECT_MS);
  });

  return (
    <Dialog id="register" open={isOpen} onClose={() => close()} title="Create account" closeLabel="Close create account">
      <fetcher.Form
        method="post"
        action="/auth/register"
        className="auth-form"
        onSubmit={(e) => {
          if (terms) return;
          e.preventDefault();
          setTermsError(true);
        }}
      >
        <div className="auth-form__row">
          <Field label="First name" name="firstName" autoComplete="given-name" required maxLength={100} data-autofocus />
          <Field label="Last name" name="lastName" autoComplete="family-name" required maxLength={100} />
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={PASSWORD_RULES_TEXT}
        />
        <div className="auth-form__check">
          <input
            id="register-terms"
            type="checkbox"
            name="terms"
            checked={terms}
            aria-invalid={termsError || undefined}
            aria-describedby={termsError ? 'register-terms-error' : undefined}
            onChange={(e) => {
              setTerms(e.target.checked);
              if (e.target.checked) setTermsError(false);
            }}
          />
          <label htmlFor="register-terms">
            I have read and accept the{' '}
            <Link to="/terms-and-conditions" className="link-underline">
              terms and conditions
            </Link>
            .
          </label>
        </div>
        <FormError id="register-terms-error" message={termsError ? MSG.acceptTerms : null} />
        <FormError message={error} />
        <button type="submit" className="btn btn--block" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </button>
      </fetcher.Form>
      <div className="auth-form__alt">
        <p>Already have an account?</p>
        <button type="button" className="btn btn--outline btn--block" onClick={() => openPanel('login')}>
          Back to sign in
        </button>
      </div>
    </Dialog>
  );
}
