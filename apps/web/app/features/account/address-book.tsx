import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import type { SavedAddress } from '@atelier/contract/customers';
import { AddressForm } from './address-form.tsx';
import './address-book.css';

export interface AddressBookResult {
  reply?: SubmissionResult<string[]>;
  message?: string;
}

const DONE: Record<string, string> = {
  saved: 'Address saved.',
  deleted: 'Address deleted.',
  default: 'Default address changed.',
};

interface Props {
  addresses: SavedAddress[];
  editing: SavedAddress | null;
  adding: boolean;
  done: string | null;
  /** "Find address" beside the postcode (R20.23). */
  addressLookup?: boolean;
  result: AddressBookResult | undefined;
}

/** /account-addresses (R20.15-R20.16): the address book, with the form to add or edit one. */
export function AddressBook({ addresses, editing, adding, done, addressLookup = false, result }: Props) {
  const status = result?.message ?? (done ? DONE[done] : undefined);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // After a save or delete the button pressed is gone: the focus goes to what happened.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status, done]);
  return (
    <div className="address-book">
      <h2 className="account__subtitle">Addresses</h2>
      <p ref={statusRef} tabIndex={-1} className={result?.message ? 'auth-form__error' : 'address-book__status'} role="status">
        {status ?? ''}
      </p>
      {addresses.length ? (
        <ul className="address-book__list" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className="address-card">
              <address className="address-card__text">
                <strong>
                  {a.firstName} {a.lastName}
                </strong>
                {a.isDefault ? <span className="address-card__badge">Default</span> : null}
                <br />
                {a.addressLine1}
                {a.addressLine2 ? `, ${a.addressLine2}` : ''}
                <br />
                {a.city} {a.postcode}
                <br />
                {a.phoneNumber}
              </address>
              <div className="address-card__actions">
                <Link to={`/account-addresses?edit=${a.id}`} className="btn btn--outline btn--sm" aria-label={`Edit: ${a.addressLine1}`}>
                  Edit
                </Link>
                {a.isDefault ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={a.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="default"
                      className="btn btn--outline btn--sm"
                      aria-label={`Make default: ${a.addressLine1}`}
                    >
                      Make default
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="id" value={a.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="btn btn--outline btn--sm"
                    aria-label={`Delete: ${a.addressLine1}`}
                  >
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>You have no saved addresses yet. Save one here, or tick “Save this address” at checkout.</p>
      )}
      {editing || adding ? (
        <AddressForm key={editing?.id ?? 'new'} address={editing} reply={result?.reply} lookup={addressLookup} />
      ) : (
        <Link to="/account-addresses?add" className="btn">
          Add an address
        </Link>
      )}
    </div>
  );
}
