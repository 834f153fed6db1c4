import { Link } from 'react-router';
import { ArrowRight, BagIcon, LogoutIcon, UserIcon } from '~/components/ui/icons';
import { LogoutButton } from './account-links.tsx';
import { useAccountUser } from './account-user.ts';

/** /account-page: greeting, tiles and the Shop Now banner (R7.16). */
export function AccountDashboard() {
  const user = useAccountUser();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <div className="account-dashboard">
      <h2 className="account__subtitle">
        Hello, {user.firstName} {user.lastName}
      </h2>
      <div className="account-dashboard__intro">
        (not {name}? <LogoutButton className="account-inline-link">Log out</LogoutButton>)
      </div>
      <p className="account-dashboard__text">
        From your account dashboard you can follow your orders, ask for a return, and update your details and password.
      </p>
      <ul className="account-tiles">
        <li>
          <Link to="/account-orders" className="account-tile">
            <BagIcon />
            <span>Orders</span>
          </Link>
        </li>
        <li>
          <Link to="/account-details" className="account-tile">
            <UserIcon />
            <span>Account Details</span>
          </Link>
        </li>
        <li>
          <LogoutButton className="account-tile">
            <LogoutIcon />
            <span>Logout</span>
          </LogoutButton>
        </li>
      </ul>
      <aside className="account-banner">
        <div>
          <p className="eyebrow account-banner__eyebrow">The new season</p>
          <p className="account-banner__title">Pieces to live in, made to last.</p>
        </div>
        <Link to="/product-list" className="btn btn--light">
          Shop Now <ArrowRight width="16" height="16" />
        </Link>
      </aside>
    </div>
  );
}
