import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, NavLink, Outlet } from 'react-router';
import { statusTone, type StatusTone } from '@atelier/contract/orders';

const NAV = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/collections', label: 'Collections' },
  { to: '/admin/discounts', label: 'Discounts' },
  { to: '/admin/back-in-stock', label: 'Back in stock' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/search-insights', label: 'Search insights' },
  { to: '/admin/search-synonyms', label: 'Search synonyms' },
  { to: '/admin/audit', label: 'Activity log' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/settings', label: 'Settings' },
];

/** The back-office frame: a sidebar (a scrolling bar on narrow screens) and the page. */
export function AdminLayout({ email }: { email: string }) {
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
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} end={n.end} className="adm-side__link" prefetch="intent">
              {n.label}
            </NavLink>
          ))}
        </nav>
        <div className="adm-side__foot">
          <span className="adm-side__user" title={email}>
            {email}
          </span>
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
      <main id="admin-main" className="adm-main" tabIndex={-1}>
        <Outlet />
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
  New: 'info',
  Unsubscribed: 'neutral',
};

function toneOf(status: string): StatusTone {
  return OTHER_TONES[status] ?? statusTone(status);
}
