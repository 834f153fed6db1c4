import { NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { LogoutButton } from './account-links.tsx';
import { useAccountUser } from './account-user.ts';
import './account.css';

const LINKS = [
  { to: '/account-page', label: 'Dashboard' },
  { to: '/account-orders', label: 'Orders' },
  { to: '/account-store-credit', label: 'Store Credit' },
  { to: '/account-addresses', label: 'Addresses' },
  { to: '/account-details', label: 'Account Details' },
] as const;

/** Frame of every guarded account page: heading, sidebar and the page itself (any child route). */
export function AccountLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isAdmin = useAccountUser().role === 'admin';
  // A client navigation to another account page: the guard and the next page are loading. A new
  // query on the same page (an order opened, another page of orders) keeps the page, and the focus in it.
  const loading = navigation.state === 'loading' && !navigation.formMethod && navigation.location.pathname !== pathname;

  return (
    <section className="account container">
      <header className="account__head">
        <p className="eyebrow">Your account</p>
        <h1 className="account__title">My Account</h1>
      </header>
      <div className="account__grid">
        <nav className="account-nav" aria-label="Account">
          <ul className="account-nav__list">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className="account-nav__link" end>
                  {l.label}
                </NavLink>
              </li>
            ))}
            {isAdmin ? (
              <li>
                <a href="/admin" className="account-nav__link">
                  Admin area
                </a>
              </li>
            ) : null}
            <li>
              <LogoutButton className="account-nav__link account-nav__button">Logout</LogoutButton>
            </li>
          </ul>
        </nav>
        <div className="account__content" aria-busy={loading || undefined}>
          {loading ? <div className="spinner" role="status" aria-label="Loading" /> : <Outlet />}
        </div>
      </div>
    </section>
  );
}
