import { useId } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { sizeLabel } from '@atelier/contract/sizes';
import './notify-me.css';

export interface NotifyMeResult {
  ok: boolean;
  message: string;
}

/** The signed-in shopper's address from the root loader, to prefill the form. */
function useShopperEmail(): string {
  const root = useRouteLoaderData('root') as { user?: { email?: string } | null } | undefined;
  return root?.user?.email ?? '';
}

/**
 * "Notify me" on a sold-out size (R21.13): an email (prefilled when signed in) posted to /notify-me.
 * A guest's address is only listed once they open the link we mail them.
 */
export function NotifyMe({ variantGuid, size, productName }: { variantGuid: string; size: string; productName: string }) {
  const fetcher = useFetcher<NotifyMeResult>({ key: `notify-me-${variantGuid}` });
  const email = useShopperEmail();
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const what = size === 'ONE' ? productName : `${productName} in size ${sizeLabel(size)}`;
  return (
    <fetcher.Form method="post" action="/notify-me" className="notify-me" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="notify-me__title">
        Sold out. Email me when it is back
      </p>
      <input type="hidden" name="variantGuid" value={variantGuid} />
      <div className="notify-me__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {`Your email address, to hear when ${what} is back`}
        </label>
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
          placeholder="Your email address"
        />
        <button type="submit" className="btn btn--outline" disabled={busy}>
          {busy ? 'Sending…' : 'Notify me'}
        </button>
      </div>
      <p className={`notify-me__result${result && !result.ok ? ' notify-me__result--error' : ''}`} role="status" aria-live="polite">
        {result?.message ?? ''}
      </p>
    </fetcher.Form>
  );
}
