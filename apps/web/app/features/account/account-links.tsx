import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { usePanels } from '~/components/ui/panels';

/**
 * The shell's way into the account: a link to the dashboard when signed in, else a button that
 * opens the #login panel (R12.4).
 */
export function AccountEntry({
  signedIn,
  className,
  children,
  label,
}: {
  signedIn: boolean;
  className: string;
  children: ReactNode;
  label?: string;
}) {
  const { open, openPanel } = usePanels();
  if (signedIn) {
    return (
      <Link to="/account-page" className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label ? `${label}: sign in` : undefined}
      aria-haspopup="dialog"
      aria-controls="login"
      aria-expanded={open === 'login'}
      onClick={() => openPanel('login')}
    >
      {children}
    </button>
  );
}

/**
 * The shell's account entry on screen now (the header's on wide screens, the toolbar's on phones).
 * Signing in turns the button that opened the panel into the Account link, so the panel gives the
 * focus back here instead of to the page (R12.14).
 */
export function visibleAccountEntry(): HTMLElement | null {
  const entries = document.querySelectorAll<HTMLElement>('.site-header__account, .mobile-toolbar a[href="/account-page"]');
  return [...entries].find((el) => el.getClientRects().length > 0) ?? null;
}

/**
 * After signing in the page moves on; where the new page took no focus (the same address, or a
 * page whose control the focus was on re-rendered), it goes to the Account link (R12.14).
 */
export function keepFocusOnPage() {
  if (document.activeElement && document.activeElement !== document.body) return;
  visibleAccountEntry()?.focus({ preventScroll: true });
}

/** Signing out is a POST (revokes the token server-side); the answer sends the shopper to /. */
export function LogoutButton({ className, children, label }: { className: string; children: ReactNode; label?: string }) {
  return (
    <Form method="post" action="/logout" className="logout-form">
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
