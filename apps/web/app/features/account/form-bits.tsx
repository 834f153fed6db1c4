import { useEffect, useEffectEvent, useRef, type ReactNode, type Ref } from 'react';
import type { FetcherWithComponents } from 'react-router';

// The field itself is the storefront's (components/ui/field): the account panels import it from here.
export { Field } from '~/components/ui/field';

/**
 * A form's error line, announced when it appears; nothing when there is no message. Focusable from
 * script, so a refused submit can move the focus to it instead of leaving it on the page (R12.14).
 */
export function FormError({ id, message, ref }: { id?: string; message: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  return message ? (
    <p ref={ref} id={id} className="auth-form__error" role="alert" tabIndex={-1}>
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
