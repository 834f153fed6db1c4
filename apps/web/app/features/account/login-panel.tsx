import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { useToast } from '~/components/ui/toast';
import { safeReturnPath } from '~/lib/safe-path';
import { LOGIN_REDIRECT_MS, MSG } from './auth-messages.ts';
import { Field, FormError } from './form-bits.tsx';
import { useAuthPanel } from './use-auth-panel.ts';
import { keepFocusOnPage, visibleAccountEntry } from './account-links.tsx';

/** What a guarded page or a verification link said before sending the shopper here. */
function noticeFrom(params: URLSearchParams): string | null {
  const verified = params.get('verified');
  if (verified === '1') return 'Thank you, your email address is verified. Sign in to see your account.';
  if (verified === '0') return 'That verification link is invalid or has expired. Sign in to ask for a new one.';
  if (params.get('redirectTo')) return 'Please sign in to continue.';
  return null;
}

/** #login: email and password; on success the shell reloads the user and cart (the fetcher revalidates). */
export function LoginPanel() {
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const notice = noticeFrom(params);
  const { fetcher, isOpen, busy, error, errorRef, openPanel, close } = useAuthPanel('login', 'auth-login', (result, panel) => {
    toast(result.message, 'success');
    panel.close();
    const to = safeReturnPath(params.get('redirectTo'));
    window.setTimeout(() => void Promise.resolve(navigate(to)).then(keepFocusOnPage), LOGIN_REDIRECT_MS);
  });

  return (
    <Dialog id="login" open={isOpen} onClose={() => close()} title="Sign in" closeLabel="Close sign in" returnFocus={visibleAccountEntry}>
      <fetcher.Form
        method="post"
        action="/auth/login"
        className="auth-form"
        aria-describedby={error ? 'login-error' : undefined}
        onSubmit={(e) => busy && e.preventDefault()}
      >
        {notice ? <p className="auth-form__notice">{notice}</p> : null}
        <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} data-autofocus />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required maxLength={128} />
        <button type="button" className="auth-form__link auth-form__link--end" onClick={() => openPanel('resetEmail')}>
          Forgot your password?
        </button>
        <FormError ref={errorRef} id="login-error" message={error} />
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page (R12.14). */}
        <button type="submit" className="btn btn--block" aria-disabled={busy || undefined}>
          {busy ? MSG.signingIn : 'Sign in'}
        </button>
      </fetcher.Form>
      <div className="auth-form__alt">
        <p>New to Atelier?</p>
        <button type="button" className="btn btn--outline btn--block" onClick={() => openPanel('register')}>
          Create account
        </button>
      </div>
    </Dialog>
  );
}
