import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, NavLink, Outlet } from 'react-router';
import { useFocusClearOfBars } from '~/lib/use-focus-clear-of-bars.ts';
import { useAdminPageFocus } from './forms/focus.tsx';
import { statusTone, type StatusTone } from '@atelier/contract/orders';
import type { Permission, StaffMe } from '@atelier/contract/staff';

/** Each page with the permission it needs (the API's kit/permissions.ts decides; this only hides what would be refused). */
export const NAV: Array<{ to: string; label: string; end?: boolean; need: Permission | null }> = [
  { to: '/admin', label: 'Dashboard', end: true, need: 'orders' },
  { to: '/admin/orders', label: 'Orders', need: 'orders' },
  { to: '/admin/products', label: 'Products', need: 'catalogue' },
  { to: '/admin/categories', label: 'Categories', need: 'catalogue' },
  { to: '/admin/collections', label: 'Collections', need: 'catalogue' },
  { to: '/admin/discounts', label: 'Discounts', need: 'discounts' },
  { to: '/admin/gift-cards', label: 'Gift cards', need: 'refunds' },
  { to: '/admin/back-in-stock', label: 'Back in stock', need: 'catalogue' },
  { to: '/admin/customers', label: 'Customers', need: 'customers' },
  { to: '/admin/subscribers', label: 'Subscribers', need: 'content' },
  { to: '/admin/messages', label: 'Messages', need: 'content' },
  { to: '/admin/reviews', label: 'Reviews', need: 'content' },
  { to: '/admin/search-insights', label: 'Search insights', need: 'catalogue' },
  { to: '/admin/search-synonyms', label: 'Search synonyms', need: 'catalogue' },
  { to: '/admin/colour-families', label: 'Colour families', need: 'catalogue' },
  { to: '/admin/audit', label: 'Activity log', need: 'staff' },
  { to: '/admin/staff', label: 'Staff', need: 'staff' },
  { to: '/admin/settings', label: 'Settings', need: 'settings' },
  { to: '/admin/account', label: 'Your account', need: null },
];

/** True when the signed-in member of staff may do what `need` names. */
export const can = (me: Pick<StaffMe, 'permissions'>, need: Permission | null) => need === null || me.permissions.includes(need);

/**
 * The back-office frame: a sidebar (a scrolling bar on narrow screens) and the page. Until the
 * session has passed its second step, only the page (the code form) shows, without the menu.
 */
/** The admin frame: the menu of the role, the person, and the page (the route's outlet, or `children` for a refusal). */
export function AdminLayout({ email, me, locked, children }: { email: string; me: StaffMe; locked: boolean; children?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useAdminPageFocus(main);
  // Focused fields come fully clear of a form's save bar (R22.24).
  useFocusClearOfBars();
  return (
    <div className="adm">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <aside className="adm-side">
        <div className="adm-side__brand">
          <Link to="/admin" className="adm-side__logo">
            Atelier
          </Link>
          <span className="adm-side__tag">Admin</span>
        </div>
        <nav className="adm-side__nav" aria-label="Admin">
          {NAV.filter((n) => !locked && can(me, n.need)).map((n) => (
            <NavLink key={n.to} to={n.to} end={n.end} className="adm-side__link" prefetch="intent">
              {n.label}
            </NavLink>
          ))}
        </nav>
        <div className="adm-side__foot">
          <span className="adm-side__user" title={email}>
            {email}
          </span>
          <span className="adm-side__role">{me.roleName}</span>
          <a href="/" className="adm-side__store">
            View shop
          </a>
          {/* A POST, as in the shop: the token is revoked on the server, then the shop's home opens. */}
          <Form method="post" action="/logout" className="adm-side__logout">
            <button type="submit" className="adm-link-btn">
              Sign out
            </button>
          </Form>
        </div>
      </aside>
      <main id="admin-main" className="adm-main" tabIndex={-1} ref={main}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}

export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <header className="adm-head">
      <div>
        <h1 className="adm-head__title">{title}</h1>
        {subtitle ? <p className="adm-head__sub">{subtitle}</p> : null}
      </div>
      {children ? <div className="adm-head__actions">{children}</div> : null}
    </header>
  );
}

export function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p className={`adm-notice adm-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/**
 * The answer to a form the page posted. It takes the focus when it comes (unless `keepFocus`, e.g.
 * a field in error has it): the button that was pressed is often gone with the change it made
 * (an order's next step, a re-rendered product form), which would leave the keyboard on the page body.
 */
export function ResultNotice({ result, keepFocus = false }: { result: { ok: boolean; message: string }; keepFocus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!keepFocus) ref.current?.focus();
  }, [result, keepFocus]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`adm-notice adm-notice--${result.ok ? 'success' : 'error'}`}
      role={result.ok ? 'status' : 'alert'}
    >
      {result.message}
    </p>
  );
}

/** Previous / next links that keep the page's other query values. */
export function Pager({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    q.set('page', String(p));
    return `?${q.toString()}`;
  };
  return (
    <nav className="adm-pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn btn--outline btn--sm">
          Previous
        </Link>
      ) : null}
      <span className="adm-pager__at">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link to={href(page + 1)} className="btn btn--outline btn--sm">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`adm-badge adm-badge--${toneOf(status)}`}>{label}</span>;
}

const OTHER_TONES: Record<string, StatusTone> = {
  Archived: 'danger',
  Hidden: 'warning',
  Low: 'warning',
  Active: 'success',
  Handled: 'success',
  Shown: 'success',
  New: 'info',
  Unsubscribed: 'neutral',
};

function toneOf(status: string): StatusTone {
  return OTHER_TONES[status] ?? statusTone(status);
}
