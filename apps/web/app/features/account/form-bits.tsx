import { useEffect, useEffectEvent, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { RequiredMark } from '~/components/ui/required-mark';

type FieldProps = {
  label: string;
  hint?: ReactNode;
  /** The field's message from its form's check: marks it invalid and is read with it. */
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input in the storefront's field style; a required one has the star beside its label. */
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
        <p id={`${id}-hint`} className="auth-form__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="auth-form__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's error line, announced when it appears; nothing when there is no message. */
export function FormError({ id, message }: { id?: string; message: ReactNode }) {
  return message ? (
    <p id={id} className="auth-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Runs `handle` once for each answer a fetcher gets back (a new data object per submission). */
export function useFetcherResult<T>(fetcher: FetcherWithComponents<T>, handle: (result: T) => void): void {
  const seen = useRef<unknown>(undefined);
  const onResult = useEffectEvent(handle);
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    onResult(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
