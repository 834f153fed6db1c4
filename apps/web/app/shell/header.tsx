import { withProducts, type Category } from '@atelier/contract/catalogue';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { BagIcon, ChevronDown, LogoutIcon, MenuIcon, SearchIcon, UserIcon } from '~/components/ui/icons';
import { AccountEntry, LogoutButton } from '~/features/account/account-links';
import { Logo } from './logo.tsx';
import { activeSection, COLLECTIONS_ITEM, NAV_ITEMS } from './nav-items.ts';
import { usePanels } from '~/components/ui/panels';
import { useOnChange } from '~/lib/use-on-change';

interface HeaderProps {
  categories: Category[];
  hasCollections: boolean;
  cartCount: number;
  signedIn: boolean;
  /** The signed-in user runs the shop: the header offers the way into /admin (R22.1). */
  isAdmin: boolean;
  headerRef: RefObject<HTMLElement | null>;
}

export function Header({ categories, hasCollections, cartCount, signedIn, isAdmin, headerRef }: HeaderProps) {
  const { openPanel, open } = usePanels();
  const location = useLocation();
  const active = activeSection(location.pathname, location.search);

  return (
    <header ref={headerRef} className="site-header" data-state="top">
      <div className="container site-header__bar">
        <div className="site-header__start">
          <button
            type="button"
            className="icon-btn site-header__menu"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-controls="mobileMenu"
            aria-expanded={open === 'mobileMenu'}
            onClick={() => openPanel('mobileMenu')}
          >
            <MenuIcon />
          </button>
          <Link to="/" className="site-header__logo">
            <Logo />
          </Link>
        </div>

        <nav className="main-nav" aria-label="Main">
          <ul className="main-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.section}>
                <Link
                  to={item.to}
                  className="main-nav__link"
                  aria-current={active === item.section ? 'page' : undefined}
                  data-active={active === item.section || undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <CategoriesMenu categories={withProducts(categories)} active={active === 'categories'} />
            </li>
            {hasCollections ? (
              <li>
                <Link
                  to={COLLECTIONS_ITEM.to}
                  className="main-nav__link"
                  aria-current={active === 'collections' ? 'page' : undefined}
                  data-active={active === 'collections' || undefined}
                >
                  {COLLECTIONS_ITEM.label}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="site-header__actions">
          <button
            type="button"
            className="icon-btn"
            aria-label="Search"
            aria-haspopup="dialog"
            aria-controls="search"
            aria-expanded={open === 'search'}
            onClick={() => openPanel('search')}
          >
            <SearchIcon />
          </button>
          {isAdmin ? (
            <Link to="/admin" className="site-header__admin">
              Admin
            </Link>
          ) : null}
          <AccountEntry signedIn={signedIn} className="icon-btn site-header__account" label="Account">
            <UserIcon />
          </AccountEntry>
          {signedIn ? (
            <LogoutButton className="icon-btn site-header__logout" label="Log out">
              <LogoutIcon />
            </LogoutButton>
          ) : null}
          <button
            type="button"
            className="icon-btn cart-button"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
            aria-haspopup="dialog"
            aria-controls="shoppingCart"
            aria-expanded={open === 'shoppingCart'}
            onClick={() => openPanel('shoppingCart')}
          >
            <BagIcon />
            <span className="cart-button__count" aria-hidden="true">
              {cartCount}
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}

/** Disclosure menu: opens on hover for a mouse, on click or Enter for everyone, closes on Escape. */
function CategoriesMenu({ categories, active }: { categories: Category[]; active: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useOnChange(location.key, () => setOpen(false));
  useEffect(() => {
    const el = root.current;
    if (!open || !el) return;
    const onDown = (e: PointerEvent) => {
      if (!el.contains(e.target as Node)) setOpen(false);
    };
    // Escape and focus leaving come from the toggle and the links inside; the wrapper only listens.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      el.querySelector('button')?.focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    el.addEventListener('keydown', onKey);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className="nav-dropdown" data-open={open || undefined}>
      <button
        type="button"
        className="main-nav__link nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Categories <ChevronDown width="14" height="14" />
      </button>
      <div id={panelId} className="nav-dropdown__panel">
        <ul className="nav-dropdown__list">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link to={`/product-list?category=${c.slug}`} className="nav-dropdown__link">
                <span>{c.name}</span>
                <span className="nav-dropdown__count">{c.items}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/category-list" className="nav-dropdown__all link-underline">
          View all categories
        </Link>
      </div>
    </div>
  );
}
