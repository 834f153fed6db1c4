import { PASSWORD_RULES_TEXT, RESET_CODE_LENGTH } from '@atelier/contract/customers';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { useToast } from '~/components/ui/toast';
import { usePanels } from '~/components/ui/panels';
import { useOnChange } from '~/lib/use-on-change';
import { formatCountdown, MSG, RESET_COUNTDOWN_SECONDS, RESET_EMAIL_KEY, RESET_HANDOVER_MS, type AuthResult } from './auth-messages.ts';
import { Field, FormError, useFetcherResult } from './form-bits.tsx';
import { useCountdown } from './use-countdown.ts';
import { useAuthPanel } from './use-auth-panel.ts';

function storedResetEmail(): string {
  try {
    return window.localStorage.getItem(RESET_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

function BackToLogin() {
  const { openPanel } = usePanels();
  return (
    <button type="button" className="auth-form__link" onClick={() => openPanel('login')}>
      Back to sign in
    </button>
  );
}

/** Step 1, enter email: the code is mailed, the address kept in localStorage, the code panel opens. */
export function ResetEmailPanel() {
  const toast = useToast();
  const email = useRef('');
  const { fetcher, isOpen, busy, error, errorRef, close } = useAuthPanel('resetEmail', 'auth-forgot', (_, panel) => {
    try {
      window.localStorage.setItem(RESET_EMAIL_KEY, email.current);
    } catch {
      // Private mode without storage: the code panel asks for nothing else, it just cannot show the address.
    }
    toast(MSG.codeSent, 'success');
    panel.close();
    window.setTimeout(() => panel.openPanel('resetCode'), RESET_HANDOVER_MS);
  });

  return (
    <Dialog id="resetPassword" open={isOpen} onClose={() => close()} title="Reset password" closeLabel="Close reset password">
      <fetcher.Form
        method="post"
        action="/auth/forgot-password"
        className="auth-form"
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          email.current = String(new FormData(e.currentTarget).get('email') ?? '').trim();
        }}
      >
        <p className="auth-form__intro">Enter the email address of your account and we will send you a 6-digit code.</p>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          data-autofocus
          defaultValue={isOpen ? storedResetEmail() : ''}
        />
        <FormError ref={errorRef} message={error} />
        <button type="submit" className="btn btn--block" aria-disabled={busy || undefined}>
          {busy ? 'Sending...' : 'Send code'}
        </button>
        <BackToLogin />
      </fetcher.Form>
    </Dialog>
  );
}

/** Step 2, the 6-digit code, with the 300 s countdown (restarted at each opening). */
export function ResetCodePanel({ onVerified }: { onVerified: (resetToken: string) => void }) {
  const { open, openPanel, closeIfOpen } = usePanels();
  const fetcher = useFetcher<AuthResult>({ key: 'auth-verify-code' });
  const toast = useToast();
  const isOpen = open === 'resetCode';
  const left = useCountdown(isOpen, RESET_COUNTDOWN_SECONDS);
  const [email, setEmail] = useState('');
  const busy = fetcher.state === 'submitting';
  const expired = left === 0;
  const codeId = useId();
  // A refused code is said on the field (R7.18), not in a toast over the panel.
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);

  useOnChange(isOpen, (opened) => {
    if (opened) {
      setEmail(storedResetEmail());
      setCodeError(null);
    }
  });
  // The code stays as typed and is selected: typing replaces it, an arrow key mends one digit.
  useEffect(() => {
    if (!refusals) return;
    const input = document.getElementById(codeId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [refusals, codeId]);

  useFetcherResult(fetcher, (result) => {
    if (!result.ok || !result.resetToken) {
      setCodeError(result.message || MSG.codeFailed);
      setRefusals((n) => n + 1);
      return;
    }
    onVerified(result.resetToken);
    toast(MSG.codeVerified, 'success');
    closeIfOpen('resetCode');
    window.setTimeout(() => openPanel('newPassword'), RESET_HANDOVER_MS);
  });

  return (
    <Dialog id="resetCode" open={isOpen} onClose={() => closeIfOpen('resetCode')} title="Enter your code" closeLabel="Close code entry">
      <fetcher.Form method="post" action="/auth/verify-reset-code" className="auth-form" onSubmit={(e) => busy && e.preventDefault()}>
        <p className="auth-form__intro">
          {email ? (
            <>
              We have sent a 6-digit code to <strong>{email}</strong> if it belongs to an account.
            </>
          ) : (
            'Enter the 6-digit code from the email we sent you.'
          )}
        </p>
        <input type="hidden" name="email" value={email} />
        <Field
          id={codeId}
          label="Verification code"
          name="code"
          error={codeError ?? undefined}
          onInput={() => setCodeError(null)}
          required
          maxLength={RESET_CODE_LENGTH}
          pattern="[0-9]{6}"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="Enter 6-digit code"
          className="input auth-form__code"
          data-autofocus
        />
        <p className="auth-form__timer" data-expired={expired || undefined}>
          {expired ? (
            'The code has expired. Please request a new one.'
          ) : (
            <>
              Code expires in <time dateTime={`PT${left}S`}>{formatCountdown(left)}</time>
            </>
          )}
        </p>
        {/* Busy is aria-disabled, so the focus stays on it; an expired code cannot be sent at all (R7.13). */}
        <button type="submit" className="btn btn--block" disabled={expired} aria-disabled={busy || undefined}>
          {busy ? 'Verifying...' : 'Verify'}
        </button>
        <div className="auth-form__links">
          <button type="button" className="auth-form__link" onClick={() => openPanel('resetEmail')}>
            Send a new code
          </button>
          <BackToLogin />
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

/** Step 3, the new password, saved with the reset token that step 2 earned (R7.8). */
export function NewPasswordPanel({ resetToken }: { resetToken: string | null }) {
  const { open, openPanel, closeIfOpen } = usePanels();
  const fetcher = useFetcher<AuthResult>({ key: 'auth-reset' });
  const navigate = useNavigate();
  const toast = useToast();
  const isOpen = open === 'newPassword';
  const [email, setEmail] = useState('');
  const busy = fetcher.state === 'submitting';

  useOnChange(isOpen, (opened) => {
    if (opened) setEmail(storedResetEmail());
  });

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) {
      toast(result.message || MSG.resetFailed, 'error');
      return;
    }
    try {
      window.localStorage.removeItem(RESET_EMAIL_KEY);
    } catch {
      // Nothing was stored.
    }
    toast(MSG.passwordUpdated, 'success');
    closeIfOpen('newPassword');
    void navigate('/');
  });

  return (
    <Dialog
      id="newPassword"
      open={isOpen}
      onClose={() => closeIfOpen('newPassword')}
      title="Choose a new password"
      closeLabel="Close new password"
    >
      <fetcher.Form
        method="post"
        action="/auth/reset-password"
        className="auth-form"
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          const form = new FormData(e.currentTarget);
          if (form.get('newPassword') !== form.get('confirmPassword')) {
            e.preventDefault();
            toast(MSG.passwordsDiffer, 'error');
          } else if (!resetToken) {
            // The page was reloaded since the code was checked: the token only lived in memory.
            e.preventDefault();
            toast('This password reset has expired. Please request a new code.', 'error');
            openPanel('resetEmail');
          }
        }}
      >
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="resetToken" value={resetToken ?? ''} />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={PASSWORD_RULES_TEXT}
          data-autofocus
        />
        <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128} />
        <button type="submit" className="btn btn--block" aria-disabled={busy || undefined}>
          {busy ? 'Saving...' : 'Save password'}
        </button>
        <BackToLogin />
      </fetcher.Form>
    </Dialog>
  );
}
