import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { RequiredMark } from './required-mark.tsx';
import './field.css';

type FieldProps = {
  label: string;
  hint?: ReactNode;
  /** The field's message from its form's check: marks it invalid and is read with it. */
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled input in the storefront's field style, its hint and message tied to it (WCAG 1.3.1,
 * 3.3.1); a required one has the star beside its label. The account panels and the gift card pages
 * use it.
 */
export function Field({ label, hint, error, id: givenId, ...input }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={id}>{label}</label>
        {input.required ? <RequiredMark /> : null}
      </span>
      <input id={id} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
