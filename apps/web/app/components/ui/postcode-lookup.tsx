import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { useFetcher } from 'react-router';
import type { AddressLookupResult, FoundAddress } from '@atelier/contract/checkout';

type Ids = Record<keyof FoundAddress, string>;

/** Writes a value into a form's input as typing would, so the form's own state (Conform) hears it. */
function typeInto(id: string, value: string) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const oneLine = (a: FoundAddress) => [a.addressLine1, a.addressLine2, a.city].filter(Boolean).join(', ');

/**
 * "Find address" beside the postcode (R20.23), when the owner configured a lookup: the addresses at
 * the postcode in a list; the one chosen fills the address fields, which stay there to type in or
 * correct. Needs JavaScript; without it the button is not drawn and the form is typed as ever.
 */
export function PostcodeLookup({ ids }: { ids: Ids }) {
  const fetcher = useFetcher<AddressLookupResult>({ key: `postcode-lookup-${ids.postcode}` });
  const hydrated = useHydrated();
  // What the shopper did (no postcode yet, an address chosen) is said over what the lookup answered.
  const [said, setSaid] = useState('');
  const list = useRef<HTMLSelectElement>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const addresses = answer?.addresses;
  const found = addresses
    ? `${addresses.length} ${addresses.length === 1 ? 'address' : 'addresses'} found. Choose yours from the list.`
    : '';
  const note = said || answer?.message || found;

  // The list takes the focus when it arrives, so the next key chooses from it.
  useEffect(() => {
    if (addresses?.length) list.current?.focus();
  }, [addresses]);

  if (!hydrated) return null;
  const find = () => {
    const postcode = (document.getElementById(ids.postcode) as HTMLInputElement | null)?.value.trim() ?? '';
    if (!postcode) {
      setSaid('Enter your postcode, then choose Find address.');
      document.getElementById(ids.postcode)?.focus();
      return;
    }
    setSaid('');
    void fetcher.load(`/address-lookup?postcode=${encodeURIComponent(postcode)}`);
  };
  const pick = (index: string) => {
    const chosen = addresses?.[Number(index)];
    if (!chosen) return;
    for (const name of ['addressLine1', 'addressLine2', 'city', 'postcode'] as const) typeInto(ids[name], chosen[name]);
    setSaid(`Address filled in: ${oneLine(chosen)}. Check it above.`);
  };
  const listId = `${ids.postcode}-found`;
  return (
    <>
      <button type="button" className="btn btn--outline" onClick={find} aria-disabled={fetcher.state !== 'idle' || undefined}>
        {fetcher.state !== 'idle' ? 'Finding…' : 'Find address'}
      </button>
      <div className="postcode-lookup">
        <p className="postcode-lookup__note" role="status">
          {note}
        </p>
        {addresses?.length ? (
          <>
            <label htmlFor={listId} className="field__label">
              Choose your address
            </label>
            <select id={listId} ref={list} className="input" defaultValue="" onChange={(e) => pick(e.currentTarget.value)}>
              <option value="" disabled>
                {addresses.length} {addresses.length === 1 ? 'address' : 'addresses'} at {addresses[0]!.postcode}
              </option>
              {addresses.map((a, i) => (
                <option key={`${i}-${oneLine(a)}`} value={i}>
                  {oneLine(a)}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
    </>
  );
}
