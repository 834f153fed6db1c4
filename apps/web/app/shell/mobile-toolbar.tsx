import { NavLink } from 'react-router';
import { BagIcon, GridIcon, HomeIcon, ShopIcon, UserIcon } from '~/components/ui/icons';
import { AccountEntry } from '~/features/account/account-links';
import { usePanels } from '~/components/ui/panels';

/** Fixed bar at the foot of narrow screens. */
export function MobileToolbar({ cartCount, signedIn }: { cartCount: number; signedIn: boolean }) {
  const { openPanel, open } = usePanels();
  return (
    <nav className="mobile-toolbar" aria-label="Quick links">
      <NavLink to="/" end className="mobile-toolbar__item">
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to="/product-list" className="mobile-toolbar__item">
        <ShopIcon />
        <span>Shop</span>
      </NavLink>
      <NavLink to="/category-list" className="mobile-toolbar__item">
        <GridIcon />
        <span>Categories</span>
      </NavLink>
      {signedIn ? (
        <NavLink to="/account-page" className="mobile-toolbar__item">
          <UserIcon />
          <span>Account</span>
        </NavLink>
      ) : (
        <AccountEntry signedIn={false} className="mobile-toolbar__item">
          <UserIcon />
          <span>Account</span>
        </AccountEntry>
      )}
      <button
        type="button"
        className="mobile-toolbar__item"
        aria-haspopup="dialog"
        aria-controls="shoppingCart"
        aria-expanded={open === 'shoppingCart'}
        onClick={() => openPanel('shoppingCart')}
      >
        <span className="mobile-toolbar__icon">
          <BagIcon />
          <span className="cart-button__count" aria-hidden="true">
            {cartCount}
          </span>
        </span>
        <span>
          Cart
          <span className="visually-hidden">
            , {cartCount} {cartCount === 1 ? 'item' : 'items'}
          </span>
        </span>
      </button>
    </nav>
  );
}
