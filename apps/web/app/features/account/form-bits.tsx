import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';

/** A labelled input in the storefront's field style. */
export function Field({ label, hint, ...input }: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="auth-form__hint">
          {hint}
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
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
