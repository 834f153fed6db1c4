import { withProducts, type Category } from '@atelier/contract/catalogue';
import { Link, useLocation } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { ChevronDown, MailIcon, PhoneIcon, PinIcon } from '~/components/ui/icons';
import { BUSINESS } from '@atelier/contract/shared';
import { sellerAddress } from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';
import { activeSection, COLLECTIONS_ITEM, NAV_ITEMS } from './nav-items.ts';
import { LogoutButton } from '~/features/account/account-links';
import { usePanels } from '~/components/ui/panels';

/** #mobileMenu: the navigation of narrow screens, with the business's contact details. */
export function MobileMenu({
  categories,
  hasCollections,
  signedIn,
  isAdmin,
}: {
  categories: Category[];
  hasCollections: boolean;
  signedIn: boolean;
  isAdmin: boolean;
}) {
  const { open, openPanel, closeIfOpen } = usePanels();
  const location = useLocation();
  const active = activeSection(location.pathname, location.search);

  return (
    <Dialog
      id="mobileMenu"
      open={open === 'mobileMenu'}
      onClose={() => closeIfOpen('mobileMenu')}
      title="Menu"
      closeLabel="Close menu"
      variant="drawer-left"
    >
      <nav aria-label="Mobile">
        <ul className="mobile-menu__list">
          {NAV_ITEMS.map((item) => (
            <li key={item.section}>
              <Link to={item.to} className="mobile-menu__link" aria-current={active === item.section ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <details className="mobile-menu__group" open={active === 'categories' || undefined}>
              <summary className="mobile-menu__link">
                Categories <ChevronDown width="18" height="18" />
              </summary>
              <ul className="mobile-menu__sub">
                {withProducts(categories).map((c) => (
                  <li key={c.slug}>
                    <Link to={`/product-list?category=${c.slug}`}>{c.name}</Link>
                  </li>
                ))}
                <li>
                  <Link to="/category-list">View all categories</Link>
                </li>
              </ul>
            </details>
          </li>
          {hasCollections ? (
            <li>
              <Link to={COLLECTIONS_ITEM.to} className="mobile-menu__link" aria-current={active === 'collections' ? 'page' : undefined}>
                {COLLECTIONS_ITEM.label}
              </Link>
            </li>
          ) : null}
          {signedIn ? (
            <>
              <li>
                <Link to="/account-page" className="mobile-menu__link">
                  Account
                </Link>
              </li>
              {isAdmin ? (
                <li>
                  <Link to="/admin" className="mobile-menu__link">
                    Admin
                  </Link>
                </li>
              ) : null}
              <li>
                <LogoutButton className="mobile-menu__link mobile-menu__button">Logout</LogoutButton>
              </li>
            </>
          ) : (
            <li>
              <button
                type="button"
                className="mobile-menu__link mobile-menu__button"
                aria-haspopup="dialog"
                aria-controls="login"
                onClick={() => openPanel('login')}
              >
                Login
              </button>
            </li>
          )}
        </ul>
      </nav>
      <div className="mobile-menu__help">
        <Link to="/contact-us" className="btn btn--outline btn--block">
          Need Help?
        </Link>
        <ul className="contact-list">
          <li>
            <PinIcon />
            <span>
              <TermsText of={sellerAddress} />
            </span>
          </li>
          <li>
            <MailIcon />
            <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </li>
          <li>
            <PhoneIcon />
            <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>
          </li>
        </ul>
      </div>
    </Dialog>
  );
}
