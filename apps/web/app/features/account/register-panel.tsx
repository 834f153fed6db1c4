import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { PASSWORD_RULES_TEXT, REGISTER_FORM_FIELDS, RegisterForm, type RegisterFormField } from '@atelier/contract/customers';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { textProps } from '~/lib/field-props';
import { ErrorSummary } from '~/components/ui/error-summary';
import { useToast } from '~/components/ui/toast';
import { keepFocusOnPage, visibleAccountEntry } from './account-links.tsx';
import { MSG, REGISTER_REDIRECT_MS } from './auth-messages.ts';
import { Field, FormError } from './form-bits.tsx';
import { useAuthPanel } from './use-auth-panel.ts';

/**
 * 'Create account': signs the new shopper in, says the verification link is on its way (R7.9) and
 * goes home (R7.12). Checked in the browser and by the action with one schema (RegisterForm, R9.14):
 * each problem under its field and in a summary at the top, which takes the focus.
 */
export function RegisterPanel() {
  const navigate = useNavigate();
  const toast = useToast();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  const { fetcher, isOpen, busy, error, errorRef, openPanel, close } = useAuthPanel(
    'register',
    'auth-register',
    (_, panel) => {
      toast(MSG.registrationOk, 'success');
      panel.close();
      window.setTimeout(() => void Promise.resolve(navigate('/')).then(keepFocusOnPage), REGISTER_REDIRECT_MS);
    },
    // Refused field by field: Conform marks them from the reply; the summary takes the focus.
    (result) => {
      if (!result.reply) return false;
      setRefusals((n) => n + 1);
      return true;
    },
  );
  const [form, fields] = useForm<Record<RegisterFormField, string>>({
    // Not 'register': that is the panel's own id, and the fields' form= would name the dialog.
    id: 'register-form',
    lastResult: fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.reply : undefined,
    constraint: getZodConstraint(RegisterForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterForm }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  useEffect(() => {
    if (refusals) summaryRef.current?.focus();
  }, [refusals]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (busy) return e.preventDefault();
    form.onSubmit(e);
    if (e.defaultPrevented) setRefusals((n) => n + 1);
  }

  const summary = REGISTER_FORM_FIELDS.flatMap((name) => {
    const message = fields[name].errors?.[0];
    return message ? [{ fieldId: fields[name].id, message }] : [];
  });
  const input = (name: Exclude<RegisterFormField, 'terms'>, type: 'text' | 'email' | 'password' = 'text') => ({
    ...textProps(getInputProps(fields[name], { type })),
    error: fields[name].errors?.[0],
  });
  const { key: termsKey, ...terms } = getInputProps(fields.terms, { type: 'checkbox' });

  return (
    <Dialog
      id="register"
      open={isOpen}
      onClose={() => close()}
      title="Create account"
      closeLabel="Close create account"
      returnFocus={visibleAccountEntry}
    >
      <fetcher.Form method="post" action="/auth/register" className="auth-form" {...getFormProps(form)} onSubmit={onSubmit}>
        <ErrorSummary ref={summaryRef} errors={summary} />
        <div className="auth-form__row">
          <Field label="First name" autoComplete="given-name" data-autofocus {...input('firstName')} />
          <Field label="Last name" autoComplete="family-name" {...input('lastName')} />
        </div>
        <Field label="Email" autoComplete="email" {...input('email', 'email')} />
        <Field label="Password" autoComplete="new-password" hint={PASSWORD_RULES_TEXT} {...input('password', 'password')} />
        <div className="auth-form__check">
          <input key={termsKey} {...terms} />
          <label htmlFor={fields.terms.id}>
            I have read and accept the{' '}
            <Link to="/terms-and-conditions" className="link-underline">
              terms and conditions
            </Link>
            .
          </label>
        </div>
        <FormError id={fields.terms.errorId} message={fields.terms.errors?.[0]} />
        <FormError ref={errorRef} message={error} />
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page (R12.14). */}
        <button type="submit" className="btn btn--block" aria-disabled={busy || undefined}>
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
