import type { User } from '@atelier/contract/customers';
import type { Category, Collection } from '@atelier/contract/catalogue';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ArrowUp } from '~/components/ui/icons';
import { ToastProvider, toastMs } from '~/components/ui/toast';
import { AuthPanels } from '~/features/account/auth-panels';
import { CartDrawer } from '~/features/cart/cart-drawer';
import type { CartShellData } from '~/components/cart/use-cart';
import type { ShopTerms } from '@atelier/contract/settings';
import { QuickViewProvider } from '~/components/product/quick-view';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MobileToolbar } from './mobile-toolbar.tsx';
import { PanelsProvider, usePanels, type KeepPanelState } from '~/components/ui/panels';
import { RouteAnnouncer } from './route-announcer.tsx';
import { SearchPanel } from './search-panel.tsx';
import { useFocusClearOfBars } from '~/lib/use-focus-clear-of-bars.ts';
import { useScrollState } from './use-scroll-state.ts';

export interface ShellData extends CartShellData {
  /** What the shop promises, from its settings (R22.21); null when the API could not say. */
  terms: ShopTerms | null;
  categories: Category[];
  /** The collections worth linking to: those with products (R18.4). */
  collections: Collection[];
  cartCount: number;
  /** The signed-in shopper, or null for a guest. */
  user: User | null;
}

// Toasts are shown in the browser only: the page they belong to is the one in the address bar.
const toastMsHere = () => toastMs(window.location.pathname);

export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  return (
    <ToastProvider durationMs={toastMsHere}>
      <PanelsProvider>
        <QuickViewProvider>
          <ShellFrame data={data}>{children}</ShellFrame>
        </QuickViewProvider>
      </PanelsProvider>
    </ToastProvider>
  );
}

function ShellFrame({ data, children }: { data: ShellData; children: ReactNode }) {
  const { openPanel, closePanel } = usePanels();
  const location = useLocation();
  const { header, backToTop } = useScrollState();
  useFocusClearOfBars();

  // Every route change closes the panels (ScrollRestoration takes care of the scroll to top);
  // ?login=1 (the account guard's redirect, lib/session.server.ts) opens the login panel instead.
  useEffect(() => {
    if (new URLSearchParams(location.search).get('login') === '1') openPanel('login');
    else if (!(location.state as KeepPanelState | null)?.keepPanel) closePanel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <LoadingBar />
      <RouteAnnouncer />
      <Header
        categories={data.categories}
        hasCollections={data.collections.length > 0}
        cartCount={data.cartCount}
        signedIn={!!data.user}
        isAdmin={data.user?.role === 'admin'}
        headerRef={header}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer hasCollections={data.collections.length > 0} />
      <MobileToolbar cartCount={data.cartCount} signedIn={!!data.user} />
      <SearchPanel categories={data.categories} />
      <MobileMenu
        categories={data.categories}
        hasCollections={data.collections.length > 0}
        signedIn={!!data.user}
        isAdmin={data.user?.role === 'admin'}
      />
      <CartDrawer />
      <AuthPanels />
      <button
        ref={backToTop}
        type="button"
        className="back-to-top"
        data-visible="false"
        aria-label="Back to top"
        onClick={() => {
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }}
      >
        <ArrowUp />
      </button>
    </>
  );
}
