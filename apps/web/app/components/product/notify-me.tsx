import { useEffect, useId, useRef } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { ONE_SIZE, sizeLabel } from '@atelier/contract/catalogue';
import type { CardVariant } from './card-item.ts';
import './notify-me.css';

export interface NotifyMeResult {
  ok: boolean;
  message: string;
  /** The field a refusal is about: marked, described by the message and focused. */
  field?: 'email';
}

/** The signed-in shopper's address from the root loader, to prefill the form. */
function useShopperEmail(): string {
  const root = useRouteLoaderData('root') as { user?: { email?: string } | null } | undefined;
  return root?.user?.email ?? '';
}

/**
 * "Notify me" for the sold-out sizes (R21.13): a size (when there are several) and an email,
 * prefilled when signed in, posted to /notify-me. A guest's address is only listed once they open
 * the link we mail them. Folded away unless the whole product is sold out.
 */
export function NotifyMe({ sizes, productName, open }: { sizes: CardVariant[]; productName: string; open: boolean }) {
  const fetcher = useFetcher<NotifyMeResult>({ key: `notify-me-${sizes[0]!.guid}` });
  const email = useShopperEmail();
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const badEmail = result?.field === 'email';
  const resultRef = useRef<HTMLParagraphElement>(null);
  // Each answer takes the focus (R12.14): to the field it marks, else to its words.
  useEffect(() => {
    if (!result) return;
    if (result.field === 'email') document.getElementById(`${id}-email`)?.focus();
    else resultRef.current?.focus();
  }, [result, id]);
  const only = sizes.length === 1 ? sizes[0]! : undefined;
  const title =
    only && only.size === ONE_SIZE
      ? 'Sold out? Email me when it is back'
      : only
        ? `Size ${sizeLabel(only.size)} sold out? Email me when it is back`
        : 'Size sold out? Email me when it is back';
  return (
    <details className="notify-me" open={open || undefined}>
      <summary className="notify-me__title">{title}</summary>
      <fetcher.Form
        method="post"
        action="/notify-me"
        className="notify-me__form"
        aria-label={`Email me when ${productName} is back`}
        onSubmit={(e) => busy && e.preventDefault()}
      >
        {only ? (
          <input type="hidden" name="variantGuid" value={only.guid} />
        ) : (
          <div className="notify-me__field">
            <label htmlFor={`${id}-size`}>Size</label>
            <select id={`${id}-size`} name="variantGuid" className="input">
              {sizes.map((v) => (
                <option key={v.guid} value={v.guid}>
                  {sizeLabel(v.size)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="notify-me__field">
          <label htmlFor={`${id}-email`}>Email address</label>
          <div className="notify-me__row">
            <input
              id={`${id}-email`}
              key={email}
              name="email"
              type="email"
              className="input"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={email}
              aria-invalid={badEmail || undefined}
              aria-describedby={badEmail ? `${id}-result` : undefined}
            />
            {/* aria-disabled, not disabled: a disabled button drops the focus to the page (R12.14). */}
            <button type="submit" className="btn btn--outline" aria-disabled={busy || undefined}>
              {busy ? 'Sending…' : 'Notify me'}
            </button>
          </div>
        </div>
        <p
          ref={resultRef}
          id={`${id}-result`}
          tabIndex={-1}
          className={`notify-me__result${result && !result.ok ? ' notify-me__result--error' : ''}`}
          role="status"
          aria-live="polite"
        >
          {result?.message ?? ''}
        </p>
      </fetcher.Form>
    </details>
  );
}
