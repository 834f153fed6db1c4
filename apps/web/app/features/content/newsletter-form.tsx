import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { NEWSLETTER_FAILURE_MESSAGE, NEWSLETTER_MESSAGE_MS, NEWSLETTER_SUCCESS_MESSAGE } from '@atelier/contract/messages';
import { useHydrated } from '~/lib/use-hydrated';
import { useOnChange } from '~/lib/use-on-change';
import './newsletter-form.css';

export interface NewsletterActionData {
  ok: boolean;
  message: string;
}

/** What a no-JavaScript submission left in the URL (see newsletter.server.ts). */
function resultFromQuery(search: string): NewsletterActionData | undefined {
  const v = new URLSearchParams(search).get('newsletter');
  if (v === 'subscribed') return { ok: true, message: NEWSLETTER_SUCCESS_MESSAGE };
  if (v === 'failed') return { ok: false, message: NEWSLETTER_FAILURE_MESSAGE };
  return undefined;
}

/**
 * "Join Our Inner Circle": an email field posting to the /newsletter action. The result shows for
 * 2 seconds (R10.1, R11.1); on success the field is cleared.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const fetcher = useFetcher<NewsletterActionData>({ key: 'newsletter' });
  const location = useLocation();
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [shown, setShown] = useState<NewsletterActionData | undefined>(() => resultFromQuery(location.search));
  const busy = fetcher.state !== 'idle';

  // Each submission gives a new data object, so the same message can show again.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useOnChange(answer, (data) => {
    if (data) setShown(data);
  });
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);

  useEffect(() => {
    if (!shown) return;
    const t = setTimeout(() => setShown(undefined), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [shown]);

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      ref={formRef}
      className={`newsletter-form${className ? ` ${className}` : ''}`}
      id="newsletter"
    >
      <label htmlFor={inputId} className="newsletter-form__label">
        Email address
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          className="newsletter-form__input"
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="Your email address"
        />
        <button type="submit" className="newsletter-form__button" disabled={busy}>
          {busy ? 'Joining…' : 'Subscribe'}
        </button>
      </div>
      {/* Only without JavaScript: tells the action where to send the browser back to. */}
      {hydrated ? null : <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />}
      <p className="newsletter-form__status" role="status" aria-live="polite">
        {shown ? (
          <span className={shown.ok ? 'newsletter-form__msg newsletter-form__msg--ok' : 'newsletter-form__msg newsletter-form__msg--error'}>
            {shown.message}
          </span>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
