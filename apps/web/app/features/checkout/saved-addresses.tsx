import { Link } from 'react-router';
import type { SavedAddress } from '@atelier/contract/customers';

/**
 * The customer's saved addresses above the form (R20.17): each one a link that fills the form with
 * it, so it works before (and without) the page's script.
 */
export function SavedAddresses({
  addresses,
  selected,
  linkTo,
}: {
  addresses: SavedAddress[];
  selected: string | null;
  linkTo: (id: string) => string;
}) {
  if (!addresses.length) return null;
  return (
    <nav className="saved-addresses" aria-labelledby="saved-addresses-title">
      <h2 id="saved-addresses-title" className="checkout-section__title">
        Your saved addresses
      </h2>
      <ul className="saved-addresses__list">
        {addresses.map((a) => {
          const current = a.id === selected;
          return (
            <li key={a.id} className={`saved-addresses__item${current ? ' saved-addresses__item--current' : ''}`}>
              <p className="saved-addresses__text">
                <strong>
                  {a.firstName} {a.lastName}
                </strong>
                {a.isDefault ? <span className="saved-addresses__badge">Default</span> : null}
                <br />
                {[a.addressLine1, a.addressLine2, a.city, a.postcode].filter(Boolean).join(', ')}
              </p>
              <Link
                to={linkTo(a.id)}
                replace
                preventScrollReset
                className="btn btn--outline btn--sm"
                aria-current={current ? 'true' : undefined}
                aria-label={`${current ? 'Selected' : 'Deliver here'}: ${a.addressLine1}, ${a.postcode}`}
              >
                {current ? 'Selected' : 'Deliver here'}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
