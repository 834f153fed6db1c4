import { LIMITS, PASSWORD_RULES_TEXT } from '@atelier/contract/customers';
import { useForm } from '@conform-to/react';
import { useRef, useState, type FormEvent } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { CheckIcon, CloseIcon } from '~/components/ui/icons';
import { useToast } from '~/components/ui/toast';
import { MSG, type DetailsResult } from './auth-messages.ts';
import { formatMemberSince, useAccountUser } from './account-user.ts';
import { Field, FormError, useFetcherResult } from './form-bits.tsx';
import { checkPasswordChange, passwordSubmission, type PasswordChange, type PasswordField } from './password-change.ts';

/**
 * /account-details: profile, email verification and password change in one form (R7.14, R9.9).
 * Conform checks the password group before anything is sent (the action checks it again): a refused
 * group is marked at its fields, which take the focus, and nothing is saved.
 */
export function AccountDetailsForm() {
  const user = useAccountUser();
  const save = useFetcher<DetailsResult>({ key: 'account-save' });
  const resend = useFetcher<DetailsResult>({ key: 'account-resend' });
  const toast = useToast();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const saving = save.state === 'submitting';
  const verified = params.get('verified');
  const [form, fields] = useForm<Record<PasswordField, string>, PasswordChange>({
    id: 'account-details',
    lastResult: save.data?.reply,
    onValidate: ({ formData }) => passwordSubmission(formData),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const passwordField = (name: PasswordField) => ({ id: fields[name].id, error: fields[name].errors?.[0] });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    form.onSubmit(e);
    if (!e.defaultPrevented) return;
    // Refused in the browser: the spec's toast too, beside the marked fields.
    const check = checkPasswordChange((n) => new FormData(e.currentTarget).get(n));
    if ('problem' in check)
      toast(
        check.problem === 'mismatch' ? MSG.newPasswordsDiffer : MSG.fillAllPasswordFields,
        check.problem === 'mismatch' ? 'error' : 'warning',
      );
  }

  useFetcherResult(save, (r) => {
    setDetail(r.detail || null);
    if (r.profileSaved) toast(MSG.profileSaved, 'success');
    if (r.passwordChanged) toast(MSG.passwordChanged, 'success');
    if (r.passwordProblem === 'incomplete') toast(MSG.fillAllPasswordFields, 'warning');
    else if (r.passwordProblem === 'mismatch') toast(MSG.newPasswordsDiffer, 'error');
    else if (!r.ok) toast(MSG.saveFailed, 'error');
    if (r.passwordChanged) {
      for (const name of ['currentPassword', 'newPassword', 'confirmPassword']) {
        const input = formRef.current?.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = '';
      }
    }
  });
  useFetcherResult(resend, (r) => toast(r.message ?? '', r.ok ? 'success' : 'error'));

  return (
    <div className="account-details">
      <h2 className="account__subtitle">Account Details</h2>
      {verified === '1' && user.emailVerified ? (
        <p className="account-notice account-notice--ok" role="status">
          Thank you, your email address is verified.
        </p>
      ) : verified === '0' && !user.emailVerified ? (
        <p className="account-notice account-notice--error" role="status">
          That verification link is invalid or has expired. You can ask for a new one below.
        </p>
      ) : null}

      <save.Form
        method="post"
        ref={formRef}
        id={form.id}
        noValidate={form.noValidate}
        onSubmit={onSubmit}
        className="account-form"
        aria-describedby={detail ? 'account-detail' : undefined}
      >
        <input type="hidden" name="intent" value="save" />
        <fieldset className="account-form__group">
          <legend className="account-form__legend">Your details</legend>
          <div className="account-form__row">
            <Field
              label="First name"
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={LIMITS.name}
              defaultValue={user.firstName}
            />
            <Field
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={LIMITS.name}
              defaultValue={user.lastName}
            />
          </div>
          <div className="account-form__row">
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.email}
              defaultValue={user.email}
            />
            <Field
              label="Phone number"
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              defaultValue={user.phoneNumber}
            />
          </div>
          <dl className="account-facts">
            <div>
              <dt>Member since</dt>
              <dd>{formatMemberSince(user.createdAt)}</dd>
            </div>
            <div>
              <dt>Email verified</dt>
              <dd className="account-facts__verified" data-verified={user.emailVerified}>
                {user.emailVerified ? <CheckIcon /> : <CloseIcon />}
                <span>{user.emailVerified ? 'Verified' : 'Not verified'}</span>
              </dd>
            </div>
          </dl>
        </fieldset>

        <fieldset className="account-form__group">
          <legend className="account-form__legend">Change password</legend>
          <p className="auth-form__hint">Leave these empty to keep your current password. {PASSWORD_RULES_TEXT}</p>
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.password}
            {...passwordField('currentPassword')}
          />
          <div className="account-form__row">
            <Field
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              maxLength={LIMITS.password}
              {...passwordField('newPassword')}
            />
            <Field
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              maxLength={LIMITS.password}
              {...passwordField('confirmPassword')}
            />
          </div>
        </fieldset>

        <FormError id="account-detail" message={detail} />
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </button>
      </save.Form>

      {user.emailVerified ? null : (
        <resend.Form method="post" className="account-verify">
          <input type="hidden" name="intent" value="resend" />
          <p>Your email address is not verified yet. Did the link not arrive, or has it expired?</p>
          <button type="submit" className="btn btn--outline btn--sm" disabled={resend.state !== 'idle'}>
            Send a new verification link
          </button>
        </resend.Form>
      )}
    </div>
  );
}
