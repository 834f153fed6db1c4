import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/**
 * One code field beside the checkout totals: the discount code and the gift card both use it. It
 * belongs to the checkout form (form=), and its Apply button asks the action for a new quote without
 * checking the address fields. The button's name says which code it applies: a screen reader's list
 * of buttons would otherwise hold two bare "Apply"s.
 */
export function CodeField({
  id,
  name,
  label,
  formId,
  code,
  status,
  error,
  placeholder,
  className = '',
  children,
}: {
  id: string;
  name: string;
  label: string;
  formId: string;
  code: string;
  status: string;
  error: string | null;
  placeholder?: string;
  className?: string;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply-code';
  return (
    <div className={`discount-code ${className}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="discount-code__row">
        <input
          id={id}
          name={name}
          form={formId}
          className="input"
          defaultValue={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button
          type="submit"
          form={formId}
          name="intent"
          value="apply-code"
          formNoValidate
          className="btn btn--outline"
          aria-disabled={busy || undefined}
        >
          {busy ? 'Applying…' : 'Apply'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      <p id={`${id}-status`} className={`discount-code__status${error ? ' discount-code__status--error' : ''}`} role="status">
        {error ?? status}
      </p>
      {children}
    </div>
  );
}
